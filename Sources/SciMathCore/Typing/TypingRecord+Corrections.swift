/// What a break puts in place of the typing before it, and what a
/// BackSpace right after restores.
///
/// How a word the dictionary has is judged: it is replaced only when
/// another word is `knownMargin` (e^4, about 55 times) likelier for the
/// same taps and the word before; a word it lacks is scored as rarer than
/// any word it has (`unknownLogP`), at its own keys, so a near miss of a
/// common word is corrected and a name typed cleanly is not. In a
/// language that writes compounds as one word, two listed words run
/// together (a linking s between them or not) are a word too, as likely
/// as the two apart times e^8 (`compoundJoin`): typed so, known; a near
/// miss of one, corrected. A word no list has, left as typed, takes the
/// accents of the listed words that end as it does (`accentedByEnding`)
/// and begin as it does (`accentedByBeginning`).
/// Never
/// corrected: a word put back or chosen as typed (`kept`), a word with
/// anything but tapped letters in it (digits, `@ / \ : .`, what the 123,
/// #+= and sci layers or a long-press typed), one letter (but `i` → `I`,
/// and the accent its key holds: `accented`).
extension TypingRecord {
  /// ln P a word the model lacks is given: below its rarest words.
  static let unknownLogP: Float = -19
  /// A lone letter no list has, typed after a space on the bar ("plan
  /// b", "vitamin c", "press x"), is a word far more often than a run of
  /// letters no list has: each about one word in 160,000 (ln P −12). At
  /// −19 a join read "my b" as "much" (the space tap as c, y as u, b as
  /// h) and "three t" as "thereby", and the strip showed those in the
  /// middle of "my bank" and "three two", in two of its three slots. Only
  /// there: a letter a split would leave alone was a tap meant for a
  /// letter, not a space ("qwertyuiopasdfghjklzxcvbn" is no "…cv n").
  static let loneLetterLogP: Float = -12
  /// How much likelier (ln) another word must be to replace a known one.
  static let knownMargin: Float = 4
  /// How much likelier (ln) one word must be than two to join them over a
  /// space: a tap on the space bar's edge meant for a letter above it.
  static let joinMargin: Float = 2
  /// How much likelier (ln) two words must be than one to split a word at
  /// a tap: a space that landed on the letters above the bar. None: the
  /// two words already pay for a second word's rarity and the tap's
  /// distance from the bar, and a word the dictionary lacks is scored
  /// rarer than any it has, so "andbbad" gives way to "and bad" while
  /// "cabin" stays whole.
  static let splitMargin: Float = 0
  /// The farthest from the space bar (its cost, `KeySpace.spaceCost`) a
  /// tap inside a word may be read as its space: the bottom letter row
  /// (2.5 at its keys' centres on the phone), not the row above (10).
  static let splitReach: Float = 4.5
  /// Weighed against two listed words, a word no list has is rarer the
  /// longer it is: ln P less by `splitLetterCost` for each letter past
  /// `splitFreeLetters` ("chambervmakws" → "chamber makes"). Not where long
  /// words the lists lack are common, which a split would cut in two: words
  /// inflected by suffixes (Finnish, Turkish), and compounds of listed
  /// words (`compounding`), which are split only into two listed words.
  static let splitLetterCost: Float = 1
  static let splitFreeLetters = 8
  static let longWordsUnlisted = WordModel.longWordsUnlisted

  /// A replacement of the typing's last `units` units by `put`.
  struct Replacement {
    var units: Int
    var put: String
  }

  /// What the break after the current word puts in place, if anything:
  /// the current word and the one before joined (the space between was
  /// meant for a letter), else the current word split in two (a letter
  /// was the space meant), else the current word corrected.
  func correction() -> Replacement? {
    if let whole = unchosen() ?? join() ?? periodUndone() ?? erasedByMiss() ?? split() {
      return whole
    }
    let own = correctCurrent()
    return loneLetterBefore(then: own) ?? accentBefore(then: own) ?? shortWordBefore(then: own)
      ?? own
  }

  /// The word before the current one, of two or three letters, read as
  /// another word of as many that its taps nearly hit, when the current
  /// word after it makes that one far likelier (`shortWordMargin`) and a
  /// pair lists the current word after it: "you so not" → "you do not",
  /// "the sin rises" → "the sun rises". At its own break the word before
  /// it could not tell: both are common words. Only where the pairs were
  /// counted in text of every kind by the billion (`shortWordsReadAgain`):
  /// the other languages' pairs, counted in manuals, turned Norwegian's
  /// "fil" (file), rare in its list, into "til" before "til" (nb 44 → 47
  /// words wrong of 878 on its manual pages).
  func shortWordBefore(then own: Replacement?) -> Replacement? {
    guard let model, model.hasPairs, Self.shortWordsReadAgain.contains(model.language) else {
      return nil
    }
    let spaceIndex = current.startIndex - 1
    guard spaceIndex >= 2, units[spaceIndex].text == " " else { return nil }
    let firstStart = wordStart(before: spaceIndex)
    let shown = Array(units[firstStart..<spaceIndex])
    guard Self.shortWordLetters.contains(shown.count),
      shown.allSatisfy({ $0.isTap && !$0.optional })
    else { return nil }
    let first = shown.map(\.text).joined()
    let lower = first.lowercased(caseRules)
    let after = own.map { $0.put } ?? current.map(\.text).joined()
    guard kept[lower] == nil, let next = model.id(of: after.lowercased(caseRules)) else {
      return nil
    }
    var decoder = TouchDecoder(model: model)
    for u in shown { decoder.add(costs(u) ?? []) }
    let before = word(before: firstStart)
    let typedID = model.id(of: lower)
    let typed =
      (decoder.score(of: lower, after: before) ?? typedScore(shown, lower, logP: Self.unknownLogP))
      + model.logProbability(next, after: typedID)
    let others = decoder.words(after: before, limit: 8).compactMap { c -> (Int, Float)? in
      let w = c.word.lowercased(caseRules)
      guard w != lower, w.unicodeScalars.count == shown.count, let id = model.id(of: w) else {
        return nil
      }
      return (id, c.score + model.logProbability(next, after: id))
    }
    guard let best = others.max(by: { $0.1 < $1.1 }), best.1 > typed + Self.shortWordMargin,
      model.pairProbability(next, after: best.0) > 0
    else { return nil }
    let word = WordCase(like: first).apply(to: model.word(best.0), rules: caseRules)
    return Replacement(units: units.count - firstStart, put: word + " " + after)
  }

  /// The words `shortWordBefore` reads again, in letters. Chosen on the
  /// MacKenzie–Soukoreff phrases, SD 0.2 / 0.25 / 0.3: 2 letters 11 / 57 /
  /// 167 of 2,714 words wrong, 2–3 11 / 56 / 163, 2–4 13 / 56 / 163 (12 /
  /// 59 / 169 without).
  static let shortWordLetters = 2...3
  /// How much likelier (ln) the other word must be. Chosen on the same
  /// phrases: e^2, e^3, e^4, e^5: 161, 161, 163, 164 words wrong at SD 0.3.
  static let shortWordMargin: Float = 3
  /// The languages whose pairs `shortWordBefore` trusts: English's, from
  /// the Google Books counts.
  static let shortWordsReadAgain: Set<String> = ["en"]

  /// The word before the current one, a lone letter, as the one-letter
  /// word its tap nearly hit, when the word before it and the current
  /// word after it both make that one far likelier (`knownMargin`), and a
  /// pair of the language's lists the current word after it, or the
  /// one-letter word makes the current word's ending likelier (the
  /// endings: Russian "ч таблице" → "в таблице", Greek "θ αναδρομική" →
  /// "η αναδρομική", where the pairs, counted in manuals, lack the pair):
  /// "is s disaster" → "is a disaster", "with q zoom" → "with a zoom". At
  /// its own break a lone letter is left as typed (`accented`): the word
  /// before alone cannot tell a missed "a" from an option or a name ("the
  /// o option", "let s be"); with the word after, the pairs can.
  func loneLetterBefore(then own: Replacement?) -> Replacement? {
    guard let model, model.hasPairs, let keySpace else { return nil }
    let spaceIndex = current.startIndex - 1
    guard spaceIndex >= 1, units[spaceIndex].text == " " else { return nil }
    let letterIndex = spaceIndex - 1
    let unit = units[letterIndex]
    guard unit.isTap, !unit.optional, unit.text.count == 1,
      letterIndex == wordStart(before: spaceIndex), let p = unit.tap
    else { return nil }
    let lower = unit.text.lowercased(caseRules)
    let after = own.map { $0.put } ?? current.map(\.text).joined()
    guard kept[lower] == nil, let next = model.id(of: after.lowercased(caseRules)) else {
      return nil
    }
    let before = word(before: letterIndex)
    let costs = keySpace.costs(at: p)
    // The letter as typed: a name or a variable ("let s be") as likely as
    // a kept word, whether the list has it or not (English lists only a
    // and i).
    // A letter the language does not write (Polish q) costs nothing to
    // have tapped: its key is where the tap landed.
    func score(_ word: String, atLeast least: Float = -.infinity) -> Float? {
      guard let scalar = word.unicodeScalars.first else { return nil }
      let n = model.number(of: scalar).map(Int.init)
      if let n, !costs.indices.contains(n) { return nil }
      guard n != nil || word == lower else { return nil }
      let id = model.id(of: word)
      let logP = max(id.map { model.logProbability($0, after: before) } ?? -.infinity, least)
      let nextLogP = model.logProbability(next, after: id)
      return logP + nextLogP - (n.map { costs[$0] } ?? 0)
    }
    var decoder = TouchDecoder(model: model)
    decoder.add(costs)
    guard let typed = score(lower, atLeast: Self.keptLogP) else { return nil }
    let others = decoder.words(after: before, limit: 8).map(\.word).filter {
      $0.unicodeScalars.count == 1 && $0.lowercased(caseRules) != lower
    }
    guard
      let best = others.compactMap({ w in score(w.lowercased(caseRules)).map { (w, $0) } })
        .max(by: { $0.1 < $1.1 }),
      best.1 > typed + Self.knownMargin,
      let bestID = model.id(of: best.0.lowercased(caseRules)),
      model.pairProbability(next, after: bestID) > 0
        || model.endingLift(of: after, after: bestID) > 0
    else { return nil }
    let word = WordCase(like: unit.text).apply(to: best.0, rules: caseRules)
    return Replacement(units: units.count - letterIndex, put: word + " " + after)
  }

  /// The word before the current one with another accent on the same
  /// keys, when the current word makes it likelier: the word before chose
  /// its accent from the word before it alone ("utilise" or "utilisé"),
  /// and "par" after it says which. Only where a pair of the language's
  /// lists the current word after one of the two (`accentAfterMargin`).
  /// The current word is weighed after each form at its own share where
  /// no pair lists it (`logProbabilityUnceiled`).
  func accentBefore(then own: Replacement?) -> Replacement? {
    guard let model, model.hasPairs, keySpace?.sharesKeys == true else { return nil }
    let spaceIndex = current.startIndex - 1
    guard spaceIndex >= 1, units[spaceIndex].text == " " else { return nil }
    let firstStart = wordStart(before: spaceIndex)
    let shown = units[firstStart..<spaceIndex]
    let taps =
      shown.count == 1 && shown.first?.replaced != nil
      ? shown.first?.replaced ?? [] : Array(shown)
    guard !taps.isEmpty, taps.allSatisfy(\.isTap) else { return nil }
    let first = shown.map(\.text).joined()
    let lower = first.lowercased(caseRules)
    let currentText = current.map(\.text).joined()
    let after = own.map { $0.put } ?? currentText
    guard kept[lower] == nil, let id = model.id(of: lower),
      let next = model.id(of: after.lowercased(caseRules))
    else { return nil }
    // The word before's taps are the start of join's run, kept.
    var decoder = TouchDecoder(model: model)
    if let run = joinRun, run.lead.count == taps.count + 1,
      Self.same(Array(run.lead.dropLast()), taps)
    {
      decoder = run.decoder.truncated(to: taps.count)
    } else {
      for u in taps { decoder.add(costs(u) ?? [], optional: u.optional) }
    }
    let before = word(before: firstStart)
    func score(_ v: Int) -> Float {
      model.logProbability(v, after: before) + model.logProbabilityUnceiled(next, after: v)
        + model.beginningLift(of: after, after: v)
    }
    let others = decoder.words(after: before, limit: 8).compactMap { c -> Int? in
      let w = c.word.lowercased(caseRules)
      guard w != lower, sameKeys(w, lower) else { return nil }
      return model.id(of: w)
    }
    guard
      let best = others.max(by: { score($0) < score($1) }),
      model.pairProbability(next, after: best) > 0 || model.pairProbability(next, after: id) > 0
        || model.endingLift(of: after, after: best) != model.endingLift(of: after, after: id)
        || model.beginningLift(of: after, after: best) != model.beginningLift(of: after, after: id),
      score(best) > score(id) + Self.accentAfterMargin
    else { return nil }
    let word = WordCase(like: first).apply(to: model.word(best), rules: caseRules)
    return Replacement(units: units.count - firstStart, put: word + " " + after)
  }

  /// How much likelier (ln) the word before must be with another accent,
  /// the current word after it, to take that accent.
  static let accentAfterMargin: Float = 0

  /// The current word corrected: a trailing `.` or `:` stays after it.
  func correctCurrent() -> Replacement? {
    let word = Array(current)
    var end = word.count
    while end > 0, [".", ":"].contains(word[end - 1].text) { end -= 1 }
    let core = word[..<end]
    guard !core.isEmpty, core.allSatisfy(\.isTap) else { return nil }
    let typed = core.map(\.text).joined()
    let trailing = word[end...].map(\.text).joined()
    if caseRules.capitalI, typed.lowercased(caseRules) == "i" {
      return typed == "I" ? nil : Replacement(units: word.count, put: "I" + trailing)
    }
    guard let decoder, keySpace != nil else { return nil }
    // A tap on shift alone before a break: the one-letter word beside it
    // ("is a disaster", its a on shift's edge), shift then a space being no
    // way to type anything.
    if core.count == 1, core.first?.optional == true {
      guard let best = decoder.words(after: previous, limit: 1).first, best.word.count == 1
      else { return nil }
      return Replacement(
        units: word.count, put: WordCase.asIs.apply(to: best.word, rules: caseRules) + trailing)
    }
    if core.count == 1 {
      return accented(decoder, typed).map { Replacement(units: word.count, put: $0 + trailing) }
    }
    let best = best(decoder, typed: Array(core), after: previous)
    guard best.changed else {
      // A shift tap inside the word that made a capital of the letter
      // after it was the letter beside shift, when no word explains it.
      let read = shiftReadAsLetter(Array(core))
      let taps = read ?? Array(core)
      let letters = taps.map(\.text).joined()
      // A slip mended first, so that its accents are the mended word's.
      let mended = slipRepaired(taps, letters)
      let ended = accentedByEnding(taps, mended ?? letters)
      let begun = accentedByBeginning(taps, mended ?? letters, over: ended)
      return (begun ?? ended ?? mended ?? (read == nil ? nil : letters)).map {
        Replacement(units: word.count, put: $0 + trailing)
      }
    }
    return Replacement(
      units: word.count,
      put: WordCase(like: caseShown(core, readAs: best.word)).apply(
        to: best.word, rules: caseRules) + trailing)
  }

  /// A word's taps with each tap on shift between its letters read as
  /// the letter it nearly hit (a or z on the phone), and the capital it
  /// made of the letter after it undone: for a word no list has, where a
  /// capital inside it is far rarer than a finger's miss of a or z
  /// ("bJtovy" for "bajtový"). A shift tap farther than `shiftLetterReach`
  /// from every letter was meant (a capital in "camelCase"), and so is one
  /// before the word's first letter. nil when no tap is read so.
  func shiftReadAsLetter(_ core: [Unit]) -> [Unit]? {
    guard let model, let keySpace, core.count > 2 else { return nil }
    var read = core
    var changed = false
    for i in 1..<(core.count - 1) where core[i].optional {
      guard let p = core[i].tap, let costs = costs(core[i]),
        let nearest = costs.indices.filter({ keySpace.ownsKey($0) }).min(by: {
          costs[$0] < costs[$1]
        }),
        costs[nearest] <= Self.shiftLetterReach, model.alphabet.indices.contains(nearest),
        !core[i - 1].optional, !core[i + 1].optional
      else { return nil }
      read[i] = Unit(text: String(model.alphabet[nearest]), origin: .tap(p))
      read[i + 1].text = core[i + 1].text.lowercased(caseRules)
      changed = true
    }
    return changed ? read : nil
  }

  /// How near a letter (−ln, the key space's cost) a tap on shift inside a
  /// word must land to be read as it: within one key's pitch of its centre.
  static let shiftLetterReach: Float = 2.5

  /// The letters whose case a correction follows: as typed, but for the
  /// capital a tap on shift made of the letter after it when the reading
  /// takes that tap as the letter it missed ("a" + "Bout" is "about").
  func caseShown(_ core: ArraySlice<Unit>, readAs word: String) -> String {
    var letters = core.map(\.text)
    let tapped = core.filter { !$0.optional }.count
    if word.count > tapped, let k = core.firstIndex(where: \.optional) {
      let i = k - core.startIndex + 1
      if letters.indices.contains(i) { letters[i] = letters[i].lowercased(caseRules) }
    }
    return letters.joined()
  }

  /// A word of one letter takes the accent its key holds when the word
  /// before makes that one likelier (Italian "non e" → "non è", French
  /// "grâce a" → "grâce à"): its key is not in doubt, only the accent is.
  /// It never becomes another key's letter: a lone letter is as often a
  /// name or an option ("the o option") as a word.
  func accented(_ decoder: TouchDecoder, _ typed: String) -> String? {
    let lower = typed.lowercased(caseRules)
    guard kept[lower] == nil,
      let best = decoder.words(after: previous, limit: 8).first(where: {
        sameKeys($0.word.lowercased(caseRules), lower)
      }),
      best.word.lowercased(caseRules) != lower
    else { return nil }
    if let listed = decoder.score(of: lower, after: previous), listed >= best.score { return nil }
    return WordCase(like: typed).apply(to: best.word, rules: caseRules)
  }

  /// A word no list has, typed on keys that hold accents, takes the
  /// accents of the listed words that end as it does on the same keys
  /// (Greek "εκτελεσμενης" → "εκτελεσμένης" as "-εσμένης" ends every such
  /// word; Czech "implicitnim" → "implicitním"; Spanish "-cion" → "-ción"):
  /// the longest ending (`endingLetters`) that `endingWords` words share,
  /// each of its letters as at least `endingShare` of them spell it there.
  /// Letter by letter, since the words that share an ending disagree in
  /// one place and agree in another (Czech "-elový" adjectives beside
  /// "-elovy" possessives of names: the é agrees, the ý does not quite).
  /// An inflected form the list lacks is how most such words come (Greek
  /// has one accent in nearly every word, and a word left without it is
  /// wrong). Not where the word's last letters read as English rather
  /// than the language's (`readsAsEnglish`: "bejeweled" is no "bejeweleď").
  func accentedByEnding(_ core: [Unit], _ typed: String) -> String? {
    guard let model, core.allSatisfy({ !$0.optional })
    else { return nil }
    let lower = typed.lowercased(caseRules)
    let numbers = lower.unicodeScalars.compactMap { model.number(of: $0) }
    guard kept[lower] == nil, numbers.count == lower.unicodeScalars.count,
      model.id(of: lower) == nil, compoundScore(core, lower) == nil, loanScore(core, lower) == nil,
      !readsAsEnglish(lower, last: Self.englishEnding),
      let found = endings?.index?.endings(
        onKeysOf: numbers, in: model, shortest: Self.endingLetters.lowerBound,
        longest: Self.endingLetters.upperBound, least: Self.endingWords)
    else { return nil }
    let total = Float(found.spellings.values.reduce(0, +))
    var ending = Array(numbers.suffix(found.length))
    for place in ending.indices {
      var letters: [UInt8: Int] = [:]
      for (spelling, words) in found.spellings { letters[spelling[place], default: 0] += words }
      if let letter = Self.agreed(letters, of: total) { ending[place] = letter }
    }
    guard ending != Array(numbers.suffix(found.length)) else { return nil }
    var scalars = Array(lower.unicodeScalars.dropLast(found.length))
    scalars += ending.map { model.alphabet[Int($0)] }
    var word = ""
    word.unicodeScalars.append(contentsOf: scalars)
    return WordCase(like: typed).apply(to: word, rules: caseRules)
  }

  /// A word no list has, typed on keys that hold accents, takes the
  /// accents of the listed words that begin as it does on the same keys,
  /// as `accentedByEnding` gives it those of the words that end so: the
  /// longest beginning (at least `beginningLetters`) that `endingWords`
  /// words share, each of its letters as `endingShare` of them spell it
  /// (Czech "preformatuje" → "přeformátuje", the words beginning
  /// "přeform-"; Polish "myslniku" → "myślniku"). Where an inflected form
  /// is missing from the list, its stem is mostly there in other forms.
  /// The accents the ending put in (`over`) stay: where the ending left a
  /// letter as typed, the stem says more than an ending many words share
  /// ("przełączeń", the ą of "przełącz-", the ń of "-eń"). Not where a
  /// word carries one accent, on its stress (`stressMarked`): the stress
  /// moves between a stem's forms ("κλιμάκωση", "κλιμακώσιμη"). Nor where
  /// the word reads as English (`readsAsEnglish`: "prepend" is no "přepend").
  func accentedByBeginning(_ core: [Unit], _ typed: String, over ended: String?) -> String? {
    guard let model, let keySpace, core.allSatisfy({ !$0.optional }),
      !Self.stressMarked.contains(model.language)
    else { return nil }
    let lower = typed.lowercased(caseRules)
    let numbers = lower.unicodeScalars.compactMap { model.number(of: $0) }
    guard kept[lower] == nil, numbers.count == lower.unicodeScalars.count,
      model.id(of: lower) == nil, compoundScore(core, lower) == nil, loanScore(core, lower) == nil,
      !readsAsEnglish(lower)
    else { return nil }
    // Each spelling of the beginning on the typed keys that some listed
    // word has, with those words: the sorted list narrowed a letter at a
    // time, as the decoder narrows it.
    var spellings: [(letters: [UInt8], words: Range<Int>)] = [([], 0..<model.count)]
    var longest: [(letters: [UInt8], words: Range<Int>)] = []
    // Not the last letter: the words that go on past the whole word say
    // how they go on, not how it ends ("przełączeń" is no "przełączen-ie").
    for (depth, n) in numbers.dropLast().enumerated() {
      let onKey = (0..<model.alphabet.count).filter {
        $0 == Int(n) || keySpace.sameKey(Int(n), $0)
      }
      var next: [(letters: [UInt8], words: Range<Int>)] = []
      for spelling in spellings {
        for letter in onKey {
          let words = model.narrow(spelling.words, depth: depth, to: UInt8(letter))
          if !words.isEmpty { next.append((spelling.letters + [UInt8(letter)], words)) }
        }
      }
      guard next.reduce(0, { $0 + $1.words.count }) >= Self.endingWords else { break }
      spellings = next
      if depth + 1 >= Self.beginningLetters { longest = next }
    }
    guard let length = longest.first?.letters.count else { return nil }
    let total = Float(longest.reduce(0) { $0 + $1.words.count })
    var beginning = Array(numbers.prefix(length))
    for place in beginning.indices {
      var letters: [UInt8: Int] = [:]
      for spelling in longest {
        letters[spelling.letters[place], default: 0] += spelling.words.count
      }
      if let letter = Self.agreed(letters, of: total) { beginning[place] = letter }
    }
    guard beginning != Array(numbers.prefix(length)) else { return nil }
    var scalars = beginning.map { model.alphabet[Int($0)] } + lower.unicodeScalars.dropFirst(length)
    if let ended {
      let typedScalars = Array(lower.unicodeScalars)
      for (place, letter) in ended.lowercased(caseRules).unicodeScalars.enumerated()
      where scalars.indices.contains(place) && typedScalars.indices.contains(place)
        && letter != typedScalars[place]
      {
        scalars[place] = letter
      }
    }
    var word = ""
    word.unicodeScalars.append(contentsOf: scalars)
    return WordCase(like: typed).apply(to: word, rules: caseRules)
  }

  /// Whether a word no list has reads as English rather than the shown
  /// language (`ForeignLetters`), all of it or its `last` letters: a
  /// program's name ("prepend", "kcharselect"), left without accents.
  func readsAsEnglish(_ lower: String, last: Int? = nil) -> Bool {
    guard let foreign else { return false }
    return foreign.englishness(lower, last: last) > 0
  }

  /// An ending is judged on its own: the language's endings go on English
  /// stems ("backendów", "enumeratorów"), a stem's accents with the word.
  static let englishEnding = 3

  /// The letter that `endingShare` of `total` words spell at a place, of
  /// the counts of each letter there; more than half, so no tie passes.
  static func agreed(_ letters: [UInt8: Int], of total: Float) -> UInt8? {
    guard let (letter, words) = letters.max(by: { $0.value < $1.value }),
      Float(words) >= endingShare * total
    else { return nil }
    return letter
  }

  /// The shortest beginning `accentedByBeginning` weighs, in letters.
  static let beginningLetters = 3
  /// The languages whose words carry at most one accent, on the stress.
  static let stressMarked: Set<String> = ["el", "es"]

  /// The endings `accentedByEnding` weighs, in letters.
  static let endingLetters = 2...7
  /// How many listed words must share an ending for it to be weighed.
  static let endingWords = 3
  /// The share of them that must spell it one way.
  static let endingShare: Float = 0.67

  /// The best reading of a word's taps after `previous`: the word, its
  /// score, and whether it differs from what was typed (a word the
  /// dictionary has yields only to one `knownMargin` likelier; a word the
  /// user kept never does).
  func best(
    _ decoder: TouchDecoder, typed: [Unit], after previous: Int?, compounds: Bool = true,
    unknown: Float = unknownLogP
  ) -> (word: String, score: Float, changed: Bool) {
    let lower = typed.map(\.text).joined().lowercased(caseRules)
    if kept[lower] != nil {
      return (lower, typedScore(typed, lower, logP: Self.keptLogP), false)
    }
    // A compound of listed words, typed as it is written, is known too.
    let listed = decoder.score(of: lower, after: previous)
    // What the word before says of its ending weighs a word no list has
    // as it weighs the listed words that end alike.
    let lift = listed == nil ? model?.endingLift(of: lower, after: previous) ?? 0 : 0
    let known =
      listed
      ?? ((compounds ? compoundScore(typed, lower) : nil) ?? loanScore(typed, lower)
      ?? stemScore(typed, lower))
      .map { $0 + lift }
    let typedScore =
      known ?? self.typedScore(typed, lower, logP: unknown) + lift + unlikelyLetters(lower)
    var best = decoder.words(after: previous, limit: 1).first
    if listed == nil, compounds, let joined = compound(decoder, typed: typed, after: previous),
      joined.score > best?.score ?? -.infinity
    {
      best = joined
    }
    guard let best, best.word != lower else { return (lower, typedScore, false) }
    // The word as typed, written with a capital (a German noun, a name):
    // the capital is put in, as an accent left out is.
    if best.word.lowercased(caseRules) == lower {
      if !capitalMeant(typed),
        let other = unnamed(decoder, lower, after: previous, name: best.score)
      {
        return other
      }
      return (best.word, best.score, true)
    }
    // A known word yields to a likelier one by the margin; to itself with
    // its accents (très for tres), which are on the same keys, at once:
    // people leave them for the keyboard. Nor is a word known that a tap
    // on shift beside a or z left out ("bout" for "about"): its letters
    // are not all the finger meant, and the letter read for the tap
    // already costs its distance.
    let shiftMissed = typed.contains { $0.optional }
    let margin =
      known == nil || shiftMissed || sameKeys(best.word.lowercased(caseRules), lower)
      ? 0 : Self.knownMargin
    guard best.score > typedScore + margin else { return (lower, typedScore, false) }
    return (best.word, best.score, true)
  }

  /// What a word no list has loses for letters the language's words
  /// seldom have in a row (`LetterPlausibility`), from
  /// `unlikelyLettersFrom` letters on: a long run of taps read as it was
  /// typed is a misread word more often than a word the lists lack
  /// ("eormotort", "logtee"), while short ones are as often a program's
  /// name ("dpkg", "mawk", "cdb"), whose letters read as no language.
  /// Only the shortfall counts: letters likelier than the list's own
  /// gain nothing.
  func unlikelyLetters(_ lower: String) -> Float {
    guard lower.unicodeScalars.count >= Self.unlikelyLettersFrom, let model, let plausibility
    else { return 0 }
    return Self.unlikelyLettersWeight * min(0, plausibility.lift(lower, in: model))
  }

  /// Chosen on MacKenzie–Soukoreff and the Debian history's prose (SD 0.3,
  /// seed 1) and on de, fr, cs and pl's four development sets (SD 0.2,
  /// seeds 1–3): weight 0.2 from 6 letters (docs/words.md).
  static let unlikelyLettersWeight: Float = 0.2
  static let unlikelyLettersFrom = 6

  /// How much rarer (ln) a name's letters typed in small letters are meant
  /// as the name than its count says, against a word on the same keys
  /// written without a capital: the lists count names as they are written,
  /// with theirs, and Czech "radek" and "radka" are Radek and Radka six
  /// and ten times as often as řádek and řádka. Chosen on the manual
  /// pages: 1.5 and 3 / 5: Czech 49 → 49 and 46 / 46 of 806 words wrong,
  /// every other language the same words.
  static let nameCost: Float = 3

  /// Whether the word's taps begin with a capital the user chose: not
  /// the one a sentence's start put in.
  func capitalMeant(_ typed: [Unit]) -> Bool {
    guard let first = typed.first(where: { !$0.optional })?.text,
      first != first.lowercased(caseRules)
    else {
      return false
    }
    // What ends before the word's spaces: nothing, or a sentence's end.
    var i = current.startIndex
    while i > 0, units[i - 1].text.allSatisfy({ $0 == " " }) { i -= 1 }
    guard i > 0, let last = units[i - 1].text.last else { return false }
    return !".!?\n".contains(last)
  }

  /// The word on the same keys without a capital, when the letters typed
  /// are a name's and it is within `nameCost` of it ("radka": Radka or
  /// řádka). Not in German, whose capitals are its nouns'.
  func unnamed(_ decoder: TouchDecoder, _ lower: String, after previous: Int?, name: Float)
    -> (word: String, score: Float, changed: Bool)?
  {
    guard let model, model.language != "de" else { return nil }
    for c in decoder.words(after: previous, limit: 8) {
      let w = c.word
      guard w.lowercased(caseRules) != lower, w == w.lowercased(caseRules), sameKeys(w, lower)
      else { continue }
      return c.score > name - Self.nameCost ? (w, c.score, true) : nil
    }
    return nil
  }

  /// ln P an English word is given in another language's text: above a
  /// word no list has, below most the language lists. Chosen on the
  /// manual pages of da, nb, sv, fi, tr, de, cs, pl: −17 and −15 gained
  /// alike (17 and 19 words in all), −15 cost Danish one held out.
  static let loanLogP: Float = -17

  /// The score of the letters as typed as an English word, in another
  /// language that lacks them (`loanWords`).
  func loanScore(_ typed: [Unit], _ lower: String) -> Float? {
    guard let loanWords, model?.language != loanWords.language, loanWords.id(of: lower) != nil,
      typed.allSatisfy({ !$0.optional })
    else { return nil }
    return typedScore(typed, lower, logP: Self.loanLogP)
  }

  /// Languages that make a word of a stem and a chain of suffixes
  /// (Turkish "kip-ine", "ileti-leri", Finnish "tiedosto-ssa-an"): most
  /// forms are in no list, and a form typed as it is spelt, scored as a
  /// word no list has, gave way to a listed word a tap or two away
  /// ("kipine" → "kiline", "iletileri" → "ilerileri").
  static let suffixing: Set<String> = ["tr", "fi"]
  /// The fewest letters a stem has.
  static let stemLetters = 3
  /// How many listed words must end as the letters after the stem do for
  /// those letters to be a suffix: a slip leaves an ending few words have
  /// ("ayrıştı-ema", "bölümü-be").
  static let suffixWords = 300
  /// ln of how much rarer a stem is with a suffix than alone. Chosen on
  /// the Turkish manual pages with `suffixWords`: 3 / 4 → 48 of 883 words
  /// wrong (47 without), 100 / 4 → 41, 300 / 4 → 41, 300 / 6 → 39, 300 / 8
  /// → 39, 1,000 / 6 → 41; Finnish's 34 of 755 → 30 at 300 / 6 and 8;
  /// Czech and Polish gained nothing (49 → 50, 38 → 40) and are left out.
  static let suffixCost: Float = 6

  /// The score of the letters as typed read as a listed stem and a
  /// suffix, in a suffixing language: the longest such stem, at its own
  /// probability less `suffixCost` (never below a word no list has).
  func stemScore(_ typed: [Unit], _ lower: String) -> Float? {
    guard let model, Self.suffixing.contains(model.language), let index = endings?.index,
      typed.allSatisfy({ !$0.optional })
    else { return nil }
    let letters = Array(lower.unicodeScalars)
    let numbers = letters.compactMap { model.number(of: $0) }
    guard numbers.count == letters.count, letters.count > Self.stemLetters else { return nil }
    let suffix = index.longestEnding(onKeysOf: numbers, in: model, least: Self.suffixWords)
    guard suffix > 0 else { return nil }
    let shortest = max(Self.stemLetters, letters.count - suffix)
    for cut in stride(from: letters.count - 1, through: shortest, by: -1) {
      var stem = ""
      stem.unicodeScalars.append(contentsOf: letters[..<cut])
      guard let id = model.id(of: stem) else { continue }
      let logP = model.logProbability(id, after: nil) - Self.suffixCost
      return typedScore(typed, lower, logP: max(logP, Self.unknownLogP))
    }
    return nil
  }

  /// Languages that write a compound as one word (Abhängigkeitszeichen,
  /// databasemellemlager): a word no list has may be two it has. Not
  /// Finnish: its inflected words read as compounds of others, and its
  /// manual pages lost words (53 → 58 of 755).
  static let compounding: Set<String> = ["de", "nl", "sv", "da", "nb"]
  /// Each part of a compound at least this many letters.
  static let compoundPart = 4
  /// ln of how much likelier a compound is than its two parts as words
  /// apart: the parts of a compound are chosen for each other.
  static let compoundJoin: Float = 8

  /// The word's taps read as two words of the list written as one, the
  /// first perhaps with a linking s (Abhängigkeit-s-zeichenketten), when
  /// the language compounds and the taps are long enough for two parts.
  func compound(_ decoder: TouchDecoder, typed: [Unit], after previous: Int?) -> WordCandidate? {
    guard let model, Self.compounding.contains(model.language),
      typed.count >= 2 * Self.compoundPart, typed.allSatisfy({ !$0.optional }),
      decoder.taps == typed.count
    else { return nil }
    let s = model.number(of: "s").map(Int.init)
    // The current word's own taps (or their first ones) have their tails
    // read already.
    let taps = currentTaps
    let kept =
      tails.count == taps.count && typed.count <= taps.count
      && zip(typed, taps).allSatisfy { $0.tap == $1.tap && $0.text == $1.text }
    var found: WordCandidate?
    for i in Self.compoundPart...(typed.count - Self.compoundPart) {
      // The first part first: most places end no word, and reading the
      // rest of the taps anew is the cost.
      var firsts = decoder.words(ofFirst: i, after: previous, limit: 1).map { ($0.word, $0.score) }
      // A linking s: the part before it a word, the s tapped as itself.
      if let s, let costs = costs(typed[i - 1]), costs.indices.contains(s),
        let first = decoder.words(ofFirst: i - 1, after: previous, limit: 1).first
      {
        firsts.append((first.word + "s", first.score - costs[s]))
      }
      // A first part that is itself a compound, as typed: a compound of
      // three ("flyttalls" + "verdier": flyt, tall, verdier).
      if i >= 2 * Self.compoundPart {
        let head = Array(typed[..<i])
        let letters = head.map(\.text).joined().lowercased(caseRules)
        if let first = compoundAsTyped(head, letters) { firsts.append((first.word, first.score)) }
      }
      guard !firsts.isEmpty else { continue }
      let second: WordCandidate?
      if kept, let tail = tails[i] {
        second = tail.words(ofFirst: typed.count - i, after: nil, limit: 1).first
      } else {
        var tail = TouchDecoder(model: model)
        for u in typed[i...] { tail.add(costs(u) ?? []) }
        second = tail.words(after: nil, limit: 1).first
      }
      guard let second else { continue }
      for (word, score) in firsts {
        let joined = WordCandidate(
          word: word + second.word.lowercased(caseRules),
          score: score + second.score + Self.compoundJoin)
        if joined.score > found?.score ?? -.infinity { found = joined }
      }
    }
    return found
  }

  /// The score of the letters as typed read as a compound of two listed
  /// words (a linking s between them or not), if they are one.
  func compoundScore(_ typed: [Unit], _ lower: String) -> Float? {
    compoundAsTyped(typed, lower)?.score
  }

  /// The letters as typed read as a compound of two listed words, and
  /// the compound with its first part's capital (German nouns).
  func compoundAsTyped(_ typed: [Unit], _ lower: String) -> WordCandidate? {
    guard let model, Self.compounding.contains(model.language),
      typed.count >= 2 * Self.compoundPart, typed.allSatisfy({ !$0.optional })
    else { return nil }
    let letters = Array(lower)
    guard letters.count == typed.count else { return nil }
    var best: WordCandidate?
    for i in Self.compoundPart...(letters.count - Self.compoundPart) {
      guard let b = model.id(of: String(letters[i...])) else { continue }
      var heads = [String(letters[..<i])]
      if letters[i - 1] == "s" { heads.append(String(letters[..<(i - 1)])) }
      for head in heads {
        guard let a = model.id(of: head) else { continue }
        let logP =
          model.logProbability(a, after: nil) + model.logProbability(b, after: nil)
          + Self.compoundJoin
        let score = typedScore(typed, lower, logP: logP)
        if score > best?.score ?? -.infinity {
          best = WordCandidate(word: model.word(a) + String(letters[head.count...]), score: score)
        }
      }
    }
    return best
  }

  /// Whether two words are typed on the same keys, letter for letter.
  func sameKeys(_ a: String, _ b: String) -> Bool {
    guard let keySpace, let model else { return false }
    let x = Array(a.unicodeScalars)
    let y = Array(b.unicodeScalars)
    return x.count == y.count
      && zip(x, y).allSatisfy { p, q in
        guard let m = model.number(of: p), let n = model.number(of: q) else { return false }
        return keySpace.sameKey(Int(m), Int(n))
      }
  }

  /// ln P of a word the user kept: as common as a common word.
  static let keptLogP: Float = -9

  /// The score of the letters as typed, for a word scored at `logP`: the
  /// taps' cost at the keys they hit.
  func typedScore(_ typed: [Unit], _ lower: String, logP: Float) -> Float {
    var cost: Float = 0
    for (unit, letter) in zip(typed.filter { !$0.optional }, lower.unicodeScalars) {
      guard let costs = costs(unit), let n = model?.number(of: letter),
        costs.indices.contains(Int(n))
      else { return -.infinity }
      cost += costs[Int(n)]
    }
    return -cost + logP
  }

  /// The word before the current one as `join` reads it: its taps (as
  /// typed, or under the correction made of them), where it and the
  /// space after it are, the word before it, and its taps and the space's
  /// tap as the start of one run (`lead`).
  func joinStart() -> (
    first: [Unit], spaceIndex: Int, spaceTap: Point, firstStart: Int, before: Int?, lead: [Unit]
  )? {
    let spaceIndex = current.startIndex - 1
    guard spaceIndex >= 1, units[spaceIndex].text == " ", let spaceTap = units[spaceIndex].tap
    else { return nil }
    let firstStart = wordStart(before: spaceIndex)
    let shown = units[firstStart..<spaceIndex]
    let first =
      shown.count == 1 && shown.first?.replaced != nil ? shown.first?.replaced ?? [] : Array(shown)
    guard first.allSatisfy(\.isTap) else { return nil }
    let before = first.isEmpty ? word(before: spaceIndex) : word(before: firstStart)
    return (
      first, spaceIndex, spaceTap, firstStart, before,
      first + [Unit(text: "", origin: .tap(spaceTap))]
    )
  }

  /// Whether two runs of units are the same taps.
  static func same(_ a: [Unit], _ b: [Unit]) -> Bool {
    a.count == b.count
      && zip(a, b).allSatisfy {
        $0.tap == $1.tap && $0.text == $1.text && $0.optional == $1.optional
      }
  }

  /// The current word and the one before it as one word, when the space
  /// between them was tapped near the letters and one word reads the taps
  /// far better than two; with a break before that space, the space tap
  /// and the current word (the word's first letter landed on the bar).
  func join() -> Replacement? {
    guard let model, let keys = keySpace else { return nil }
    let second = Array(current)
    guard !second.isEmpty, second.allSatisfy(\.isTap), let opening = joinStart() else { return nil }
    let (first, spaceIndex, firstStart, before) = (
      opening.first, opening.spaceIndex, opening.firstStart, opening.before
    )
    let spaceCost = keys.spaceCost(at: opening.spaceTap)
    func decoder(_ taps: [Unit]) -> TouchDecoder {
      var d = TouchDecoder(model: model)
      for u in taps { d.add(costs(u) ?? [], optional: u.optional) }
      return d
    }
    // The run and the first word's reading, kept as the word is typed.
    let kept = joinRun.flatMap { run in
      run.decoder.taps == opening.lead.count + second.count && Self.same(run.lead, opening.lead)
        ? run : nil
    }
    let joined = kept?.decoder ?? decoder(opening.lead + second)
    guard let one = joined.words(after: before, limit: 1).first else { return nil }
    var two = -spaceCost
    var wordBefore = before
    if !first.isEmpty {
      let a = kept?.first ?? best(decoder(first), typed: first, after: before)
      two += a.score
      wordBefore = model.id(of: a.word)
    }
    // A lone letter after a space tapped on the bar is a word of its own
    // as often as the bar's tap was a letter.
    let unknown = second.count == 1 ? Self.loneLetterLogP : Self.unknownLogP
    let read = currentDecoder ?? decoder(second)
    two += best(read, typed: second, after: wordBefore, unknown: unknown).score
    guard one.score > two + Self.joinMargin else { return nil }
    let typed = (first + second).map(\.text).joined()
    let start = first.isEmpty ? spaceIndex : firstStart
    return Replacement(
      units: units.count - start, put: WordCase(like: typed).apply(to: one.word, rules: caseRules)
    )
  }

  /// The period two spaces made, read again at the next word's break:
  /// the first space may have been the last letter of the word before
  /// ("o", a tap on the bar under n, a space: "on"), the second the first
  /// letter of this word ("spilled", a space, coffee's c on the bar).
  /// Either reading, far likelier than the period and the words as typed
  /// (`joinMargin`, as `join`), takes the period's place.
  func periodUndone() -> Replacement? {
    guard let model, let keys = keySpace else { return nil }
    let second = Array(current)
    let spaceIndex = current.startIndex - 1
    guard !second.isEmpty, second.allSatisfy(\.isTap), spaceIndex >= 2,
      units[spaceIndex].text == " ",
      case .periodShortcut(let firstTap) = units[spaceIndex - 1].origin
    else { return nil }
    let firstStart = wordStart(before: spaceIndex - 1)
    let shown = units[firstStart..<(spaceIndex - 1)]
    let first =
      shown.count == 1 && shown.first?.replaced != nil ? shown.first?.replaced ?? [] : Array(shown)
    guard !first.isEmpty, first.allSatisfy(\.isTap) else { return nil }
    let before = word(before: firstStart)
    func decoder(_ taps: [Unit]) -> TouchDecoder {
      var d = TouchDecoder(model: model)
      for u in taps { d.add(costs(u) ?? [], optional: u.optional) }
      return d
    }
    let secondTap = units[spaceIndex].tap
    let firstCost = firstTap.map { keys.spaceCost(at: $0) } ?? 0
    let secondCost = secondTap.map { keys.spaceCost(at: $0) } ?? 0
    let a = best(decoder(first), typed: first, after: before)
    let typed =
      a.score - firstCost - secondCost + best(decoder(second), typed: second, after: nil).score
      - Self.sentenceEndCost
    let firstWord = WordCase(like: first.map(\.text).joined())
    var found: (score: Float, put: String)?
    if let p = firstTap,
      let one = decoder(first + [Unit(text: "", origin: .tap(p))]).words(after: before, limit: 1)
        .first
    {
      let rest = best(decoder(second), typed: second, after: model.id(of: one.word))
      found = (
        one.score - secondCost + rest.score,
        firstWord.apply(to: one.word, rules: caseRules) + " " + rest.word
      )
    }
    if let p = secondTap,
      let one = decoder([Unit(text: "", origin: .tap(p))] + second)
        .words(after: model.id(of: a.word), limit: 1).first,
      a.score - firstCost + one.score > found?.score ?? -.infinity
    {
      found = (
        a.score - firstCost + one.score,
        firstWord.apply(to: a.word, rules: caseRules) + " " + one.word
      )
    }
    guard let found, found.score > typed + Self.joinMargin else { return nil }
    return Replacement(units: units.count - firstStart, put: found.put)
  }

  /// −ln of how likely a word ends its sentence, which the period says
  /// it does: one word in 15 or so of prose. Without it "by a", a tap on
  /// the bar's top edge under n, a space and "adult" kept "by a. Adult".
  /// Measured at 3 only (MacKenzie–Soukoreff, SD 0.25 / 0.3: 64 / 182 →
  /// 61 / 179 of 2,714 words wrong, the languages' the same): its phrases
  /// end no sentence inside, so they would ask for more than prose does.
  static let sentenceEndCost: Float = 3

  /// The BackSpace tapped in the current word read as the letter above it
  /// that the finger missed (l, m), the letter it erased put back: "shou",
  /// BackSpace, "d" → "should"; "the", a space, BackSpace, "ast" → "the
  /// last"; "fro", BackSpace, a space → "from". When that reading is far
  /// likelier than the word as typed (`knownMargin` over a listed word,
  /// `joinMargin` over one the lists lack: the letters as typed, not what
  /// they read as), it takes the word's place. Two BackSpaces in a row, or
  /// any other change after one, are meant, and never read again.
  func erasedByMiss() -> Replacement? {
    // The BackSpace may be the word's last tap: its last letter missed
    // ("al", BackSpace, a space: "all"). A letter erased on purpose and the
    // word ended leaves a word that two letters more seldom make likelier.
    guard let model, let erased = erasedByTap, let after = tappedSinceErased,
      !after.isEmpty || erased.unit.text != " "
    else { return nil }
    let word = Array(current)
    let start = current.startIndex
    guard start <= erased.index, word.allSatisfy(\.isTap) else { return nil }
    func decoder(_ taps: [Unit]) -> TouchDecoder {
      var d = TouchDecoder(model: model)
      for u in taps { d.add(costs(u) ?? [], optional: u.optional) }
      return d
    }
    let head = Array(units[start..<erased.index])
    let miss = Unit(text: "", origin: .tap(erased.at))
    var typed = best(decoder(word), typed: word, after: previous)
    // Letters typed in small letters that only a name's capital makes a
    // listed word ("ice" read as Ice, where "klíče" lost its l to
    // BackSpace) are as rare as a name so typed is, and no word typed.
    let letters = word.map(\.text).joined()
    let asName =
      model.language != "de" && typed.word != letters
      && typed.word.lowercased(caseRules) == letters.lowercased(caseRules) && !capitalMeant(word)
    if asName { typed.score -= Self.nameCost }
    // The margin of a word typed on its keys only when the letters are
    // one: a misread word's correction ("ternatw" read as "ternate") is
    // no word the user typed.
    let margin = isListed(letters) && !asName ? Self.knownMargin : Self.joinMargin
    let caseOf = WordCase(like: letters)
    if erased.unit.text == " " {
      // The space between two words erased, the second's first letter missed.
      guard !head.isEmpty else { return nil }
      let a = best(decoder(head), typed: head, after: previous)
      guard
        let b = decoder([miss] + Array(after)).words(after: model.id(of: a.word), limit: 1).first,
        a.score + b.score > typed.score + margin
      else { return nil }
      return Replacement(
        units: word.count, put: caseOf.apply(to: a.word, rules: caseRules) + " " + b.word)
    }
    guard
      let one = decoder(head + [erased.unit, miss] + Array(after)).words(after: previous, limit: 1)
        .first,
      one.score > typed.score + margin
    else { return nil }
    return Replacement(units: word.count, put: caseOf.apply(to: one.word, rules: caseRules))
  }

  /// The word slot chosen right before the current word, read as the
  /// letter a tap just above the top row was meant for, when the letters
  /// before it, that tap and the current word's read as one word far
  /// likelier than the chosen word and the current one ("y", a tap on the
  /// slot offering "you", "s": "yes"). A finger aiming at a top-row key
  /// lands on the strip now and then; the slot's word and its space then
  /// cut the word in two. The slot that keeps the letters as typed is
  /// read the same way ("wh", that slot, "re": "where"), its letters at a
  /// kept word's likelihood. A chosen word is a known word: the one word
  /// must be `knownMargin` likelier (at e^2, as `join`, choices made on
  /// purpose were undone: 8 more words wrong where the slots are used).
  func unchosen() -> Replacement? {
    guard let model else { return nil }
    let second = Array(current)
    let spaceIndex = current.startIndex - 1
    guard !second.isEmpty, second.allSatisfy(\.isTap), spaceIndex >= 1,
      units[spaceIndex].text == " "
    else { return nil }
    // A word slot's word, or the letters as typed kept by theirs (the
    // space then holds where the slot was tapped).
    let first: [Unit]
    let at: Point
    let start: Int
    let guessed: Bool
    let absorbed = absorbedSpace.flatMap { $0.index == spaceIndex ? $0 : nil }
    if case .suggestion(let replaced, let p?, let g) = units[spaceIndex - 1].origin {
      (first, at, start, guessed) = (replaced, p, spaceIndex - 1, g)
    } else if case .suggestion(_, let p?, let g) = units[spaceIndex].origin {
      start = wordStart(before: spaceIndex)
      (first, at, guessed) = (Array(units[start..<spaceIndex]), p, g)
    } else if let absorbed, let p = absorbed.at {
      start = wordStart(before: spaceIndex)
      (first, at, guessed) = (Array(units[start..<spaceIndex]), p, absorbed.guessed)
    } else {
      return nil
    }
    guard first.allSatisfy(\.isTap) else { return nil }
    let before = word(before: start)
    var joined = TouchDecoder(model: model)
    for u in first + [Unit(text: "", origin: .tap(at))] + second {
      joined.add(costs(u) ?? [], optional: u.optional)
    }
    let one = joined.words(after: before, limit: 1).first
    guard one != nil || absorbed != nil else { return nil }
    var rest = TouchDecoder(model: model)
    for u in second { rest.add(costs(u) ?? [], optional: u.optional) }
    // A chosen word's letters cost nothing: the user saw it, and chose.
    let chosen = units[start..<spaceIndex].map(\.text).joined().lowercased(caseRules)
    let chosenID = model.id(of: chosen)
    let chosenScore: Float
    if start == spaceIndex - 1 {
      guard let chosenID else { return nil }
      chosenScore = model.logProbability(chosenID, after: before)
    } else {
      chosenScore = typedScore(first, chosen, logP: Self.keptLogP)
    }
    let two = chosenScore + best(rest, typed: second, after: chosenID).score
    // A slot the band's tap was only likelier to mean was no choice seen.
    let margin = guessed ? 0 : Self.knownMargin
    let typed = (first + second).map(\.text).joined()
    // A space tapped right after the slot: the finger thought the word
    // ended, and the slot's tap may have been its last letter. The letters
    // as typed, which the slot kept, are then no choice: they weigh as the
    // decoder reads them; a word slot's word was seen, and keeps its
    // margin.
    if absorbed != nil {
      let tapped = first + [Unit(text: "", origin: .tap(at))]
      var head = TouchDecoder(model: model)
      for u in tapped { head.add(costs(u) ?? [], optional: u.optional) }
      var kept = two + margin
      if start != spaceIndex - 1 {
        var own = TouchDecoder(model: model)
        for u in first { own.add(costs(u) ?? [], optional: u.optional) }
        // Not `best`: choosing the slot kept the letters as a word.
        let asTyped = typedScore(first, chosen, logP: Self.unknownLogP)
        let read = own.words(after: before, limit: 1).first
        let readID = read.flatMap { model.id(of: $0.word.lowercased(caseRules)) }
        kept = max(
          asTyped + best(rest, typed: second, after: nil).score,
          (read?.score ?? -.infinity) + best(rest, typed: second, after: readID).score)
      }
      if let a = head.words(after: before, limit: 1).first {
        let b = best(rest, typed: second, after: model.id(of: a.word.lowercased(caseRules)))
        if a.score + b.score > max(kept, one?.score ?? -.infinity) {
          let firstCase = WordCase(like: first.map(\.text).joined())
          let secondCase = WordCase(like: second.map(\.text).joined())
          return Replacement(
            units: units.count - start,
            put: firstCase.apply(to: a.word, rules: caseRules) + " "
              + secondCase.apply(to: b.word, rules: caseRules))
        }
      }
    }
    guard let one, one.score > two + margin else { return nil }
    return Replacement(
      units: units.count - start, put: WordCase(like: typed).apply(to: one.word, rules: caseRules)
    )
  }

  /// The current word as two words, when one of its taps on the bottom
  /// letter row reads far better as the space between them ("itvmust" →
  /// "it must", "andbbad" → "and bad"): the reverse of `join`, weighed the
  /// same way.
  func split() -> Replacement? {
    let word = Array(current)
    guard word.count >= 3, word.allSatisfy(\.isTap),
      let found = splitReading(word[...], after: previous, again: true, whole: currentDecoder)
    else { return nil }
    let typed = word.map(\.text).joined()
    let first = WordCase(like: typed).apply(to: found.first, rules: caseRules)
    return Replacement(units: word.count, put: first + " " + found.second)
  }

  /// The taps read as two words split at a bottom-row tap, when they read
  /// better so than as one; `again`: the second part, when the lists lack
  /// it, may be split once more ("penvisvmightuer" → "pen is mightier").
  func splitReading(
    _ word: ArraySlice<Unit>, after before: Int?, again: Bool, whole: TouchDecoder? = nil
  ) -> (score: Float, first: String, second: String)? {
    guard let model, let keys = keySpace, word.count >= 3 else { return nil }
    func decoder(_ taps: ArraySlice<Unit>) -> TouchDecoder {
      if let kept = keptDecoder(taps) { return kept }
      var d = TouchDecoder(model: model)
      for u in taps { d.add(costs(u) ?? [], optional: u.optional) }
      return d
    }
    var one = best(whole ?? decoder(word), typed: Array(word), after: before)
    let oneLower = one.word.lowercased(caseRules)
    let compounds = Self.compounding.contains(model.language)
    // A long word the lists lack is common where words compound, but not
    // one that reads as no compound of theirs either ("explicitvignoreras").
    let rareWhenLong =
      !Self.longWordsUnlisted.contains(model.language)
      || (compounds && compoundScore(Array(word), oneLower) == nil)
    let oneUnlisted = kept[oneLower] == nil && model.id(of: oneLower) == nil
    func lengthCost(_ taps: Int) -> Float {
      rareWhenLong ? Self.splitLetterCost * Float(max(0, taps - Self.splitFreeLetters)) : 0
    }
    if oneUnlisted { one.score -= lengthCost(word.count) }
    // A part the lists lack is as rare for its length as the whole run:
    // else a long unlisted head beside a short listed tail (a tap on n
    // read as the space before "im") beat the split between two words.
    // Not where words compound: there such a part is a compound or a
    // form of a listed word (below), long as they come.
    let partsRare = rareWhenLong && !compounds
    // A run the lists lack is no word where its letters either side of a
    // bottom-row tap are three in a row no listed word has: there the tap
    // was a space. Where long words the lists lack are common this is what
    // weighs against them; elsewhere it weighs with their length, which
    // alone let a long run beat two listed words ("ukladavsnimky" for
    // "ukládá snímky" by e^0.4).
    func unheard(at i: Int) -> Bool {
      guard oneUnlisted, !rareWhenLong || word.count > Self.splitFreeLetters,
        i - word.startIndex >= 2, word.endIndex - i > 2
      else {
        return false
      }
      let numbers = word[(i - 1)...(i + 1)].compactMap { u -> UInt8? in
        let scalars = u.text.lowercased(caseRules).unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        return model.number(of: scalar)
      }
      return numbers.count == 3 && !model.hasRun(numbers[0], numbers[1], numbers[2])
    }
    var found: (score: Float, first: String, second: String)?
    for i in (word.startIndex + 1)..<(word.endIndex - 1) {
      guard !word[i].optional, let p = word[i].tap else { continue }
      let cost = keys.spaceCost(at: p)
      guard cost <= Self.splitReach else { continue }
      // German and Dutch join a compound's parts with an n
      // (Kommandozeile-n-schnittstelle): there an n is no missed space.
      if Self.linkedByN.contains(model.language), word[i].text.lowercased(caseRules) == "n" {
        continue
      }
      // Each part as one word: reading each as a compound too, at every
      // tap on the bottom row, made a long word's break cost 2 ms.
      let head = word[..<i]
      let tail = word[(i + 1)...]
      var a = best(decoder(head), typed: Array(head), after: before, compounds: false)
      if partsRare, !isListed(a.word) { a.score -= lengthCost(head.count) }
      let afterA = model.id(of: a.word)
      var b = best(decoder(tail), typed: Array(tail), after: afterA, compounds: false)
      if partsRare, !isListed(b.word) { b.score -= lengthCost(tail.count) }
      // Where words compound, a part the lists lack is as likely a part of
      // a longer compound ("filterkettenoptio" "en"), unless it reads as
      // a compound of listed words or a listed stem's form itself
      // ("nicht" and "konfiguriertes", "tastaturutforming" and "basert").
      if compounds, !formOfListed(head, a.word) || !formOfListed(tail, b.word) { continue }
      // The tail's own split beat its reading as one word the lists lack,
      // made rarer by its length as the whole run's is.
      if again, !isListed(b.word), let more = splitReading(tail, after: afterA, again: false) {
        let first = WordCase.asIs.apply(to: more.first, rules: caseRules)
        b = (first + " " + more.second, more.score, true)
      }
      let score = a.score + b.score - cost + (unheard(at: i) ? Self.unheardRunCost : 0)
      if score > found?.score ?? -.infinity { found = (score, a.word, b.word) }
    }
    // A run typed as a listed word is that word unless two are far
    // likelier, as it would be against any other reading.
    let typed = word.map(\.text).joined()
    let margin = isListed(typed) ? Self.knownMargin : Self.splitMargin
    guard let found, found.score > one.score + margin else { return nil }
    return found
  }

  /// The decoder of `taps` when they are the current word's, at their
  /// places in it, read from the tails kept as it is typed.
  func keptDecoder(_ taps: ArraySlice<Unit>) -> TouchDecoder? {
    let word = currentTaps
    guard !taps.isEmpty, tails.count == word.count, taps.startIndex >= 0,
      taps.endIndex <= word.count,
      Self.same(Array(taps), Array(word[taps.indices]))
    else { return nil }
    let from = taps.startIndex == 0 ? currentDecoder : tails[taps.startIndex]
    return from?.truncated(to: taps.count)
  }

  /// Whether a part of a split is a listed word, a compound of two, or
  /// a listed stem with an ending the lists lack (`inflectsAListedStem`).
  func formOfListed(_ taps: ArraySlice<Unit>, _ read: String) -> Bool {
    if isListed(read) { return true }
    let lower = taps.map(\.text).joined().lowercased(caseRules)
    return compoundScore(Array(taps), lower) != nil || inflectsAListedStem(taps)
  }

  /// Whether the taps, but for their last `inflectionLetters`, begin a
  /// listed word on the same keys (accents left to the keyboard): a form
  /// of a listed stem with an ending the lists lack (German
  /// "konfiguriertes"), and no run of two words ("cvfjern").
  func inflectsAListedStem(_ taps: ArraySlice<Unit>) -> Bool {
    guard let model, let keySpace, taps.count >= Self.stemLetters + Self.inflectionLetters
    else { return false }
    var numbers: [UInt8] = []
    for u in taps.dropLast(Self.inflectionLetters) {
      let scalars = u.text.lowercased(caseRules).unicodeScalars
      guard !u.optional, scalars.count == 1, let scalar = scalars.first,
        let n = model.number(of: scalar)
      else { return false }
      numbers.append(n)
    }
    var spellings: [Range<Int>] = [0..<model.count]
    for (depth, n) in numbers.enumerated() {
      let onKey = (0..<model.alphabet.count).filter {
        $0 == Int(n) || keySpace.sameKey(Int(n), $0)
      }
      spellings = spellings.flatMap { words in
        onKey.map { model.narrow(words, depth: depth, to: UInt8($0)) }.filter { !$0.isEmpty }
      }
      if spellings.isEmpty { return false }
    }
    return true
  }
  /// The letters an ending the lists lack may add to a listed stem.
  static let inflectionLetters = 3

  /// The decoder of the current word's taps, kept as they are typed,
  /// when every unit of the word is a tap: reading it anew at each break
  /// and at each tap (the strip marks the correction) cost as much again.
  var currentDecoder: TouchDecoder? {
    guard let decoder, decoder.taps == current.count, current.allSatisfy(\.isTap) else {
      return nil
    }
    return decoder
  }

  /// How much rarer (ln) a run is as one word where three of its letters
  /// in a row are in no listed word (`unheard`). Chosen on Turkish's and
  /// Finnish's manual pages among 6, 10 and 15: 48, 47, 49 of 883 and 34,
  /// 34, 33 of 755 words wrong (48 and 34 without).
  static let unheardRunCost: Float = 10

  /// Languages whose compounds may join their parts with an n.
  static let linkedByN: Set<String> = ["de", "nl"]

  /// Whether the model lists `word` or the user kept it.
  func isListed(_ word: String) -> Bool {
    let lower = word.lowercased(caseRules)
    return kept[lower] != nil || model?.id(of: lower) != nil
  }

  /// The letter a tap on the space bar was meant for, when the current
  /// word's taps with it read as a word far likelier than without it
  /// ("destructio" and a tap on the bar's edge under n: "destruction"):
  /// a miss of the bottom row's letter that ends a word, which the space
  /// would leave off. Weighed as `join` weighs a space.
  func letter(meantBySpaceAt p: Point) -> String? {
    guard let keys = keySpace else { return nil }
    return letter(meantAt: p, otherwise: keys.spaceCost(at: p))
  }

  /// The letter a tap on return was meant for, in the middle of a word:
  /// return lies under m on the phone, and a finger reaching for n or m
  /// lands on its top edge ("mi", n on return, "e": "mi", a new line and
  /// "e", where "mine" was meant). Once the key is sent the application has
  /// acted on it (a message sent, a form submitted), so the choice is made
  /// at the tap: the letter when the best word through it, finished or
  /// not, is far likelier (`joinMargin`) than the word as typed ending
  /// there and its line (`lineEndCost`), a tap's cost as return counted
  /// against the word as typed.
  func letter(meantByReturnAt p: Point) -> String? {
    guard let model, let keys = keySpace, let cost = keys.returnCost(at: p) else { return nil }
    let word = Array(current)
    guard !word.isEmpty, word.allSatisfy({ $0.isTap && !$0.optional }) else { return nil }
    var decoder = TouchDecoder(model: model)
    for u in word { decoder.add(costs(u) ?? [], optional: false) }
    let asTyped = best(decoder, typed: word, after: previous).score - cost - Self.lineEndCost
    decoder.add(keys.costs(at: p))
    let through =
      decoder.words(after: previous, limit: 1)
      + decoder.completions(after: previous, limit: 1)
    guard let longer = through.max(by: { $0.score < $1.score }),
      longer.score > asTyped + Self.joinMargin
    else { return nil }
    let letters = Array(longer.word.lowercased(caseRules))
    return letters.count > word.count ? String(letters[word.count]) : nil
  }

  /// Whether a tap at `p` on the letter `letter`, right above return,
  /// was meant for return: a finger reaching for return's middle lands in
  /// the bottom of m's cell about one time in 65 at SD 0.3 of a row, and
  /// there typed "courtm" and no new line. Return when the tap lies in
  /// return's reach (`returnReach` of a row above its key), the word is
  /// listed as typed and a break would leave it so, no listed word goes on
  /// from it through the letter, and the taps read through the letter as no word
  /// likelier (`returnMargin`) than that word ending its line, as the
  /// tap on return's own edge is weighed. The first check alone read noisy
  /// taps as a short word ("su" typed "sh", then m), the second alone
  /// missed long words the decoder's best guess did not reach
  /// ("encourage" and m): docs/words.md.
  func isReturn(meantBy letter: String, at p: Point) -> Bool {
    // Where words compound or take suffixes the lists lack, a listed word
    // goes on through any letter ("system" and m: "systemmenu").
    guard let model, let keys = keySpace, let enter = keys.returnKey,
      !Self.compounding.contains(model.language), !Self.suffixing.contains(model.language),
      p.y >= enter.minY - Self.returnReach * keys.rowHeight
    else { return false }
    let word = Array(current)
    guard !word.isEmpty, word.allSatisfy({ $0.isTap && !$0.optional }), let decoder
    else { return false }
    // A listed word, as typed, that a break would leave as it is: one
    // the taps read as another ("lz" as "kz", where "lzma" was meant) may
    // be a word the lists lack, going on.
    let typed = currentText.lowercased(caseRules)
    guard model.id(of: typed) != nil, correction() == nil,
      !model.continues(typed + letter.lowercased(caseRules))
    else { return false }
    let read = best(decoder, typed: word, after: previous)
    // The taps may read as another word that goes on through the letter
    // ("sh" and m: "sum").
    var through = decoder
    through.add(keys.costs(at: p))
    let ended = read.score - (keys.returnCost(at: p) ?? 0) - Self.lineEndCost
    let best =
      (through.words(after: previous, limit: 1) + through.completions(after: previous, limit: 1))
      .map(\.score).max() ?? -.infinity
    return ended > best + Self.returnMargin
  }

  /// How much likelier (ln) the line's end must be than the best word
  /// the taps make through the letter: none, the letter making no word
  /// after the word read already (0 and 4 read the development phrases
  /// alike; at 4, "court" and m at the keys' middles stayed "courtm",
  /// "courtney" within e^2.2).
  static let returnMargin: Float = 0

  /// How far above return's key (in rows) a tap on the letter over it may
  /// be return missed upward: a return aimed at its middle that lands in
  /// the letter's cell lands in this band nine times in ten at SD 0.3.
  static let returnReach = 0.4

  /// −ln of how likely a word ends its line: the word as typed, read
  /// with the return, is a word and a line's end, which few words are (one
  /// in 50 or so of prose). Without it "do" and a tap on return's top
  /// edge, meant for m, ended the line ("do", a new line, "yślnie" for
  /// "domyślnie"). Chosen on MacKenzie–Soukoreff and the manual pages
  /// (0 / 2 / 4 / 8): words wrong at SD 0.3 187 / – / 182 / 184 of 2,714,
  /// the sixteen languages at SD 0.2 525 / 522 / 520 / 529.
  static let lineEndCost: Float = 4

  /// The letter a tap on a mark among the letters was meant for (the
  /// Greek question mark ';', at q's place beside ς and above α): "λιστ"
  /// and a tap on ';' → "λίστα", "ονομ" → "ονομα" and the word goes on;
  /// "τι;" stays a question. Weighed as a space on the bar's edge, the
  /// mark costing nothing: it is the key that was hit.
  func letter(meantByMarkAt p: Point) -> String? { letter(meantAt: p, otherwise: 0) }

  /// The last letter of the word the current taps and one at `p` read as,
  /// when it is far likelier than the current word and `cost`, what the
  /// tap costs as what it hit.
  private func letter(meantAt p: Point, otherwise cost: Float) -> String? {
    guard let model, let keys = keySpace else { return nil }
    let word = Array(current)
    guard word.count >= 2, word.allSatisfy(\.isTap) else { return nil }
    var decoder = TouchDecoder(model: model)
    for u in word { decoder.add(costs(u) ?? [], optional: u.optional) }
    let asTyped = best(decoder, typed: word, after: previous).score - cost
    decoder.add(keys.costs(at: p))
    guard let longer = decoder.words(after: previous, limit: 1).first,
      longer.score > asTyped + Self.joinMargin, let last = longer.word.last
    else { return nil }
    return String(last)
  }
}
