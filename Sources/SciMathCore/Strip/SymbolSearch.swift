import FoundationEssentials

/// Finds symbols by what people type: a LaTeX name (`\circ`,
/// `\mathbb{R}`), a Unicode name or an everyday one ("em dash", "euro"),
/// with filler words ("the integral sign"), in any order, as a prefix
/// while it is being typed, or misspelt.
///
/// Ranking, best first:
/// 1. how well every word matched: the exact character or LaTeX name, then
///    each word whole, then some only as a prefix, then some misspelt;
/// 2. the whole query is one of the symbol's names or LaTeX names
///    ("sun" is ☉'s name, "ne" ≠'s `\ne`), then the query without its
///    filler words is ("not equal sign" is ≠'s "not equal");
/// 3. how common the symbol is (`Symbol.commonness`: π before ϖ);
/// 4. more query words that begin words of the Unicode name, then shorter
///    names, then lower code points: the plain symbol before its variants.
///
/// Filler words (sign, symbol, the, of …) need not match, unless the
/// query has nothing else.
public struct SymbolSearch: Sendable {
  public let table: SymbolTable
  /// The shortcuts the strip offers as text is typed, from the same table.
  public let shortcuts: Shortcuts
  /// The index `find` searches, made at the first search: a megabyte the
  /// keyboard need not keep for its whole run when nobody searches.
  private let index = LazySymbolIndex()
  /// Each word that is a symbol's whole Unicode name or LaTeX command
  /// (`integral`, `alpha`, `degree`), with the commonest such symbol.
  let named: [String: String]

  /// Words that say nothing about which symbol is meant.
  static let fillers: Set<String> = [
    "a", "an", "the", "of", "to", "for", "in", "is", "with", "sign", "signs", "symbol",
    "symbols", "mark", "marks", "character", "char", "glyph", "icon", "latex", "unicode", "does",
    "do", "are",
  ]

  /// A query longer than this finds nothing: no name is half as long.
  static let longestQuery = 200

  /// Assets/symbols.tsv and Assets/shortcuts.txt.
  public static func load(assets: URL) throws -> SymbolSearch {
    SymbolSearch(
      table: try SymbolTable.load(assets: assets), ascii: try AsciiShortcuts.load(assets: assets))
  }

  public init(table: SymbolTable, ascii: [AsciiShortcut] = []) {
    self.table = table
    shortcuts = Shortcuts(table: table, ascii: ascii)
    var named: [String: (rank: (Int, UInt32), symbol: String)] = [:]
    for s in table.symbols {
      let names =
        [s.name.lowercased()] + s.latex.filter { $0.hasPrefix("\\") }.map { String($0.dropFirst()) }
      for name in names where !name.isEmpty && name.allSatisfy({ $0.isASCII && $0.isLetter }) {
        let rank = (s.commonness, s.codePoint)
        if named[name].map({ rank < $0.rank }) ?? true { named[name] = (rank, s.character) }
      }
    }
    self.named = named.mapValues(\.symbol)
  }

  /// The symbol a word names (`integral` → ∫, `alpha` → α), if any.
  public func symbol(named word: String) -> String? { named[word.lowercased()] }

  /// How well a symbol matched the query's words; lower is better.
  enum Level: Int, Comparable {
    case exact, whole, prefix, misspelt
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
  }

  /// Whether a search (by this search or a copy) has made the index.
  package var isIndexed: Bool { index.isMade }

  /// The best `limit` matches for `query`.
  public func find(_ query: String, limit: Int = 10) -> [Symbol] {
    index.of(table).find(query, limit: limit, in: table)
  }

  /// How query word `w` matches the symbol's word `word`, if at all.
  static func match(_ w: [UInt8], _ word: ArraySlice<UInt8>, slips: Bool = true) -> Level? {
    if word.elementsEqual(w) { return .whole }
    if word.starts(with: w) { return .prefix }
    // Slips: one in a word of four letters or more, two from eight.
    guard slips, w.count >= 4 else { return nil }
    return withinEdits(word, w, w.count >= 8 ? 2 : 1) ? .misspelt : nil
  }

  /// The query as a LaTeX name: `\mathbb R` and `mathbb{R}` are
  /// `\mathbb{R}`; `ne` is `\ne`. Words are not run together: "black
  /// square" is not `\blacksquare`.
  static func command(_ text: String) -> String {
    let c = text.hasPrefix("\\") ? text : "\\" + text
    if c.contains("{") { return c.filter { $0 != " " } }
    let parts = c.split(separator: " ")
    if parts.count == 2, parts[1].count == 1 { return parts[0] + "{" + parts[1] + "}" }
    return c
  }

  /// Lowercased words of letters and digits. Read scalar by scalar:
  /// splitting into Characters made indexing the table (once, at the
  /// first search) more than twice as slow.
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var word: [UInt8] = []
    for scalar in text.lowercased().unicodeScalars {
      let v = scalar.value
      let inWord =
        v < 0x80
        ? (0x61...0x7A).contains(v) || (0x30...0x39).contains(v)
        : scalar.properties.isAlphabetic || scalar.properties.numericType != nil
          || scalar.properties.generalCategory == .nonspacingMark
      if inWord {
        UTF8.encode(scalar) { word.append($0) }
      } else if !word.isEmpty {
        words.append(String(decoding: word, as: UTF8.self))
        word.removeAll(keepingCapacity: true)
      }
    }
    if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
    return words
  }

  /// Whether `x` and `y` are at most `limit` insertions, deletions,
  /// substitutions or swaps of neighbours apart (optimal string alignment,
  /// stopping once every path is over).
  static func withinEdits(_ x: ArraySlice<UInt8>, _ y: [UInt8], _ limit: Int) -> Bool {
    guard abs(x.count - y.count) <= limit else { return false }
    let x = Array(x)
    if x.isEmpty || y.isEmpty { return max(x.count, y.count) <= limit }
    var before = [Int](repeating: 0, count: y.count + 1)
    var previous = Array(0...y.count)
    var current = previous
    for i in 1...x.count {
      current[0] = i
      var best = i
      for j in 1...y.count {
        var d = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
        if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
          d = min(d, before[j - 2] + 1)
        }
        current[j] = d
        best = min(best, d)
      }
      if best > limit { return false }
      (before, previous, current) = (previous, current, before)
    }
    return previous[y.count] <= limit
  }
}
