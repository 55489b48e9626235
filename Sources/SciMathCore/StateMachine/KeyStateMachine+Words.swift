/// Words: each letter tapped on the letter layer goes to the decoder with
/// where it landed; a break (space, return, punctuation) puts the
/// correction in place; a BackSpace right after one restores what was
/// typed; the strip offers the words (`WordTyping.suggestions`).
extension KeyStateMachine {
  var settings: Settings { preferences.settings }

  /// Whether the decoder has work: autocorrect or suggestions on.
  var wordsWanted: Bool { settings.autocorrect || settings.suggestions }

  /// The language of the shown input mode's words: English for a
  /// keyboard without modes; nil for a user's layout.
  var modeLanguage: String? {
    guard let mode = keyboard.mode else { return "en" }
    return mode.language
  }

  /// Hands the words the shown language's model, if loaded, with the
  /// letter layer's keys in its alphabet.
  mutating func useWords() {
    let model = modeLanguage.flatMap { wordModels[$0] }
    words.supply(
      model,
      space: model.flatMap {
        KeySpace(keyboard: keyboard, geometry: keyboard.geometry(.abc), alphabet: $0.alphabet)
      })
  }

  /// Text the keys typed, before it goes out: the words take it, and at a
  /// break put the correction (or the period shortcut) in place: then the
  /// step that types it all, else nil (the text goes out as it is).
  /// `tap`: where the finger landed, for a letter of the letter layer.
  mutating func typeWords(_ text: String, tap: Point?) -> KeyboardStep? {
    var unit = WordTyping.Unit(text: text)
    if let p = tap, layer == .abc,
      text == " " || (wordsWanted && text.count == 1 && text.first?.isLetter == true)
    {
      unit.tap = p
    }
    if text == " ", settings.periodShortcut, words.endsWordThenSpace, !words.mayBeLetter(unit) {
      words.erase()
      words.add(".")
      words.add(" ")
      strip?.replaceTyping(last: 1, with: ". ", at: now)
      return .replacing(" ", with: ". ")
    }
    if !wordsWanted { unit.tap = nil }
    if unit.isBreak, settings.autocorrect, let fix = words.correction() {
      let erase = words.replaceEnd(units: fix.units, with: fix.put, then: unit, isCorrection: true)
      strip?.replaceTyping(last: erase.count, with: fix.put + text, at: now)
      return .replacing(erase, with: fix.put + text)
    }
    words.add(unit)
    if unit.isTap, words.decoder == nil { needsWords = true }
    return nil
  }

  /// A tap on shift may have been meant for the letter beside it: the
  /// decoder reads it as that letter or as nothing.
  mutating func tappedShift(at p: Point) {
    guard wordsWanted, strip?.searching != true, layer == .abc else { return }
    words.add(WordTyping.Unit(text: "", tap: p, optional: true))
  }

  /// After typing: a capital for a new sentence, and the strip's words.
  mutating func afterTyping() {
    words.lastTyped = now
    if settings.autoCapitalize, words.atSentenceStart, layer == .abc, shift == .off {
      shift = .on
    }
    refreshWords()
  }

  /// BackSpace right after a correction, or a shortcut put in place at a
  /// break: what was typed comes back (a shortcut's name, which the next
  /// break leaves as it is).
  mutating func revertCorrection() -> KeyboardStep? {
    guard let shortcut = words.lastCorrection?.isShortcut, settings.autocorrect || shortcut,
      let back = words.revert()
    else { return nil }
    if shortcut { strip?.decline(back.put) }
    strip?.replaceTyping(last: back.erase.count, with: back.put, at: now)
    refreshWords()
    return .replacing(back.erase, with: back.put)
  }

  /// The strip's word slots, from the words as they are now.
  mutating func refreshWords() {
    guard strip != nil else { return }
    if let slots = slidSlots {
      let offered = settings.suggestions ? slots : []
      strip?.offerWords(offered)
      return
    }
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
    slid = nil
    let typed = words.current.count
    let put = slot.kind == .typed ? "" : slot.text
    let space = slot.kind == .symbol ? "" : " "
    var erase = ""
    if slot.kind == .typed {
      words.keep(slot.text)
      words.add(" ")
    } else {
      erase = words.replaceEnd(
        units: typed, with: put, then: space.isEmpty ? nil : .init(text: space),
        isCorrection: false)
    }
    strip?.replaceTyping(last: erase.count, with: put + space, at: now)
    if slot.kind == .symbol { strip?.remember(slot.text) }
    if shift == .on { shift = .off }
    afterTyping()
    return .replacing(erase, with: put + space)
  }

  /// Forgets the typing: the application may have changed behind the
  /// keyboard's back.
  mutating func breakTyping() {
    slid = nil
    strip?.breakTyping()
    words.clear()
    refreshWords()
  }
}
