import CX11
import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

/// The live keyboard killed with SIGKILL at 50 moments while backspace is
/// held (plain deletes from contact, Control+BackSpace word deletes from
/// 2.4 s): the X server releases no key a dead XTest client pressed, so
/// each key must go out with its release and modifiers in one write.
final class LiveKillTests: XSessionTestCase {
  func testSIGKILLWhileBackspaceRepeatsLeavesNoKeyDown() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    guard let d = XOpenDisplay(x.display) else { throw TestFailure("cannot open \(x.display)") }
    defer { XCloseDisplay(d) }
    var seed: UInt64 = 0xB5_ACE
    for i in 0..<50 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let moment = 0.05 + Double((seed >> 33) % 1000) / 1000 * 2.95
      let k = try LiveKeyboardHarness(session: x, form: .phone)
      k.move(to: try k.center("backspace", .abc))
      k.press()
      usleep(useconds_t(moment * 1_000_000))
      kill(k.process.processIdentifier, SIGKILL)
      k.process.waitUntilExit()
      k.release()
      var bits = [CChar](repeating: 0, count: 32)
      XQueryKeymap(d, &bits)
      let down = (8..<256).filter { UInt8(bitPattern: bits[$0 / 8]) & (1 << ($0 % 8)) != 0 }
      XCTAssertEqual(down, [], "kill \(i) at \(Int(moment * 1000)) ms")
    }
    XCTAssertGreaterThan(terminal.received.count, 50, "backspace was typing when killed")
  }
}
