/// How widely the user's taps land around the keys they meant, learnt from
/// the words they end (each letter's tap against its key's centre, as a
/// share of the pitch across and of the row's height down), and the
/// decoder's spread that suits it (`KeySpace`).
///
/// One spread does not suit every hand: the decoder reads a tap a finger
/// scattered by SD 0.2 of a cell best at a spread of about 0.3 of a pitch,
/// one scattered by 0.3 best at 0.45 (docs/words.md): narrower, a
/// hurried hand's misses read as no word; wider, a careful hand's exact
/// taps read as its neighbours' letters. Kept in memory only, for the
/// session: a few sums, nothing of what was typed.
struct TapScatter: Sendable {
  /// The spread over the scatter's SD: best at both 0.2 and 0.3.
  static let ratio = 1.5
  /// What the scatter is taken to be before any tap, and how many taps
  /// that belief is worth: a few words move it.
  static let prior = KeySpace.defaultSpread / ratio
  static let priorTaps = 40.0
  /// Only the latest taps count (each weighs this much less after every
  /// tap): a hand walking is not the same hand sitting.
  static let memory = 1 - 1.0 / 400
  /// The spreads the decoder is given, at most and at least.
  static let spreads = 0.27...0.6
  /// How far one tap counts, in SDs of the prior on each axis: farther, it
  /// was meant for another key than the word says, or the word is wrong.
  static let farthest = 3.0

  private var squares = priorTaps * prior * prior
  private var taps = priorTaps

  /// The spread for the scatter seen so far.
  var spread: Double {
    let sd = (squares / taps).squareRoot()
    return min(Self.spreads.upperBound, max(Self.spreads.lowerBound, Self.ratio * sd))
  }

  /// One tap's miss of its key's centre, in pitches across and rows down.
  mutating func add(across: Double, down: Double) {
    let reach = Self.farthest * Self.prior
    guard abs(across) <= reach, abs(down) <= reach else { return }
    squares = squares * Self.memory + (across * across + down * down) / 2
    taps = taps * Self.memory + 1
  }
}
