/// The strip's word slots, read from the typing record.
extension TypingRecord {
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
        WordSlot(capitalize ? WordCase.capital.apply(to: $0.word) : $0.word, .word)
      }
    }
    guard word.allSatisfy(\.isTap) else { return [] }
    let typed = word.map(\.text).joined()
    let lower = typed.lowercased()
    // The correction marked is the one a break applies: the same call.
    let fix = autocorrect ? correction() : nil
    // The letters as typed only when a break would change them: else the
    // space keeps them, and the slot offers one more word. Nor for a change
    // of case alone ("i" → "I"): hardly anyone keeps it, a BackSpace after
    // the break puts it back, and the slot offers "is", "it", "if".
    let keepsTyped = fix.map { $0.put.lowercased() != lower } ?? false
    var slots = keepsTyped ? [WordSlot(typed, .typed, isCorrection: true)] : []
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
      let text = WordCase(like: typed).apply(to: w)
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

  /// Whether a touch at `p`, just above the keys and under the slot that
  /// offers `word`, is a tap on that slot rather than a near miss of the
  /// top-row letter below it: the word as the strip weighs it for the taps
  /// so far, less the touch's distance from the slot's middle (at
  /// `slotMiddle`, with a key's spread), `slotOverLetter` likelier than
  /// the best word that the taps and the touch read as a letter begin.
  /// A deliberate tap aimed at the slot lands that low one time in seven.
  func readsAsSlot(_ word: String, at p: Point, slotMiddle: Double) -> Bool {
    guard let decoder, let keys = keySpace, !current.isEmpty, current.allSatisfy(\.isTap)
    else { return false }
    let lower = word.lowercased()
    let offered =
      decoder.completions(after: previous, limit: 12) + decoder.words(after: previous, limit: 8)
    guard let slot = offered.first(where: { $0.word.lowercased() == lower }) else { return false }
    var asLetter = decoder
    asLetter.add(keys.costs(at: p))
    let letter = max(
      asLetter.words(after: previous, limit: 1).first?.score ?? -.infinity,
      asLetter.completions(after: previous, limit: 1).first?.score ?? -.infinity)
    let dy = (p.y - slotMiddle) / keys.spreadY
    return slot.score - Float(dy * dy / 2) > letter + Self.slotOverLetter
  }

  /// ln of how much likelier the slot's word must read than the letter:
  /// MacKenzie–Soukoreff, keystrokes saved / words wrong at SD 0.3, e^0
  /// 39.1 % / 288, e^2 38.6 % / 253, e^4 37.6 % / 241, e^6 36.4 % / 239,
  /// none 34.7 % / 235 (words wrong at SD 0.2 and 0.25 unchanged at e^6).
  static let slotOverLetter: Float = 6
}
