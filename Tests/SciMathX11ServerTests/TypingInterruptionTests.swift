import CX11
import Foundation
import SciMathTestSupport
import XCTest

/// Typing interrupted the hard ways: SIGKILL at random moments, and the
/// user changing the keymap mid-run.
extension TypingTests {
  /// Killed at 50 moments spread over a run (a seeded generator, so a
  /// failure can be replayed): no key or modifier is ever left down, and
  /// the next start gives back every keycode the killed runs borrowed.
  func testSIGKILLAtFiftyRandomMomentsLeavesNoKeyDown() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    var killedWhileBorrowing = 0
    for (i, moment) in seededMoments(50, from: 0.02, to: 0.62, seed: 0x5C1_3A7).enumerated() {
      let p = try startTyping(delayMS: 0)
      usleep(useconds_t(moment * 1_000_000))
      kill(p.process.processIdentifier, SIGKILL)
      p.process.waitUntilExit()
      XCTAssertEqual(try x.keysDown(), [], "kill \(i) at \(Int(moment * 1000)) ms")
      if try x.keymap() != keymapBefore { killedWhileBorrowing += 1 }
    }
    XCTAssertGreaterThan(killedWhileBorrowing, 10, "many kills came while keycodes were borrowed")
    let r = try type(["-"], stdin: Data())
    XCTAssertEqual(r.status, 0, r.stderr)
    XCTAssertEqual(try x.keymap(), keymapBefore, "the next start gave every keycode back")
  }

  /// The user maps one of the borrowed keycodes while typing goes on (as
  /// xmodmap or a layout switch may): that key stays as the user made it,
  /// never emptied by the restore, and the rest of the keymap is as it was.
  func testTheUsersKeymapChangeMidRunIsKept() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let p = try startTyping(delayMS: 1)
    try waitForJournal()
    let dir = runtimeDir.appendingPathComponent("scimath")
    let journal = try XCTUnwrap(
      FileManager.default.contentsOfDirectory(atPath: dir.path).first { $0.hasSuffix(".journal") })
    let text = try String(contentsOf: dir.appendingPathComponent(journal), encoding: .utf8)
    let keycode = try XCTUnwrap(
      text.split(separator: "\n").dropFirst().first?.split(separator: " ").first.map(String.init))
    _ = try x.run("/usr/bin/xmodmap", ["-e", "keycode \(keycode) = F13"])
    p.process.waitUntilExit()
    XCTAssertEqual(p.process.terminationStatus, 0)
    let prefix = String(format: "keycode %3d =", Int(keycode) ?? 0)
    let line = { (keymap: String) in
      keymap.split(separator: "\n").first { $0.hasPrefix(prefix) }.map(String.init) ?? ""
    }
    let after = try x.keymap()
    XCTAssertTrue(line(after).contains("F13"), "keycode \(keycode) is the user's: \(line(after))")
    let before = keymapBefore.split(separator: "\n")
    let changed = after.split(separator: "\n").filter {
      !$0.hasPrefix(prefix) && !before.contains($0)
    }
    XCTAssertEqual(changed, [], "every other key as before")
  }
}

extension TypingTests {
  /// "ll": the second press must not carry the first release's server
  /// time, or clients take the pair for autorepeat (LibreOffice drops one).
  func testADoubledLetterIsNotTakenForAutorepeat() throws {
    let log = x.directory.appendingPathComponent("xev.txt")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let xev = Process()
    xev.executableURL = URL(fileURLWithPath: "/usr/bin/xev")
    xev.arguments = ["-event", "keyboard", "-name", "doubled"]
    xev.environment = ProcessInfo.processInfo.environment.merging(x.environment) { $1 }
    xev.standardOutput = try FileHandle(forWritingTo: log)
    try xev.run()
    defer {
      kill(xev.processIdentifier, SIGKILL)
      xev.waitUntilExit()
    }
    try x.waitFor("xev to have the focus") {
      let focus = (try? x.run("/usr/bin/xdotool", ["getwindowfocus", "getwindowname"])) ?? ""
      return focus.contains("doubled")
    }
    XCTAssertEqual(try type(["all"]).status, 0)
    var events: [(press: Bool, time: Int)] = []
    try x.waitFor("six key events") {
      let lines = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n")
      events = zip(lines, lines.dropFirst()).compactMap { head, detail in
        guard head.hasPrefix("KeyPress") || head.hasPrefix("KeyRelease"),
          let t = detail.split(separator: ",").first(where: { $0.contains("time") })
        else { return nil }
        return (head.hasPrefix("KeyPress"), Int(t.split(separator: " ").last ?? "") ?? -1)
      }
      return events.count >= 6
    }
    XCTAssertEqual(events.map(\.press), [true, false, true, false, true, false])
    XCTAssertNotEqual(
      events[3].time, events[4].time, "the second l is pressed after the first is released")
  }
}
