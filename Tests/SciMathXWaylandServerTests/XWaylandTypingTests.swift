import Foundation
import SciMathTestSupport
import XCTest

/// `scimath type` on sway's Xwayland, where X applications run on Wayland
/// desktops: the corpus (every character of every layer and every
/// alternate) arrives exactly in an xterm and a GTK 3 view (X11 backend),
/// and the keymap is byte for byte as it was, after the end, a signal or
/// a SIGKILL and the next start.
final class XWaylandTypingTests: XSessionTestCase {
  override class func makeSession() throws -> XSession { try .sway() }

  var runtimeDir: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    runtimeDir = TestPaths.temporaryDirectory("runtime")
  }

  override func tearDownWithError() throws {
    if let runtimeDir { try? FileManager.default.removeItem(at: runtimeDir) }
  }

  var env: [String: String] { ["XDG_RUNTIME_DIR": runtimeDir.path] }

  /// The whole XKB keymap as the server holds it (xkbcomp's dump).
  func keymap() throws -> String { try x.run("/usr/bin/xkbcomp", ["-xkb", x.display, "-"]) }

  /// The tests below mean nothing on another server: Xwayland names its
  /// outputs XWAYLAND0, XWAYLAND1, …
  func testTheDisplayIsXwayland() throws {
    XCTAssertTrue(try x.run("/usr/bin/xrandr", []).contains("XWAYLAND0 connected"))
  }

  func testCorpusArrivesInAnXterm() throws {
    let before = try keymap()
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let corpus = Data(Corpus.text.utf8)
    let r = try x.result(TestPaths.binary.path, ["type", "-"], environment: env, stdin: corpus)
    XCTAssertEqual(r.status, 0, r.stderr)
    let got = String(decoding: terminal.waitForBytes(corpus.count), as: UTF8.self)
    if got != Corpus.text { XCTFail("xterm: \(firstDifference(got, Corpus.text))") }
    XCTAssertEqual(try keymap(), before, "the keymap is as it was")
    XCTAssertEqual(journals(), [], "the journal is removed")
  }

  func testCorpusArrivesInAGTK3View() throws {
    let before = try keymap()
    let view = try x.startRecordingTextView(gtk: 3)
    defer { kill(view.process.processIdentifier, SIGKILL) }
    let r = try x.result(
      TestPaths.binary.path, ["type", "--stats", "-"], environment: env,
      stdin: Data(Corpus.text.utf8))
    XCTAssertEqual(r.status, 0, r.stderr)
    let got = view.waitForCharacters(Corpus.text.count)
    if got != Corpus.text { XCTFail("GTK 3: \(firstDifference(got, Corpus.text)); \(r.stderr)") }
    XCTAssertEqual(try keymap(), before, "the keymap is as it was")
  }

  /// SIGTERM mid-corpus puts the keymap back; SIGKILL leaves it changed
  /// and the next start puts it back.
  func testSignalsAndKillsLeaveTheKeymapAsItWas() throws {
    let before = try keymap()
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    for sig in [SIGTERM, SIGKILL] {
      let p = try x.start(
        TestPaths.binary.path, ["type", "--delay", "5", Corpus.text], environment: env)
      try x.waitFor("borrowed keycodes") { (try? keymap()) != before }
      kill(p.processIdentifier, sig)
      p.waitUntilExit()
      if sig == SIGKILL {
        XCTAssertNotEqual(try keymap(), before, "SIGKILL left keycodes borrowed")
        let r = try x.result(TestPaths.binary.path, ["type", "ok"], environment: env)
        XCTAssertEqual(r.status, 0, r.stderr)
      }
      XCTAssertEqual(try keymap(), before, "after signal \(sig)")
    }
    XCTAssertEqual(journals(), [])
  }

  func journals() -> [String] {
    (try? FileManager.default.contentsOfDirectory(
      atPath: runtimeDir.appendingPathComponent("scimath").path)) ?? []
  }
}
