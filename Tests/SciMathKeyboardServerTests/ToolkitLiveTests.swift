import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

/// The live keyboard typing into a GTK 4 text view that is stopped for
/// 300 ms at random moments: every tapped symbol arrives, though the sci
/// layer alone holds more symbols than there are spare keycodes, so
/// borrowed keycodes are reused while the view is behind.
final class ToolkitLiveTests: XSessionTestCase {
  func testSciSymbolsArriveInAStoppedGTK4View() throws {
    let view = try x.startRecordingTextView(gtk: 4, stopMilliseconds: 1500, seed: 21)
    defer { kill(view.process.processIdentifier, SIGKILL) }
    let keyboard = try LiveKeyboardHarness(session: x, form: .phone)
    try keyboard.openSciLayer()
    let keys = try keyboard.layout(.sci).filter { $0.output != nil }
    XCTAssertGreaterThan(keys.count, 20, "more symbols than spare keycodes")
    var expected = ""
    for _ in 0..<2 {
      for key in keys {
        expected += key.output ?? ""
        keyboard.click(key.center)
      }
    }
    let got = view.waitForCharacters(expected.count, timeout: 60)
    XCTAssertEqual(wrongCharacters(got, expected), 0, "got \(got)\nwant \(expected)")
  }
}
