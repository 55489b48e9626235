import Foundation

/// Finds symbols by what people type: a LaTeX command, a word or phrase,
/// part of a Unicode name, or a near miss of one.
///
/// Ranking, best first: an exact LaTeX command or alias (the query is the
/// whole of one), then names or words that contain every query word whole,
/// then every query word as a prefix, then every query word within one or
/// two edits (a misspelling). Within a tier, more query words found in the
/// Unicode name itself first, then shorter names, then lower code points,
/// so the plain symbol comes before its variants.
public struct SymbolSearch: Sendable {
  public let table: SymbolTable
  /// Each symbol's searchable words, lowercased, computed once.
  let vocabulary: [[String]]

  public init(table: SymbolTable) {
    self.table = table
    vocabulary = table.symbols.map { s in
      let text = ([s.name] + s.words).joined(separator: " ").lowercased()
      return text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        + s.latex.map { $0.dropFirst().lowercased() }
    }
  }

  enum Tier: Int, Comparable {
    case exact, whole, prefix, nearMiss
    static func < (a: Tier, b: Tier) -> Bool { a.rawValue < b.rawValue }
  }

  /// The best `limit` matches for `query` (words joined by spaces).
  public func find(_ query: String, limit: Int = 10) -> [Symbol] {
    let q = query.trimmingCharacters(in: .whitespaces)
    guard !q.isEmpty else { return [] }
    let words = q.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
      .map(String.init)
    var ranked: [(tier: Tier, inName: Int, symbol: Symbol)] = []
    for (i, s) in table.symbols.enumerated() {
      guard let tier = tier(of: s, vocabulary[i], query: q, words: words) else { continue }
      let name = s.name.lowercased().split(separator: " ")
      let inName = words.filter { w in name.contains { $0.hasPrefix(w) } }.count
      ranked.append((tier, inName, s))
    }
    ranked.sort { a, b in
      if a.tier != b.tier { return a.tier < b.tier }
      if a.inName != b.inName { return a.inName > b.inName }
      if a.symbol.name.count != b.symbol.name.count {
        return a.symbol.name.count < b.symbol.name.count
      }
      return a.symbol.codePoint < b.symbol.codePoint
    }
    return ranked.prefix(max(0, limit)).map(\.symbol)
  }

  func tier(of s: Symbol, _ vocabulary: [String], query: String, words: [String]) -> Tier? {
    let lower = query.lowercased()
    let command = query.hasPrefix("\\") ? query : "\\" + query
    if s.character == query || s.latex.contains(command)
      || s.words.contains(where: { $0.lowercased() == lower })
      || s.name.lowercased() == lower
    {
      return .exact
    }
    guard !words.isEmpty else { return nil }
    if words.allSatisfy({ vocabulary.contains($0) }) { return .whole }
    if words.allSatisfy({ w in vocabulary.contains { $0.hasPrefix(w) } }) { return .prefix }
    if words.allSatisfy({ w in
      w.count >= 4 && vocabulary.contains { Self.withinEdits($0, w, w.count >= 7 ? 2 : 1) }
    }) {
      return .nearMiss
    }
    return nil
  }

  /// Whether `a` and `b` are at most `limit` insertions, deletions or
  /// substitutions apart (banded Levenshtein).
  static func withinEdits(_ a: String, _ b: String, _ limit: Int) -> Bool {
    let x = Array(a)
    let y = Array(b)
    guard abs(x.count - y.count) <= limit else { return false }
    var previous = Array(0...y.count)
    for i in 1...max(1, x.count) where !x.isEmpty {
      var current = [i] + Array(repeating: 0, count: y.count)
      var best = current[0]
      for j in 1...max(1, y.count) where !y.isEmpty {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
        best = min(best, current[j])
      }
      if best > limit { return false }
      previous = current
    }
    return previous[y.count] <= limit
  }
}
