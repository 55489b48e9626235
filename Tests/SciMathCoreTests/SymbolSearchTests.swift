import SciMathCore
import SciMathTestSupport
import XCTest

/// Assets/symbols.tsv and the ranking of `scimath find`, on the real table.
final class SymbolSearchTests: XCTestCase {
  static let table: SymbolTable? = try? SymbolTable.load(assets: TestPaths.assets)

  func search() throws -> SymbolSearch { SymbolSearch(table: try XCTUnwrap(Self.table)) }

  func testTheTableHoldsTheSymbolsScientistsReachFor() throws {
    let table = try XCTUnwrap(Self.table, "Assets/symbols.tsv parses")
    XCTAssertGreaterThan(table.symbols.count, 2000)
    let chars = Set(table.symbols.map(\.character))
    for c in [
      "∮", "⊗", "ℝ", "⇔", "⟨", "⟩", "∠", "≅", "‰", "ℵ", "⌈", "⌋", "□", "△", "◇", "ℓ", "℘", "𝔤",
    ] {
      XCTAssertTrue(chars.contains(c), c)
    }
    // Every character of the sci layers (phone and pad) is in the table.
    let sci = Form.allCases.flatMap { form in
      Keyboard(catalog: TestPaths.catalog, form: form).geometry(.sci).keys.compactMap { key in
        if case .character(let output, _) = key.kind { return output }
        return nil
      }
    }
    XCTAssertGreaterThanOrEqual(Set(sci).count, 29)
    for c in sci { XCTAssertTrue(chars.contains(c), "sci key \(c)") }
    // Compared by code point: Swift's strings take Å (U+00C5) and the
    // angstrom sign (U+212B) for one.
    XCTAssertEqual(table.symbols.count, Set(table.symbols.map(\.codePoint)).count, "one line each")
  }

  func testMalformedLinesAreNamed() {
    XCTAssertNoThrow(try SymbolTable.parse("∇\tU+2207\tNABLA\t\\nabla\tdel\t\t0\n", file: "t"))
    XCTAssertThrowsError(try SymbolTable.parse("∇\tU+2208\tNABLA\t\\nabla\t\t\t0\n", file: "t")) {
      XCTAssertTrue("\($0)".contains("t:1:"), "names the line: \($0)")
    }
    XCTAssertThrowsError(try SymbolTable.parse("∇\tU+2207\tNABLA\n", file: "t"))
    XCTAssertThrowsError(try SymbolTable.parse("∇\tU+2207\tNABLA\t\t\t\t9\n", file: "t"))
  }

  func testStandardLaTeXNamesComeFirstAndBelongToOneSymbol() throws {
    let table = try XCTUnwrap(Self.table)
    let byChar = Dictionary(table.symbols.map { ($0.character, $0) }) { a, _ in a }
    for (char, latex) in [
      ("α", "\\alpha"), ("ℝ", "\\mathbb{R}"), ("∘", "\\circ"), ("→", "\\to"), ("≠", "\\neq"),
      ("□", "\\square"), ("ℒ", "\\mathcal{L}"), ("©", "\\copyright"), ("€", "\\euro"),
    ] {
      XCTAssertEqual(byChar[char]?.latex.first, latex, char)
    }
    var owner: [String: String] = [:]
    for s in table.symbols {
      for c in s.latex {
        XCTAssertNil(owner[c], "\(c) names both \(owner[c] ?? "") and \(s.character)")
        owner[c] = s.character
      }
    }
  }

  func testFillerWordsOrderAndCommandSpellings() throws {
    XCTAssertEqual(try first("the integral sign"), "∫")
    XCTAssertEqual(try first("not equal sign"), "≠")
    XCTAssertEqual(try first("equal not"), "≠", "word order")
    XCTAssertEqual(try first("\\mathbb R"), "ℝ")
    XCTAssertEqual(try first("mathbb{R}"), "ℝ")
    XCTAssertEqual(try first("black square"), "■", "words are not run into \\blacksquare")
    let signs = try search().find("sign", limit: 5)
    XCTAssertEqual(signs.count, 5, "a query of fillers alone still searches")
    for s in signs {
      XCTAssertTrue(([s.name] + s.words).contains { $0.lowercased().contains("sign") }, s.name)
    }
    XCTAssertEqual(try first("intergal"), "∫", "two letters swapped")
    XCTAssertEqual(try first("approximately equal to"), "≈", "commoner than ≅")
    let s = try search()
    XCTAssertEqual(s.find(String(repeating: "a", count: 1_000_000)).count, 0)
    XCTAssertEqual(s.find("\u{0}\u{1}\u{FFFF}").count, 0)
  }

  func testTheIndexIsMadeAtTheFirstSearchOnly() throws {
    // Typing needs the table, its shortcuts and the names; the index only
    // a search, and it is a megabyte.
    let s = try search()
    XCTAssertEqual(s.symbol(named: "alpha"), "α")
    XCTAssertFalse(s.isIndexed)
    let copy = s
    XCTAssertEqual(copy.find("alpha", limit: 1).first?.character, "α")
    XCTAssertTrue(s.isIndexed, "a copy made it for both")
  }

  func first(_ query: String) throws -> String? {
    try search().find(query, limit: 1).first?.character
  }

  func testExactCommandsAndWordsComeFirst() throws {
    let cases: [(String, String)] = [
      ("nabla", "∇"), ("del", "∇"), ("\\ne", "≠"), ("ne", "≠"), ("\\neq", "≠"),
      ("not equal", "≠"), ("hbar", "ℏ"), ("\\hbar", "ℏ"), ("angstrom", "Å"), ("reals", "ℝ"),
      ("implies", "⇒"), ("iff", "⇔"), ("qed", "∎"), ("\\otimes", "⊗"), ("aleph", "ℵ"),
      ("per mille", "‰"), ("langle", "⟨"), ("\\le", "≤"), ("∮", "∮"),
    ]
    for (query, want) in cases { XCTAssertEqual(try first(query), want, query) }
  }

  func testWholeWordsThenPrefixesThenMisspellings() throws {
    XCTAssertEqual(try first("contour integral"), "∮")
    XCTAssertEqual(try first("double struck capital c"), "ℂ")
    XCTAssertEqual(try first("contou integ"), "∮", "prefixes")
    XCTAssertEqual(try first("integrl"), "∫", "one letter missing")
    XCTAssertEqual(try first("paralel"), "∥")
    let s = try search()
    XCTAssertEqual(s.find("xyzzy plugh").count, 0)
    XCTAssertEqual(s.find("arrow", limit: 5).count, 5)
    // Whole-word matches rank before prefix matches.
    let arrows = s.find("left arrow", limit: 3).map(\.name)
    XCTAssertEqual(arrows.first, "LEFTWARDS ARROW")
  }
}
