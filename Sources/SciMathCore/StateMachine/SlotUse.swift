/// How often this user takes a word from the strip when it offers the
/// word they are typing, learnt from the words they end: a touch in the
/// band over a slot (`isMeant`) weighs the slot by it.
///
/// Hands differ here more than in anything else the band weighs: one user
/// types every word to its end and never looks up, another takes most
/// words from the strip. Weighed as the first, a slot tapped low (in the
/// band, a third of the strip's height) by the second types the letter
/// under it: 8.6 % of the slot taps of the bench's user who takes every
/// word offered, at SD 0.2. Weighed as the second, the first's near
/// misses of the top row take the slots' words. Kept in memory only, for
/// the session: two counts and the words offered for the word being
/// typed, nothing of what was typed.
struct SlotUse: Sendable {
  /// What the share is taken to be before any word (few words are taken
  /// from the strip mid-word by most users), and how many words that
  /// belief is worth: a few words move it.
  static let prior = 0.05
  static let priorWords = 10.0
  /// Only the latest words count (each weighs this much less after every
  /// word): a habit changes with the text.
  static let memory = 1 - 1.0 / 100
  /// The share is kept within these: never certain either way.
  static let shares = 0.01...0.9

  private var taken = priorWords * prior
  private var words = priorWords
  /// The words the strip offered since the word being typed began.
  private var offered: Set<String> = []

  /// The share of offered words the user took from the strip.
  var aimed: Double {
    min(Self.shares.upperBound, max(Self.shares.lowerBound, taken / words))
  }

  /// The strip offers `shown` (lowercased words) for the word being typed.
  mutating func offer(_ shown: [String]) {
    offered.formUnion(shown)
  }

  /// A word slot was tapped: the word the user meant was offered there.
  mutating func took() {
    count(taken: true)
  }

  /// The user ended `word` (lowercased) with a space or return: if the
  /// strip had offered it, they passed the offer over.
  mutating func ended(_ word: String) {
    if offered.contains(word) {
      count(taken: false)
    } else {
      offered = []
    }
  }

  private mutating func count(taken wasTaken: Bool) {
    taken = taken * Self.memory + (wasTaken ? 1 : 0)
    words = words * Self.memory + 1
    offered = []
  }
}
