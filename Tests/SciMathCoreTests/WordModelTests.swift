import SciMathTestSupport
import XCTest

@testable import SciMathCore

/// Assets/words: the shipped model parses, holds what English needs, and
/// a damaged file is refused with its file and line named.
final class WordModelTests: XCTestCase {
  func model(_ words: String, _ pairs: String = "") throws -> WordModel {
    try WordModel(words: Array(words.utf8), pairs: Array(pairs.utf8), source: "x")
  }

  func testTheShippedModelHasCommonWordsAndPairs() throws {
    let m = TestPaths.words
    // Whatever its size: every word is found again under its own id.
    XCTAssertGreaterThan(m.count, 0)
    for id in stride(from: 0, to: m.count, by: 7) { XCTAssertEqual(m.id(of: m.word(id)), id) }
    for w in ["the", "of", "and", "i", "a", "favorite", "colour", "integral", "saturn"] {
      XCTAssertNotNil(m.id(of: w), w)
    }
    for w in ["s", "un", "doesn", "ll"] {
      XCTAssertNil(m.id(of: w), "\(w): a fragment of a word or an acronym is not a word")
    }
    let i = try XCTUnwrap(m.id(of: "i"))
    let am = try XCTUnwrap(m.id(of: "am"))
    let an = try XCTUnwrap(m.id(of: "an"))
    XCTAssertGreaterThan(m.logProbability(am, after: i), m.logProbability(an, after: i) + 2)
    let the = try XCTUnwrap(m.id(of: "the"))
    XCTAssertLessThan(
      m.logProbability(the, after: the),
      m.logProbability(try XCTUnwrap(m.id(of: "same")), after: the),
      "a common word is not likely after itself for being common")
    XCTAssertTrue(m.isEveryday("in"))
    XCTAssertFalse(m.isEveryday("integral"))
  }

  func testAPrefixIsARangeOfWords() throws {
    let m = try model("a 5\nab 1\nabc 2\nb 3\nba 1\n")
    XCTAssertEqual(m.alphabet, ["a", "b", "c"])
    var r = m.narrow(0..<m.count, depth: 0, to: try XCTUnwrap(m.number(of: "a")))
    XCTAssertEqual(r, 0..<3, "the words that begin with a: a, ab, abc")
    r = m.narrow(r, depth: 1, to: try XCTUnwrap(m.number(of: "b")))
    XCTAssertEqual(r, 1..<3, "with ab: ab, abc (a itself is shorter)")
    XCTAssertEqual(m.id(of: "ab"), 1)
    XCTAssertNil(m.id(of: "bb"))
  }

  /// Any script: each letter is one number of the model's alphabet, in
  /// Unicode order, so a prefix is still a range.
  func testWordsInOtherScriptsKeepTheirOrderAndLetters() throws {
    let m = try model("für 2\nfüße 1\nfüßen 1\nв 9\nвы 3\n")
    XCTAssertEqual(m.alphabet.map(String.init).joined(), "efnrßüвы")
    XCTAssertEqual(m.id(of: "füße"), 1)
    XCTAssertEqual(m.word(4), "вы")
    let f = m.narrow(0..<m.count, depth: 0, to: try XCTUnwrap(m.number(of: "f")))
    XCTAssertEqual(m.narrow(f, depth: 1, to: try XCTUnwrap(m.number(of: "ü"))), 0..<3)
    XCTAssertNil(m.id(of: "fur"))
  }

  func testACapitalFirstIsAMarkOnTheWord() throws {
    // Sorted as typed, in lower case: a German noun among its neighbours.
    let m = try model("haben 3\nHaus 5\nhaut 1\nÖl 2\nöse 1\n")
    XCTAssertEqual(m.alphabet.map(String.init).joined(), "abehlnstuö")
    XCTAssertEqual(m.word(1), "Haus")
    XCTAssertEqual(m.word(3), "Öl")
    XCTAssertEqual(m.word(2), "haut")
    XCTAssertEqual(m.id(of: "haus"), 1, "typed in lower case")
    XCTAssertEqual(m.id(of: "Haus"), 1)
    XCTAssertEqual(m.id(of: "öl"), 3)
    XCTAssertTrue(m.isCapitalised(1))
    XCTAssertFalse(m.isCapitalised(2))
  }

  func testDamagedFilesAreRefusedWithTheirLine() {
    let cases: [(words: String, pairs: String, line: Int, file: String)] = [
      ("a 1\nb x\n", "", 2, "x.words"),
      ("b 1\na 1\n", "", 2, "x.words"),
      ("a 1\nbC 1\n", "", 2, "x.words"),
      ("haus 1\nHaben 1\n", "", 2, "x.words"),
      ("a 1\nb\n", "", 2, "x.words"),
      ("a 1\nb 0\n", "", 2, "x.words"),
      ("a 1\nb 1\n", "0 1 5\n0 1 6\n", 2, "x.pairs"),
      ("a 1\nb 1\n", "0 2 5\n", 1, "x.pairs"),
      ("a 1\nb 1\n", "0 1 0\n", 1, "x.pairs"),
      ("a 1\nb 1\n", "0 1 2000000\n", 1, "x.pairs"),
    ]
    for c in cases {
      XCTAssertThrowsError(try model(c.words, c.pairs), "\(c)") { error in
        let e = error as? DataFileError
        XCTAssertEqual(e?.file, c.file, "\(c)")
        XCTAssertEqual(e?.line, c.line, "\(c)")
      }
    }
  }

  func testAMissingFileIsNamed() {
    XCTAssertThrowsError(
      try WordModel.load(assets: URL(fileURLWithPath: "/nonexistent"), language: "en")
    ) { error in
      XCTAssertTrue("\(error)".contains("/nonexistent/words/en.words"), "\(error)")
    }
  }
}
