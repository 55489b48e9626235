import Foundation
import SciMathCore
import SciMathRender
import SciMathTestSupport
import SciMathX11
import XCTest

/// The keyboard taking back its own typing (`KeyOutput.erase`), as XTest
/// carries it out, in each kind of client: after "très" and each
/// decomposable character of the sci layer and the alternates typed and
/// erased, the field holds "très" again. GTK erases some of them in parts
/// (≠ leaves =): there each takes the BackSpaces Pango's rule says; xterm
/// (its line editing) and Qt erase each with one.
final class EraseTypingTests: XSessionTestCase {
  var runtimeDir: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    runtimeDir = TestPaths.temporaryDirectory("runtime")
    // XTestOutput opens $DISPLAY and journals in $XDG_RUNTIME_DIR.
    saved = ["DISPLAY", "XDG_RUNTIME_DIR"].map { ($0, ProcessInfo.processInfo.environment[$0]) }
    setenv("XDG_RUNTIME_DIR", runtimeDir.path, 1)
    setenv("DISPLAY", x.display, 1)
  }

  override func tearDownWithError() throws {
    for (name, value) in saved {
      if let value { setenv(name, value, 1) } else { unsetenv(name) }
    }
    if let runtimeDir { try? FileManager.default.removeItem(at: runtimeDir) }
  }

  var saved: [(String, String?)] = []

  /// Types every decomposable character after "très", each with a space
  /// after it, erases them, and ends with "!": what the field should hold
  /// is "très!". (Typed as one text, the keymap changes for a few rounds,
  /// not for each character.)
  func typeAndErase() throws {
    let output = try XTestOutput(backspacesInParts: GTKBackspace.presses)
    defer { output.restore() }
    let typed = DecomposableCharacters.all.map { $0 + " " }.joined()
    try output.send(.text("très" + typed))
    try output.send(.erase(typed))
    try output.send(.text("!"))
  }

  func assertErasesExactly(_ toolkit: RecordingToolkit) throws {
    let view = try x.startRecordingTextView(toolkit)
    defer { kill(view.process.processIdentifier, SIGKILL) }
    try typeAndErase()
    XCTAssertEqual(view.waitForCharacters(5), "très!", toolkit.label)
  }

  func testTheSetIsTheSciLayersAndTheAlternates() {
    XCTAssertGreaterThan(DecomposableCharacters.all.count, 100)
    print("decomposable characters: \(DecomposableCharacters.all.count)")
    for c in ["≠", "∉", "≢", "\u{212B}", "é", "ñ"] {
      XCTAssertTrue(DecomposableCharacters.all.contains(c), c)
    }
  }

  func testGTK3() throws { try assertErasesExactly(.gtk3) }

  func testGTK4() throws { try assertErasesExactly(.gtk4) }

  func testQt5() throws { try assertErasesExactly(.qt5) }

  /// xterm with a line editor, as a shell reads a line: it erases a
  /// character (not a byte) a BackSpace. First: an xterm started after
  /// the Qt view was killed was not given the focus by openbox.
  func testAnXtermFirst() throws {
    let terminal = try x.startRecordingTerminal(lines: true)
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    try typeAndErase()
    let output = try XTestOutput()
    try output.send(.enter)
    XCTAssertEqual(String(decoding: terminal.waitForBytes(7), as: UTF8.self), "très!\n")
  }
}
