import XCTest

@testable import SciMathCore

/// The session's own words, which the strip weighs (`RecentWords`): what
/// they say of a word, and how they forget.
final class RecentWordsTests: XCTestCase {
  func testAPairSeenOnceOutweighsAWordsShareOfTheSession() {
    var recent = RecentWords()
    recent.use(language: "en")
    recent.add(1, after: nil)
    recent.add(2, after: 1)
    recent.add(3, after: 2)
    // After 1, word 2 followed once: (1 + 2 · 1/53) / (1 + 2).
    XCTAssertEqual(recent.probability(of: 2, after: 1), (1 + 2 / 53) / 3, accuracy: 1e-6)
    // Word 3 never followed 1: its share of the session alone, smoothed.
    XCTAssertEqual(recent.probability(of: 3, after: 1), (2 / 53) / 3, accuracy: 1e-6)
    // After a word with no pairs of the session's, the share alone.
    XCTAssertEqual(recent.probability(of: 3, after: 9), 1 / 53, accuracy: 1e-6)
    XCTAssertEqual(recent.probability(of: 7, after: nil), 0)
    // Mixed: 0.85 of the model's, 0.15 of the session's.
    let own: Float = (1 + 2 / 53) / 3
    let mixed = recent.mixed(log(Float(0.01)), of: 2, after: 1)
    XCTAssertEqual(exp(mixed), 0.85 * 0.01 + 0.15 * own, accuracy: 1e-6)
    XCTAssertEqual(Array(recent.words(in: 2..<4)), [2, 3])
  }

  func testCountsHalvePastTheMostPairsAndWordsSeenOnceGo() {
    var recent = RecentWords()
    recent.use(language: "en")
    for _ in 0..<4 { recent.add(0, after: nil) }
    for i in 1...RecentWords.mostPairs { recent.add(i, after: 0) }
    XCTAssertEqual(recent.words.count, RecentWords.mostPairs + 1, "nothing forgotten yet")
    recent.add(RecentWords.mostPairs + 1, after: 0)
    XCTAssertEqual(recent.words, [0: 2], "halved: the words seen once are gone")
    XCTAssertEqual(recent.probability(of: 5, after: 0), 0)
    XCTAssertEqual(recent.commonest, [0])
    XCTAssertEqual(Array(recent.words(in: 0..<10)), [0])
  }

  func testAnotherLanguageStartsAgain() {
    var recent = RecentWords()
    recent.use(language: "en")
    recent.add(4, after: nil)
    recent.use(language: "en")
    XCTAssertEqual(recent.words, [4: 1])
    recent.use(language: "de")
    XCTAssertEqual(recent.words, [:])
    XCTAssertEqual(recent.language, "de")
  }
}
