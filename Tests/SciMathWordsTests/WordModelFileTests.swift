import SciMathBase
import SciMathWords
import XCTest

/// Damaged and empty word files are refused, naming the file and line.
final class WordModelFileTests: XCTestCase {
  func problem(_ words: String, _ pairs: String = "") -> DataFileError? {
    problem(bytes: Array(words.utf8), pairs)
  }

  func problem(bytes words: [UInt8], _ pairs: String = "") -> DataFileError? {
    do {
      _ = try WordModel(words: words, pairs: Array(pairs.utf8), source: "xx")
      return nil
    } catch {
      return error
    }
  }

  func testAnEmptyListIsRefused() {
    XCTAssertEqual(problem("")?.problem, "no words")
    XCTAssertEqual(problem("")?.file, "xx.words")
  }

  func testADamagedLineIsNamed() {
    XCTAssertEqual(problem("a 1\nb x\n")?.line, 2, "a count that is no number")
    XCTAssertEqual(problem("a 1\nb 0\n")?.line, 2, "a count of 0")
    XCTAssertEqual(problem("b 1\na 1\n")?.line, 2, "out of order")
    XCTAssertEqual(problem("a 1\nb\n")?.line, 2, "no count")
    XCTAssertEqual(
      problem(bytes: Array("a 1\n".utf8) + [0xFF, 0xFE] + Array(" 1\n".utf8))?.line, 2, "not UTF-8")
  }

  func testDamagedPairsAreNamed() {
    let bad = problem("a 1\nb 1\n", "0 1 5\n1 0 x\n")
    XCTAssertEqual(bad?.file, "xx.pairs")
    XCTAssertEqual(bad?.line, 2)
    XCTAssertEqual(problem("a 1\nb 1\n", "0 7 5\n")?.line, 1, "a word number past the list")
  }

  func endingsProblem(_ endings: String) -> DataFileError? {
    do {
      _ = try WordModel(
        words: Array("a 1\nab 1\nb 1\n".utf8), pairs: [], endings: Array(endings.utf8),
        source: "xx")
      return nil
    } catch {
      return error
    }
  }

  func testDamagedEndingsAreNamed() {
    XCTAssertNil(endingsProblem("ab a 40\nab b -40\n-b a 12\n-a b 250\n"))
    XCTAssertEqual(endingsProblem("ab a 40\nc a 5\n")?.file, "xx.endings")
    XCTAssertEqual(endingsProblem("ab a 40\nc a 5\n")?.line, 2, "a word the list lacks")
    XCTAssertEqual(endingsProblem("ab z 40\n")?.line, 1, "a letter no word uses")
    XCTAssertEqual(endingsProblem("-abc a 40\n")?.line, 1, "an ending of three letters")
    XCTAssertEqual(endingsProblem("ab a 400\n")?.line, 1, "a lift out of reach")
    XCTAssertEqual(endingsProblem("ab a x\n")?.line, 1, "no number")
    XCTAssertEqual(endingsProblem("ab a 1\nb a 1\nab b 1\n")?.line, 3, "lines of one word apart")
  }

  /// A pair no list has is weighed by what the word before says of the
  /// ending: after "ab" a word in b is likelier, one in a less likely (by
  /// half the file's lifts: `EndingLifts.endingWeight`).
  func testTheWordBeforeWeighsTheEnding() throws {
    let words = Array("a 1\nab 1\nb 1\nba 1\n".utf8)
    let plain = try WordModel(words: words, pairs: [], source: "xx")
    let lifted = try WordModel(
      words: words, pairs: [], endings: Array("ab a -100\nab b 100\n-a b 50\n".utf8), source: "xx")
    let (a, ab, b, ba) = (0, 1, 2, 3)
    let step: Float = 1 / 50
    XCTAssertEqual(plain.logProbability(b, after: ab), plain.logProbability(ba, after: ab))
    XCTAssertEqual(
      lifted.logProbability(b, after: ab) - plain.logProbability(b, after: ab), 0.5, accuracy: step)
    XCTAssertEqual(
      lifted.logProbability(ba, after: ab) - plain.logProbability(ba, after: ab), -0.5,
      accuracy: step)
    // "a" has no row of its own: its ending has one; "ba"'s has none.
    XCTAssertEqual(
      lifted.logProbability(b, after: a) - plain.logProbability(b, after: a), 0.25, accuracy: step)
    XCTAssertEqual(lifted.logProbability(b, after: ba), plain.logProbability(b, after: ba))
    XCTAssertEqual(lifted.logProbability(b, after: nil), plain.logProbability(b, after: nil))
    XCTAssertEqual(lifted.endingLift(of: "zzb", after: ab), 0.5, accuracy: step)
  }

  /// The next word's first letter after the word before (`.beginnings`,
  /// the endings' format): weighed at 1.5 times its lift (`beginningWeight`), by
  /// `beginningLift` alone, not in the word's probability.
  func testTheWordBeforeWeighsTheNextWordsBeginning() throws {
    let words = Array("a 1\nab 1\nb 1\nba 1\n".utf8)
    let plain = try WordModel(words: words, pairs: [], source: "xx")
    let lifted = try WordModel(
      words: words, pairs: [], beginnings: Array("ab a -100\nab b 100\n".utf8), source: "xx")
    let (a, ab, ba) = (0, 1, 3)
    XCTAssertEqual(lifted.beginningLift(of: "ba", after: ab), 1.5, accuracy: 1 / 50)
    XCTAssertEqual(lifted.beginningLift(of: "ab", after: ab), -1.5, accuracy: 1 / 50)
    XCTAssertEqual(lifted.beginningLift(of: "ba", after: a), 0)
    XCTAssertEqual(lifted.logProbability(ba, after: ab), plain.logProbability(ba, after: ab))
    XCTAssertThrowsError(
      try WordModel(words: words, pairs: [], beginnings: Array("c a 5\n".utf8), source: "xx")
    ) { error in
      XCTAssertEqual((error as? DataFileError)?.file, "xx.beginnings")
    }
  }

  func testAGoodModelAnswersForEveryWord() throws {
    let m = try WordModel(words: Array("a 3\nab 1\nb 2\n".utf8), pairs: [], source: "xx")
    XCTAssertEqual(m.count, 3)
    for id in 0..<m.count { XCTAssertEqual(m.id(of: m.word(id)), id) }
    XCTAssertNil(m.id(of: "c"))
  }
}
