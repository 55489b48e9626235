/// The text this keyboard has typed itself since the last break: what a
/// shortcut is looked for at the end of. The keyboard cannot read the
/// application's text, so anything that may have moved the cursor or
/// changed the text behind its back is a break (`SymbolStrip.breakTyping`).
///
/// In memory only: never written, never logged, gone at the next break.
struct OwnTyping: Sendable {
  private(set) var text = ""
  /// When it was last typed into, to end it after `idle` seconds.
  private(set) var last = 0.0

  /// Longer than any shortcut (the longest LaTeX name is under 30).
  static let limit = 64
  /// Typing that stopped this long ago is not taken up again: the user has
  /// likely clicked, scrolled or typed elsewhere since.
  static let idle = 60.0

  /// When the text lapses; nil when there is none.
  var expiry: Double? { text.isEmpty ? nil : last + Self.idle }

  mutating func add(_ typed: String, at time: Double) {
    text += typed
    if text.count > Self.limit { text = String(text.suffix(Self.limit)) }
    last = time
  }

  /// Backspace: the last character, or the last word with the spaces
  /// after it, as the application's own word delete does.
  mutating func erase(word: Bool) {
    guard !text.isEmpty else { return }
    if word {
      while text.last?.isWhitespace == true { text.removeLast() }
      while let c = text.last, !c.isWhitespace { text.removeLast() }
    } else {
      text.removeLast()
    }
  }

  /// A shortcut's source at the end was erased and `symbol` typed for it.
  mutating func replace(last count: Int, with symbol: String, at time: Double) {
    text.removeLast(min(count, text.count))
    add(symbol, at: time)
  }

  mutating func clear() { text = "" }
}
