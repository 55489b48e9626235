/// A word a decoder found, and how likely it is for what was drawn or
/// tapped and the word before (ln, less a constant: compare scores of one
/// decoder's answer only).
public struct WordCandidate: Equatable, Sendable {
  public var word: String
  public var score: Float

  public init(word: String, score: Float) {
    self.word = word
    self.score = score
  }
}
