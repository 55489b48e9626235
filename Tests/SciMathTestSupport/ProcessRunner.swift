import Foundation

/// Runs a program to completion and captures what it printed.
public struct ProcessResult {
  public var status: Int32
  public var stdout: String
  public var stderr: String
}

public enum ProcessRunner {
  /// Runs to completion, or kills the program (SIGKILL, by pid) after
  /// `timeout` seconds so a stuck helper cannot hang the test run.
  public static func run(
    _ executable: URL, _ arguments: [String],
    environment: [String: String]? = nil, stdin: Data? = nil,
    timeout: Double = 60
  )
    throws -> ProcessResult
  {
    try Programs.require(executable.path)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    let pid = process.processIdentifier
    let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
    defer { watchdog.cancel() }
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try input.fileHandleForWriting.close()
    // Read both pipes to the end before waiting, so a chatty child cannot
    // block on a full pipe.
    let group = DispatchGroup()
    nonisolated(unsafe) var errData = Data()
    group.enter()
    DispatchQueue.global().async {
      errData = err.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return ProcessResult(
      status: process.terminationStatus,
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
