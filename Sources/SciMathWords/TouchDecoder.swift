import Glibc

/// The likeliest words for a word's taps: each tap weighed against every
/// letter (`KeySpace`), each prefix against the words that begin with it
/// (`WordModel`), and the whole against the word before (the model's
/// pairs).
///
/// Decoding is incremental: a tap extends the prefixes kept after the tap
/// before (a beam); after a BackSpace the word's taps are read again (a
/// word is a few taps, and nothing has to be kept in step). Modelled: a tap
/// meant for one letter landing on another, and a tap on shift that may
/// have been meant for the letter beside it (an optional tap), and an
/// apostrophe left out (it needs no tap); not letters left out or added
/// otherwise: those the user sees and fixes.
public struct TouchDecoder: Sendable {
  struct Prefix: Sendable {
    /// The ids of the words that begin with this prefix.
    var range: Range<Int>
    /// −ln of how likely the taps were meant for it (`KeySpace.costs`).
    var cost: Float
    /// Its length: the taps, less the optional ones read as nothing.
    var depth: Int
  }

  package let model: WordModel
  /// `prefixes[i]`: the prefixes kept after `i` taps, cheapest first.
  private(set) var prefixes: [[Prefix]]

  /// Prefixes costing more than the cheapest by this are dropped: e^-10 is
  /// below any word's rarity that could make up for it.
  static let beam: Float = 10
  static let mostPrefixes = 256

  public init(model: WordModel) {
    self.model = model
    prefixes = [[Prefix(range: 0..<model.count, cost: 0, depth: 0)]]
  }

  public var taps: Int { prefixes.count - 1 }

  /// How much less likely a shift tap is to have been meant for a letter
  /// than for shift (ln): most shift taps are meant.
  static let optionalLetterCost: Float = 3
  /// Between a word's letters, the other way round: a capital inside a
  /// word is rare ("iPhone"), a finger's miss of a or z onto shift is not;
  /// the letter costs its distance alone, shift e^2. Chosen on
  /// MacKenzie–Soukoreff, words wrong at SD 0.2 / 0.25 / 0.3 (14 / 72 /
  /// 194 with shift e^3 dearer everywhere): letter 0, shift 1: 14 / 68 /
  /// 189; 0 / 2: 13 / 67 / 187; 0 / 4: 13 / 67 / 186; 0.5 / 2: 14 / 68 /
  /// 188; 1 / 1: 14 / 69 / 189.
  static let midLetterCost: Float = 0
  static let midShiftCost: Float = 2

  /// A tap with its costs for each letter of the model's alphabet; `optional`: it may have been
  /// meant for no letter at all (a tap on shift).
  public mutating func add(_ costs: [Float], optional: Bool = false) {
    let cheapest = costs.min() ?? .infinity
    let inWord = taps > 0
    let extra = optional ? (inWord ? Self.midLetterCost : Self.optionalLetterCost) : 0
    let shift: Float = inWord ? Self.midShiftCost : 0
    var next: [Prefix] =
      optional
      ? prefixes[taps].map { Prefix(range: $0.range, cost: $0.cost + shift, depth: $0.depth) } : []
    let tapped = next.count
    for prefix in prefixes[taps] {
      for (letter, cost) in costs.enumerated() where cost <= cheapest + Self.beam {
        let range = model.narrow(prefix.range, depth: prefix.depth, to: UInt8(letter))
        if !range.isEmpty {
          next.append(
            Prefix(range: range, cost: prefix.cost + cost + extra, depth: prefix.depth + 1))
        }
      }
    }
    // An apostrophe takes no tap: after "don" the prefix "don'" is kept
    // too, at the same cost, so that "dont" reads as don't.
    if let apostrophe = model.apostrophe {
      for prefix in next[tapped...] {
        let range = model.narrow(prefix.range, depth: prefix.depth, to: apostrophe)
        if !range.isEmpty {
          next.append(Prefix(range: range, cost: prefix.cost, depth: prefix.depth + 1))
        }
      }
    }
    next.sort { $0.cost < $1.cost }
    if let best = next.first?.cost {
      next = Array(next.prefix { $0.cost <= best + Self.beam }.prefix(Self.mostPrefixes))
    }
    prefixes.append(next)
  }

  package mutating func clear() { prefixes.removeLast(taps) }

  /// The decoder of the first `n` taps: what reading them alone would
  /// give, as each tap's prefixes depend on the taps before it alone.
  package func truncated(to n: Int) -> TouchDecoder {
    var first = self
    first.prefixes.removeLast(taps - n)
    return first
  }

  /// Words exactly as long as the taps (less optional ones), best first.
  public func words(after previous: Int?, limit: Int) -> [WordCandidate] {
    words(ofFirst: taps, after: previous, limit: limit)
  }

  /// Words exactly as long as the first `n` taps, best first: the first
  /// part of a compound.
  package func words(ofFirst n: Int, after previous: Int?, limit: Int) -> [WordCandidate] {
    var found: [(id: Int, score: Float)] = []
    for prefix in prefixes[n] where model.length(prefix.range.lowerBound) == prefix.depth {
      let id = prefix.range.lowerBound
      found.append((id, -prefix.cost + model.logProbability(id, after: previous)))
    }
    found.sort { $0.score > $1.score }
    return found.prefix(limit).map { WordCandidate(word: model.word($0.id), score: $0.score) }
  }

  /// Words that begin with a likely prefix of the taps, longer than the
  /// taps, best first: what the user may be typing.
  public func completions(after previous: Int?, limit: Int) -> [WordCandidate] {
    var found: [(id: Int, score: Float)] = []
    // The cheapest prefixes carry almost all the probability; a few each
    // are enough to fill three slots.
    for prefix in prefixes[taps].prefix(8) {
      for (id, logP) in model.likeliest(in: prefix.range, after: previous, limit: limit)
      where model.length(id) > prefix.depth {
        found.append((id, -prefix.cost + logP))
      }
    }
    found.sort { $0.score > $1.score }
    return found.prefix(limit).map { WordCandidate(word: model.word($0.id), score: $0.score) }
  }

  /// How likely the taps so far begin `word`, of all the words they may
  /// begin (`word`), and how likely they go on with one of `letters`
  /// (`next`): the prefixes that lead to each against every prefix kept
  /// (those within `chanceReach` of the cheapest), each weighed by how
  /// likely its words are after `previous`. nil when the model lacks the
  /// word.
  public func chances(of word: String, orNext letters: [UInt8], after previous: Int?)
    -> (word: Float, next: Float)?
  {
    guard let id = model.id(of: word), let cheapest = prefixes[taps].first?.cost else {
      return nil
    }
    var leading: Float = 0
    var next: Float = 0
    var all: Float = 0
    for prefix in prefixes[taps] where prefix.cost <= cheapest + Self.chanceReach {
      let weight = exp(cheapest - prefix.cost)
      all += weight * model.mass(of: prefix.range, after: previous)
      if prefix.range.contains(id) { leading += weight }
      for letter in letters {
        let range = model.narrow(prefix.range, depth: prefix.depth, to: letter)
        if !range.isEmpty { next += weight * model.mass(of: range, after: previous) }
      }
    }
    guard all > 0 else { return nil }
    let own = leading * exp(model.logProbability(id, after: previous))
    return (min(1, own / all), min(1, next / all))
  }

  /// The prefixes the taps may be, cheapest first: the ids of the words
  /// that begin with each, and its cost.
  public var kept: [(words: Range<Int>, cost: Float)] {
    prefixes[taps].map { ($0.range, $0.cost) }
  }

  /// The cost of the cheapest prefix the taps may be, nil when none is.
  public var cheapest: Float? { prefixes[taps].first?.cost }

  /// Prefixes costlier than the cheapest by more than this add under 0.1 %
  /// each to `chances`: left out, so that a first tap does not sum half
  /// the list.
  static let chanceReach: Float = 7

  /// The score of one word for these taps (as `words` gives it), or nil
  /// when the beam dropped it or the model lacks it.
  public func score(of word: String, after previous: Int?) -> Float? {
    guard let id = model.id(of: word),
      let prefix = prefixes[taps].first(where: {
        $0.range.lowerBound == id && $0.depth == model.length(id)
      })
    else { return nil }
    return -prefix.cost + model.logProbability(id, after: previous)
  }
}
