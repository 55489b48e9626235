import SciMathCore
import SciMathTestSupport
import XCTest

final class AlternatesTests: XCTestCase {
  let catalog = TestPaths.catalog

  /// The stock iOS English long-press set, from the reference file.
  static let stock: [(String, String)] = [
    ("a", "àáâäǎæãåāăą"), ("c", "çćčċ"), ("d", "ďð"), ("e", "èéêëēėę"), ("g", "ğġ"),
    ("h", "ħ"), ("i", "îìíïǐĩī"), ("k", "ķ"), ("l", "łļľ"), ("n", "ñńņň"),
    ("o", "òóôöǒœøõōő"), ("r", "ř"), ("s", "ßśšŝṣș"), ("t", "țťþ"), ("u", "ǔûùúüũū"),
    ("w", "ŵ"), ("y", "ýŷÿ"), ("z", "źžż"), ("0", "°"), ("-", "–—•"), ("/", "\\"),
    ("&", "§"), (".", "…"), ("?", "¿"), ("!", "¡"), ("'", "’‘`"), ("\"", "„“”«»"),
    ("%", "‰"), ("=", "≠≈"), ("$", "€£¥₩₽¢"),
  ]

  func exact(_ s: String) -> [UInt32] { s.unicodeScalars.map(\.value) }

  func testStrictSupersetOfStock() {
    var extra = 0
    for (base, items) in Self.stock {
      let ours = catalog.alternates.list(for: base)?.map(exact) ?? []
      for ch in items.unicodeScalars {
        XCTAssertTrue(ours.contains([ch.value]), "\(base) lacks \(ch)")
      }
      extra += ours.count - 1 - items.unicodeScalars.count
    }
    XCTAssertGreaterThan(extra, 0, "a strict superset adds something")
  }

  func testSciMathPunctuationAdditions() {
    XCTAssertEqual(catalog.alternates.list(for: "?")?.prefix(4).map { $0 }, ["?", "⸮", "¿", "‽"])
    XCTAssertEqual(catalog.alternates.list(for: "!")?.prefix(2).map { $0 }, ["!", "¡"])
    XCTAssertEqual(catalog.alternates.list(for: "-")?.prefix(4).map { $0 }, ["-", "–", "—", "•"])
  }

  func testDigitsOfferSuperscriptAndSubscript() {
    let sup = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
    let sub = ["₀", "₁", "₂", "₃", "₄", "₅", "₆", "₇", "₈", "₉"]
    for d in 0...9 {
      let list = catalog.alternates.list(for: String(d)) ?? []
      XCTAssertTrue(list.contains(sup[d]) && list.contains(sub[d]), "\(d): \(list)")
    }
    XCTAssertEqual(catalog.alternates.list(for: "0"), ["0", "°", "⁰", "₀"])
  }

  /// Every key's list starts with what the key itself types.
  func testEveryListStartsWithItsBase() {
    for form in Form.allCases {
      let keyboard = Keyboard(catalog: catalog, form: form)
      for layer in LayerID.allCases {
        for key in keyboard.geometry(layer).keys {
          guard let list = keyboard.alternates(for: key, shift: .off, layer: layer) else {
            continue
          }
          XCTAssertEqual(
            list.first.map(exact), keyboard.text(for: key, shift: .off, layer: layer).map(exact),
            "\(form) \(layer) \(key.id)")
        }
      }
    }
  }

  func testShiftGivesUppercaseAlternatesWithoutDuplicates() throws {
    let keyboard = Keyboard(catalog: catalog, form: .phone)
    let g = keyboard.geometry(.abc)
    let s = try XCTUnwrap(g.key(id: "s"))
    let upper = keyboard.alternates(for: s, shift: .on, layer: .abc) ?? []
    XCTAssertEqual(upper.first, "S")
    XCTAssertTrue(upper.contains("ẞ"), "ß shifts to ẞ, not SS: \(upper)")
    let i = try XCTUnwrap(g.key(id: "i"))
    let list = keyboard.alternates(for: i, shift: .locked, layer: .abc) ?? []
    XCTAssertEqual(Set(list.map(exact)).count, list.count, "no duplicates: \(list)")
    XCTAssertTrue(list.allSatisfy { $0 == $0.uppercased() || $0.uppercased().count > 1 }, "\(list)")
  }

  func testParseErrorsNameLineAndProblem() {
    func error(_ text: String) -> String {
      do {
        _ = try Alternates.parse(text, source: "alt.txt")
        return "no error"
      } catch { return "\(error)" }
    }
    XCTAssertEqual(
      error("alt a\n"), "alt.txt:1: 'alt' needs a base and at least one more character")
    XCTAssertEqual(error("# c\nalt ab à\n"), "alt.txt:2: 'ab' is not a single character")
    XCTAssertEqual(error("upper a AB\n"), "alt.txt:1: 'AB' is not a single character")
    // An alternate may be a letter of several: Dutch íj́.
    XCTAssertEqual(error("alt i í íj́\n"), "no error")
    XCTAssertEqual(error("alt a à\nalt a á\n"), "alt.txt:2: 'a' has alternates already")
    XCTAssertEqual(error("alt a à à\n"), "alt.txt:1: 'à' is listed twice")
    XCTAssertEqual(
      error("alts a à\n"), "alt.txt:1: unknown directive 'alts' (expected alt or upper)")
  }
}
