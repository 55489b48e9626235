import FoundationEssentials
import Glibc
import SciMathBase

/// A language's words and how likely each is, alone and after another
/// word: the language model of the touch decoder, read from
/// `Assets/words/LANG.words` and `LANG.pairs` (Assets/README.md).
///
/// Words are kept sorted by their bytes, so the words that begin with a
/// prefix are one range of ids: the decoder narrows a range a tap at a
/// time and never builds a trie.
public struct WordModel: Sendable {
  /// Every word's bytes, one after another; word `i` is
  /// `bytes[starts[i]..<starts[i + 1]]`.
  let bytes: [UInt8]
  let starts: [Int32]
  /// ln P(word), from its count.
  let unigram: [Float]
  /// The words seen after word `i` are `pairSecond[pairStart[i]..<pairStart[i + 1]]`
  /// (sorted), each with P(second | i).
  let pairStart: [Int32]
  let pairSecond: [Int32]
  let pairProbability: [Float]
  /// ln of the least likely word listed after word `i` (0 with none): the
  /// pairs list every pair counted more than a threshold, so a pair left
  /// out is less likely than this.
  let pairFloor: [Float]
  /// The commonest words, best first: what to offer with no letters typed
  /// and no word before.
  let commonest: [Int]
  /// ln P of the 1000th commonest word: a word at least this common is
  /// an everyday word first (`in`, `to`), never offered as a symbol.
  let everydayFloor: Float

  public var count: Int { starts.count - 1 }

  /// How much of the next word's probability comes from the word before
  /// it; the rest from how common it is alone.
  static let pairWeight: Float = 0.6

  /// Reads the two files' text. Errors name the file and the line.
  public init(words: [UInt8], pairs: [UInt8], source: String) throws(DataFileError) {
    let read = words.withUnsafeBufferPointer { Self.readWords($0) }
    guard case .success(let (bytes, starts, counts)) = read else {
      if case .failure(let bad) = read {
        throw DataFileError(file: source + ".words", line: bad.line, problem: bad.problem)
      }
      fatalError("unreachable")
    }
    let total = counts.reduce(0, +)
    guard total > 0 else {
      throw DataFileError(file: source + ".words", place: "line 1", problem: "no words")
    }
    self.bytes = bytes
    self.starts = starts
    unigram = counts.map { Float(log($0 / total)) }
    let byCount = counts.indices.sorted { counts[$0] > counts[$1] }
    commonest = Array(byCount.prefix(8))
    everydayFloor = Float(log(counts[byCount[min(999, byCount.count - 1)]] / total))

    let wordCount = counts.count
    let readPairs = pairs.withUnsafeBufferPointer { Self.readPairs($0, words: wordCount) }
    guard case .success(let (pairStart, second, probability)) = readPairs else {
      if case .failure(let bad) = readPairs {
        throw DataFileError(
          file: source + ".pairs", line: bad.line,
          problem:
            "not FIRST SECOND PPM (two word numbers, in order, and millionths from 1 to 1000000)")
      }
      fatalError("unreachable")
    }
    self.pairStart = pairStart
    pairSecond = second
    pairProbability = probability
    pairFloor = (0..<wordCount).map { i in
      let block = probability[Int(pairStart[i])..<Int(pairStart[i + 1])]
      return block.min().map { log($0) } ?? 0
    }
  }

  struct BadLine: Error {
    var line: Int
    var problem = ""
  }

  /// The words' lines, read straight from their bytes.
  static func readWords(_ w: UnsafeBufferPointer<UInt8>) -> Result<
    ([UInt8], [Int32], [Double]), BadLine
  > {
    var bytes: [UInt8] = []
    var starts: [Int32] = [0]
    var counts: [Double] = []
    bytes.reserveCapacity(w.count)
    starts.reserveCapacity(w.count / 8)
    counts.reserveCapacity(w.count / 8)
    var line = 1
    var i = 0
    var previous = 0..<0
    while i < w.count {
      let wordStart = i
      while i < w.count, w[i] &- 0x61 < 26 { i += 1 }
      let word = wordStart..<i
      guard i < w.count, w[i] == 0x20, !word.isEmpty else {
        return .failure(BadLine(line: line, problem: "not WORD COUNT, a word of letters a to z"))
      }
      i += 1
      var n = 0
      let digits = i
      while i < w.count, w[i] &- 0x30 < 10, n < 1 << 40 {
        n = n &* 10 &+ Int(w[i] &- 0x30)
        i += 1
      }
      guard i > digits, n > 0, i == w.count || w[i] == 0x0A else {
        return .failure(BadLine(line: line, problem: "the count is not a whole number above 0"))
      }
      if !previous.isEmpty, !w[previous].lexicographicallyPrecedes(w[word]) {
        return .failure(BadLine(line: line, problem: "not after the line before in byte order"))
      }
      previous = word
      bytes.append(contentsOf: w[word])
      starts.append(Int32(bytes.count))
      counts.append(Double(n))
      i += 1
      line += 1
    }
    return .success((bytes, starts, counts))
  }

  /// The pairs' lines, read straight from their bytes: the file is
  /// 240,000 lines, and reading it is most of the model's load time.
  static func readPairs(_ p: UnsafeBufferPointer<UInt8>, words: Int) -> Result<
    ([Int32], [Int32], [Float]), BadLine
  > {
    var pairStart = [Int32](repeating: 0, count: words + 1)
    var second: [Int32] = []
    var probability: [Float] = []
    second.reserveCapacity(p.count / 14)
    probability.reserveCapacity(p.count / 14)
    var lastFirst = -1
    var lastSecond = -1
    var line = 1
    var i = 0
    func number(_ i: inout Int) -> Int {
      var n = 0
      let start = i
      while i < p.count, p[i] &- 0x30 < 10, n < 1 << 40 {
        n = n &* 10 &+ Int(p[i] &- 0x30)
        i += 1
      }
      return i > start ? n : -1
    }
    while i < p.count {
      let a = number(&i)
      guard a >= 0, i < p.count, p[i] == 0x20 else { return .failure(BadLine(line: line)) }
      i += 1
      let b = number(&i)
      guard b >= 0, i < p.count, p[i] == 0x20 else { return .failure(BadLine(line: line)) }
      i += 1
      let ppm = number(&i)
      guard ppm >= 1, ppm <= 1_000_000, i == p.count || p[i] == 0x0A, a < words, b < words,
        a > lastFirst || (a == lastFirst && b > lastSecond)
      else { return .failure(BadLine(line: line)) }
      while lastFirst < a {
        lastFirst += 1
        pairStart[lastFirst] = Int32(second.count)
      }
      lastSecond = b
      second.append(Int32(b))
      probability.append(Float(ppm) / 1_000_000)
      i += 1
      line += 1
    }
    while lastFirst < words {
      lastFirst += 1
      pairStart[lastFirst] = Int32(second.count)
    }
    return .success((pairStart, second, probability))
  }

  /// Reads `words/LANG.words` and `words/LANG.pairs` of the assets.
  public static func load(assets: URL, language: String = "en") throws(DataFileError) -> WordModel {
    let base = assets.appendingPathComponent("words").appendingPathComponent(language)
    func read(_ ext: String) throws(DataFileError) -> [UInt8] {
      let url = base.appendingPathExtension(ext)
      do { return [UInt8](try Data(contentsOf: url)) } catch {
        throw DataFileError(file: url.path, place: "", problem: "cannot be read")
      }
    }
    return try WordModel(words: read("words"), pairs: read("pairs"), source: base.path)
  }

  // MARK: Words

  public func word(_ id: Int) -> String {
    String(decoding: bytes[Int(starts[id])..<Int(starts[id + 1])], as: UTF8.self)
  }

  /// Whether `word` is among the commonest words of the language.
  public func isEveryday(_ word: String) -> Bool {
    id(of: word).map { unigram[$0] >= everydayFloor } ?? false
  }

  func length(_ id: Int) -> Int { Int(starts[id + 1] - starts[id]) }

  /// The byte of word `id` at `depth`; the word must be longer.
  func byte(_ id: Int, _ depth: Int) -> UInt8 { bytes[Int(starts[id]) + depth] }

  /// The id of a word, if the model has it.
  public func id(of word: String) -> Int? {
    let key = Array(word.utf8)
    var range = 0..<count
    for (depth, b) in key.enumerated() {
      range = narrow(range, depth: depth, to: b)
      if range.isEmpty { return nil }
    }
    return length(range.lowerBound) == key.count ? range.lowerBound : nil
  }

  /// Of the words in `range`, which share their first `depth` bytes, those
  /// whose next byte is `b`.
  package func narrow(_ range: Range<Int>, depth: Int, to b: UInt8) -> Range<Int> {
    // The prefix itself, when a word, sorts first and has no next byte.
    var low = range.lowerBound
    if low < range.upperBound, length(low) == depth { low += 1 }
    let start = partition(low, range.upperBound) { byte($0, depth) < b }
    let end = partition(start, range.upperBound) { byte($0, depth) <= b }
    return start..<end
  }

  private func partition(_ low: Int, _ high: Int, _ before: (Int) -> Bool) -> Int {
    var (low, high) = (low, high)
    while low < high {
      let mid = (low + high) / 2
      if before(mid) { low = mid + 1 } else { high = mid }
    }
    return low
  }

  // MARK: Probabilities

  /// ln P(word | previous word), or ln P(word) with no word before: the
  /// pair's share, plus the word's own share, which is never above the
  /// least likely listed pair (`pairFloor`): "the the" is not likely for
  /// "the" being common.
  public func logProbability(_ id: Int, after previous: Int?) -> Float {
    guard let previous else { return unigram[id] }
    let p = pairProbability(id, after: previous)
    return log(Self.pairWeight * p + exp(unlisted(id, after: previous)))
  }

  /// ln P of a word never listed after `previous`.
  func unlisted(_ id: Int, after previous: Int) -> Float {
    min(log(1 - Self.pairWeight) + unigram[id], pairFloor[previous])
  }

  func pairProbability(_ id: Int, after previous: Int) -> Float {
    let (low, high) = (Int(pairStart[previous]), Int(pairStart[previous + 1]))
    let i = partition(low, high) { Int(pairSecond[$0]) < id }
    return i < high && Int(pairSecond[i]) == id ? pairProbability[i] : 0
  }

  /// The likeliest `limit` words in `range` after `previous`, best first,
  /// with their ln probability.
  func likeliest(in range: Range<Int>, after previous: Int?, limit: Int) -> [(id: Int, logP: Float)]
  {
    var best: [(id: Int, logP: Float)] = []
    func consider(_ id: Int, _ logP: Float) {
      guard best.count < limit || logP > best[best.count - 1].logP else { return }
      if let i = best.firstIndex(where: { $0.id == id }) {
        // Seen in the scan at its lower bound: now at its own score.
        guard logP > best[i].logP else { return }
        best.remove(at: i)
      }
      let at = best.firstIndex { $0.logP < logP } ?? best.count
      best.insert((id, logP), at: at)
      if best.count > limit { best.removeLast() }
    }
    // A word never seen after `previous` scores its unigram share only,
    // so the commonest alone, and every word seen after it, are all that
    // can be best.
    if let previous {
      for id in range { consider(id, unlisted(id, after: previous)) }
    } else if range.count == count {
      for id in commonest { consider(id, unigram[id]) }
    } else {
      for id in range { consider(id, unigram[id]) }
    }
    if let previous {
      let (low, high) = (Int(pairStart[previous]), Int(pairStart[previous + 1]))
      let first = partition(low, high) { Int(pairSecond[$0]) < range.lowerBound }
      var i = first
      while i < high, Int(pairSecond[i]) < range.upperBound {
        let id = Int(pairSecond[i])
        consider(id, logProbability(id, after: previous))
        i += 1
      }
      // A word the scan kept and no pair raised scored its bound: exact now.
      best = best.map { ($0.id, logProbability($0.id, after: previous)) }
        .sorted { $0.logP > $1.logP }
    }
    return best
  }
}
