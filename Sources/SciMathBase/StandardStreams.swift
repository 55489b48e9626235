import Glibc

/// Reading and writing whole descriptors: standard input, output and error
/// and the files `scimath recognize` reads. Corelibs Foundation's FileHandle
/// did this before; the keyboard no longer links corelibs Foundation (see
/// TextFormatting.swift for why).
public enum StandardStreams {
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Writes a line of text and its newline to standard error.
  public static func error(_ line: String) { write(Array((line + "\n").utf8), to: 2) }

  /// Writes text as it is to standard output.
  public static func output(_ text: String) { write(Array(text.utf8), to: 1) }

  /// Writes every byte, carrying on after a partial write or an interrupted
  /// call; stops at any other failure.
  public static func write(_ bytes: [UInt8], to descriptor: Int32) {
    var done = 0
    while done < bytes.count {
      let n = bytes.withUnsafeBytes { all in
        all.baseAddress.map { Glibc.write(descriptor, $0 + done, all.count - done) } ?? 0
      }
      if n > 0 {
        done += n
      } else if n < 0, errno == EINTR {
        continue
      } else {
        return
      }
    }
  }

  /// The next bytes available on a descriptor, at most 64 KiB; empty at the
  /// end of the input.
  public static func readSome(from descriptor: Int32) throws -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if n >= 0 { return Array(buffer[..<n]) }
      if errno != EINTR { throw Failure(description: String(cString: strerror(errno))) }
    }
  }

  /// Everything up to the end of the input.
  public static func readAll(from descriptor: Int32) throws -> [UInt8] {
    var all: [UInt8] = []
    while true {
      let chunk = try readSome(from: descriptor)
      if chunk.isEmpty { return all }
      all += chunk
    }
  }
}
