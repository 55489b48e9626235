import CX11
import Foundation
import SciMathTestSupport
import XCTest

/// Typing interrupted the hard ways: SIGKILL at random moments, and the
/// user changing the keymap mid-run.
extension TypingTests {
  /// The keys that are down, by keycode (XQueryKeymap).
  func keysDown(_ d: OpaquePointer) -> [Int] {
    var bits = [CChar](repeating: 0, count: 32)
    XQueryKeymap(d, &bits)
    return (8..<256).filter { UInt8(bitPattern: bits[$0 / 8]) & (1 << ($0 % 8)) != 0 }
  }

  /// Killed at 50 moments spread over a run (a seeded generator, so a
  /// failure can be replayed): no key or modifier is ever left down, and
  /// the next start gives back every keycode the killed runs borrowed.
  func testSIGKILLAtFiftyRandomMomentsLeavesNoKeyDown() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    guard let d = XOpenDisplay(x.display) else { throw TestFailure("cannot open \(x.display)") }
    defer { XCloseDisplay(d) }
    var seed: UInt64 = 0x5C1_3A7
    var killedWhileBorrowing = 0
    for i in 0..<50 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let moment = 0.02 + Double(seed >> 33 % 1000) / 1000 * 0.6
      let p = try startTyping(delayMS: 0)
      usleep(useconds_t(moment * 1_000_000))
      kill(p.process.processIdentifier, SIGKILL)
      p.process.waitUntilExit()
      XSync(d, 0)
      XCTAssertEqual(keysDown(d), [], "kill \(i) at \(Int(moment * 1000)) ms")
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
