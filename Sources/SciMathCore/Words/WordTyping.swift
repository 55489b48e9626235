/// The keyboard's own typing since the last break, kept as words for the
/// decoder: what each character was and, for a letter tapped on a letter
/// layer, where the tap landed. From it: the correction a space, return or
/// punctuation puts in place, what a BackSpace right after one restores,
/// the strip's suggestions, and the word before for the next one.
///
/// Only this typing is ever replaced: what the application held before
/// the last break (`clear`) the keyboard never saw and never erases.
struct WordTyping: Sendable {
  /// One character typed (or one piece of text from a suggestion).
  struct Unit: Sendable {
    var text: String
    /// For a letter tapped on a letter layer: its cost for each letter.
    var costs: [Float]?
    var isBreak: Bool { text.allSatisfy { $0.isWhitespace || Self.breaks.contains($0) } }
    /// What ends a word besides white space; `.` and `:` do only when a
    /// space follows (`e.g.`, `http:`), `'` and `-` never do.
    static let breaks: Set<Character> = [",", ";", "!", "?", ")", "]", "}", "\"", "…"]
  }

  /// A correction just put in place: what a BackSpace restores.
  struct Correction: Sendable {
    /// The word's units as typed, and the characters typed for it.
    var typed: [Unit]
    var typedText: String
    var put: String
    /// The break typed after it.
    var after: String
  }

  private(set) var units: [Unit] = []
  var decoder: TouchDecoder?
  var lastCorrection: Correction?
  /// Words put back after a correction, or chosen as typed: never
  /// corrected again, and offered like the model's words.
  private(set) var kept: [String: Int] = [:]

  static let mostUnits = 200
  /// When the keyboard last typed: typing that stopped a minute ago is
  /// not taken up again (as `OwnTyping.idle`).
  var lastTyped = 0.0
  var expiry: Double? { units.isEmpty ? nil : lastTyped + OwnTyping.idle }

  var model: WordModel? { decoder?.model }

  init() {}

  /// The words the user kept, from the user's file (`remember-words`).
  mutating func restore(kept words: [String]) {
    for w in words { kept[w, default: 0] += 1 }
  }

  mutating func keep(_ word: String) {
    let w = word.lowercased()
    guard !w.isEmpty, w.allSatisfy(\.isLetter) else { return }
    kept[w, default: 0] += 1
  }

  var keptWords: [String] { kept.keys.sorted() }

  mutating func forget(kept word: String) { kept[word] = nil }

  /// The model came: the word being typed is decoded from its taps.
  mutating func supply(_ model: WordModel?) {
    decoder = model.map(TouchDecoder.init)
    redecode()
  }

  mutating func clear() {
    units.removeAll()
    lastCorrection = nil
    decoder?.clear()
  }

  // MARK: Typing

  mutating func add(_ text: String, costs: [Float]?) {
    lastCorrection = nil
    let unit = Unit(text: text, costs: costs)
    units.append(unit)
    if units.count > Self.mostUnits { units.removeFirst(units.count - Self.mostUnits) }
    if let costs, decoder?.taps == currentTaps.count - 1 {
      decoder?.add(costs)
    } else {
      redecode()
    }
  }

  /// BackSpace: the last character goes.
  mutating func erase() {
    lastCorrection = nil
    guard var last = units.popLast() else { return }
    if last.text.count > 1 {
      last.text.removeLast()
      last.costs = nil
      units.append(last)
    }
    redecode()
  }

  /// The current word's units: those after the last break.
  var current: ArraySlice<Unit> {
    let start = units.lastIndex(where: \.isBreak).map { $0 + 1 } ?? 0
    return units[start...]
  }

  /// The current word's letters as the decoder takes them: the leading
  /// tapped letters, up to the first unit that is not one.
  var currentTaps: [[Float]] {
    var taps: [[Float]] = []
    for u in current {
      guard let c = u.costs else { break }
      taps.append(c)
    }
    return taps
  }

  private mutating func redecode() {
    decoder?.clear()
    for costs in currentTaps { decoder?.add(costs) }
  }

  /// The word before the current one, as the model knows it: nil at a
  /// sentence's start or after anything but a plain space.
  var previous: Int? {
    guard let model else { return nil }
    let start = current.startIndex
    guard start >= 2, units[start - 1].text == " " else { return nil }
    var i = start - 1
    var word = ""
    while i > 0, !units[i - 1].isBreak {
      i -= 1
      word = units[i].text + word
    }
    guard !word.isEmpty, word.last?.isLetter == true else { return nil }
    return model.id(of: word.lowercased())
  }

  /// Whether the last thing typed ended a sentence: `. `, `! ` or `? `.
  var atSentenceStart: Bool {
    guard units.count >= 2, units[units.count - 1].text == " " else { return false }
    return [".", "!", "?"].contains(units[units.count - 2].text.last)
  }

  /// Whether the typing ends in a word and one space: a second space
  /// makes it `. ` (`period-shortcut`).
  var endsWordThenSpace: Bool {
    guard units.count >= 2, units[units.count - 1].text == " " else { return false }
    let before = units[units.count - 2]
    return !before.isBreak && before.text.last.map { $0.isLetter || $0.isNumber } == true
  }

  /// The current word as typed.
  var currentText: String { current.map(\.text).joined() }

  // MARK: Corrections

  /// The word the decoder would put in place of the current one, if any,
  /// and how many characters of it to erase.
  func correction() -> (units: Int, put: String)? {
    let word = Array(current)
    // A trailing `.` or `:` stays where it is: the word is what is before.
    var end = word.count
    while end > 0, [".", ":"].contains(word[end - 1].text) { end -= 1 }
    let core = word[..<end]
    guard !core.isEmpty, core.allSatisfy({ $0.costs != nil }) else { return nil }
    let typed = core.map(\.text).joined()
    let trailing = word[end...].map(\.text).joined()
    let lower = typed.lowercased()
    if lower == "i" { return typed == "I" ? nil : (word.count, "I" + trailing) }
    guard core.count >= 2, kept[lower] == nil, let decoder else { return nil }
    let previous = previous
    guard let best = decoder.words(after: previous, limit: 1).first, best.word != lower else {
      return nil
    }
    let margin: Float
    let typedScore: Float
    if let known = decoder.score(of: lower, after: previous) {
      // A word the dictionary has is replaced only by one far likelier.
      (typedScore, margin) = (known, Self.knownMargin)
    } else {
      // A word it lacks is scored as the rarest word, at its own keys.
      let cost = zip(core, lower.utf8).reduce(Float(0)) { sum, pair in
        let letter = Int(pair.1) - 0x61
        guard let costs = pair.0.costs, costs.indices.contains(letter) else { return .infinity }
        return sum + costs[letter]
      }
      (typedScore, margin) = (-cost + Self.unknownLogP, 0)
    }
    guard best.score > typedScore + margin else { return nil }
    return (word.count, Self.cased(best.word, like: typed) + trailing)
  }

  /// ln P a word the model lacks is given: below its rarest words.
  static let unknownLogP = Float(Tuning.value("TUNE_UNKNOWN", -19))
  /// How much likelier (ln) another word must be to replace a known one.
  static let knownMargin = Float(Tuning.value("TUNE_MARGIN", 4))

  /// `word` in the case the user typed: all capitals (two letters or
  /// more), a capital first, or as it is.
  static func cased(_ word: String, like typed: String) -> String {
    if word == "i" { return "I" }
    if typed.count > 1, typed.allSatisfy(\.isUppercase) { return word.uppercased() }
    if typed.first?.isUppercase == true { return word.prefix(1).uppercased() + word.dropFirst() }
    return word
  }

  /// Puts `put` in place of the current word's last `count` units, then
  /// `next` (the break that asked for it, or a suggestion's space); the
  /// characters to erase. A correction is remembered for `revert`.
  mutating func replaceCurrent(units count: Int, with put: String, then next: String, isCorrection: Bool)
    -> Int
  {
    let typed = Array(current.suffix(count))
    units.removeLast(typed.count)
    units.append(Unit(text: put, costs: nil))
    if !next.isEmpty { units.append(Unit(text: next, costs: nil)) }
    lastCorrection =
      isCorrection
      ? Correction(typed: typed, typedText: typed.map(\.text).joined(), put: put, after: next) : nil
    redecode()
    return typed.reduce(0) { $0 + $1.text.count }
  }

  /// BackSpace right after a correction: erase it and the break after it,
  /// type the word as it was typed. The word is kept: not corrected again.
  mutating func revert() -> (erase: Int, put: String)? {
    guard let c = lastCorrection, units.last?.text == c.after, units.count >= 2,
      units[units.count - 2].text == c.put
    else { return nil }
    units.removeLast(2)
    units.append(contentsOf: c.typed)
    lastCorrection = nil
    let letters = c.typed.prefix { $0.costs != nil }.map(\.text).joined()
    keep(letters)
    redecode()
    return (c.put.count + c.after.count, c.typedText)
  }
}
