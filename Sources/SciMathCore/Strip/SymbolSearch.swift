import FoundationEssentials

/// Finds symbols by what people type: a LaTeX command, a word or phrase,
/// part of a Unicode name, or a near miss of one.
///
/// Ranking, best first: an exact LaTeX command or alias (the query is the
/// whole of one), then names or words that contain every query word whole,
/// then every query word as a prefix, then every query word within one or
/// two edits (a misspelling). Within a tier, more query words found in the
/// Unicode name itself first, then shorter names, then lower code points,
/// so the plain symbol comes before its variants.
///
/// The strip searches on every key, so each symbol's words are prepared
/// once (lowercased, as bytes) and the costly near-miss tier is only
/// searched when the better tiers leave room in the list.
public struct SymbolSearch: Sendable {
  public let table: SymbolTable
  let entries: [Entry]

  /// One symbol's searchable text, prepared once.
  struct Entry: Sendable {
    var name: String
    /// The Unicode name's words, lowercased, as bytes.
    var nameWords: [[UInt8]]
    var words: Set<String>
    var latex: Set<String>
    /// Every searchable word: the name's, the common words', and the
    /// commands without their backslash.
    var vocabulary: Set<[UInt8]>
    var vocabularyList: [[UInt8]]
  }

  public init(table: SymbolTable) {
    self.table = table
    entries = table.symbols.map { s in
      let text = ([s.name] + s.words).joined(separator: " ").lowercased()
      let vocabulary =
        text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { Array($0.utf8) }
        + s.latex.map { Array($0.dropFirst().lowercased().utf8) }
      return Entry(
        name: s.name.lowercased(),
        nameWords: s.name.lowercased().split(separator: " ").map { Array($0.utf8) },
        words: Set(s.words.map { $0.lowercased() }), latex: Set(s.latex),
        vocabulary: Set(vocabulary), vocabularyList: vocabulary)
    }
  }

  enum Tier: Int, Comparable {
    case exact, whole, prefix, nearMiss
    static func < (a: Tier, b: Tier) -> Bool { a.rawValue < b.rawValue }
  }

  /// What a query asks, prepared once per search.
  struct Query {
    var text: String
    var lower: String
    var command: String
    var words: [[UInt8]]
  }

  /// The best `limit` matches for `query` (words joined by spaces).
  public func find(_ query: String, limit: Int = 10) -> [Symbol] {
    let text = query.trimmingSpaces()
    guard !text.isEmpty, limit > 0 else { return [] }
    let lower = text.lowercased()
    let q = Query(
      text: text, lower: lower, command: text.hasPrefix("\\") ? text : "\\" + text,
      words: lower.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { Array($0.utf8) })
    var ranked: [(tier: Tier, inName: Int, index: Int)] = []
    var misses: [Int] = []
    for i in entries.indices {
      if let tier = tier(of: i, q) {
        ranked.append((tier, inName(i, q), i))
      } else {
        misses.append(i)
      }
    }
    // A misspelling ranks below every match above: look for them only if
    // those leave room.
    if ranked.count < limit {
      for i in misses where nearMiss(i, q) { ranked.append((.nearMiss, inName(i, q), i)) }
    }
    let symbols = table.symbols
    ranked.sort { a, b in
      if a.tier != b.tier { return a.tier < b.tier }
      if a.inName != b.inName { return a.inName > b.inName }
      let an = symbols[a.index].name.count
      let bn = symbols[b.index].name.count
      if an != bn { return an < bn }
      return symbols[a.index].codePoint < symbols[b.index].codePoint
    }
    return ranked.prefix(limit).map { symbols[$0.index] }
  }

  /// How many query words begin a word of the Unicode name itself.
  func inName(_ i: Int, _ q: Query) -> Int {
    q.words.filter { w in entries[i].nameWords.contains { $0.starts(with: w) } }.count
  }

  func tier(of i: Int, _ q: Query) -> Tier? {
    let e = entries[i]
    if table.symbols[i].character == q.text || e.latex.contains(q.command)
      || e.words.contains(q.lower) || e.name == q.lower
    {
      return .exact
    }
    guard !q.words.isEmpty else { return nil }
    if q.words.allSatisfy({ e.vocabulary.contains($0) }) { return .whole }
    if q.words.allSatisfy({ w in e.vocabularyList.contains { $0.starts(with: w) } }) {
      return .prefix
    }
    return nil
  }

  func nearMiss(_ i: Int, _ q: Query) -> Bool {
    guard !q.words.isEmpty else { return false }
    let e = entries[i]
    return q.words.allSatisfy { w in
      w.count >= 4 && e.vocabularyList.contains { Self.withinEdits($0, w, w.count >= 7 ? 2 : 1) }
    }
  }

  /// Whether `x` and `y` are at most `limit` insertions, deletions or
  /// substitutions apart (Levenshtein, stopping once every path is over).
  static func withinEdits(_ x: [UInt8], _ y: [UInt8], _ limit: Int) -> Bool {
    guard abs(x.count - y.count) <= limit else { return false }
    if x.isEmpty || y.isEmpty { return max(x.count, y.count) <= limit }
    var previous = Array(0...y.count)
    var current = previous
    for i in 1...x.count {
      current[0] = i
      var best = i
      for j in 1...y.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
        best = min(best, current[j])
      }
      if best > limit { return false }
      swap(&previous, &current)
    }
    return previous[y.count] <= limit
  }
}
