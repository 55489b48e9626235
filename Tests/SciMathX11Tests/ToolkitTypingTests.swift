import Foundation
import SciMathTestSupport
import XCTest

/// `scimath type` into GTK 3 and GTK 4 text views, the toolkits that
/// translate a key with the keymap they hold when they handle it and
/// fetch a changed one late: every character of the corpus arrives, also
/// when the view is stopped for 300 ms at random moments, and the keymap
/// is as it was afterwards.
final class ToolkitTypingTests: XSessionTestCase {
  var runtimeDir: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    runtimeDir = TestPaths.temporaryDirectory("runtime")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: runtimeDir)
  }

  func assertCorpusArrives(
    gtk version: Int, stopMilliseconds: Int = 0, seed: Int = 1,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let label = "GTK \(version)" + (stopMilliseconds > 0 ? ", stopped \(stopMilliseconds) ms" : "")
    let keymapBefore = try x.keymap()
    let view = try x.startRecordingTextView(
      gtk: version, stopMilliseconds: stopMilliseconds, seed: seed)
    defer { kill(view.process.processIdentifier, SIGKILL) }
    let r = try x.result(
      TestPaths.binary.path, ["type", "--stats", "-"],
      environment: ["XDG_RUNTIME_DIR": runtimeDir.path], stdin: Data(Corpus.text.utf8))
    XCTAssertEqual(r.status, 0, "\(label): \(r.stderr)", file: file, line: line)
    let got = view.waitForCharacters(Corpus.text.count)
    let wrong = wrongCharacters(got, Corpus.text)
    XCTAssertEqual(
      wrong, 0, "\(label): \(wrong) wrong, lost or extra of \(Corpus.text.count); \(r.stderr)",
      file: file, line: line)
    XCTAssertTrue(
      r.stderr.contains("0 paced"), "\(label): proven by the view, not paced: \(r.stderr)",
      file: file, line: line)
    XCTAssertEqual(
      try x.keymap(), keymapBefore, "\(label): keymap restored", file: file, line: line)
  }

  func testCorpusIntoAGTK3View() throws { try assertCorpusArrives(gtk: 3) }

  func testCorpusIntoAGTK4View() throws { try assertCorpusArrives(gtk: 4) }

  func testCorpusIntoAGTK3ViewStoppedAtRandomMoments() throws {
    try assertCorpusArrives(gtk: 3, stopMilliseconds: 300, seed: 11)
  }

  func testCorpusIntoAGTK4ViewStoppedAtRandomMoments() throws {
    try assertCorpusArrives(gtk: 4, stopMilliseconds: 300, seed: 12)
  }
}
