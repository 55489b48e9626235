import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

/// The project's own table of queries written the way people search
/// (Tests/Fixtures/search-queries.tsv: LaTeX names, Unicode names,
/// everyday words with filler, slips), each with the symbols it means.
/// It is our own data, so the bar is high: a query that stops finding its
/// symbol first is a regression to look at, and the report names it.
final class SymbolSearchQueryTests: XCTestCase {
  struct Query {
    var text: String
    var wanted: Set<String>
  }

  static func queries() throws -> [Query] {
    let url = TestPaths.repository.appendingPathComponent("Tests/Fixtures/search-queries.tsv")
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
      .filter { !$0.hasPrefix("#") }
      .map { line in
        let f = line.split(separator: "\t").map(String.init)
        guard f.count == 2 else { throw TestFailure("search-queries.tsv: bad line \(line)") }
        return Query(text: f[0], wanted: Set(f[1].split(separator: " ").map(String.init)))
      }
  }

  func testQueriesAsPeopleTypeThemFindTheirSymbol() throws {
    let search = SymbolSearch(table: try SymbolTable.load(assets: TestPaths.assets))
    let queries = try Self.queries()
    XCTAssertGreaterThanOrEqual(queries.count, 300)
    var first = 0
    var inFive = 0
    var misses: [String] = []
    for q in queries {
      let found = search.find(q.text, limit: 5).map(\.character)
      if let top = found.first, q.wanted.contains(top) {
        first += 1
      } else {
        misses.append("\(q.text) → \(found.joined(separator: " ")) (wanted \(q.wanted.sorted()))")
      }
      if found.contains(where: q.wanted.contains) { inFive += 1 }
    }
    print("search queries: \(first)/\(queries.count) first, \(inFive)/\(queries.count) in five")
    // Every one today; a few may give way to a better rule, never many.
    XCTAssertGreaterThanOrEqual(
      Double(first) / Double(queries.count), 0.98, misses.joined(separator: "\n"))
    XCTAssertGreaterThanOrEqual(
      Double(inFive) / Double(queries.count), 0.995, misses.joined(separator: "\n"))
  }

  func testEverySymbolWantedIsInTheTable() throws {
    let table = try SymbolTable.load(assets: TestPaths.assets)
    let chars = Set(table.symbols.map(\.character))
    for q in try Self.queries() {
      for c in q.wanted { XCTAssertTrue(chars.contains(c), "\(q.text): \(c) is not in the table") }
    }
  }
}
