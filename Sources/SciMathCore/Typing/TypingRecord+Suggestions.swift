/// The strip's word slots, read from the typing record.
extension TypingRecord {
  static let slots = 3

  /// What the strip offers now: after a break, the likely next words;
  /// while a word is typed, the letters as typed and the correction when
  /// the word is likely ending (`shown`), then the best words; the symbol the word names in the last
  /// slot. Empty without the model, or for a word that is not letters.
  func suggestions(
    autocorrect: Bool, capitalize: Bool, symbol: (String) -> String?
  ) -> [WordSlot] {
    guard let decoder, let model else { return [] }
    let word = Array(current)
    let previous = previous
    if word.isEmpty {
      // Next words only after a word the model knows, a sentence's end or
      // a line of words: after a symbol, a number or nothing typed, the
      // recent symbols.
      guard previous != nil || atSentenceStart || (units.isEmpty && newLineOfWords) else {
        return []
      }
      let next = withRecentWords(decoder.completions(after: previous, limit: Self.slots))
      return next.prefix(Self.slots).map {
        WordSlot(
          (capitalize ? WordCase.capital : .asIs).apply(to: $0.word, rules: caseRules), .word)
      }
    }
    guard word.allSatisfy(\.isTap) else { return [] }
    let typed = word.map(\.text).joined()
    let lower = typed.lowercased(caseRules)
    // The correction marked is the one a break applies: the same call.
    let listed = decoder.words(after: previous, limit: 8)
    let longer = decoder.completions(after: previous, limit: Self.slots)
    let fix = autocorrect ? correction().flatMap { shown($0, listed: listed, longer: longer) } : nil
    // The letters as typed only when a break would change them: else the
    // space keeps them, and the slot offers one more word. Nor for a change
    // of case alone ("i" → "I") or a lone letter: hardly anyone keeps
    // either, a BackSpace after the break puts it back, and the slot
    // offers a word ("is", "it", "if"; most words are taken from the strip
    // after their first letter or none).
    let changed = fix.map { $0.put.lowercased(caseRules) != lower } ?? false
    let keepsTyped = changed && word.count >= 2
    var slots = keepsTyped ? [WordSlot(typed, .typed, isCorrection: true)] : []
    if let fix { slots.append(WordSlot(fix.put, .word, isCorrection: true)) }
    var others = withRecentWords(listed.prefix(Self.slots) + longer).map(\.word)
    // The user's own words that begin with the letters come first.
    let mine = kept.filter { $0.key.hasPrefix(lower) && $0.key != lower }
      .sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key)
    others = mine + others
    for w in others where slots.count < Self.slots {
      let text = WordCase(like: typed).apply(to: w, rules: caseRules)
      if !slots.contains(where: { $0.text == text }) { slots.append(WordSlot(text, .word)) }
    }
    let named = [lower, fix?.put.lowercased(caseRules)].compactMap { $0 }
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

  /// The strip's candidates weighed by the session's own words too
  /// (`RecentWords`), with the session's words the taps may begin, best
  /// first.
  func withRecentWords(_ found: [WordCandidate]) -> [WordCandidate] {
    guard let decoder, let model, recent.language == model.language, !recent.words.isEmpty
    else { return found.sorted { $0.score > $1.score } }
    let previous = previous
    var best: [Int: Float] = [:]
    for c in found {
      guard let id = model.id(of: c.word) else { continue }
      let logP = model.logProbability(id, after: previous)
      let score = c.score - logP + recent.mixed(logP, of: id, after: previous)
      best[id] = max(best[id] ?? -.infinity, score)
    }
    // The session's words the taps may begin: at a word's start, those
    // seen after the word before and the commonest (the rest weigh too
    // little to reach a slot); in a word, those its prefixes hold, each
    // at the cheapest prefix's cost.
    var mine: [(id: Int, cost: Float)] = []
    if current.isEmpty {
      let after = previous.flatMap { recent.words(after: $0) }.map(Array.init) ?? []
      mine = (after + recent.commonest).map { ($0, 0) }
    } else {
      for prefix in decoder.kept {
        mine += recent.words(in: prefix.words).map { ($0, prefix.cost) }
      }
    }
    for (id, cost) in mine where best[id] == nil {
      let logP = model.logProbability(id, after: previous)
      best[id] = -cost + recent.mixed(logP, of: id, after: previous)
    }
    return best.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map {
      WordCandidate(word: model.word($0.key), score: $0.value)
    }
  }

  /// The break's correction of the current word, if the strip shows it:
  /// not when two longer words are each likelier than the word it puts
  /// (as a whole word after the one before), for the word is then more
  /// likely going on than ending, and the two slots the correction and
  /// the letters as typed would take offer those words. The break still
  /// applies it, and a BackSpace after the break takes it back.
  /// Keystrokes saved rose 38.3 → 39.6 % on MacKenzie–Soukoreff with the
  /// near-miss band at 0.3 of a row (docs/words.md). A join, a split or a
  /// correction the lists lack is always shown.
  private func shown(_ fix: Replacement, listed: [WordCandidate], longer: [WordCandidate])
    -> Replacement?
  {
    guard fix.units == current.count else { return fix }
    let put = fix.put.lowercased(caseRules)
    guard let score = listed.first(where: { $0.word.lowercased(caseRules) == put })?.score
    else { return fix }
    return longer.filter { $0.score > score }.count >= Self.slots - 1 ? nil : fix
  }

  /// How likely the word being typed is `word`, and how likely its next
  /// letter is one of the key's at `centre`, by its taps so far (none at a
  /// word's start: the word after the word before, and its first letter):
  /// nil for a word that is not taps alone, one the model lacks, or taps
  /// that begin no listed word unless more than one of them is read as
  /// another key than the one it hit (`listedSlack`): such a word is
  /// likely one the lists lack (a compound), where the share of listed
  /// words says nothing.
  func chances(of word: String, orNextOn centre: Point) -> (word: Float, next: Float)? {
    guard let decoder, let keys = keySpace, current.allSatisfy(\.isTap),
      let cheapest = decoder.cheapest
    else { return nil }
    let asTyped = current.reduce(Float(0)) { $0 + ($1.optional ? 0 : costs($1)?.min() ?? 0) }
    guard cheapest <= asTyped + Self.listedSlack else { return nil }
    let letters = keys.centres.indices.filter { keys.centres[$0] == centre }.map { UInt8($0) }
    return decoder.chances(of: word.lowercased(caseRules), orNext: letters, after: previous)
  }

  /// What one tap read as the key beside the one it hit costs, at most
  /// (ln): a tap at its key's centre costs 2.5 as the next key's letter.
  static let listedSlack: Float = 2.5
}
