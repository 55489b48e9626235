import SciMathCore
import SciMathTestSupport
import XCTest

/// The sci layer: exactly the 29 SciMath code points, in the rows the
/// seed notes give for each form, and every one reachable on both.
final class SciLayerTests: XCTestCase {
  let catalog = TestPaths.catalog

  /// As code points, so that U+00B5 MICRO SIGN cannot pass for U+03BC and
  /// U+00C5 for U+212B ANGSTROM SIGN (Swift's == would let them).
  static let sciRows: [[UInt32]] = [
    [0xB0, 0xB1, 0xD7, 0xF7, 0x2248, 0x2260, 0x2264, 0x2265, 0x221A, 0x221E],
    [0x2211, 0x2020, 0x222B, 0x2202, 0x2207, 0x394, 0x210F, 0xC5, 0xB5, 0x3A9],
    [0x3C0, 0x2299, 0x2234, 0x2200, 0xB7, 0x221D, 0x2208, 0x2032, 0x22A5],
  ]

  func characterRows(_ form: Form) -> [[[UInt32]]] {
    let g = Keyboard(catalog: catalog, form: form).geometry(.sci)
    return (0..<3).map { r in
      g.keys.filter { $0.row == r && $0.isCharacter }.map { $0.id.unicodeScalars.map(\.value) }
    }
  }

  func testPhoneRowsOf10And10And7WithToggleAndBackspaceOnRow3() {
    let rows = characterRows(.phone)
    XCTAssertEqual(rows.map(\.count), [10, 10, 7])
    XCTAssertEqual(rows[0], Self.sciRows[0].map { [$0] })
    XCTAssertEqual(rows[1], Self.sciRows[1].map { [$0] })
    XCTAssertEqual(rows[2], Self.sciRows[2].prefix(7).map { [$0] })
    let g = Keyboard(catalog: catalog, form: .phone).geometry(.sci)
    let row3 = g.keys.filter { $0.row == 2 }
    XCTAssertEqual(row3.first?.action, .numbers)
    XCTAssertEqual(row3.last?.action, .backspace)
  }

  func testPadRowsWithBackspaceReturnAndTwoToggles() {
    let rows = characterRows(.pad)
    XCTAssertEqual(rows.map(\.count), [10, 10, 10])
    XCTAssertEqual(rows[2].prefix(9).map { $0 }, Self.sciRows[2].map { [$0] })
    let g = Keyboard(catalog: catalog, form: .pad).geometry(.sci)
    XCTAssertEqual(g.keys.filter { $0.row == 0 }.last?.action, .backspace)
    XCTAssertEqual(g.keys.filter { $0.row == 1 }.last?.action, .enter)
    let row3 = g.keys.filter { $0.row == 2 }
    XCTAssertEqual(row3.first?.action, .numbers)
    XCTAssertEqual(row3.last?.action, .numbers)
  }

  /// Every one of the 29 can be typed on both forms: from a key, or from a
  /// long-press of a key on the sci layer.
  func testAll29ReachableOnBothForms() {
    for form in Form.allCases {
      let keyboard = Keyboard(catalog: catalog, form: form)
      var reachable = Set<[UInt32]>()
      for key in keyboard.geometry(.sci).keys {
        if let text = keyboard.text(for: key, shift: .off, layer: .sci) {
          reachable.insert(text.unicodeScalars.map(\.value))
        }
        for alt in keyboard.alternates(for: key, shift: .off, layer: .sci) ?? [] {
          reachable.insert(alt.unicodeScalars.map(\.value))
        }
      }
      for cp in Self.sciRows.joined() {
        XCTAssertTrue(reachable.contains([cp]), "U+\(String(cp, radix: 16)) on \(form)")
      }
    }
  }

  /// Shift never changes what a sci key types: µ must not become Μ.
  func testShiftDoesNotChangeSciCharacters() {
    let keyboard = Keyboard(catalog: catalog, form: .phone)
    for key in keyboard.geometry(.sci).keys where key.isCharacter {
      XCTAssertEqual(
        keyboard.text(for: key, shift: .locked, layer: .sci)?.unicodeScalars.map(\.value),
        keyboard.text(for: key, shift: .off, layer: .sci)?.unicodeScalars.map(\.value))
    }
  }

  func testIssueNamedSciAlternates() {
    let a = catalog.alternates
    func has(_ base: String, _ items: [UInt32]) {
      let list = a.list(for: base)?.map { $0.unicodeScalars.map(\.value) } ?? []
      for item in items {
        XCTAssertTrue(list.contains([item]), "\(base) offers U+\(String(item, radix: 16))")
      }
    }
    has("∫", [0x222C, 0x222D, 0x222E])
    has("≈", [0x2243, 0x2245, 0x223C])
    has("∑", [0x220F])
    has("≤", [0x226A, 0x2A7D])
    has("×", [0x22C5, 0x2297])
    has("\u{B5}", [0x3BC])
    has("\u{C5}", [0x212B])
    has("\u{3A9}", [0x3C9, 0x2126])
  }
}
