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
    /// For a letter or space tapped on a letter layer: where it landed
    /// (`KeySpace` weighs it against each letter).
    var tap: Point? = nil
    /// For a correction put in place: the units it replaced.
    var replaced: [Unit]? = nil
    /// A tap on shift beside the letters (no text): it may have been
    /// meant for a letter.
    var optional = false

    /// A letter tapped on a letter layer: what the decoder reads.
    var isTap: Bool { tap != nil && !isBreak }
    var isBreak: Bool {
      !text.isEmpty && text.allSatisfy { $0.isWhitespace || Self.breaks.contains($0) }
    }
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
    /// A shortcut's symbol put in place of its name, not a word.
    var isShortcut = false
  }

  var units: [Unit] = []
  var decoder: TouchDecoder?
  /// The letter layer's keys in the model's alphabet: how each tap is
  /// weighed; nil when the model is not the shown language's.
  var space: KeySpace?
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

  /// The model came, or another language's: the word being typed is
  /// decoded from its taps, weighed on `space`.
  mutating func supply(_ model: WordModel?, space: KeySpace?) {
    decoder = model.map(TouchDecoder.init)
    self.space = space
    redecode()
  }

  /// The tap's cost for each letter of the model's alphabet.
  func costs(_ unit: Unit) -> [Float]? {
    guard let p = unit.tap else { return nil }
    return space?.costs(at: p)
  }

  /// A space tapped nearer a letter than the bar's middle line (by e^1):
  /// a second space there is not taken for the period shortcut.
  func mayBeLetter(_ unit: Unit) -> Bool {
    guard let p = unit.tap, let space, let nearest = space.costs(at: p).min() else {
      return false
    }
    return nearest < space.spaceCost(at: p) + 1
  }

  mutating func clear() {
    units.removeAll()
    lastCorrection = nil
    decoder?.clear()
  }

  // MARK: Typing

  mutating func add(_ text: String) { add(Unit(text: text)) }

  mutating func add(_ unit: Unit) {
    lastCorrection = nil
    units.append(unit)
    if units.count > Self.mostUnits { units.removeFirst(units.count - Self.mostUnits) }
    if unit.isTap, let costs = costs(unit), decoder?.taps == currentTaps.count - 1 {
      decoder?.add(costs, optional: unit.optional)
    } else {
      redecode()
    }
  }

  /// The last unit goes whole (a slid word BackSpaced).
  mutating func dropLast() {
    lastCorrection = nil
    _ = units.popLast()
    redecode()
  }

  /// BackSpace: the last character goes.
  mutating func erase() {
    lastCorrection = nil
    guard var last = units.popLast() else { return }
    if last.text.count > 1 {
      last.text.removeLast()
      last.tap = nil
      last.replaced = nil
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
  var currentTaps: [Unit] { Array(current.prefix(while: \.isTap)) }

  mutating func redecode() {
    decoder?.clear()
    guard space != nil else { return }
    for u in currentTaps {
      let c = costs(u) ?? []
      decoder?.add(c, optional: u.optional)
    }
  }

  /// The word before the current one, as the model knows it: nil at a
  /// sentence's start or after anything but a plain space.
  var previous: Int? { word(before: current.startIndex) }

  /// The word that ends a space before unit `start`, as the model knows it.
  func word(before start: Int) -> Int? {
    guard let model, start >= 2, units[start - 1].text == " " else { return nil }
    let first = wordStart(before: start - 1)
    let word = units[first..<(start - 1)].map(\.text).joined()
    guard !word.isEmpty, word.last?.isLetter == true else { return nil }
    return model.id(of: word.lowercased())
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

  /// Whether the typing ends in a word and one space: a second space
  /// makes it `. ` (`period-shortcut`).
  var endsWordThenSpace: Bool {
    guard units.count >= 2, units[units.count - 1].text == " " else { return false }
    let before = units[units.count - 2]
    return !before.isBreak && before.text.last.map { $0.isLetter || $0.isNumber } == true
  }

}
