import CX11
import XCTest

@testable import SciMathX11

/// Text to keysyms: checked whole before anything is typed.
final class TypedTextTests: XCTestCase {
  func keysyms(_ text: String) throws -> [UInt] { try TypedText(text).symbols.map(\.keysym) }

  func testLatin1IsItsOwnKeysymAndTheRestUnicode() throws {
    XCTAssertEqual(try keysyms("aZ~"), [0x61, 0x5A, 0x7E])
    XCTAssertEqual(try keysyms("é±µ"), [0xE9, 0xB1, 0xB5])
    XCTAssertEqual(try keysyms("∫ℏ⟩"), [0x0100_222B, 0x0100_210F, 0x0100_27E9])
    XCTAssertEqual(try keysyms("𝔤"), [0x0101_D524], "beyond the BMP")
    XCTAssertEqual(try TypedText("∫").symbols.first?.codepoint, 0x222B)
  }

  func testControlCharactersWithAKeyTypeThatKey() throws {
    XCTAssertEqual(
      try keysyms("a\nb\r\nc\rd\t\u{8}\u{1B}\u{7F}"),
      [
        0x61, UInt(XK_Return), 0x62, UInt(XK_Return), 0x63, UInt(XK_Return), 0x64, UInt(XK_Tab),
        UInt(XK_BackSpace), UInt(XK_Escape), UInt(XK_Delete),
      ], "\\r\\n is one Return")
    XCTAssertNil(try TypedText("\n").symbols.first?.codepoint, "function keys have no code point")
  }

  func testOtherControlCharactersRefuseTheWholeText() {
    for bad in ["ab\u{0}", "x\u{7}y", "\u{85}", "\u{9F}z"] {
      XCTAssertThrowsError(try TypedText(bad), bad.debugDescription) { error in
        XCTAssertTrue("\(error)".hasPrefix("cannot type the control character U+"), "\(error)")
      }
    }
    XCTAssertEqual(try keysyms(""), [])
  }
}
