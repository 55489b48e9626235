/// The case a word is put in: as the user typed its letters, or as shift
/// stood when a stroke drew it. The one rule for every word the keyboard
/// puts in place (corrections, suggestions, strokes).
enum WordCase: Sendable {
  case asIs
  /// A capital first.
  case capital
  case allCapitals

  /// As typed: all capitals (two letters or more), a capital first, or as
  /// it is.
  init(like typed: String) {
    if typed.count > 1, typed.allSatisfy(\.isUppercase) {
      self = .allCapitals
    } else if typed.first?.isUppercase == true {
      self = .capital
    } else {
      self = .asIs
    }
  }

  /// As shift asks: on for one capital, locked for all.
  init(shift: ShiftState) {
    switch shift {
    case .off: self = .asIs
    case .on: self = .capital
    case .locked: self = .allCapitals
    }
  }

  /// `word` in this case; with `capitalI` (English) the pronoun `i` is
  /// always `I`, also in its contractions (I'm, I've). Elsewhere "i" is a
  /// word of its own (Polish, Czech and Italian "and", "the"; Swedish and
  /// Norwegian "in") and keeps its case.
  func apply(to word: String, capitalI: Bool) -> String {
    if capitalI, word == "i" { return "I" }
    if capitalI, word.hasPrefix("i'") { return apply(to: "I" + word.dropFirst(), capitalI: true) }
    switch self {
    case .asIs: return word
    case .capital: return word.prefix(1).uppercased() + word.dropFirst()
    case .allCapitals: return word.uppercased()
    }
  }
}
