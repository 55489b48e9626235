import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

/// The live keyboard taking back its own typing where it holds characters
/// a toolkit erases in parts: each decomposable character of the sci
/// layer and the alternates that a LaTeX name puts in place (`\neq ` → ≠),
/// then BackSpace right after, which erases the symbol and the space and
/// puts the name back, in an xterm (its line editing), GTK 3, GTK 4 and Qt 5.
/// GTK erases ≠ in two BackSpaces (= is left after one); the others in
/// one. (EraseTypingTests erases every decomposable character.)
final class EraseLiveTests: XSessionTestCase {
  var config: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    config = try TestPaths.configHome(
      "erase-config",
      settings: "latex-shortcuts = replace\nautocorrect = off\nauto-capitalize = off\n")
  }

  override func tearDownWithError() throws {
    if let config { try? FileManager.default.removeItem(at: config) }
  }

  /// Each decomposable character with a LaTeX name that a space replaces
  /// by it.
  static let named: [(character: String, name: String)] = DecomposableCharacters.all.compactMap {
    c in
    let symbol = TestPaths.symbols.table.symbols.first { $0.character == c }
    let name = symbol?.latex.first {
      TestPaths.symbols.shortcuts.replacement(after: $0, next: " ")?.symbols.first == c
    }
    return name.map { (c, $0) }
  }

  /// For each named character: its name and a space (the symbol in its
  /// place), BackSpace (the name back), and a space. Returns what the
  /// field then holds.
  func typeAndTakeBack(_ k: LiveKeyboardHarness) throws -> String {
    var layer = try k.type("x ")
    var expected = "x "
    for (_, name) in Self.named {
      layer = try k.type(name + " ", from: layer)
      try k.click("backspace", on: layer)
      layer = try k.type(" ", from: layer)
      expected += name + " "
    }
    return expected
  }

  func keyboard() throws -> LiveKeyboardHarness {
    try LiveKeyboardHarness(
      session: x, form: .phone, environment: ["XDG_CONFIG_HOME": config.path])
  }

  func testTheNamedCharactersIncludeTheMathOnesGTKSplits() {
    let characters = Self.named.map(\.character)
    for c in ["≠", "∉", "∄", "≉", "≢", "\u{212B}"] { XCTAssertTrue(characters.contains(c), c) }
  }

  func testAnXterm() throws {
    let terminal = try x.startRecordingTerminal(lines: true)
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let k = try keyboard()
    let line = try typeAndTakeBack(k) + "\n"
    try k.click("return", on: .abc)
    XCTAssertEqual(
      String(decoding: terminal.waitForBytes(line.utf8.count, timeout: 10), as: UTF8.self), line)
  }

  func testGTK3GTK4AndQt5Views() throws {
    for toolkit in [RecordingToolkit.gtk3, .gtk4, .qt5] {
      let view = try x.startRecordingTextView(toolkit)
      defer { kill(view.process.processIdentifier, SIGKILL) }
      let k = try keyboard()
      let expected = try typeAndTakeBack(k)
      XCTAssertEqual(view.waitForCharacters(expected.count, timeout: 10), expected, toolkit.label)
    }
  }
}
