import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

/// The decoder on the live keyboard: taps that miss their keys, clicked
/// with XTest as a finger lands, into an xterm reading lines (its line
/// editing applies the BackSpaces) and GTK 3 and GTK 4 text views.
final class WordsLiveTests: XSessionTestCase {
  var config: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    config = TestPaths.temporaryDirectory("words-config")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: config)
  }

  func keyboard() throws -> LiveKeyboardHarness {
    try LiveKeyboardHarness(
      session: x, form: .phone, environment: ["XDG_CONFIG_HOME": config.path])
  }

  /// "thank you for your help" with four taps landing on the key beside
  /// the one meant: typed as it lands, "tjank ypu for yoir hekp".
  static let phrase: [(key: String, cells: Double)] = [
    ("t", 0), ("h", 0.6), ("a", 0), ("n", 0), ("k", 0), ("space", 0),
    ("y", 0), ("o", 0.6), ("u", 0), ("space", 0),
    ("f", 0), ("o", 0), ("r", 0), ("space", 0),
    ("y", 0), ("o", 0), ("u", 0.6), ("r", 0), ("space", 0),
    ("h", 0), ("e", 0), ("l", -0.6), ("p", 0),
  ]

  /// Clicks each key `cells` of a key's width off its centre, sideways.
  func tap(_ taps: [(key: String, cells: Double)], _ k: LiveKeyboardHarness) throws {
    let keys = Keyboard(catalog: TestPaths.catalog, form: .phone, width: Double(k.width))
      .geometry(.abc)
    for (id, cells) in taps {
      let key = try XCTUnwrap(keys.key(id: id), id)
      let c = try k.center(id, .abc)
      k.click(Point(x: c.x + cells * key.cell.width * k.scale, y: c.y))
    }
  }

  func testMissedTapsArriveCorrectedInAnXterm() throws {
    let terminal = try x.startRecordingTerminal(lines: true)
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let k = try keyboard()
    try tap(Self.phrase + [("return", 0)], k)
    let line = "thank you for your help\n"
    XCTAssertEqual(
      String(decoding: terminal.waitForBytes(line.utf8.count, timeout: 10), as: UTF8.self), line)
  }

  func testMissedTapsArriveCorrectedInGTK3AndGTK4Views() throws {
    for gtk in [3, 4] {
      let view = try x.startRecordingTextView(gtk: gtk)
      defer { kill(view.process.processIdentifier, SIGKILL) }
      let k = try keyboard()
      try tap(Self.phrase + [("space", 0)], k)
      let text = "thank you for your help "
      XCTAssertEqual(view.waitForCharacters(text.count, timeout: 10), text, "GTK \(gtk)")
    }
  }

  /// A BackSpace right after a correction puts back what was typed, in
  /// the terminal and in a GTK 4 view.
  func testABackspaceRightAfterACorrectionRestoresTheTypedWord() throws {
    let typed: [(key: String, cells: Double)] = [
      ("t", 0), ("h", 0.6), ("e", 0), ("space", 0), ("backspace", 0), ("space", 0),
    ]
    let terminal = try x.startRecordingTerminal(lines: true)
    do {
      defer { kill(terminal.process.processIdentifier, SIGKILL) }
      let k = try keyboard()
      try tap(typed + [("return", 0)], k)
      let line = "tje \n"
      XCTAssertEqual(
        String(decoding: terminal.waitForBytes(line.utf8.count, timeout: 10), as: UTF8.self),
        line)
    }
    let view = try x.startRecordingTextView(gtk: 4)
    defer { kill(view.process.processIdentifier, SIGKILL) }
    let k = try keyboard()
    try tap(typed + Array(typed.prefix(4)), k)
    let text = "tje tje "
    XCTAssertEqual(
      view.waitForCharacters(text.count, timeout: 10), text,
      "a word put back is kept: the same taps again are not corrected")
  }
}
