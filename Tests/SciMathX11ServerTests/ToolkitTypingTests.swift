import Foundation
import SciMathTestSupport
import XCTest

/// `scimath type` into GTK 3, GTK 4 and Qt 5 text views, the toolkits that
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
    _ toolkit: RecordingToolkit, stopMilliseconds: Int = 0, seed: Int = 1,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let label = toolkit.label + (stopMilliseconds > 0 ? ", stopped \(stopMilliseconds) ms" : "")
    let keymapBefore = try x.keymap()
    let view = try x.startRecordingTextView(
      toolkit, stopMilliseconds: stopMilliseconds, seed: seed)
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

  func testCorpusIntoAGTK3View() throws { try assertCorpusArrives(.gtk3) }

  func testCorpusIntoAGTK4View() throws { try assertCorpusArrives(.gtk4) }

  /// Qt answers the ping on the root window with StructureNotify, not
  /// SubstructureNotify as GTK does: "0 paced" shows the answers arrive.
  func testCorpusIntoAQt5View() throws { try assertCorpusArrives(.qt5) }

  func testCorpusIntoAGTK3ViewStoppedAtRandomMoments() throws {
    try assertCorpusArrives(.gtk3, stopMilliseconds: 300, seed: 11)
  }

  func testCorpusIntoAGTK4ViewStoppedAtRandomMoments() throws {
    try assertCorpusArrives(.gtk4, stopMilliseconds: 300, seed: 12)
  }

  /// LibreOffice (told apart by WM_CLASS, found on the toplevel above the
  /// focused child window) gets a pause after each line break that text
  /// follows; any other application none.
  func testLineBreaksArePausedForLibreOfficeOnly() throws {
    let text = "one\ntwo\nthree ∫\n"
    for (name, pauses) in [("libreoffice-writer", 2), ("textview", 0)] {
      let view = try x.startRecordingTextView(gtk: 3, programName: name)
      defer { kill(view.process.processIdentifier, SIGKILL) }
      let r = try x.result(
        TestPaths.binary.path, ["type", "--stats", "-"],
        environment: ["XDG_RUNTIME_DIR": runtimeDir.path], stdin: Data(text.utf8))
      XCTAssertEqual(r.status, 0, r.stderr)
      XCTAssertEqual(view.waitForCharacters(text.count), text, name)
      let said = pauses == 0 ? "line-break pauses" : "; \(pauses) line-break pauses"
      XCTAssertEqual(r.stderr.contains(said), pauses > 0, "\(name): \(r.stderr)")
    }
  }
}
