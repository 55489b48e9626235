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
  /// Every distinct word of every symbol, lowercased; which symbols have
  /// each (by the word's number).
  let vocabulary: PackedWords
  let holders: PackedLists<Int32>
  /// Each symbol's Unicode name and the names people use, as `phrase(_:)`
  /// reads them, each a list of word numbers (not its keywords: "square"
  /// does not name √); which of them are each symbol's.
  let phrases: PackedLists<Int32>
  let phrasesOf: PackedLists<Int32>
  /// The words of each symbol's Unicode name, by number.
  let nameWords: PackedLists<Int32>
  let nameLengths: [Int32]
  /// Each LaTeX name, with the list of the symbols it names.
  let commands: [String: Int32]
  let commanding: PackedLists<Int32>
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
    var vocabulary = PackedWords()
    var holding: [[Int32]] = []
    var phrases = PackedLists<Int32>()
    var phrasesOf = PackedLists<Int32>()
    var nameWords = PackedLists<Int32>()
    var naming: [String: [Int32]] = [:]
    for (i, s) in table.symbols.enumerated() {
      let everyday = [s.name] + s.words
      let words = Self.words((everyday + s.keywords + s.latex).joined(separator: " "))
      for w in Set(words) {
        let n = Int(vocabulary.number(adding: w))
        if n == holding.count { holding.append([]) }
        holding[n].append(Int32(i))
      }
      let mine = Set(everyday.map(Self.words)).map { phrase in
        Int32(phrases.append(phrase.map { vocabulary.number(adding: $0) }))
      }
      phrasesOf.append(mine)
      nameWords.append(Self.words(s.name).map { vocabulary.number(adding: $0) })
      for command in Set(s.latex) { naming[command, default: []].append(Int32(i)) }
    }
    var holders = PackedLists<Int32>()
    for list in holding { holders.append(list) }
    self.vocabulary = vocabulary
    self.holders = holders
    self.phrases = phrases
    self.phrasesOf = phrasesOf
    self.nameWords = nameWords
    self.nameLengths = table.symbols.map { Int32($0.name.utf8.count) }
    var commanding = PackedLists<Int32>()
    self.commands = naming.mapValues { Int32(commanding.append($0)) }
    self.commanding = commanding
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

  /// The best `limit` matches for `query`.
  public func find(_ query: String, limit: Int = 10) -> [Symbol] {
    let text = query.trimmingSpaces()
    guard !text.isEmpty, text.count <= Self.longestQuery, limit > 0 else { return [] }
    let all = Self.words(text)
    let meaningful = all.filter { !Self.fillers.contains($0) }
    let required = (meaningful.isEmpty ? all : meaningful).map { Array($0.utf8) }
    // The query and the query without filler words as phrases: word
    // numbers (none when a word is no symbol's: then no name is it).
    let whole = numbers(all)
    let stripped = numbers(meaningful)
    // `\circ` must be that name; `circ` may be, as much as a name is.
    let commanded = Set(commands[Self.command(text)].map { commanding[Int($0)] } ?? [])
    let typedAsCommand = text.hasPrefix("\\")

    var level =
      required.isEmpty ? [Level?](repeating: nil, count: table.symbols.count) : levels(required)
    var phrase = [Int](repeating: 0, count: table.symbols.count)
    for i in level.indices {
      let isCommand = commanded.contains(Int32(i))
      if table.symbols[i].character == text || (typedAsCommand && isCommand) {
        level[i] = .exact
      }
      guard level[i] != nil else { continue }
      if hasPhrase(i, whole) || (!typedAsCommand && isCommand) {
        phrase[i] = 2
      } else if hasPhrase(i, stripped) {
        phrase[i] = 1
      }
    }

    // Sort keys, best first; worked out once each, not in every comparison.
    var ranked: [(level: Int, phrase: Int, commonness: Int, inName: Int, length: Int, index: Int)] =
      []
    for i in level.indices {
      guard let l = level[i] else { continue }
      // How many query words match a word of the Unicode name itself.
      let inName = required.filter { w in
        nameWords[i].contains { Self.match(w, vocabulary[Int($0)]) != nil }
      }
      ranked.append(
        (
          l.rawValue, -phrase[i], table.symbols[i].commonness, -inName.count,
          Int(nameLengths[i]), i
        ))
    }
    // Equal keys fall back on the index: the table is in code point order.
    ranked.sort { $0 < $1 }
    return ranked.prefix(limit).map { table.symbols[$0.index] }
  }

  /// `words` as word numbers; nil if one is no symbol's word.
  func numbers(_ words: [String]) -> [Int32]? {
    var numbers: [Int32] = []
    for w in words {
      guard let n = vocabulary.number(of: w) else { return nil }
      numbers.append(n)
    }
    return numbers
  }

  /// Whether symbol `i` has the phrase of word numbers `words`.
  func hasPhrase(_ i: Int, _ words: [Int32]?) -> Bool {
    guard let words else { return false }
    return phrasesOf[i].contains { phrases[Int($0)].elementsEqual(words) }
  }

  /// Each symbol's level for words that must all match: the worst of its
  /// best match for each word; nil where some word matches nothing.
  func levels(_ required: [[UInt8]]) -> [Level?] {
    var result = [Level?](repeating: .whole, count: table.symbols.count)
    for w in required {
      var best = [Level?](repeating: nil, count: table.symbols.count)
      // A word that is some symbol's word, or begins one, is taken as
      // typed; only one that is neither is looked for as a slip.
      for slips in [false, true] {
        for v in 0..<vocabulary.count {
          guard let l = Self.match(w, vocabulary[v], slips: slips) else { continue }
          for i in holders[v] where best[Int(i)].map({ l < $0 }) ?? true { best[Int(i)] = l }
        }
        if best.contains(where: { $0 != nil }) { break }
      }
      for i in result.indices {
        guard let r = result[i] else { continue }
        result[i] = best[i].map { max(r, $0) }
      }
    }
    return result
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
