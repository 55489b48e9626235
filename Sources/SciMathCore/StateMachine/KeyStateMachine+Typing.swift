/// The keyboard's typing, through its one record (`TypingRecord`): each
/// letter tapped on the letter layer goes in with where it landed; a break
/// (space, return, punctuation) puts the correction or the shortcut in
/// place; a BackSpace right after one restores what was typed; the strip
/// offers the words and shortcuts the record ends in. Every change is one
/// edit of the application's text (`TypingEdit`).
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

  /// The language whose words every other language's typing may borrow
  /// (`TypingRecord.loanWords`).
  static let loanLanguage = "en"

  /// Whether the letter layer has English's letters (not Cyrillic or
  /// Greek): only there can an English word be typed.
  var lettersTypeLoanWords: Bool {
    let letters = Set(keyboard.geometry(.abc).keys.compactMap(\.letter))
    return "etaoinsrhl".unicodeScalars.allSatisfy { letters.contains($0) }
  }

  /// Hands the record the shown language's model, if loaded, with the
  /// letter layer's keys in its alphabet, and English's besides.
  mutating func useWords() {
    let model = modeLanguage.flatMap { loads.wordModels[$0] }
    typing.loanWords =
      modeLanguage == Self.loanLanguage || !lettersTypeLoanWords
      ? nil : loads.wordModels[Self.loanLanguage]
    typing.supply(
      model,
      keySpace: model.flatMap {
        KeySpace(keyboard: keyboard, geometry: keyboard.geometry(.abc), alphabet: $0.alphabet)
      })
  }

  /// Emits text and spends a one-shot shift. While searching, the text
  /// goes into the query instead of the application; else it goes into
  /// the record, which at a break puts in place the shortcut the typing
  /// ends in (`latex-shortcuts = replace`), the period shortcut or a
  /// correction. `tap`: where the finger landed, for a key of the letter
  /// layer.
  mutating func emitText(_ text: String, tap: Point? = nil) -> KeyboardStep {
    if strip?.searching == true {
      if shift == .on, keyboard.shiftApplies(shift, on: layer) { shift = .off }
      strip?.type(text)
      return []
    }
    // A letter or a digit right after a slid word begins the next word,
    // as a stroke would, with a space first (Android's "phantom space";
    // iOS does the same): a stroke that rested until an alternate opened
    // typed "leaseå". Punctuation and symbols still follow the word.
    var spaced: KeyboardStep = []
    if typing.endsInStroke, !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber }) {
      let kept = shift
      spaced = emitText(" ")
      shift = kept
    }
    if shift == .on, keyboard.shiftApplies(shift, on: layer) { shift = .off }
    var text = text
    if text == " ", let p = tap, layer == .abc, settings.autocorrect,
      let letter = typing.letter(meantBySpaceAt: p)
    {
      text = letter
    } else if text.count == 1, text.first?.isLetter == false, let p = tap, layer == .abc,
      settings.autocorrect, let letter = typing.letter(meantByMarkAt: p)
    {
      text = letter
    }
    // A space after a chosen word's is absorbed: the word was counted.
    let chosen = typing.endsInChosenSpace
    let edit = type(text, tap: tap)
    if text == " ", typing.units.last?.text == " " {
      typing.learnScatter(wordEndingAt: typing.units.count - 1)
      slotUse.ended(typing.text(ofWordEndingAt: typing.units.count - 1))
      if !chosen { typing.learnWord(endingAt: typing.units.count - 1) }
    }
    strip?.typed(text)
    afterTyping()
    return spaced + edit.step
  }

  /// What typing `text` does to the record, and so to the application.
  mutating func type(_ text: String, tap: Point?) -> TypingEdit {
    if let found = shortcut(endedBy: text), let symbol = found.symbols.first {
      strip?.remember(symbol)
      return typing.replaceEnd(
        characters: found.source.count,
        with: .init(text: symbol, origin: .shortcut(name: found.source)),
        then: text)
    }
    if text == " ", typing.endsInChosenSpace {
      typing.absorbSpace()
      return TypingEdit()
    }
    var unit = TypingRecord.Unit(text: text)
    if let p = tap, layer == .abc, wordsWanted,
      text == " " || (text.count == 1 && text.first?.isLetter == true)
    {
      unit.origin = .tap(p)
    }
    if text == " ", settings.periodShortcut, typing.endsWordThenSpace,
      !typing.mayBeLetter(unit)
    {
      // Both spaces' taps stay, for the next word's break to read again.
      let first = typing.units.last?.tap
      return typing.replaceEnd(
        characters: 1, with: .init(text: ".", origin: .periodShortcut(first)), then: " ",
        afterOrigin: unit.origin)
    }
    if unit.isBreak, settings.autocorrect, let fix = typing.correction() {
      return typing.replaceEnd(
        units: fix.units, with: fix.put, origin: { .correction(replaced: $0) }, then: unit)
    }
    if unit.isTap, typing.decoder == nil { loads.wordsNeeded = true }
    return typing.add(unit)
  }

  /// With replacement on, the shortcut the typing ends in, when `next`
  /// ends it (a name a BackSpace put back is left once).
  mutating func shortcut(endedBy next: String) -> ShortcutMatch? {
    strip?.replacement(after: typing.recentText, before: next)
  }

  /// A tap on shift may have been meant for the letter beside it: the
  /// decoder reads it as that letter or as nothing. Not right after a
  /// slid word: the next letter puts a space before it (`emitText`),
  /// which would leave the tap at the end of the word before.
  mutating func tappedShift(at p: Point) {
    guard wordsWanted, strip?.searching != true, layer == .abc, !typing.endsInStroke else {
      return
    }
    typing.add(TypingRecord.Unit(text: "", origin: .shiftTap(p)))
  }

  /// After typing: a capital for a new sentence.
  mutating func afterTyping() {
    if settings.autoCapitalize, typing.atSentenceStart, layer == .abc, shift == .off {
      shift = .on
    }
  }

  /// Backspace edits the query while searching; else, right after a
  /// stroke, a correction or a shortcut put in place, it takes that back;
  /// else it is the application's BackSpace.
  mutating func deleteBackward(word: Bool, at p: Point? = nil) -> KeyboardStep {
    if strip?.searching == true {
      strip?.deleteBackward(word: word)
      return []
    }
    if !word, let back = typing.takeBackStroke() { return back.step }
    if !word, let back = revertCorrection() { return back.step }
    typing.backspace(word: word, at: layer == .abc && wordsWanted ? p : nil)
    return [word ? .deleteWordBackward : .deleteBackward]
  }

  /// BackSpace right after a correction, or a shortcut put in place at a
  /// break: what was typed comes back (a shortcut's name, which the next
  /// break leaves as it is).
  mutating func revertCorrection() -> TypingEdit? {
    guard case .correction(let c) = typing.undo, settings.autocorrect || c.isShortcut,
      let back = typing.revert()
    else { return nil }
    if c.isShortcut { strip?.decline(c.typedText) }
    return back.edit
  }

  /// Return types the best result while searching (and ends the search);
  /// else it ends a shortcut, or corrects the word, as a space does, and
  /// the line. A tap on it in the middle of a word (`tap`, where it landed
  /// on the letter layer) may be the letter above it that was meant.
  mutating func enter(tap: Point? = nil) -> KeyboardStep {
    if let strip, strip.searching {
      return self.strip?.chooseBest().map { typeSymbol($0, erasing: "") } ?? []
    }
    if let p = tap, let key = letterAboveReturn(at: p) {
      return typeCharacter(key, tap: p)
    }
    if let p = tap, layer == .abc, settings.autocorrect,
      let letter = typing.letter(meantByReturnAt: p)
    {
      return emitText(letter, tap: p)
    }
    var out: KeyboardStep = []
    let chosen = typing.endsInChosenSpace
    // The space a chosen word slot put after its word was the slot's, not
    // the user's: the line ends at the word, not in a space left at its
    // end (a message, a command, a line of a file). The word stays as
    // chosen: no shortcut ("inf" is ∞ typed), no correction.
    if typing.endsInChosenSpace {
      typing.backspace(word: false)
      out.append(.deleteBackward)
    } else if let found = shortcut(endedBy: "\n"), let symbol = found.symbols.first {
      strip?.remember(symbol)
      out =
        typing.replaceEnd(
          characters: found.source.count,
          with: .init(text: symbol, origin: .shortcut(name: found.source))
        ).step
    } else if settings.autocorrect, let fix = typing.correction() {
      out =
        typing.replaceEnd(
          units: fix.units, with: fix.put, origin: { .correction(replaced: $0) }, then: nil
        ).step
    }
    typing.learnScatter(wordEndingAt: typing.units.count)
    slotUse.ended(typing.text(ofWordEndingAt: typing.units.count))
    if !chosen { typing.learnWord(endingAt: typing.units.count) }
    typing.clear(newLineOfWords: typing.endsInListedWord)
    out.append(.enter)
    return out
  }

  /// Whether a tap at `p` on `key`, a letter right above return (its
  /// cell's middle over return's), was return missed upward
  /// (`TypingRecord.isReturn(meantBy:at:)`). Letters further left lie
  /// over the space bar, whose misses the next break reads.
  func isReturnMissedUpward(_ key: PlacedKey, at p: Point) -> Bool {
    guard layer == .abc, settings.autocorrect, strip?.searching != true,
      heldModifiers() == nil, shift == .off, let letter = key.letter,
      let enter = geometry.keys.first(where: { $0.action == .enter })?.cell,
      abs(key.cell.maxY - enter.minY) < 1, enter.minX...enter.maxX ~= key.cell.midX
    else { return false }
    return typing.isReturn(meantBy: String(letter), at: p)
  }

  /// The letter key above the globe, for a tap above the globe's visible
  /// key (in the gap between the rows) while words are being typed, or in
  /// its top band too (`globeEdge` of a row) in the middle of a word: a
  /// finger reaching for z lands there (one z in 160 at SD 0.2 of a row,
  /// four in five of them in the gap), and the globe took it, dropping the
  /// letter and changing the language mid-sentence (Polish "razem z
  /// informacjami", its z in the gap: "razem. informacjami", the two
  /// spaces a period, or the rest of the line typed in English). Between
  /// words a change of language may be meant, and a globe aimed at its
  /// middle lands in the gap one time in 40 at that scatter, in the band
  /// one in six: there only the gap is the letter. In a word nobody
  /// changes language.
  func letterAboveGlobe(at p: Point) -> PlacedKey? {
    guard layer == .abc, settings.autocorrect, strip?.searching != true, heldModifiers() == nil,
      let last = typing.units.last, last.isTap || last.text == " ",
      let globe = geometry.keys.first(where: { $0.action == .globe })
    else { return nil }
    let band = last.isTap ? Self.globeEdge * globe.cell.height : 0
    guard p.y <= globe.frame.minY + band else { return nil }
    return letterKey(above: globe, at: p)
  }

  /// The letter key above return, for a tap above return's visible key
  /// (in the gap between the rows) right after a space the user tapped:
  /// a finger reaching for the letter over return (m on the phone) at a
  /// word's start lands there, and return took it, ending the line and
  /// dropping the letter (Czech "kdy máte": "kdy", a new line, "ate").
  /// A line seldom ends in a space the user typed, and a return aimed at
  /// its middle lands in the gap one time in 40 at SD 0.2 of a row. After
  /// a chosen word's space a line often ends (`enter` takes that space
  /// back), and there return stays return; in a word, `enter` weighs its
  /// top band against the word (`TypingRecord.letter(meantByReturnAt:)`).
  func letterAboveReturn(at p: Point) -> PlacedKey? {
    guard layer == .abc, settings.autocorrect, strip?.searching != true, heldModifiers() == nil,
      let last = typing.units.last, last.text == " ", last.tap != nil,
      let enter = geometry.keys.first(where: { $0.action == .enter }), p.y <= enter.frame.minY
    else { return nil }
    return letterKey(above: enter, at: p)
  }

  /// The letter key right above `key` where a tap at `p` lies, if any.
  private func letterKey(above key: PlacedKey, at p: Point) -> PlacedKey? {
    guard let k = geometry.keyIndex(at: Point(x: p.x, y: key.cell.minY - 1)),
      geometry.keys[k].letter != nil
    else { return nil }
    return geometry.keys[k]
  }

  /// The globe's top band, in rows, read as the letter above it in the
  /// middle of a word: as return's (`KeySpace.returnEdge`).
  static let globeEdge = KeySpace.returnEdge

  /// The letter key above the space bar, for a tap on the bar nearer that
  /// letter than its middle line allows (`TypingRecord.mayBeLetter`) as
  /// the first thing typed since the typing began (a new line, a new
  /// field): few lines begin with a space ("be home": b on the bar's top
  /// edge, then "e", was " e home"). Later, a space there is weighed at
  /// the next break, as the words around it say.
  func letterAboveSpace(at p: Point) -> PlacedKey? {
    guard layer == .abc, settings.autocorrect, typing.units.isEmpty,
      strip?.searching != true,
      typing.mayBeLetter(TypingRecord.Unit(text: " ", origin: .tap(p))),
      let bar = geometry.keys.first(where: { $0.action == .space }),
      let k = geometry.keyIndex(at: Point(x: p.x, y: bar.cell.minY - 1)),
      geometry.keys[k].letter != nil
    else { return nil }
    return geometry.keys[k]
  }

  /// A symbol the strip typed (a search result, a drawing's candidate, or
  /// the symbol of a shortcut it offered, in place of `erase`).
  mutating func typeSymbol(_ symbol: String, erasing erase: String) -> KeyboardStep {
    typing.replaceEnd(characters: erase.count, with: .init(text: symbol, origin: .symbol)).step
  }

  /// The strip's word slots, from the record as it is now: the next best
  /// for a word a stroke just drew, else the record's suggestions.
  var wordSlots: [WordSlot] {
    guard strip != nil, settings.suggestions else { return [] }
    if let others = typing.strokeAlternatives {
      return others.prefix(TypingRecord.slots).map { WordSlot($0, .word) }
    }
    return keepPassedSlot(
      in: typing.suggestions(
        autocorrect: settings.autocorrect,
        capitalize: settings.autoCapitalize && typing.atSentenceStart,
        symbol: { strip?.search?.symbol(named: $0) }))
  }

  /// The strip follows the record: its shortcut and its words. Called
  /// once a step, when the record or what the words depend on changed.
  mutating func refreshStrip() {
    guard strip != nil else { return }
    let slots = wordSlots
    slotUse.offer(slots.filter { $0.kind == .word }.map { $0.text.lowercased() })
    strip?.follow(typed: typing.recentText, words: slots)
  }

  /// A word slot tapped at `p`: the word in place of the letters, with a
  /// space (a symbol without); the letters as typed stay, and are kept.
  mutating func chooseWord(_ slot: WordSlot, at p: Point? = nil) -> KeyboardStep {
    // A slot tapped again after a near miss passed over it was looked for.
    let again = passedSlot.map { $0.word == slot && isPassedSlot($0.index) } ?? false
    let guessed = !again && (p.map { -$0.y <= Self.nearMissBand * bandRow } ?? false)
    let edit: TypingEdit
    if slot.kind == .typed {
      typing.keep(slot.text)
      // The space keeps where the slot was tapped, as a chosen word does.
      edit = typing.add(
        .init(text: " ", origin: .suggestion(replaced: [], at: p, guessed: guessed)))
    } else {
      let after: TypingRecord.Unit? =
        slot.kind == .symbol ? nil : .init(text: " ", origin: .suggestion(replaced: [], at: nil))
      edit = typing.replaceEnd(
        units: typing.current.count, with: slot.text,
        origin: { .suggestion(replaced: $0, at: p, guessed: guessed) },
        then: after)
    }
    if slot.kind == .symbol { strip?.remember(slot.text) }
    if slot.kind == .word {
      slotUse.took()
      typing.learnWord(endingAt: typing.units.count - 1)
    }
    if shift == .on { shift = .off }
    afterTyping()
    return edit.step
  }

  /// Forgets the typing: the application may have changed behind the
  /// keyboard's back.
  mutating func breakTyping() {
    typing.clear()
  }
}
