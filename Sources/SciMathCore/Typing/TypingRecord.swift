/// The keyboard's own typing since the last break: the one record every
/// feature reads. Each unit is a piece of text and what made it (a tap
/// and where it landed, a stroke, a shortcut, a correction, a suggestion,
/// a symbol), and from the record come: the shortcut the typing ends in
/// (the strip), the taps of the word being typed (the decoder), the
/// correction a break puts in place, what a BackSpace right after a
/// correction, shortcut or stroke restores, the word before the next one,
/// and when the typing lapses. Every change that alters what the
/// application holds is one `TypingEdit`.
///
/// Only this typing is ever erased: what the application held before the
/// last break (`clear`) the keyboard never saw. The keyboard cannot read
/// the application's text, so anything that may have moved the cursor or
/// changed the text behind its back is a break. In memory only: never
/// written, never logged.
struct TypingRecord: Sendable {
  private(set) var units: [Unit] = []
  private(set) var undo: Undo?
  var decoder: TouchDecoder?
  /// The current word's taps read from a tap on (`tails[k]`: taps k and
  /// after), kept as they are typed, where a part of the word may begin:
  /// after a tap near the space bar (a split's second part), and where
  /// words compound after each tap from the fourth (a compound's second
  /// part). The corrections a break would make, which the strip marks at
  /// every tap, read those parts, and reading each anew made a tap's whole
  /// step 2.9 ms at p99 in German, 3.5 in Russian. A part from the first
  /// tap is the decoder's.
  private(set) var tails: [TouchDecoder?] = []
  /// The word before the current one, the space after it and the current
  /// word's taps read as one run, and the word before as read alone: what
  /// `join` weighs at every tap, kept as the word is typed.
  private(set) var joinRun: JoinRun?
  struct JoinRun: Sendable {
    /// The word before's taps and the space's.
    let lead: [Unit]
    var decoder: TouchDecoder
    let first: (word: String, score: Float, changed: Bool)?
  }
  /// The letter layer's keys in the model's alphabet: how each tap is
  /// weighed; nil when the model is not the shown language's.
  private(set) var keySpace: KeySpace?
  /// The shown language's words in the order of their endings on its
  /// keys (`accentedByEnding`, `slipRepaired`), and what it was built for.
  private(set) var endings: (language: String, words: Int, keys: [Int], index: EndingIndex?)?
  /// Words put back after a correction, or chosen as typed: never
  /// corrected again, and offered like the model's words.
  private(set) var kept: [String: Int] = [:]
  /// English's words, in another language: a word English lists and the
  /// language does not (window, shell, kernel), typed as it is written,
  /// is known rather than corrected to the language's nearest
  /// (`loanLogP`). Technical text in every language is full of them.
  var loanWords: WordModel?
  /// How English a word no list has looks against the shown language
  /// (`ForeignLetters`): such a word gets no accents by its ending or
  /// beginning. Made with the endings' order, for a language that borrows
  /// English's words.
  private(set) var foreign: ForeignLetters?
  /// How likely a string's letters are as the language's word
  /// (`unlikelyLetters`), for the shown language's words.
  private(set) var plausibility: LetterPlausibility?
  /// Counts every change: the machine stamps the typing's time when it moved.
  private(set) var revision = 0
  /// The last BackSpace tapped on the typing: where it landed, the tapped
  /// letter or space it erased, the units' count and revision after. A
  /// finger aiming at l or m lands on BackSpace now and then; the word's
  /// break reads it again (`erasedByMiss`), while only letters were
  /// tapped after it.
  private(set) var erasedByTap: (at: Point, unit: Unit, index: Int, revision: Int)?
  /// The space a word slot brought when a space tapped right after it was
  /// absorbed (`absorbSpace`): its index, the revision after, and where
  /// the slot was tapped when the space held it (the slot that keeps the
  /// letters as typed). A finger that tapped the slot and then a space
  /// thought the word ended with its last letter: a top-row letter missed
  /// upward (`unchosen`).
  private(set) var absorbed: (index: Int, revision: Int, at: Point?, guessed: Bool)?
  /// How widely this user's taps scatter: the key space's spread follows.
  private(set) var scatter = TapScatter()
  /// The listed words typed this session, which the strip weighs too.
  private(set) var recent = RecentWords()

  static let mostUnits = 200
  /// Typing that stopped this long ago is not taken up again: the user has
  /// likely clicked, scrolled or typed elsewhere since.
  static let idle = 60.0
  /// How much of the end the strip looks for a shortcut in: longer than
  /// any shortcut (the longest LaTeX name is under 30).
  static let shortcutReach = 64
  /// When the keyboard last typed.
  var lastTyped = 0.0
  /// When the typing lapses; nil when there is none.
  var expiry: Double? { units.isEmpty ? nil : lastTyped + Self.idle }

  var model: WordModel? { decoder?.model }
  /// The language's case: English's pronoun "I", Turkish's dotted İ.
  var caseRules: CaseRules { CaseRules(language: model?.language) }

  init() {}

  // MARK: Questions

  /// The end of the typing, as the application shows it: where the strip
  /// looks for a shortcut.
  var recentText: String {
    var text = ""
    for unit in units.reversed() {
      text = unit.text + text
      if text.count >= Self.shortcutReach { return String(text.suffix(Self.shortcutReach)) }
    }
    return text
  }

  /// The current word's units: those after the last break.
  var current: ArraySlice<Unit> {
    let start = units.lastIndex(where: \.isBreak).map { $0 + 1 } ?? 0
    return units[start...]
  }

  var currentText: String { current.map(\.text).joined() }

  /// The current word's letters as the decoder takes them: the leading
  /// tapped letters, up to the first unit that is not one.
  var currentTaps: [Unit] { Array(current.prefix(while: \.isTap)) }

  /// Whether the typing ends in a word a stroke drew.
  var endsInStroke: Bool {
    if case .stroke = units.last?.origin { return true }
    return false
  }

  /// The word a stroke typed last, and the next best for it, while no
  /// other change came after it.
  var strokeAlternatives: [String]? {
    guard case .stroke = undo, case .stroke(let others) = units.last?.origin else { return nil }
    return others
  }

  /// Whether the typing began afresh at a return that ended a word the
  /// model lists: a line of prose begins, and the strip offers the words
  /// lines begin with, as it does after a sentence's end. After a symbol,
  /// a number or nothing known it shows the recent symbols.
  private(set) var newLineOfWords = false

  /// Whether the typing ends in a word the model lists, or one the user
  /// kept.
  var endsInListedWord: Bool {
    let word = currentText.split(separator: " ").last.map(String.init) ?? ""
    return word.last?.isLetter == true && isListed(word)
  }

  /// The word before the current one, as the model knows it: nil at a
  /// sentence's start or after anything but a plain space.
  var previous: Int? { word(before: current.startIndex) }

  /// The word that ends a space before unit `start`, as the model knows it.
  func word(before start: Int) -> Int? {
    guard let model, start >= 2, units[start - 1].text == " " else { return nil }
    let first = wordStart(before: start - 1)
    // A correction may have put two words in one unit ("it must").
    let text = units[first..<(start - 1)].map(\.text).joined()
    let word = text.split(separator: " ").last.map(String.init) ?? text
    guard !word.isEmpty, word.last?.isLetter == true else { return nil }
    return model.id(of: word.lowercased(caseRules))
  }

  /// The word that ends before unit `end`, lowercased, as typed or
  /// corrected.
  func text(ofWordEndingAt end: Int) -> String {
    guard end > 0, end <= units.count else { return "" }
    return units[wordStart(before: end)..<end].map(\.text).joined().lowercased()
  }

  /// The word that ends before unit `end`, if the list has it, counted
  /// among the session's words after the word before it.
  mutating func learnWord(endingAt end: Int) {
    guard let model, end > 0, end <= units.count else { return }
    let start = wordStart(before: end)
    let text = units[start..<end].map(\.text).joined().lowercased(caseRules)
    guard let id = model.id(of: text) else { return }
    recent.use(language: model.language)
    recent.add(id, after: word(before: start))
  }

  /// Where the word that ends before unit `end` begins.
  func wordStart(before end: Int) -> Int {
    var i = end
    while i > 0, !units[i - 1].isBreak { i -= 1 }
    return i
  }

  /// Whether the last thing typed ended a sentence: `. `, `! ` or `? `.
  var atSentenceStart: Bool {
    guard units.count >= 2, units[units.count - 1].text == " " else { return false }
    return [".", "!", "?"].contains(units[units.count - 2].text.last)
  }

  /// Whether the typing ends in the space a chosen word slot put after
  /// its word, no space tapped since.
  var endsInChosenSpace: Bool {
    guard let last = units.last, last.text == " ", case .suggestion = last.origin else {
      return false
    }
    return true
  }

  /// A space tapped right after the one a chosen word brought: the space
  /// is there already, and a finger used to ending a word with one taps it
  /// anyway; it types nothing, and the next space tapped is the period
  /// shortcut's second. (Typed, it would make the word's end `. `, and a
  /// slot taken by a top-row letter missed upward ends a word too.)
  mutating func absorbSpace() {
    guard endsInChosenSpace else { return }
    var (at, guessed): (Point?, Bool) = (nil, false)
    if case .suggestion(_, let p, let g) = units[units.count - 1].origin { (at, guessed) = (p, g) }
    units[units.count - 1].origin = .key
    revision += 1
    absorbed = (units.count - 1, revision, at, guessed)
  }

  /// The space `absorbed` holds, while only taps were added after it.
  var absorbedSpace: (index: Int, at: Point?, guessed: Bool)? {
    guard let a = absorbed, a.index < units.count,
      revision - a.revision == units.count - 1 - a.index
    else { return nil }
    return (a.index, a.at, a.guessed)
  }

  /// Whether the typing ends in a word and one space: a second space
  /// makes it `. ` (`period-shortcut`).
  var endsWordThenSpace: Bool {
    guard units.count >= 2, units[units.count - 1].text == " " else { return false }
    let before = units[units.count - 2]
    return !before.isBreak && before.text.last.map { $0.isLetter || $0.isNumber } == true
  }

  // MARK: The decoder

  /// The model came, or another language's: the word being typed is
  /// decoded from its taps, weighed on `space`.
  mutating func supply(_ model: WordModel?, keySpace: KeySpace?) {
    // A language no longer shown gives its words' pages back to the page
    // cache: the keyboard holds the shown language's words alone.
    if let old = decoder?.model, old.language != model?.language { old.giveBackPages() }
    decoder = model.map(TouchDecoder.init)
    self.keySpace = keySpace?.spread(scatter.spread)
    // The endings' order, for accents and slips (`accentedByEnding`,
    // `slipRepaired`); kept while the same words meet the same keys (a
    // resize keeps them). Not for English, whose list holds its words
    // whole and whose keys hold one letter each: its 0.6 MB mended 2 words
    // of held-out prose's 2,981 at SD 0.3 and none of MacKenzie–Soukoreff's.
    if let model, let keySpace, keySpace.sharesKeys || model.language != "en" {
      let keys = keySpace.keyNumbers
      if endings?.language != model.language || endings?.words != model.count
        || endings?.keys != keys
      {
        // The last language's order goes first: its pages are handed back
        // with the sort's.
        endings = nil
        endings = (model.language, model.count, keys, EndingIndex(model: model, key: keys))
      }
    } else {
      endings = nil
    }
    if let model {
      if plausibility?.language != model.language || plausibility?.words != model.count {
        plausibility = LetterPlausibility(model: model)
      }
    } else {
      plausibility = nil
    }
    if let model, let loanWords, model.language != loanWords.language {
      if foreign?.language != model.language {
        foreign = ForeignLetters(language: model, english: loanWords)
      }
    } else {
      foreign = nil
    }
    redecode()
  }

  /// Learns from the word that ends at unit `end` how far its taps landed
  /// from the keys of its letters: letters tapped and left as they were,
  /// or a correction's letters against the taps it replaced, one for one.
  /// The key space's spread follows (`TapScatter`).
  mutating func learnScatter(wordEndingAt end: Int) {
    guard let model, let keySpace, end <= units.count, end > 0 else { return }
    let word = units[wordStart(before: end)..<end]
    var taps = Array(word)
    var letters = word.map(\.text).joined()
    if word.count == 1, case .correction(let replaced) = word.first?.origin {
      taps = replaced
      letters = word.first?.text ?? ""
    }
    let scalars = Array(letters.lowercased(caseRules).unicodeScalars)
    guard !taps.isEmpty, scalars.count == taps.count,
      taps.allSatisfy({ $0.isTap && !$0.optional })
    else { return }
    for (unit, scalar) in zip(taps, scalars) {
      guard let p = unit.tap, let n = model.number(of: scalar),
        keySpace.centres.indices.contains(Int(n)), let c = keySpace.centres[Int(n)]
      else { continue }
      scatter.add(across: (p.x - c.x) / keySpace.pitch, down: (p.y - c.y) / keySpace.rowHeight)
    }
    let spread = scatter.spread
    guard abs(spread - keySpace.spread) >= Self.spreadStep else { return }
    self.keySpace = keySpace.spread(spread)
    redecode()
  }

  /// The least change of spread worth reading the taps again for.
  static let spreadStep = 0.01

  /// The tap's cost for each letter of the model's alphabet.
  func costs(_ unit: Unit) -> [Float]? {
    guard let p = unit.tap else { return nil }
    return keySpace?.costs(at: p)
  }

  /// A space tapped nearer a letter than the bar's middle line (by e^1):
  /// a second space there is not taken for the period shortcut.
  func mayBeLetter(_ unit: Unit) -> Bool {
    guard let p = unit.tap, let keySpace, let nearest = keySpace.costs(at: p).min() else {
      return false
    }
    return nearest < keySpace.spaceCost(at: p) + 1
  }

  mutating func redecode() {
    decoder?.clear()
    guard keySpace != nil else {
      tails.removeAll()
      joinRun = nil
      return
    }
    for u in currentTaps {
      let c = costs(u) ?? []
      decoder?.add(c, optional: u.optional)
    }
    readTails()
    readJoinRun()
  }

  /// The run `join` weighs, read anew.
  private mutating func readJoinRun() {
    joinRun = nil
    let taps = currentTaps
    guard let model, keySpace != nil, !taps.isEmpty, taps.count == current.count,
      let start = joinStart()
    else { return }
    var run = TouchDecoder(model: model)
    for u in start.lead + taps { run.add(costs(u) ?? [], optional: u.optional) }
    var alone = TouchDecoder(model: model)
    for u in start.first { alone.add(costs(u) ?? [], optional: u.optional) }
    let first =
      start.first.isEmpty ? nil : best(alone, typed: start.first, after: start.before)
    joinRun = JoinRun(lead: start.lead, decoder: run, first: first)
  }

  /// Whether a part of the current word may begin at its tap `k`.
  private func partMayBegin(at k: Int, of taps: [Unit]) -> Bool {
    guard k > 0, let model else { return false }
    if Self.compounding.contains(model.language), k >= Self.compoundPart { return true }
    let before = taps[k - 1]
    guard !before.optional, let p = before.tap, let keySpace else { return false }
    return keySpace.spaceCost(at: p) <= Self.splitReach
  }

  /// The current word's tail from its tap `k`, read anew.
  private func tail(from k: Int, of taps: [Unit]) -> TouchDecoder? {
    guard let model, partMayBegin(at: k, of: taps) else { return nil }
    var tail = TouchDecoder(model: model)
    for u in taps[k...] { tail.add(costs(u) ?? [], optional: u.optional) }
    return tail
  }

  /// The most taps a word's tails are kept for: a run longer than any
  /// word (a line typed without spaces) is read anew, as before, not
  /// kept at a cost that grows with its square.
  static let tailsUpTo = 48

  /// The tails of the current word's taps, read anew.
  private mutating func readTails() {
    let taps = currentTaps
    guard taps.count <= Self.tailsUpTo else { return tails.removeAll() }
    tails = taps.indices.map { tail(from: $0, of: taps) }
  }

  /// The tails read one tap further (the decoder has it), and the tail
  /// that may begin at it.
  private mutating func extendTails(_ costs: [Float], optional: Bool) {
    let taps = currentTaps
    guard taps.count <= Self.tailsUpTo else { return tails.removeAll() }
    guard tails.count == taps.count - 1 else { return readTails() }
    for k in tails.indices { tails[k]?.add(costs, optional: optional) }
    tails.append(tail(from: taps.count - 1, of: taps))
  }

  // MARK: The user's words

  /// The words the user kept, from the user's file (`remember-words`).
  mutating func restore(kept words: [String]) {
    for w in words { kept[w, default: 0] += 1 }
  }

  mutating func keep(_ word: String) {
    let w = word.lowercased(caseRules)
    guard !w.isEmpty, w.allSatisfy(\.isLetter) else { return }
    kept[w, default: 0] += 1
  }

  var keptWords: [String] { kept.keys.sorted() }

  // MARK: Changes

  /// A break: the application may have changed behind the keyboard's back.
  mutating func clear(newLineOfWords: Bool = false) {
    self.newLineOfWords = newLineOfWords
    guard !units.isEmpty || undo != nil else { return }
    units.removeAll()
    undo = nil
    revision += 1
    decoder?.clear()
    tails.removeAll()
    joinRun = nil
  }

  /// Typed as it is: nothing of the keyboard's own typing erased.
  @discardableResult
  mutating func add(_ unit: Unit) -> TypingEdit {
    undo = nil
    append(unit)
    if unit.isTap, let costs = costs(unit), decoder?.taps == currentTaps.count - 1 {
      decoder?.add(costs, optional: unit.optional)
      extendTails(costs, optional: unit.optional)
      if let run = joinRun, run.decoder.taps == run.lead.count + currentTaps.count - 1 {
        joinRun?.decoder.add(costs, optional: unit.optional)
      } else {
        readJoinRun()
      }
    } else {
      redecode()
    }
    return TypingEdit(insert: unit.text)
  }

  @discardableResult
  mutating func add(_ text: String) -> TypingEdit { add(Unit(text: text)) }

  /// A word drawn by a stroke, with the next best for it.
  mutating func addStroke(_ word: String, others: [String]) -> TypingEdit {
    let edit = add(Unit(text: word, origin: .stroke(others: others)))
    undo = .stroke
    return edit
  }

  /// BackSpace, sent to the application as a BackSpace: the last character
  /// goes (`word`: the application's word delete, whose reach differs from
  /// one application to the next, so the record ends there).
  mutating func backspace(word: Bool, at p: Point? = nil) {
    if word { return clear() }
    undo = nil
    let last = units.last
    // A second BackSpace in a row is meant: neither is read again.
    let again = erasedByTap.map { $0.index == units.count && $0.revision == revision } ?? false
    trim(1)
    redecode()
    erasedByTap = nil
    if !again, let p, let last, last.text.count == 1, last.tap != nil, !last.optional {
      erasedByTap = (p, last, units.count, revision)
    }
  }

  /// The letters tapped since the BackSpace `erasedByTap` holds, when
  /// nothing else changed the typing since.
  var tappedSinceErased: ArraySlice<Unit>? {
    guard let e = erasedByTap, e.index <= units.count,
      revision - e.revision == units.count - e.index
    else { return nil }
    let after = units[e.index...]
    return after.allSatisfy(\.isTap) ? after : nil
  }

  /// The tap on shift just recorded was no tap: its finger went on to draw
  /// a word.
  mutating func withdrawShiftTap() {
    guard case .shiftTap = units.last?.origin else { return }
    units.removeLast()
    revision += 1
    redecode()
  }

  /// BackSpace right after a stroke: the word it drew goes whole.
  mutating func takeBackStroke() -> TypingEdit? {
    guard case .stroke = undo, let last = units.last else { return nil }
    undo = nil
    units.removeLast()
    revision += 1
    redecode()
    return TypingEdit(erase: last.text)
  }

  /// Puts `put` (made as `origin` says) in place of the typing's last
  /// `count` units, then `next` (the break that asked for it, or a
  /// suggestion's space). A correction is remembered for `revert`.
  mutating func replaceEnd(
    units count: Int, with put: String, origin: (_ replaced: [Unit]) -> Unit.Origin,
    then next: Unit?
  ) -> TypingEdit {
    let typed = Array(units.suffix(count))
    units.removeLast(typed.count)
    append(Unit(text: put, origin: origin(typed)))
    if let next { append(next) }
    undo = nil
    if case .correction = units[units.count - (next == nil ? 1 : 2)].origin {
      undo = .correction(
        Correction(
          typed: typed, typedText: typed.map(\.text).joined(), put: put, after: next?.text ?? ""))
    }
    redecode()
    return TypingEdit(erase: typed.map(\.text).joined(), insert: put + (next?.text ?? ""))
  }

  /// Puts `put` in place of the typing's last `count` characters (a
  /// shortcut's name, or the space the period shortcut replaces), then
  /// `after`. A shortcut's symbol is no word to correct, and a BackSpace
  /// right after restores its name (`revert`).
  mutating func replaceEnd(
    characters count: Int, with unit: Unit, then after: String = "",
    afterOrigin: Unit.Origin = .key
  ) -> TypingEdit {
    let erased = String(recentText.suffix(count))
    trim(count)
    append(unit)
    if !after.isEmpty { append(Unit(text: after, origin: afterOrigin)) }
    undo = nil
    if case .shortcut(let name) = unit.origin {
      undo = .correction(
        Correction(
          typed: [Unit(text: name)], typedText: name, put: unit.text, after: after,
          isShortcut: true))
    }
    redecode()
    return TypingEdit(erase: erased, insert: unit.text + after)
  }

  /// BackSpace right after a correction: erase it and the break after it,
  /// type what was typed. Its letters are kept: not corrected again.
  mutating func revert() -> (edit: TypingEdit, correction: Correction)? {
    guard case .correction(let c) = undo, units.last?.text == c.after, units.count >= 2,
      units[units.count - 2].text == c.put
    else { return nil }
    units.removeLast(2)
    units.append(contentsOf: c.typed)
    undo = nil
    revision += 1
    if !c.isShortcut, c.typed.allSatisfy(\.isTap) { keep(c.typedText) }
    redecode()
    return (TypingEdit(erase: c.put + c.after, insert: c.typedText), c)
  }

  private mutating func append(_ unit: Unit) {
    units.append(unit)
    if units.count > Self.mostUnits { units.removeFirst(units.count - Self.mostUnits) }
    revision += 1
  }

  /// Takes `count` characters off the end; a unit cut into keeps its
  /// text's start and forgets what made it.
  private mutating func trim(_ count: Int) {
    var left = count
    while left > 0, var last = units.popLast() {
      if last.text.count > left {
        last.text.removeLast(left)
        last.origin = .key
        units.append(last)
        left = 0
      } else {
        left -= last.text.count
      }
    }
    revision += 1
  }
}
