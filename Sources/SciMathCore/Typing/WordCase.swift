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

  /// `word` in this case, by the language's `rules`.
  func apply(to word: String, rules: CaseRules) -> String {
    if rules.capitalI, word == "i" { return "I" }
    if rules.capitalI, word.hasPrefix("i'") {
      return apply(to: "I" + word.dropFirst(), rules: rules)
    }
    switch self {
    case .asIs: return word
    case .capital: return rules.upper(String(word.prefix(1))) + word.dropFirst()
    case .allCapitals: return rules.upper(word)
    }
  }
}

/// Where a language's case differs from Unicode's default mapping.
struct CaseRules: Sendable, Equatable {
  /// The pronoun "i" is always "I", also in its contractions (I'm, I've):
  /// English. Elsewhere "i" is a word of its own (Polish, Czech and
  /// Italian "and", "the"; Swedish and Norwegian "in") and keeps its case.
  var capitalI = false
  /// i's capital is İ and I's small letter ı: Turkish and Azerbaijani,
  /// where Unicode's default would make "İçin" "i̇çin" (i and a combining
  /// dot, no word) and its capital "Için".
  var dottedI = false

  init(language: String?) {
    capitalI = language == "en"
    dottedI = language == "tr" || language == "az"
  }

  func lower(_ text: String) -> String {
    guard dottedI else { return text.lowercased() }
    return text.replacing("İ", with: "i").replacing("I", with: "ı").lowercased()
  }

  func upper(_ text: String) -> String {
    guard dottedI else { return text.uppercased() }
    return text.replacing("i", with: "İ").uppercased()
  }
}

extension String {
  /// Lower case by a language's `rules`.
  func lowercased(_ rules: CaseRules) -> String { rules.lower(self) }
}
