import SciMathCore
import SciMathTestSupport
import XCTest

/// Assets/shortcuts.txt and the LaTeX names of the symbol table, as the
/// strip finds shortcuts in them.
final class ShortcutFileTests: XCTestCase {
  func testEverySymbolOfAShortcutIsInTheTable() throws {
    let shortcuts = try AsciiShortcuts.load(assets: TestPaths.assets)
    XCTAssertGreaterThan(shortcuts.count, 30)
    let known = Set(TestPaths.symbols.table.symbols.map(\.character))
    for s in shortcuts {
      XCTAssertFalse(s.symbols.isEmpty, s.source)
      for symbol in s.symbols {
        for c in symbol { XCTAssertTrue(known.contains(String(c)), "\(s.source): \(c)") }
      }
    }
  }

  /// Each plain source, typed alone, is found as itself: no LaTeX name and
  /// no longer source hides it.
  func testEveryPlainSourceIsFoundAsItself() throws {
    let shortcuts = TestPaths.symbols.shortcuts
    for s in try AsciiShortcuts.load(assets: TestPaths.assets) {
      let found = shortcuts.match(s.source)
      XCTAssertEqual(found?.source, s.source)
      XCTAssertEqual(found?.symbols, s.symbols)
      XCTAssertEqual(found?.replaceable, s.replaces, s.source)
    }
  }

  /// Every LaTeX name of the table (but the few not shaped as a command
  /// and its braces) finds its symbol, whole.
  func testEveryLatexNameFindsItsSymbol() throws {
    let shortcuts = TestPaths.symbols.shortcuts
    var names = 0
    for symbol in TestPaths.symbols.table.symbols {
      for name in symbol.latex
      where name.range(of: #"^\\[A-Za-z]+(\{[^{}\\ ]*\})?$"#, options: .regularExpression) != nil {
        names += 1
        let found = shortcuts.match("x " + name)
        XCTAssertEqual(found?.source, name)
        XCTAssertEqual(found?.replaceable, true, name)
        XCTAssertTrue(found?.symbols.contains(symbol.character) == true, name)
      }
    }
    XCTAssertGreaterThan(names, 2000)
  }

  func testMalformedLinesAreErrorsNamingTheLine() {
    for (text, problem) in [
      ("<=\t≤\n", "not SOURCE SYMBOL… replace|offer"),
      ("<=\t≤\tsometimes\n", "not SOURCE SYMBOL… replace|offer"),
      ("<=\t≤\treplace\n<=\t⩽\toffer\n", "'<=' is given twice"),
      ("≤=\t≤\treplace\n", "the source '≤=' is not printable ASCII"),
    ] {
      XCTAssertThrowsError(try AsciiShortcuts.parse(text, file: "s.txt"), text) { error in
        XCTAssertTrue("\(error)".hasSuffix(problem), "\(error)")
        XCTAssertTrue("\(error)".hasPrefix("s.txt:"), "\(error)")
      }
    }
  }
}
