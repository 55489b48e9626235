import Synchronization

/// What the symbol search looks words up in: every word of every symbol's
/// names, keywords and LaTeX names, numbered, with the symbols that have
/// it; each symbol's names as phrases of word numbers; the LaTeX names.
package struct SymbolIndex: Sendable {
  typealias Level = SymbolSearch.Level

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

  package init(table: SymbolTable) {
    var vocabulary = PackedWords()
    var holding: [[Int32]] = []
    var phrases = PackedLists<Int32>()
    var phrasesOf = PackedLists<Int32>()
    var nameWords = PackedLists<Int32>()
    var naming: [String: [Int32]] = [:]
    for (i, s) in table.symbols.enumerated() {
      let everyday = [s.name] + s.words
      let words = SymbolSearch.words((everyday + s.keywords + s.latex).joined(separator: " "))
      for w in Set(words) {
        let n = Int(vocabulary.number(adding: w))
        if n == holding.count { holding.append([]) }
        holding[n].append(Int32(i))
      }
      let mine = Set(everyday.map(SymbolSearch.words)).map { phrase in
        Int32(phrases.append(phrase.map { vocabulary.number(adding: $0) }))
      }
      phrasesOf.append(mine)
      nameWords.append(SymbolSearch.words(s.name).map { vocabulary.number(adding: $0) })
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
  }

  /// The best `limit` matches for `query` among the table's symbols.
  func find(_ query: String, limit: Int, in table: SymbolTable) -> [Symbol] {
    let text = query.trimmingSpaces()
    guard !text.isEmpty, text.count <= SymbolSearch.longestQuery, limit > 0 else { return [] }
    let all = SymbolSearch.words(text)
    let meaningful = all.filter { !SymbolSearch.fillers.contains($0) }
    let required = (meaningful.isEmpty ? all : meaningful).map { Array($0.utf8) }
    // The query and the query without filler words as phrases: word
    // numbers (none when a word is no symbol's: then no name is it).
    let whole = numbers(all)
    let stripped = numbers(meaningful)
    // `\circ` must be that name; `circ` may be, as much as a name is.
    let commanded = Set(commands[SymbolSearch.command(text)].map { commanding[Int($0)] } ?? [])
    let typedAsCommand = text.hasPrefix("\\")

    var level =
      required.isEmpty
      ? [Level?](repeating: nil, count: table.symbols.count)
      : levels(required, symbols: table.symbols.count)
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
        nameWords[i].contains { SymbolSearch.match(w, vocabulary[Int($0)]) != nil }
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
  func levels(_ required: [[UInt8]], symbols: Int) -> [Level?] {
    var result = [Level?](repeating: .whole, count: symbols)
    for w in required {
      var best = [Level?](repeating: nil, count: symbols)
      // A word that is some symbol's word, or begins one, is taken as
      // typed; only one that is neither is looked for as a slip.
      for slips in [false, true] {
        for v in 0..<vocabulary.count {
          guard let l = SymbolSearch.match(w, vocabulary[v], slips: slips) else { continue }
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
}

/// A symbol index made once, when first asked for, and shared by every
/// copy of the search that holds it.
final class LazySymbolIndex: Sendable {
  private let made = Mutex<SymbolIndex?>(nil)

  /// Whether a search has made it.
  var isMade: Bool { made.withLock { $0 != nil } }

  func of(_ table: SymbolTable) -> SymbolIndex {
    made.withLock { index in
      if let index { return index }
      let new = SymbolIndex(table: table)
      index = new
      return new
    }
  }
}
