import SciMathCore
import SciMathTestSupport
import XCTest

/// The abc, 123 and #+= layers against the stock iOS and iPadOS US layouts
/// in shared/reference/ios-keyboard-metrics.md, key by key.
final class StockLayoutTests: XCTestCase {
  let catalog = TestPaths.catalog

  func rows(_ form: Form, _ layer: LayerID) -> [[String]] {
    let g = Keyboard(catalog: catalog, form: form).geometry(layer)
    return (0..<(g.keys.map(\.row).max() ?? -1) + 1).map { r in
      g.keys.filter { $0.row == r }.map(\.id)
    }
  }

  func chars(_ s: String) -> [String] { s.split(separator: " ").map(String.init) }

  func testPhoneLetters() {
    XCTAssertEqual(
      rows(.phone, .abc),
      [
        chars("q w e r t y u i o p"), chars("a s d f g h j k l"),
        chars("shift z x c v b n m backspace"), chars("123 globe space return"),
      ])
  }

  func testPhoneNumbers() {
    XCTAssertEqual(
      rows(.phone, .numbers),
      [
        chars("1 2 3 4 5 6 7 8 9 0"), chars("- / : ; ( ) $ & @ \""),
        chars("symbols . , ? ! ' backspace"), chars("abc globe space return"),
      ])
  }

  func testPhoneSymbols() {
    XCTAssertEqual(
      rows(.phone, .symbols),
      [
        chars("[ ] { } # % ^ * + ="), chars("_ \\ | ~ < > € £ ¥ •"),
        chars("sci . , ? ! ' backspace"), chars("abc globe space return"),
      ])
  }

  func testPadLettersWithHints() {
    XCTAssertEqual(
      rows(.pad, .abc),
      [
        chars("q w e r t y u i o p backspace"), chars("a s d f g h j k l return"),
        chars("shift z x c v b n m , . shift-2"), chars("123 globe mic space 123-2 dismiss"),
      ])
    let g = Keyboard(catalog: catalog, form: .pad).geometry(.abc)
    let hints = g.keys.compactMap { key in key.hint.map { "\(key.id)\($0)" } }
    XCTAssertEqual(
      hints.joined(separator: " "),
      "q1 w2 e3 r4 t5 y6 u7 i8 o9 p0 a@ s# d$ f& g* h( j) k' l\" z% x- c+ v= b/ n; m:")
    XCTAssertEqual(g.key(id: ",")?.kind, .character(output: ",", shifted: "!"))
    XCTAssertEqual(g.key(id: ".")?.kind, .character(output: ".", shifted: "?"))
  }

  func testPadNumbersAndSymbols() {
    XCTAssertEqual(
      rows(.pad, .numbers),
      [
        chars("1 2 3 4 5 6 7 8 9 0 backspace"), chars("@ # $ & * ( ) ' \" return"),
        chars("symbols % - + = / ; : , . symbols-2"),
        chars("abc globe mic space undo abc-2 dismiss"),
      ])
    XCTAssertEqual(
      rows(.pad, .symbols),
      [
        chars("1 2 3 4 5 6 7 8 9 0 backspace"), chars("€ £ ¥ _ ^ [ ] { } return"),
        chars("sci § | ~ … \\ < > ! ? sci-2"),
        chars("abc globe mic space undo abc-2 dismiss"),
      ])
  }

  /// A globe in the bottom row of every layer of both forms (on the phone
  /// in the emoji slot, second from the left, so there is no emoji key:
  /// the format has no such action); the pad's microphone is present and
  /// inert.
  func testGlobeMicAndNoEmoji() {
    for form in Form.allCases {
      let keyboard = Keyboard(catalog: catalog, form: form)
      for layer in LayerID.allCases {
        let g = keyboard.geometry(layer)
        let bottom = g.keys.filter { $0.row == g.keys.map(\.row).max() }
        XCTAssertEqual(bottom.dropFirst().first?.action, .globe, "\(form) \(layer)")
        XCTAssertEqual(bottom.contains { $0.action == .mic }, form == .pad, "\(form) \(layer)")
      }
    }
    XCTAssertTrue(KeyAction.mic.isInert)
  }

  /// Layer cycle 123 → #+= → sci → 123 on the toggle, whose label names the
  /// next layer, and an ABC key on every other layer.
  func testLayerCycleKeys() {
    for form in Form.allCases {
      let keyboard = Keyboard(catalog: catalog, form: form)
      for (layer, next, label) in [
        (LayerID.numbers, KeyAction.symbols, "#+="), (.symbols, .sci, "sci"),
        (.sci, .numbers, "123"),
      ] {
        let g = keyboard.geometry(layer)
        let toggles = g.keys.filter { $0.action == next }
        XCTAssertFalse(toggles.isEmpty, "\(form) \(layer)")
        for t in toggles {
          XCTAssertEqual(keyboard.label(for: t, shift: .off, layer: layer), label)
        }
        XCTAssertTrue(g.keys.contains { $0.action == .abc }, "\(form) \(layer)")
      }
    }
  }
}
