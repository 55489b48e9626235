import SciMathCore
import XCTest

/// The stand-ins for corelibs Foundation's `trimmingCharacters(in:
/// .whitespaces)` and `String(format:)`, checked against what those gave.
final class TextFormattingTests: XCTestCase {
  func testTrimmingSpacesTakesTabsAndUnicodeSpacesButKeepsLineEnds() {
    XCTAssertEqual("  key = value\t".trimmingSpaces(), "key = value")
    // No-break space, ideographic space, thin space: all space separators.
    XCTAssertEqual("\u{A0}\u{3000}∇ f\u{2009}".trimmingSpaces(), "∇ f")
    XCTAssertEqual("\nx \n".trimmingSpaces(), "\nx \n")
    XCTAssertEqual(" \t ".trimmingSpaces(), "")
    XCTAssertEqual("".trimmingSpaces(), "")
    let line = "a =  b  "
    XCTAssertEqual(line[line.index(after: line.startIndex)...].trimmingSpaces(), "=  b")
  }

  func testCFormatFormatsLikePrintf() {
    XCTAssertEqual(cFormat("%.3f", 0.12345), "0.123")
    XCTAssertEqual(cFormat("U+%04X", 0x2207 as UInt32), "U+2207")
    XCTAssertEqual(cFormat("\\u%04x", 0x1F as UInt32), "\\u001f")
    XCTAssertEqual(cFormat("%d of %d", 3, 40), "3 of 40")
    // Longer than the first buffer: formatted again in one that fits.
    let long = cFormat("%d keymap changes; %d reuses proven (waited %.0f ms)", 123456, 7, 1500.4)
    XCTAssertEqual(long, "123456 keymap changes; 7 reuses proven (waited 1500 ms)")
  }

  func testCodePointNamesHaveAtLeastFourDigits() {
    XCTAssertEqual(codePointName(0x41), "U+0041")
    XCTAssertEqual(codePointName(0x2207), "U+2207")
    XCTAssertEqual(codePointName(0x1D400), "U+1D400")
  }
}
