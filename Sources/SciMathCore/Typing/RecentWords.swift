import Glibc

/// The listed words this user has typed in the session, alone and after
/// the word before: the strip weighs its words by them too, for prose
/// repeats its own words ("the package", "the maintainer") far more than
/// the language's pairs say. Only the strip's words: a correction is
/// weighed by the language's model alone (a word once misread and
/// lifted here would be misread again).
///
/// Counts of words the language's list has, and of pairs of them, nothing
/// else: no order, no word the lists lack (a name, a password), in memory
/// for the session. When the pairs or the words grow past `mostPairs`,
/// every count is halved and those that come to nothing go: recent words
/// weigh more.
struct RecentWords: Sendable {
  /// The share of a word's probability that the session's own words give
  /// (`mixed`); how many times a word must follow another before its own
  /// pair outweighs its share of the session's words; and how many words
  /// the session must have before its shares are its own (a word typed
  /// once in a session of three is not a third of what comes next).
  static let share: Float = 0.15
  static let pairPrior: Float = 2
  static let wordsPrior: Float = 50
  static let mostPairs = 4000

  /// The language the ids are of.
  private(set) var language: String?
  private(set) var words: [Int: Float] = [:]
  /// The ids of `words`, sorted: those a prefix's range holds are found
  /// without a look at the rest.
  private var sorted: [Int] = []
  /// The commonest few of `words`, for the words after one with no pairs
  /// of the session's own.
  private(set) var commonest: [Int] = []
  private var after: [Int: [Int: Float]] = [:]
  private var afterTotal: [Int: Float] = [:]
  private var total: Float = 0
  private var pairs = 0

  /// Starts again for another language's list.
  mutating func use(language: String) {
    guard language != self.language else { return }
    self = RecentWords()
    self.language = language
  }

  /// Word `id` typed after word `previous` (nil: none the list has).
  mutating func add(_ id: Int, after previous: Int?) {
    if words[id] == nil { sorted.insert(id, at: firstIndex(atLeast: id)) }
    words[id, default: 0] += 1
    total += 1
    noteCommon(id)
    if let previous {
      if after[previous]?[id] == nil { pairs += 1 }
      after[previous, default: [:]][id, default: 0] += 1
      afterTotal[previous, default: 0] += 1
    }
    // Words after no listed word (a line's first) make no pair: they are
    // bounded the same way.
    if pairs > Self.mostPairs || words.count > Self.mostPairs { halve() }
  }

  /// The session's words whose ids lie in `range`.
  func words(in range: Range<Int>) -> ArraySlice<Int> {
    sorted[firstIndex(atLeast: range.lowerBound)..<firstIndex(atLeast: range.upperBound)]
  }

  /// The words seen after `previous`.
  func words(after previous: Int) -> Dictionary<Int, Float>.Keys? {
    after[previous]?.keys
  }

  private func firstIndex(atLeast id: Int) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let mid = (low + high) / 2
      if sorted[mid] < id { low = mid + 1 } else { high = mid }
    }
    return low
  }

  private mutating func noteCommon(_ id: Int) {
    if !commonest.contains(id) { commonest.append(id) }
    commonest.sort { (words[$0] ?? 0, $1) > (words[$1] ?? 0, $0) }
    if commonest.count > Self.commonCount { commonest.removeLast() }
  }

  static let commonCount = 16

  /// How likely word `id` is next after `previous` by the session's own
  /// words: its share of the pairs after `previous`, smoothed by its share
  /// of all the words.
  func probability(of id: Int, after previous: Int?) -> Float {
    guard total > 0 else { return 0 }
    let alone = (words[id] ?? 0) / (total + Self.wordsPrior)
    guard let previous, let row = afterTotal[previous] else { return alone }
    return ((after[previous]?[id] ?? 0) + Self.pairPrior * alone) / (row + Self.pairPrior)
  }

  /// ln P of word `id` after `previous`: the language model's (`logP`)
  /// mixed with the session's.
  func mixed(_ logP: Float, of id: Int, after previous: Int?) -> Float {
    guard total > 0 else { return logP }
    let own = probability(of: id, after: previous)
    return log((1 - Self.share) * exp(logP) + Self.share * own)
  }

  private mutating func halve() {
    total = 0
    words = words.compactMapValues { $0 >= 2 ? $0 / 2 : nil }
    total = words.values.reduce(0, +)
    sorted = words.keys.sorted()
    commonest = commonest.filter { words[$0] != nil }
    pairs = 0
    for (first, row) in after {
      let kept = row.compactMapValues { $0 >= 2 ? $0 / 2 : nil }
      after[first] = kept.isEmpty ? nil : kept
      afterTotal[first] = kept.isEmpty ? nil : kept.values.reduce(0, +)
      pairs += kept.count
    }
  }
}
