import SciMathTestSupport
import XCTest

@testable import SciMathWords

/// The likeliest next words after a word, with nothing typed, are looked
/// for among the everyday words first and the rest only when one of them
/// could still score higher (`WordModel.likeliest`): what it offers must
/// be what weighing every listed word offers.
final class NextWordTests: XCTestCase {
  func check(_ language: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let model = try WordModel.load(assets: TestPaths.assets, language: language)
    let all = 0..<model.count
    // Common words and rare ones, with pairs and without, spread over the list.
    let befores =
      Array(model.everyday.prefix(6).map(Int.init))
      + stride(
        from: 17, to: model.count, by: model.count / 6
      ).map { $0 }
    for before in befores {
      let offered = model.likeliest(in: all, after: before, limit: 3).map(\.logP)
      let every = all.map { model.logProbability($0, after: before) }.sorted(by: >).prefix(3)
      XCTAssertEqual(
        offered, Array(every), "after \(model.word(before))", file: file, line: line)
    }
  }

  /// Rarer words the word before makes likelier than every everyday
  /// word are found: after "q", a word ending in a is e^2 likelier than
  /// at large and one ending in b e^2 less likely (half of each counts).
  func testRarerWordsTheWordBeforeLiftsAreFound() throws {
    let a = Array("abcdefghijklmnopqrstuvwxyz")
    func code(_ i: Int) -> String { String([a[i / 676 % 26], a[i / 26 % 26], a[i % 26]]) }
    let everyday = (0..<1000).map { "c\(code($0))b 100" }
    let rarer = (0..<500).map { "d\(code($0))a 90" }
    let words = (everyday + rarer + ["q 1000"]).joined(separator: "\n")
    let model = try WordModel(
      words: Array(words.utf8), pairs: [], endings: Array("q a 200\nq b -200\n".utf8), source: "x")
    let q = try XCTUnwrap(model.id(of: "q"))
    let offered = model.likeliest(in: 0..<model.count, after: q, limit: 3)
    // "q" itself is commonest; then the rarer words, not the everyday ones.
    XCTAssertEqual(offered.map { model.word($0.id).first }, ["q", "d", "d"])
    XCTAssertEqual(
      offered.map(\.logP),
      Array((0..<model.count).map { model.logProbability($0, after: q) }.sorted(by: >).prefix(3)))
  }

  func testEnglish() throws { try check("en") }
  func testCzech() throws { try check("cs") }
  func testGerman() throws { try check("de") }
}
