import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

/// An output that cannot be delivered is reported and the keyboard goes
/// on: here a keymap with no empty keycode left, so a character that is
/// not in it cannot be typed.
final class OutputFailureLiveTests: XSessionTestCase {
  func testACharacterThatCannotBeTypedIsReportedAndTheKeyboardGoesOn() throws {
    let empty = try x.keymap().split(separator: "\n").compactMap { line -> String? in
      let words = line.split(separator: " ")
      guard words.count == 3, words[0] == "keycode", words[2] == "=" else { return nil }
      return String(words[1])
    }
    XCTAssertFalse(empty.isEmpty, "Xvfb's keymap has empty keycodes")
    func mapAll(_ value: String) throws {
      _ = try x.run("/usr/bin/xmodmap", empty.flatMap { ["-e", "keycode \($0) = \(value)"] })
    }
    try mapAll("VoidSymbol")
    defer { try? mapAll("") }
    let config = x.directory.appendingPathComponent("output-failure")
    let log = config.appendingPathComponent("stderr.txt")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let k = try LiveKeyboardHarness(
      session: x, form: .phone, environment: ["XDG_CONFIG_HOME": config.path], stderr: log)
    try k.openSciLayer()
    try k.click("∫", on: .sci)
    try k.click("abc", on: .sci)
    try k.click("q", on: .abc)
    XCTAssertEqual(
      String(decoding: terminal.waitForBytes(1), as: UTF8.self), "q", "typing goes on")
    XCTAssertTrue(k.process.isRunning)
    let message = try String(contentsOf: log, encoding: .utf8)
    XCTAssertTrue(
      message.contains(
        "scimath: could not send a character: the keymap has no empty keycode to type this character with"
      ), message)
    XCTAssertFalse(message.contains("∫"), "what was typed is never written out")
  }
}
