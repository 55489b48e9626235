/// One of the strip's three word slots (iOS's QuickType bar): the letters
/// as typed, a word, or the symbol the word names.
public struct WordSlot: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// The letters as typed: chosen, they stay and are not corrected.
    case typed
    case word
    /// The symbol the word names (`integral` → ∫): it replaces the word.
    case symbol
  }

  public var text: String
  public var kind: Kind
  /// The one a space, return or punctuation takes (drawn marked), and,
  /// on the typed slot, that it will be changed (drawn in quotes).
  public var isCorrection: Bool

  public init(_ text: String, _ kind: Kind, isCorrection: Bool = false) {
    self.text = text
    self.kind = kind
    self.isCorrection = isCorrection
  }
}

extension WordTyping {
  static let slots = 3

  /// What the strip offers now: after a break, the likely next words;
  /// while a word is typed, the letters as typed, the correction (or the
  /// best word), the next best; the symbol the word names in the last
  /// slot. Empty without the model, or for a word that is not letters.
  func suggestions(
    autocorrect: Bool, capitalize: Bool, symbol: (String) -> String?
  ) -> [WordSlot] {
    guard let decoder, let model else { return [] }
    let word = Array(current)
    let previous = previous
    if word.isEmpty {
      // Next words only after a word the model knows or a sentence's end:
      // after a symbol, a number or nothing typed, the recent symbols.
      guard previous != nil || atSentenceStart else { return [] }
      return decoder.completions(after: previous, limit: Self.slots).map {
        WordSlot(capitalize ? Self.cased($0.word, like: "A") : $0.word, .word)
      }
    }
    guard word.allSatisfy(\.isTap) else { return [] }
    let typed = word.map(\.text).joined()
    let lower = typed.lowercased()
    let fix = autocorrect ? correctCurrent() : nil
    var slots = [WordSlot(typed, .typed, isCorrection: fix != nil)]
    if let fix { slots.append(WordSlot(fix.put, .word, isCorrection: true)) }
    var others =
      (decoder.words(after: previous, limit: Self.slots)
      + decoder.completions(after: previous, limit: Self.slots)).sorted { $0.score > $1.score }
      .map(\.word)
    // The user's own words that begin with the letters come first.
    let mine = kept.filter { $0.key.hasPrefix(lower) && $0.key != lower }
      .sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key)
    others = mine + others
    for w in others where slots.count < Self.slots {
      let text = Self.cased(w, like: typed)
      if !slots.contains(where: { $0.text == text }) { slots.append(WordSlot(text, .word)) }
    }
    let named = [lower, fix?.put.lowercased()].compactMap { $0 }
    // A symbol's name of three letters or more that is not an everyday
    // word: "integral", "alpha", but not "in" (∈) or "to" (→).
    if let name = named.first(where: {
      $0.count >= 3 && symbol($0) != nil && !model.isEveryday($0)
    }),
      let s = symbol(name)
    {
      if slots.count == Self.slots { slots.removeLast() }
      slots.append(WordSlot(s, .symbol))
    }
    return slots
  }
}

extension WordSlot {
  /// The slots the strip shows after the keyboard typed `text` with taps
  /// on the keys' centres of the letter layer (`scimath render --typed`):
  /// what the live keyboard shows after the same taps.
  public static func offered(
    after text: String, keyboard: Keyboard, model: WordModel, symbols: SymbolSearch?,
    settings: Settings = Settings()
  ) -> [WordSlot] {
    let geometry = keyboard.geometry(.abc)
    var typing = WordTyping()
    typing.supply(
      model, space: KeySpace(keyboard: keyboard, geometry: geometry, alphabet: model.alphabet))
    for c in text {
      let s = String(c)
      var unit = WordTyping.Unit(text: s)
      if c.isLetter,
        let key = geometry.keys.first(where: {
          if case .character(let output, _) = $0.kind { return output == s.lowercased() }
          return false
        })
      {
        unit.tap = Point(x: key.frame.midX, y: key.frame.midY)
      }
      typing.add(unit)
    }
    guard settings.suggestions else { return [] }
    return typing.suggestions(
      autocorrect: settings.autocorrect,
      capitalize: settings.autoCapitalize && typing.atSentenceStart,
      symbol: { symbols?.symbol(named: $0) })
  }
}
