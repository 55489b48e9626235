/// A shortcut that the typed text ends in, and the symbols it offers.
public struct ShortcutMatch: Equatable, Sendable {
  /// The typed text it stands for (`\al`, `\mathbb{R}`, `<=`): one
  /// backspace a character erases it before a chosen symbol is typed.
  public var source: String
  /// Best first.
  public var symbols: [String]
  /// Whether replacement may act on it: a whole LaTeX name, or a
  /// plain-text shortcut marked `replace`; not a prefix (`\al`).
  public var replaceable: Bool
}

/// The shortcuts the strip offers as text is typed: every LaTeX name of
/// the symbol table (`\alpha`, `\to`, `\mathbb{R}`, and prefixes of them
/// while they are being typed), and the plain-text ones of
/// Assets/shortcuts.txt (`<=`, `->`, `^2`).
public struct Shortcuts: Sendable {
  /// Every LaTeX name, sorted, with its symbol: prefixes are a range.
  let names: [(name: String, symbol: Int)]
  /// Each name's symbols, best first.
  let exact: [String: [Int]]
  let symbols: [Symbol]
  /// Longest source first: the longest one that ends the text wins.
  let ascii: [AsciiShortcut]
  /// As the file gives them.
  let asciiInFileOrder: [AsciiShortcut]
  /// Every prefix (of two characters or more) of a plain-text source:
  /// a punctuation key that continues one (`>` after `<=`) is not the end
  /// of the shortcut before it.
  let asciiPrefixes: Set<String>
  /// The longest plain source: no longer suffix can carry one on.
  let longestSource: Int

  public init(table: SymbolTable, ascii: [AsciiShortcut] = []) {
    symbols = table.symbols
    var names: [(name: String, symbol: Int)] = []
    var exact: [String: [Int]] = [:]
    for (i, s) in table.symbols.enumerated() {
      for name in s.latex
      where name.hasPrefix("\\") && Self.latexTail(Substring(name)).map(String.init) == name {
        names.append((name, i))
        exact[name, default: []].append(i)
      }
    }
    let rank = { (i: Int) in (table.symbols[i].commonness, table.symbols[i].codePoint) }
    self.exact = exact.mapValues { $0.sorted { rank($0) < rank($1) } }
    self.names = names.sorted { $0.name < $1.name }
    self.ascii = ascii.sorted { $0.source.count > $1.source.count }
    asciiInFileOrder = ascii
    var prefixes: Set<String> = []
    for s in ascii where s.source.count >= 2 {
      for k in 2...s.source.count { prefixes.insert(String(s.source.prefix(k))) }
    }
    asciiPrefixes = prefixes
    longestSource = ascii.map(\.source.count).max() ?? 0
  }

  /// What `text` (the keyboard's own typing since the last break) ends in:
  /// a LaTeX name or the start of one, else a plain-text shortcut; nil if
  /// neither. `limit` caps the symbols offered.
  public func match(_ text: String, limit: Int = 60) -> ShortcutMatch? {
    if let tail = Self.latexTail(Substring(text)) {
      return latexMatch(String(tail), limit: limit)
    }
    for s in ascii where text.hasSuffix(s.source) {
      if s.wordLike, let before = text.dropLast(s.source.count).last,
        before.isLetter || before.isNumber
      {
        continue
      }
      return ShortcutMatch(source: s.source, symbols: s.symbols, replaceable: s.replaces)
    }
    return nil
  }

  /// The shortcut to replace when `next` is typed after `text`, with
  /// replacement on: a whole one, ended by a space, a return or a
  /// punctuation key that does not carry on a LaTeX name (`{` `_` `^`) or a
  /// plain-text source (`>` after `<=` makes `<=>`).
  public func replacement(after text: String, next: String) -> ShortcutMatch? {
    guard let c = next.first, next.count == 1, !c.isLetter, !c.isNumber, !"{_^".contains(c),
      let found = match(text, limit: 1), found.replaceable
    else { return nil }
    if !c.isWhitespace {
      let joined = Array(text + next)
      let longest = min(joined.count, longestSource)
      if longest >= 2,
        (2...longest).contains(where: { asciiPrefixes.contains(String(joined.suffix($0))) })
      {
        return nil
      }
    }
    return found
  }

  /// The plain-text shortcuts that offer `symbol`, in the file's order
  /// (`!=` and `=/=` for ≠): how to type it, besides its LaTeX names.
  public func plain(for symbol: String) -> [String] {
    asciiInFileOrder.filter { $0.symbols.contains(symbol) }.map(\.source)
  }

  func latexMatch(_ typed: String, limit: Int) -> ShortcutMatch? {
    var chosen: [Int] = exact[typed] ?? []
    let whole = !chosen.isEmpty
    // Then every name that begins with it: common symbols first, then a
    // symbol's standard name before its aliases, then shorter names.
    var start = names.partitionPoint { $0.name < typed }
    var more: [(key: (Int, Int, Int, UInt32), symbol: Int)] = []
    while start < names.count, names[start].name.hasPrefix(typed) {
      let (name, i) = names[start]
      start += 1
      guard name != typed else { continue }
      let s = symbols[i]
      more.append(((s.commonness, s.latex.first == name ? 0 : 1, name.count, s.codePoint), i))
    }
    more.sort { $0.key < $1.key }
    var seen = Set(chosen)
    for m in more where chosen.count < limit && seen.insert(m.symbol).inserted {
      chosen.append(m.symbol)
    }
    guard !chosen.isEmpty else { return nil }
    return ShortcutMatch(
      source: typed, symbols: chosen.prefix(limit).map { symbols[$0].character },
      replaceable: whole)
  }

  /// The LaTeX command `text` ends in, whole or being typed: a backslash,
  /// letters, and optionally a braced argument, open or closed
  /// (`\mathbb{`, `\mathbb{R}`); nil when the text after its last
  /// backslash is anything else (`\alpha ` or `\alpha,`).
  static func latexTail(_ text: Substring) -> Substring? {
    guard let slash = text.lastIndex(of: "\\") else { return nil }
    let tail = text[slash...]
    var i = tail.index(after: tail.startIndex)
    let letters = i
    while i < tail.endIndex, tail[i].isASCII, tail[i].isLetter { i = tail.index(after: i) }
    guard i > letters else { return nil }
    if i == tail.endIndex { return tail }
    guard tail[i] == "{" else { return nil }
    i = tail.index(after: i)
    while i < tail.endIndex, !"{}\\".contains(tail[i]), !tail[i].isWhitespace {
      i = tail.index(after: i)
    }
    if i == tail.endIndex { return tail }
    guard tail[i] == "}", tail.index(after: i) == tail.endIndex else { return nil }
    return tail
  }
}

extension Array {
  /// The first index whose element is not `before` (the elements must be
  /// sorted so that `before` holds for a prefix of them).
  func partitionPoint(_ before: (Element) -> Bool) -> Int {
    var (low, high) = (0, count)
    while low < high {
      let mid = (low + high) / 2
      if before(self[mid]) { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
