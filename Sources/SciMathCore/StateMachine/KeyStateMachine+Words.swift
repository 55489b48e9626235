/// Words: each letter tapped on the letter layer goes to the decoder with
/// where it landed; a break (space, return, punctuation) puts the
/// correction in place; a BackSpace right after one restores what was
/// typed; the strip offers the words (`WordTyping.suggestions`).
extension KeyStateMachine {
  var settings: Settings { preferences.settings }

  /// Whether the decoder has work: autocorrect or suggestions on.
  var wordsWanted: Bool { settings.autocorrect || settings.suggestions }

  /// The letter layer's keys as the decoder weighs taps, when the letter
  /// layer is shown and has every letter of the model's alphabet.
  var keySpace: KeySpace? {
    guard layer == .abc, let space = KeySpace(geometry: geometry), space.hasEveryLetter else {
      return nil
    }
    return space
  }

  /// Text the keys typed, before it goes out: the words take it, and at a
  /// break put the correction (or the period shortcut) in place: then the
  /// step that types it all, else nil (the text goes out as it is).
  /// `tap`: where the finger landed, for a letter of the letter layer.
  mutating func typeWords(_ text: String, tap: Point?) -> KeyboardStep? {
    let isBreak = WordTyping.Unit(text: text).isBreak
    if text == " ", settings.periodShortcut, words.endsWordThenSpace {
      words.erase()
      words.add(".", costs: nil)
      words.add(" ", costs: nil)
      strip?.replaceTyping(last: 1, with: ". ", at: now)
      return .replacing(1, with: ". ")
    }
    if isBreak, settings.autocorrect, let fix = words.correction() {
      let erase = words.replaceCurrent(units: fix.units, with: fix.put, then: text, isCorrection: true)
      strip?.replaceTyping(last: erase, with: fix.put + text, at: now)
      return .replacing(erase, with: fix.put + text)
    }
    let letter = wordsWanted && text.count == 1 && text.first?.isLetter == true
    let costs = letter ? tap.flatMap { p in keySpace.map { $0.costs(at: p) } } : nil
    words.add(text, costs: costs)
    if costs != nil, words.decoder == nil { needsWords = true }
    return nil
  }

  /// After typing: a capital for a new sentence, and the strip's words.
  mutating func afterTyping() {
    words.lastTyped = now
    if settings.autoCapitalize, words.atSentenceStart, layer == .abc, shift == .off {
      shift = .on
    }
    refreshWords()
  }

  /// BackSpace right after a correction: what was typed comes back.
  mutating func revertCorrection() -> KeyboardStep? {
    guard settings.autocorrect, let back = words.revert() else { return nil }
    strip?.replaceTyping(last: back.erase, with: back.put, at: now)
    refreshWords()
    return .replacing(back.erase, with: back.put)
  }

  /// The strip's word slots, from the words as they are now.
  mutating func refreshWords() {
    guard strip != nil else { return }
    let slots =
      settings.suggestions
      ? words.suggestions(
        autocorrect: settings.autocorrect,
        capitalize: settings.autoCapitalize && words.atSentenceStart,
        symbol: { strip?.search?.symbol(named: $0) }) : []
    strip?.offerWords(slots)
  }

  /// A word slot tapped: the word in place of the letters, with a space
  /// (a symbol without); the letters as typed stay, and are kept.
  mutating func chooseWord(_ slot: WordSlot) -> KeyboardStep {
    let typed = words.current.count
    let put = slot.kind == .typed ? "" : slot.text
    if slot.kind == .typed { words.keep(slot.text) }
    let space = slot.kind == .symbol ? "" : " "
    let erase =
      slot.kind == .typed
      ? 0 : words.replaceCurrent(units: typed, with: put, then: space, isCorrection: false)
    if slot.kind == .typed { words.add(" ", costs: nil) }
    strip?.replaceTyping(last: erase, with: put + space, at: now)
    if slot.kind == .symbol { strip?.remember(slot.text) }
    if shift == .on { shift = .off }
    afterTyping()
    return .replacing(erase, with: put + space)
  }

  /// Forgets the typing: the application may have changed behind the
  /// keyboard's back.
  mutating func breakTyping() {
    strip?.breakTyping()
    words.clear()
    refreshWords()
  }
}
