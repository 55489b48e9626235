import Glibc

/// How much more a word's letters look English than the language's own:
/// for each three letters in a row, ln P(the third | the two before) in
/// English's list less in the language's, accents left off (a–z, any
/// other letter one more), both lists' words counted once each. A word no
/// list has that reads as English (a program's name: "prepend",
/// "kcharselect", "rafkill") is not given the language's accents.
package struct ForeignLetters: Sendable {
  /// ln P(c | a b) English less the language's, at `(a * symbols + b) *
  /// symbols + c`.
  private let lift: [Float]
  /// The language the table compares with English.
  package let language: String

  /// a–z, any other letter, and the word's edge.
  static let symbols = 28
  static let edge = 27

  package init(language model: WordModel, english: WordModel) {
    language = model.language
    let own = Self.counts(model)
    let theirs = Self.counts(english)
    let n = Self.symbols
    var lift = [Float](repeating: 0, count: n * n * n)
    for context in 0..<(n * n) {
      let base = context * n
      let ownTotal = own[base..<(base + n)].reduce(0, +)
      let theirTotal = theirs[base..<(base + n)].reduce(0, +)
      for c in 0..<n {
        // A little for every letter, so that three letters one list never
        // has do not decide alone.
        let p = (theirs[base + c] + 0.1) / (theirTotal + 0.1 * Float(n))
        let q = (own[base + c] + 0.1) / (ownTotal + 0.1 * Float(n))
        lift[base + c] = log(p / q)
      }
    }
    self.lift = lift
  }

  /// Each letter of the model's alphabet as a symbol: its letter a–z
  /// without accents, or the one other letter.
  static func symbols(of model: WordModel) -> [Int] { model.alphabet.map(symbol) }

  /// A letter's symbol: a–z as 0–25, a Latin letter with marks as its
  /// letter (by its Unicode name: "LATIN SMALL LETTER R WITH CARON"),
  /// anything else 26.
  static func symbol(_ scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    if (97...122).contains(v) { return Int(v) - 97 }
    if (65...90).contains(v) { return Int(v) - 65 }
    guard v >= 0x80, let name = scalar.properties.name else { return 26 }
    for prefix in ["LATIN SMALL LETTER ", "LATIN CAPITAL LETTER "] where name.hasPrefix(prefix) {
      let letter = name.dropFirst(prefix.count).prefix { $0 != " " }
      if letter.count == 1, let a = letter.unicodeScalars.first, (65...90).contains(a.value) {
        return Int(a.value) - 65
      }
    }
    return 26
  }

  static func counts(_ model: WordModel) -> [Float] {
    let symbol = symbols(of: model)
    let n = symbols
    var counts = [Float](repeating: 0, count: n * n * n)
    for id in 0..<model.count {
      var (a, b) = (edge, edge)
      for letter in model.letters(id) {
        let c = Int(letter) < symbol.count ? symbol[Int(letter)] : 26
        counts[(a * n + b) * n + c] += 1
        (a, b) = (b, c)
      }
      counts[(a * n + b) * n + edge] += 1
    }
    return counts
  }

  /// The mean lift over the word's letters (the last `last` of them, if
  /// given) and its end: above 0, English explains them better.
  package func englishness(_ word: String, last: Int? = nil) -> Float {
    let n = Self.symbols
    let letters = word.unicodeScalars.map(Self.symbol)
    let from = last.map { max(0, letters.count - $0) } ?? 0
    var (a, b) = (Self.edge, Self.edge)
    var sum: Float = 0
    for (i, c) in letters.enumerated() {
      if i >= from { sum += lift[(a * n + b) * n + c] }
      (a, b) = (b, c)
    }
    sum += lift[(a * n + b) * n + Self.edge]
    return sum / Float(letters.count - from + 1)
  }
}
