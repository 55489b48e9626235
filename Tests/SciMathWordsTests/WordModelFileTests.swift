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

  func testAGoodModelAnswersForEveryWord() throws {
    let m = try WordModel(words: Array("a 3\nab 1\nb 2\n".utf8), pairs: [], source: "xx")
    XCTAssertEqual(m.count, 3)
    for id in 0..<m.count { XCTAssertEqual(m.id(of: m.word(id)), id) }
    XCTAssertNil(m.id(of: "c"))
  }
}
