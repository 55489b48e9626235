import SciMathBase
import SciMathTestSupport
import SciMathWords
import XCTest

/// The touch decoder on taps that miss as fingers miss: scattered around
/// the keys, on a neighbour, on shift.
final class TouchDecoderTests: XCTestCase {
  let words = [
    ("the", 1000), ("then", 50), ("they", 200), ("tho", 1), ("cat", 300), ("car", 100),
    ("cut", 20), ("in", 400), ("on", 300),
  ]

  func decoder(_ keyboard: ToyKeyboard, taps: [Point]) -> TouchDecoder {
    var d = TouchDecoder(model: keyboard.model)
    for p in taps { d.add(keyboard.costs(at: p)) }
    return d
  }

  func testScatteredTapsFindTheWordMeant() throws {
    let keyboard = try ToyKeyboard(words)
    var random = SeededGenerator(seed: 1)
    var right = 0
    let trials = 200
    for _ in 0..<trials {
      let taps = "cat".map { c in
        let p = keyboard.centre(c)
        return Point(x: p.x + 0.2 * random.gaussian(), y: p.y + 0.2 * random.gaussian())
      }
      if decoder(keyboard, taps: taps).words(after: nil, limit: 1).first?.word == "cat" {
        right += 1
      }
    }
    // SD 0.2 of a key lands on the key meant about 98 % of the time a
    // letter; what lands on a neighbour is read back.
    XCTAssertGreaterThan(right, trials * 95 / 100, "\(right) of \(trials)")
  }

  func testATapOnANeighbourIsReadAsTheLetterOfAWord() throws {
    let keyboard = try ToyKeyboard(words)
    let taps = [keyboard.centre("t"), keyboard.centre("h"), keyboard.centre("w")]
    let found = decoder(keyboard, taps: taps).words(after: nil, limit: 3)
    XCTAssertEqual(found.first?.word, "the", "no word ends in w: e beside it")
    XCTAssertEqual(found.map(\.score), found.map(\.score).sorted(by: >), "best first")
  }

  func testTheBorderBetweenTwoKeysIsDecidedByHowCommonTheWordsAre() throws {
    let keyboard = try ToyKeyboard(words)
    let t = keyboard.centre("t")
    let r = keyboard.centre("r")
    // Just over the border, on r: "cat" is three times as common as "car".
    let border = Point(x: (t.x + r.x) / 2 - 0.05, y: t.y)
    let found = decoder(keyboard, taps: [keyboard.centre("c"), keyboard.centre("a"), border])
      .words(after: nil, limit: 2)
    XCTAssertEqual(found.map(\.word), ["cat", "car"])
  }

  func testAShiftTapMayBeALetterOrNothing() throws {
    let keyboard = try ToyKeyboard(words)
    var d = TouchDecoder(model: keyboard.model)
    d.add(keyboard.costs(at: keyboard.centre("c")))
    d.add(keyboard.costs(at: keyboard.centre("a")))
    // Shift lies left of z: a tap there, meant for z or for shift.
    d.add(keyboard.costs(at: Point(x: 0.6, y: 2.5)), optional: true)
    d.add(keyboard.costs(at: keyboard.centre("t")))
    XCTAssertEqual(d.taps, 4)
    XCTAssertEqual(d.words(after: nil, limit: 1).first?.word, "cat", "read as nothing")
  }

  func testTheWordBeforeWeighsTheNext() throws {
    let pairs =
      "\(try XCTUnwrap(try ToyKeyboard(words).id("the"))) \(try XCTUnwrap(try ToyKeyboard(words).id("car"))) 900000\n"
    let keyboard = try ToyKeyboard(words, pairs: pairs)
    let taps = [keyboard.centre("c"), keyboard.centre("a"), keyboard.centre("t")]
    let d = decoder(keyboard, taps: taps)
    let the = keyboard.id("the")
    XCTAssertEqual(d.words(after: nil, limit: 1).first?.word, "cat")
    let after = d.words(after: the, limit: 2)
    XCTAssertEqual(
      d.score(of: "car", after: the), after.first { $0.word == "car" }?.score,
      "one word's score is the score words() gives it")
    XCTAssertGreaterThan(
      try XCTUnwrap(d.score(of: "car", after: the)), try XCTUnwrap(d.score(of: "car", after: nil)))
  }

  func testCompletionsAreLongerWordsOfTheTapsSoFar() throws {
    let keyboard = try ToyKeyboard(words)
    let d = decoder(keyboard, taps: [keyboard.centre("t"), keyboard.centre("h")])
    let completions = d.completions(after: nil, limit: 3).map(\.word)
    XCTAssertEqual(Set(completions), ["the", "they", "then"])
    XCTAssertTrue(d.words(after: nil, limit: 3).isEmpty, "no two-letter word begins th")
  }

  func testAModelOfOneWordAndNoTapsAnswerSensibly() throws {
    let keyboard = try ToyKeyboard([("a", 1)])
    let d = TouchDecoder(model: keyboard.model)
    XCTAssertEqual(d.taps, 0)
    XCTAssertTrue(d.words(after: nil, limit: 3).isEmpty, "no word has no letters")
    XCTAssertEqual(d.completions(after: nil, limit: 3).map(\.word), ["a"])
    XCTAssertNil(d.score(of: "b", after: nil))
  }
}
