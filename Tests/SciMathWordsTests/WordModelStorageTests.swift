import SciMathBase
import SciMathTestSupport
import XCTest

@testable import SciMathWords

/// The model keeps its tables in few bytes (CompactArrays.swift): what
/// goes in comes back, past each table's block and size limits.
final class WordModelStorageTests: XCTestCase {
  /// `n` distinct words of four letters, in byte order, counted n, n-1, ….
  func words(_ n: Int) -> String {
    let a = Array("abcdefghijklmnopqrstuvwxyz")
    return (0..<n).map { (i: Int) -> String in
      let letters: [Character] = [a[i / 17576 % 26], a[i / 676 % 26], a[i / 26 % 26], a[i % 26]]
      return String(letters) + " \(n - i)"
    }.joined(separator: "\n")
  }

  func testEveryWordComesBackAcrossManyBlocks() throws {
    // Words of 1 to 40 letters, so that starts within a block of 64 words
    // run far past one byte.
    let lines = (0..<300).map { i in
      String(repeating: "a", count: i % 40 + 1) + String(UnicodeScalar(UInt8(98 + i / 40)))
    }.sorted()
    let m = try WordModel(
      words: Array(lines.map { $0 + " 1" }.joined(separator: "\n").utf8), pairs: [],
      source: "x")
    XCTAssertEqual(m.count, 300)
    for (i, w) in lines.enumerated() {
      XCTAssertEqual(m.word(i), w)
      XCTAssertEqual(m.id(of: w), i)
    }
  }

  func testAWordOfMoreThan255LettersIsRefused() {
    let long = String(repeating: "a", count: 256)
    XCTAssertThrowsError(
      try WordModel(words: Array("b 1\n\(long)b 1\n".utf8), pairs: [], source: "x")
    ) { error in
      XCTAssertEqual((error as? DataFileError)?.line, 2)
    }
    XCTAssertNoThrow(
      try WordModel(
        words: Array("a\(String(repeating: "a", count: 254)) 1\n".utf8), pairs: [], source: "x"))
  }

  func testPairsComeBackAboveAndBelow65536Words() throws {
    for n in [1000, 70_000] {
      let last = n - 1
      let m = try WordModel(
        words: Array(words(n).utf8), pairs: Array("0 5 1\n0 \(last) 250000\n3 4 999999\n".utf8),
        source: "x")
      XCTAssertEqual(m.pairProbability(last, after: 0), 0.25, accuracy: 0.25 / 8000, "\(n)")
      XCTAssertEqual(m.pairProbability(5, after: 0), 1e-6, accuracy: 1e-6 / 8000, "\(n)")
      XCTAssertEqual(m.pairProbability(4, after: 3), 0.999999, accuracy: 1e-3, "\(n)")
      XCTAssertEqual(m.pairProbability(6, after: 0), 0, "\(n): a pair not listed")
      XCTAssertEqual(m.pairFloor[0], log(1e-6), accuracy: 1e-3, "\(n)")
    }
  }

  /// Where each word's pairs start is kept in two bytes a word while 64
  /// words' pairs number fewer than 65,536; one word followed by 70,000
  /// others keeps them whole, and every word's pairs still come back.
  func testPairsStartingFarApartInOneBlockComeBack() throws {
    let n = 70_010
    var pairs = (1..<70_001).map { "2 \($0) 10\n" }.joined()
    pairs += "3 7 500000\n\(n - 1) 9 200000\n"
    let m = try WordModel(words: Array(words(n).utf8), pairs: Array(pairs.utf8), source: "x")
    XCTAssertEqual(m.pairProbability(70_000, after: 2), 1e-5, accuracy: 1e-5 / 8000)
    XCTAssertEqual(m.pairProbability(7, after: 3), 0.5, accuracy: 0.5 / 8000)
    XCTAssertEqual(m.pairProbability(9, after: n - 1), 0.2, accuracy: 0.2 / 8000)
    XCTAssertEqual(m.pairProbability(7, after: 2), 1e-5, accuracy: 1e-5 / 8000)
    XCTAssertEqual(m.pairProbability(8, after: 3), 0, "not listed")
    // Each word's least likely pair, kept for the words that have pairs.
    XCTAssertEqual(m.pairFloor[2], log(1e-5), accuracy: 1e-3)
    XCTAssertEqual(m.pairFloor[3], log(0.5), accuracy: 1e-3)
    XCTAssertEqual(m.pairFloor[n - 1], log(0.2), accuracy: 1e-3)
    XCTAssertEqual(m.pairFloor[4], 0, "no pairs: no floor")
    XCTAssertEqual(m.pairFloor[n - 2], 0, "no pairs: no floor")
    // The compact form, where the pairs allow it, reads the same.
    for values in [[Int32](repeating: 5, count: 3), (0..<200).map { Int32($0 * 300) }] {
      let r = RisingNumbers(values)
      XCTAssertEqual((0..<r.count).map { r[$0] }, values.map(Int.init))
    }
    let far: [Int32] = [0, 1, 70_000, 70_001]
    XCTAssertEqual((0..<4).map { RisingNumbers(far)[$0] }, far.map(Int.init))
  }

  /// Rows kept for the words that have pairs alone still give every
  /// word its own: empty where it has none, past a block of 64 words.
  func testPairRowsGiveEachWordItsRow() {
    // Word 0 has 2 pairs, words 1–69 none, word 70 has 3, word 71 none,
    // word 130 (the last) has 1.
    var start = [Int32](repeating: 0, count: 132)
    for i in 1...70 { start[i] = 2 }
    for i in 71...130 { start[i] = 5 }
    start[131] = 6
    let rows = PairRows(start)
    XCTAssertEqual(rows[0], 0..<2)
    XCTAssertEqual(rows[1], 0..<0)
    XCTAssertEqual(rows[69], 0..<0)
    XCTAssertEqual(rows[70], 2..<5)
    XCTAssertEqual(rows[71], 0..<0)
    XCTAssertEqual(rows[130], 5..<6)
    XCTAssertEqual(rows[131], 0..<0, "past the last word")
    XCTAssertTrue(PairRows([]).isEmpty)
    XCTAssertTrue(PairRows([0, 0, 0]).isEmpty, "no word has pairs")
  }

  /// Every language's list and pairs as shipped (tools/make-words.py,
  /// tools/make-pairs.py): they read (a pair naming a word the list lacks,
  /// or out of order, is refused), each has pairs, and a listed pair's
  /// share counts in its word's probability after the first.
  func testEveryShippedLanguageReadsWithItsPairs() throws {
    let folder = TestPaths.assets.appendingPathComponent("words")
    let tags = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".words") }.map { String($0.dropLast(6)) }.sorted()
    XCTAssertEqual(tags.count, 17)
    for tag in tags {
      let m = try WordModel.load(assets: TestPaths.assets, language: tag)
      XCTAssertTrue(m.hasPairs, tag)
      XCTAssertTrue(m.bytes.isMapped, "\(tag): its letters read where they lie")
      var checked = 0
      for first in stride(from: 0, to: m.count, by: 101) {
        for i in m.pairRows[first] {
          let second = m.pairSecond[i]
          let p = m.pairProbability(second, after: first)
          XCTAssert(p > 0 && p <= 1, "\(tag): \(m.word(first)) \(m.word(second))")
          XCTAssertGreaterThanOrEqual(
            m.logProbability(second, after: first), log(WordModel.pairWeight * p) - 1e-3, tag)
          checked += 1
        }
      }
      XCTAssertGreaterThan(checked, 0, "\(tag): a sample of its pairs")
    }
  }

  func testCapitalsAreKeptPastTheFirstBlockOfFlags() throws {
    // 130 words, then one with a capital: its flag is in the third word
    // of 64 bits.
    let m = try WordModel(words: Array((words(130) + "\nZzzz 3").utf8), pairs: [], source: "x")
    XCTAssertTrue(m.isCapitalised(130))
    XCTAssertEqual(m.word(130), "Zzzz")
    XCTAssertEqual(m.id(of: "zzzz"), 130)
    XCTAssertFalse(m.isCapitalised(129))
    XCTAssertFalse(m.isCapitalised(131), "past the last word")
  }
}
