import Foundation
import SciMathBase
import SciMathWords

/// A QWERTY letter grid in key units (q centred at (0.5, 0.5), the a row
/// half a key right, the z row one and a half) and a small model: enough
/// to see what the decoders make of taps and strokes that miss, without
/// the shipped lists (whose size and contents change).
struct ToyKeyboard {
  static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
  static let offsets = [0.0, 0.5, 1.5]
  /// A tap's spread, in keys (as `KeySpace.spread`).
  static let spread = 0.45

  let model: WordModel

  init(_ words: [(String, Int)], pairs: String = "") throws {
    let sorted = words.sorted { Array($0.0.utf8).lexicographicallyPrecedes(Array($1.0.utf8)) }
    let text = sorted.map { "\($0.0) \($0.1)\n" }.joined()
    model = try WordModel(words: Array(text.utf8), pairs: Array(pairs.utf8), source: "toy")
  }

  func centre(_ letter: Character) -> Point {
    guard let c = keyCentre(letter) else { preconditionFailure("no key for \(letter)") }
    return c
  }

  func keyCentre(_ letter: Character) -> Point? {
    for (row, letters) in Self.rows.enumerated() {
      if let i = letters.firstIndex(of: letter) {
        let column = Double(letters.distance(from: letters.startIndex, to: i))
        return Point(x: Self.offsets[row] + column + 0.5, y: Double(row) + 0.5)
      }
    }
    return nil
  }

  /// Each letter's key centre, by its number in the model's alphabet (nil:
  /// no key, as the apostrophe).
  var centres: [Point?] { model.alphabet.map { keyCentre(Character($0)) } }

  /// What a tap at `p` costs each letter: a 2-D Gaussian around its key.
  func costs(at p: Point) -> [Float] {
    centres.map { c in
      guard let c else { return .infinity }
      let d = c.distance(to: p) / Self.spread
      return Float(0.5 * d * d)
    }
  }

  func id(_ word: String) -> Int? { model.id(of: word) }
}
