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

extension WordSlot {
  /// The slots the strip shows after the keyboard typed `text` with taps
  /// on the keys' centres of the letter layer (`scimath render --typed`):
  /// what the live keyboard shows after the same taps.
  public static func offered(
    after text: String, keyboard: Keyboard, model: WordModel, symbols: SymbolSearch?,
    settings: Settings = Settings()
  ) -> [WordSlot] {
    let geometry = keyboard.geometry(.abc)
    var typing = TypingRecord()
    typing.supply(
      model, space: KeySpace(keyboard: keyboard, geometry: geometry, alphabet: model.alphabet))
    for c in text {
      let s = String(c)
      var unit = TypingRecord.Unit(text: s)
      if c.isLetter,
        let key = geometry.keys.first(where: {
          if case .character(let output, _) = $0.kind { return output == s.lowercased() }
          return false
        })
      {
        unit.origin = .tap(Point(x: key.frame.midX, y: key.frame.midY))
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
