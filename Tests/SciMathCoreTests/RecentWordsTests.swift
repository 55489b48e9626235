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
    for _ in 0..<4 {
      recent.add(0, after: nil)
      recent.add(1, after: nil)
    }
    // Each word after both 0 and 1: twice as many pairs as words.
    let half = RecentWords.mostPairs / 2
    for i in 2..<(2 + half) {
      recent.add(i, after: 0)
      recent.add(i, after: 1)
    }
    XCTAssertEqual(recent.words.count, half + 2, "nothing forgotten yet")
    XCTAssertGreaterThan(recent.probability(of: 5, after: 0), 0.0004, "its pair after 0")
    recent.add(3, after: 2)
    XCTAssertEqual(recent.words[0], 2, "halved")
    XCTAssertEqual(recent.words[5], 1)
    let total = recent.words.values.reduce(0, +)
    XCTAssertEqual(
      recent.probability(of: 5, after: 0), 1 / (total + RecentWords.wordsPrior), accuracy: 1e-7,
      "the pairs seen once are gone: its share of the session alone")
    XCTAssertEqual(recent.commonest.prefix(2), [0, 1])
  }

  func testWordsAfterNoWordAreBoundedToo() {
    var recent = RecentWords()
    recent.use(language: "en")
    recent.add(0, after: nil)
    recent.add(0, after: nil)
    for i in 1..<RecentWords.mostPairs { recent.add(i, after: nil) }
    XCTAssertEqual(recent.words.count, RecentWords.mostPairs)
    recent.add(RecentWords.mostPairs, after: nil)
    XCTAssertEqual(recent.words, [0: 1], "halved")
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
