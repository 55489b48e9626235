import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

/// The live keyboard killed with SIGKILL at 15 moments while backspace is
/// held (plain deletes from contact, Control+BackSpace word deletes from
/// 2.4 s): the X server releases no key a dead XTest client pressed, so
/// each key must go out with its release and modifiers in one write.
final class LiveKillTests: XSessionTestCase {
  func testSIGKILLWhileBackspaceRepeatsLeavesNoKeyDown() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    for (i, moment) in seededMoments(15, from: 0.05, to: 3, seed: 0xB5_ACE).enumerated() {
      let k = try LiveKeyboardHarness(session: x, form: .phone)
      k.move(to: try k.center("backspace", .abc))
      k.press()
      usleep(useconds_t(moment * 1_000_000))
      kill(k.process.processIdentifier, SIGKILL)
      k.process.waitUntilExit()
      k.release()
      XCTAssertEqual(try x.keysDown(), [], "kill \(i) at \(Int(moment * 1000)) ms")
    }
    XCTAssertGreaterThan(terminal.received.count, 15, "backspace was typing when killed")
  }
}
