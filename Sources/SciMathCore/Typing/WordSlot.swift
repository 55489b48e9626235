/// One of the strip's three word slots (iOS's QuickType bar): the letters
/// as typed, a word, or the symbol the word names.
public struct WordSlot: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// The letters as typed: chosen, they stay and are not corrected.
    case typed
    case word
    /// The symbol the word names (`integral` → ∫): it replaces the word.
    case symbol
  }

  public var text: String
  public var kind: Kind
  /// The one a space, return or punctuation takes (drawn marked), and,
  /// on the typed slot, that it will be changed (drawn in quotes).
  public var isCorrection: Bool

  public init(_ text: String, _ kind: Kind, isCorrection: Bool = false) {
    self.text = text
    self.kind = kind
    self.isCorrection = isCorrection
  }
}
