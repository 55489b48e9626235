import SciMathBase
import SciMathTestSupport
import XCTest

@testable import SciMathWords

/// The path decoder on strokes as fingers draw them: starting and ending
/// off their keys, overshooting, pausing, trembling; and its bounds.
final class PathDecoderTests: XCTestCase {
  let words = [
    ("hello", 500), ("help", 400), ("the", 1000), ("they", 300), ("cat", 200), ("cart", 50),
    ("hard", 100), ("had", 300), ("we", 600),
  ]

  func decoder(_ keyboard: ToyKeyboard) -> PathDecoder {
    PathDecoder(model: keyboard.model, centres: keyboard.centres, pitch: 1)
  }

  func stroke(_ keyboard: ToyKeyboard, _ word: String) -> [Point] {
    Point.stroke(through: word.map(keyboard.centre), every: 0.1)
  }

  func best(_ keyboard: ToyKeyboard, _ path: [Point]) -> String? {
    decoder(keyboard).words(for: path, after: nil, limit: 4).first?.word
  }

  func testAStrokeThroughTheCentresIsItsWord() throws {
    let keyboard = try ToyKeyboard(words)
    for (word, _) in words where word != "cart" {
      XCTAssertEqual(best(keyboard, stroke(keyboard, word)), word)
    }
    // a-r-t runs along a-t: the commoner word is read, the other offered.
    let cart = decoder(keyboard).words(for: stroke(keyboard, "cart"), after: nil, limit: 2)
    XCTAssertEqual(cart.map(\.word), ["cat", "cart"])
  }

  func testAStrokeThatStartsAndEndsOffItsKeysAndTremblesIsStillItsWord() throws {
    let keyboard = try ToyKeyboard(words)
    var random = SeededGenerator(seed: 7)
    for word in ["hello", "help", "hard", "they", "the"] {
      var right = 0
      for _ in 0..<20 {
        var corners = word.map(keyboard.centre)
        // Down a third of a key before the first letter, lifted a third
        // past the last: real strokes begin and end off their keys.
        corners[0].x -= 0.35
        corners[corners.count - 1].x += 0.3
        corners[corners.count - 1].y -= 0.2
        var path = Point.stroke(through: corners, every: 0.1).map {
          Point(x: $0.x + 0.08 * random.gaussian(), y: $0.y + 0.08 * random.gaussian())
        }
        // A pause halfway: the same point many times.
        path.insert(
          contentsOf: Array(repeating: path[path.count / 2], count: 15), at: path.count / 2)
        if best(keyboard, path) == word { right += 1 }
      }
      XCTAssertGreaterThanOrEqual(right, 18, "\(word): \(right) of 20")
    }
  }

  /// Real fingers overshoot: past each corner before they turn, and a
  /// hook as they lift (How We Swipe's strokes, docs/slide.md). A stroke
  /// that does so at every corner is still its word.
  func testAStrokeThatOvershootsItsCornersIsStillItsWord() throws {
    let keyboard = try ToyKeyboard(words)
    for word in ["hello", "help", "hard", "had", "they", "the"] {
      let centres = word.map(keyboard.centre)
      var corners = [centres[0]]
      for i in 1..<centres.count {
        let (a, b) = (centres[i - 1], centres[i])
        let length = a.distance(to: b)
        corners.append(b)
        guard length > 0 else { continue }
        // 0.6 of a key on past the letter, back to it.
        let past = Point(x: b.x + 0.6 * (b.x - a.x) / length, y: b.y + 0.6 * (b.y - a.y) / length)
        corners += [past, b]
      }
      // A hook down as the finger lifts.
      corners.append(
        Point(x: corners[corners.count - 1].x + 0.2, y: corners[corners.count - 1].y + 0.4))
      XCTAssertEqual(best(keyboard, Point.stroke(through: corners, every: 0.1)), word)
    }
  }

  /// A finger that runs on past its last letter in the direction it was
  /// moving (real strokes end on their last letter's key only three
  /// times in four) ends past its key at less cost than aside from it:
  /// h-a-s run on 0.6 of a key towards d is "has", not "had", and
  /// w-a-s run on 0.8 is "was".
  func testAStrokeThatRunsOnPastItsLastLetterIsStillItsWord() throws {
    let keyboard = try ToyKeyboard(words + [("has", 300), ("was", 400), ("wad", 20)])
    for (word, over) in [("has", 0.6), ("was", 0.8)] {
      var corners = word.map(keyboard.centre)
      corners.append(Point(x: corners[corners.count - 1].x + over, y: corners[corners.count - 1].y))
      XCTAssertEqual(best(keyboard, Point.stroke(through: corners, every: 0.1)), word)
    }
  }

  /// A finger that pauses far from every letter of its word (a hitch:
  /// one real rest in seven is at no letter) costs the word as a pause
  /// 1.2 keys off, no more: t → o resting on u, two keys from each, is
  /// still "to", not a word 250 times rarer that runs through u; resting
  /// on u for a word through u still reads it.
  func testAPauseFarFromEveryLetterCostsNoMoreThanANearMiss() throws {
    let keyboard = try ToyKeyboard(words + [("to", 1000), ("tuo", 4)])
    let path = Point.stroke(through: [keyboard.centre("t"), keyboard.centre("o")], every: 0.1)
    let u = keyboard.centre("u")
    var t = 0.0
    let times = path.map { p in
      t += p.distance(to: u) < 0.15 ? 0.3 : 0.01
      return t
    }
    let found = decoder(keyboard).words(for: path, times: times, after: nil, limit: 2)
    XCTAssertEqual(found.map(\.word), ["to", "tuo"])
    let rare = try ToyKeyboard(words + [("to", 1000), ("tuo", 200)])
    XCTAssertEqual(
      decoder(rare).words(for: path, times: times, after: nil, limit: 1).first?.word, "tuo")
  }

  /// A letter the path never comes near (skipped, or a corner cut far
  /// across) costs the letters in turn as one `letterReach` away, no
  /// more; the nearer letters still cost their distance.
  func testALetterFarFromThePathCostsNoMoreThanOneAtTheReach() {
    let path = Point.stroke(through: [Point(x: 0, y: 0), Point(x: 4, y: 0)], every: 0.1)
    let reach = PathDecoder.letterReach * PathDecoder.letterReach
    func cost(_ corners: [Point]) -> Double {
      PathDecoder.lettersInTurn(corners, along: path, within: reach)
    }
    XCTAssertEqual(
      cost([Point(x: 0, y: 0), Point(x: 2, y: 1), Point(x: 4, y: 0)]), 1, accuracy: 1e-9)
    XCTAssertEqual(
      cost([Point(x: 0, y: 0), Point(x: 2, y: 3), Point(x: 4, y: 0)]), reach, accuracy: 1e-9)
    XCTAssertEqual(
      cost([Point(x: 0, y: 0), Point(x: 2, y: 3), Point(x: 4, y: 0)]),
      cost([Point(x: 0, y: 0), Point(x: 2, y: 8), Point(x: 4, y: 0)]))
  }

  /// A run-on that reaches the next key costs once, where the stroke
  /// ends, not again where it runs: w-e run on 0.9 of a key towards r is
  /// "we", though "were" runs through w, e and r; w-e-r and back is
  /// "were".
  func testARunOnOntoTheNextKeyIsNotAnotherWord() throws {
    let keyboard = try ToyKeyboard(words + [("were", 400)])
    let e = keyboard.centre("e")
    let ranOn = [keyboard.centre("w"), e, Point(x: e.x + 0.9, y: e.y)]
    let found = decoder(keyboard).words(
      for: Point.stroke(through: ranOn, every: 0.1), after: nil, limit: 2)
    XCTAssertEqual(found.map(\.word), ["we", "were"])
    XCTAssertEqual(best(keyboard, stroke(keyboard, "were")), "were")
  }

  /// The same stroke at two paces: a finger slows at its letters, so one
  /// that slows on r, which a-r-t runs past, meant "cart"; one that keeps
  /// its pace there meant "cat".
  func testWhereTheFingerSlowsTellsWordsThatRunAlike() throws {
    let keyboard = try ToyKeyboard(words)
    let path = stroke(keyboard, "cart")
    func times(slowingAt letters: String) -> [Double] {
      let rests = letters.map(keyboard.centre)
      var t = 0.0
      return path.map { p in
        t += rests.contains { $0.distance(to: p) < 0.2 } ? 0.04 : 0.01
        return t
      }
    }
    func first(_ slowingAt: String) -> String? {
      decoder(keyboard).words(
        for: path, times: times(slowingAt: slowingAt), after: nil, limit: 2
      ).first?.word
    }
    XCTAssertEqual(first("cart"), "cart")
    XCTAssertEqual(first("cat"), "cat")
    XCTAssertEqual(best(keyboard, path), "cat", "without times, the commoner word")
    // A finger at rest sends no moves: a gap at r is a rest there.
    let r = keyboard.centre("r")
    let atR = path.indices.min { path[$0].distance(to: r) < path[$1].distance(to: r) } ?? 0
    let gap = path.indices.map { Double($0) * 0.01 + ($0 > atR ? 0.3 : 0) }
    XCTAssertEqual(
      decoder(keyboard).words(for: path, times: gap, after: nil, limit: 1).first?.word, "cart")
    // Times that say nothing (all alike, or going back) are no rests.
    for times in [path.map { _ in 1.0 }, path.indices.map { -Double($0) }] {
      XCTAssertEqual(
        decoder(keyboard).words(for: path, times: times, after: nil, limit: 1).first?.word, "cat")
    }
  }

  func testAStrokeForAContractionSkipsItsApostrophe() throws {
    let keyboard = try ToyKeyboard(words + [("don't", 300), ("done", 100)])
    let path = Point.stroke(through: "dont".map(keyboard.centre), every: 0.1)
    XCTAssertEqual(
      PathDecoder(model: keyboard.model, centres: keyboard.centres, pitch: 1)
        .words(for: path, after: nil, limit: 1).first?.word, "don't")
  }

  func testADetourTellsWordsThatRunAlike() throws {
    let keyboard = try ToyKeyboard(words)
    XCTAssertEqual(best(keyboard, stroke(keyboard, "hard")), "hard")
    XCTAssertEqual(best(keyboard, stroke(keyboard, "had")), "had")
  }

  func testThroughKeepsOnlyWordsWithThoseCorners() throws {
    let keyboard = try ToyKeyboard(words)
    let corners = "we".map(keyboard.centre)
    let found = decoder(keyboard).words(
      for: stroke(keyboard, "we"), after: nil, limit: 3, through: corners)
    XCTAssertEqual(found.map(\.word), ["we"])
    let none = decoder(keyboard).words(
      for: stroke(keyboard, "we"), after: nil, limit: 3, through: "wq".map(keyboard.centre))
    XCTAssertTrue(none.isEmpty)
  }

  func testBounds() throws {
    let keyboard = try ToyKeyboard(words)
    let d = decoder(keyboard)
    let path = stroke(keyboard, "hello")
    XCTAssertTrue(d.words(for: path, after: nil, limit: 0).isEmpty, "a limit of 0")
    XCTAssertTrue(d.words(for: [], after: nil, limit: 3).isEmpty, "no path")
    XCTAssertLessThanOrEqual(d.words(for: path, after: nil, limit: 2).count, 2)
    let far = path.map { Point(x: $0.x + 30, y: $0.y + 30) }
    XCTAssertTrue(d.words(for: far, after: nil, limit: 3).isEmpty, "no letter near its ends")
    let found = d.words(for: path, after: nil, limit: 4)
    XCTAssertEqual(found.map(\.score), found.map(\.score).sorted(by: >), "best first")
  }
}
