import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

/// Slide to type on the live keyboard: strokes dragged with XTest through
/// each word's letters (a point every few pixels, the button held) into
/// an xterm and a GTK 3 view.
final class SlideLiveTests: XSessionTestCase {
  var config: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    config = TestPaths.temporaryDirectory("slide-config")
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: config) }

  func keyboard() throws -> LiveKeyboardHarness {
    try LiveKeyboardHarness(
      session: x, form: .phone, environment: ["XDG_CONFIG_HOME": config.path])
  }

  /// The points of a stroke through the word's key centres, every 6 points.
  func stroke(_ word: String) throws -> [Point] {
    let g = Keyboard(catalog: TestPaths.catalog, form: .phone).geometry(.abc)
    let corners = try word.map { try XCTUnwrap(g.key(id: String($0)), String($0)).frame.center }
    var points = [corners[0]]
    for (a, b) in zip(corners, corners.dropFirst()) {
      let steps = max(1, Int((hypot(b.x - a.x, b.y - a.y) / 6).rounded(.up)))
      for s in 1...steps {
        let t = Double(s) / Double(steps)
        points.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
      }
    }
    return points
  }

  func slide(_ word: String, _ k: LiveKeyboardHarness) throws {
    let points = try stroke(word)
    k.move(to: points[0])
    k.press()
    for p in points.dropFirst() { k.move(to: p) }
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
