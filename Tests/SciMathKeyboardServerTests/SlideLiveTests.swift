import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

/// Slide to type on the live keyboard: strokes dragged with XTest through
/// each word's letters (a point every few pixels, the button held, the
/// server pacing the motions 5 ms apart) into an xterm and a GTK 3 view.
final class SlideLiveTests: XSessionTestCase {
  /// The session's own settings folder: fresh, and no test here writes it.
  func keyboard() throws -> LiveKeyboardHarness {
    try LiveKeyboardHarness(session: x, form: .phone)
  }

  /// The points of a stroke through the word's key centres, every 6 points.
  func stroke(_ word: String) throws -> [Point] {
    let g = Keyboard(catalog: TestPaths.catalog, form: .phone).geometry(.abc)
    let corners = try word.map { try XCTUnwrap(g.key(id: String($0)), String($0)).frame.center }
    return Point.stroke(through: corners, every: 6)
  }

  func slide(_ word: String, _ k: LiveKeyboardHarness) throws {
    let points = try stroke(word)
    k.move(to: points[0])
    k.press()
    k.moveSteadily(through: Array(points.dropFirst()))
    k.release()
    usleep(80_000)
  }

  static let sentence = "please call me when you get home from work today"

  func testStrokesTypeWordsIntoAnXterm() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let k = try keyboard()
    for word in ["hello", "world"] + Self.sentence.split(separator: " ").map(String.init) {
      try slide(word, k)
    }
    let want = "hello world " + Self.sentence
    XCTAssertEqual(
      String(decoding: terminal.waitForBytes(want.utf8.count, timeout: 15), as: UTF8.self), want)
  }

  func testStrokesTypeWordsIntoAGTKView() throws {
    let view = try x.startRecordingTextView(gtk: 3)
    defer { kill(view.process.processIdentifier, SIGKILL) }
    let k = try keyboard()
    for word in ["hello", "world"] { try slide(word, k) }
    XCTAssertEqual(view.waitForCharacters(11, timeout: 15), "hello world")
  }
}
