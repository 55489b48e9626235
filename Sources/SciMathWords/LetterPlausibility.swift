import Glibc

/// How much less likely a string's letters are as a word of the language
/// than its listed words' letters are on average: ln P(c | the two
/// before) over its letters and its end, less the list's mean for as many
/// letters, by three letters in a row counted over the list's words once
/// each. Garbage a misread left ("eormotort", "hwlpm") scores far below
/// 0; a word of the language the list lacks, about 0.
package struct LetterPlausibility: Sendable {
  /// ln P(c | a b) at `(a * symbols + b) * symbols + c`, over the
  /// model's letters, one symbol for any other, and the word's edge.
  private let logP: [Float]
  private let symbols: Int
  private let edge: Int
  /// The mean ln P a listed word's letter (or end) has.
  private let mean: Float
  /// The list it was counted on: its language and how many words.
  package let language: String
  package let words: Int

  package init(model: WordModel) {
    language = model.language
    words = model.count
    let n = model.alphabet.count + 2
    let edge = n - 1
    var counts = [Float](repeating: 0, count: n * n * n)
    var total = 0
    for id in 0..<model.count {
      var (a, b) = (edge, edge)
      for letter in model.letters(id) {
        let c = min(Int(letter), n - 2)
        counts[(a * n + b) * n + c] += 1
        (a, b) = (b, c)
        total += 1
      }
      counts[(a * n + b) * n + edge] += 1
      total += 1
    }
    var logP = [Float](repeating: 0, count: n * n * n)
    var sum: Double = 0
    for context in 0..<(n * n) {
      let base = context * n
      let all = counts[base..<(base + n)].reduce(0, +)
      for c in 0..<n {
        let p = log((counts[base + c] + 0.1) / (all + 0.1 * Float(n)))
        logP[base + c] = p
        sum += Double(p * counts[base + c])
      }
    }
    self.logP = logP
    self.symbols = n
    self.edge = edge
    self.mean = total > 0 ? Float(sum / Double(total)) : 0
  }

  /// The string's letters' ln P less the list's mean, over its letters
  /// and its end.
  package func lift(_ word: String, in model: WordModel) -> Float {
    let n = symbols
    var (a, b) = (edge, edge)
    var sum: Float = 0
    for scalar in word.unicodeScalars {
      let c = model.number(of: scalar).map { min(Int($0), n - 2) } ?? (n - 2)
      sum += logP[(a * n + b) * n + c] - mean
      (a, b) = (b, c)
    }
    sum += logP[(a * n + b) * n + edge] - mean
    return sum
  }
}
