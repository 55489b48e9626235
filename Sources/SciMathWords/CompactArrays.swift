import Glibc

/// The word model's tables in fewer bytes than an `Int32` or `Float` an
/// entry: three languages' models are most of the keyboard's heap, and
/// each of these keeps its O(1) lookup.

/// Rising numbers (where each word's letters start, where each word's
/// pairs start) as the number at every 64th place and each place's
/// distance from it in two bytes: 2.06 bytes a number for 4. Numbers
/// that rise by 65,536 or more within 64 places are kept whole (never for
/// word starts: a word is at most 255 letters; English's pairs rise by at
/// most 13,050 within 64 words).
struct RisingNumbers: Sendable {
  private static let blockShift = 6
  private let blockStart: [Int32]
  private let offset: [UInt16]
  private let whole: [Int32]

  /// From `values`, each at least the one before.
  init(_ values: [Int32]) {
    let blocks = stride(from: 0, to: values.count, by: 1 << Self.blockShift)
    let fits = blocks.allSatisfy { b in
      values[min(b + (1 << Self.blockShift), values.count) - 1] - values[b] < 1 << 16
    }
    guard fits else {
      (blockStart, offset, whole) = ([], [], values)
      return
    }
    blockStart = blocks.map { values[$0] }
    offset = values.indices.map { i in
      UInt16(truncatingIfNeeded: values[i] - values[(i >> Self.blockShift) << Self.blockShift])
    }
    whole = []
  }

  var count: Int { whole.isEmpty ? offset.count : whole.count }
  var isEmpty: Bool { count == 0 }

  subscript(_ i: Int) -> Int {
    whole.isEmpty ? Int(blockStart[i >> Self.blockShift]) + Int(offset[i]) : Int(whole[i])
  }
}

/// Where each word's pairs are in the pairs' table. Few words of a
/// language have pairs (Czech: 2,161 of 300,000), so the rows' starts are
/// kept for those alone, found by a bit a word and a count before every
/// 64th word: 2.5 bits a word and 4 bytes a row, not 2.06 bytes a word.
struct PairRows: Sendable {
  private let has: [UInt64]
  private let before: [Int32]
  /// The rows' starts, and the end of the last.
  private let starts: [Int32]

  /// From `start`, where word i's pairs start (`start[i + 1]` ends them),
  /// for every word and one past the last.
  init(_ start: [Int32]) {
    let words = max(0, start.count - 1)
    var bits = [UInt64](repeating: 0, count: (words + 63) / 64)
    var before = [Int32](repeating: 0, count: bits.count)
    var starts: [Int32] = []
    for i in 0..<words {
      if i & 63 == 0 { before[i >> 6] = Int32(starts.count) }
      guard start[i + 1] > start[i] else { continue }
      bits[i >> 6] |= 1 << UInt64(i & 63)
      starts.append(start[i])
    }
    if let last = start.last, !starts.isEmpty { starts.append(last) }
    has = bits
    self.before = before
    self.starts = starts
  }

  var isEmpty: Bool { starts.isEmpty }

  /// Word i's row: the places of its pairs (empty for none).
  subscript(_ i: Int) -> Range<Int> {
    guard i >= 0, i >> 6 < has.count else { return 0..<0 }
    let word = has[i >> 6]
    let bit: UInt64 = 1 << UInt64(i & 63)
    guard word & bit != 0 else { return 0..<0 }
    let row = Int(before[i >> 6]) + (word & (bit - 1)).nonzeroBitCount
    return Int(starts[row])..<Int(starts[row + 1])
  }
}

/// Word numbers, two bytes each when the model has at most 65,536 words
/// (English's 80,000: its 240,000 pairs' second words).
struct WordNumbers: Sendable {
  private var small: [UInt16] = []
  private var large: [Int32] = []
  private let isSmall: Bool

  /// Room for numbers below `words`.
  init(words: Int, capacity: Int) {
    isSmall = words <= 1 << 16
    if isSmall { small.reserveCapacity(capacity) } else { large.reserveCapacity(capacity) }
  }

  mutating func append(_ number: Int) {
    if isSmall {
      small.append(UInt16(truncatingIfNeeded: number))
    } else {
      large.append(Int32(truncatingIfNeeded: number))
    }
  }

  var count: Int { isSmall ? small.count : large.count }
  var isEmpty: Bool { count == 0 }

  subscript(_ i: Int) -> Int { isSmall ? Int(small[i]) : Int(large[i]) }
}

/// A yes or no for each word, a bit each (German's capitalised nouns).
struct WordFlags: Sendable {
  private let bits: [UInt64]

  init(_ set: [Int32], words: Int) {
    var bits = [UInt64](repeating: 0, count: (words + 63) / 64)
    for i in set { bits[Int(i) >> 6] |= 1 << UInt64(i & 63) }
    self.bits = bits
  }

  subscript(_ i: Int) -> Bool {
    i >= 0 && i >> 6 < bits.count && bits[i >> 6] & (1 << UInt64(i & 63)) != 0
  }
}

/// Natural logarithms of probabilities in whole steps below 0, a byte or
/// two each for a Float's four. A word's is a byte in steps of 1/10 nat
/// (0 to -25.5; a word listed once in a billion is -20.7), off by 1/20
/// nat at most, far below what a tap's place changes. A pair's is two
/// bytes in steps of 1/4096 nat: a byte's steps reordered the strip's
/// words often enough to cost keystrokes.
struct LogProbabilities<Step: FixedWidthInteger & UnsignedInteger & Sendable>: Sendable {
  private var steps: [Step]
  let step: Float

  init(_ values: some Sequence<Double>, step: Float) {
    self.step = step
    steps = values.map { Self.steps(Float($0), step) }
  }

  /// Room for `capacity` probabilities given in millionths, appended.
  init(millionths capacity: Int, step: Float) {
    self.step = step
    steps = []
    steps.reserveCapacity(capacity)
  }

  /// Appends a probability given in millionths (1 to 1,000,000).
  mutating func append(millionths: Int) {
    // In single precision: a double logarithm a line made reading
    // English's 240,000 pairs twice as slow.
    steps.append(Self.steps(logf(Float(millionths)) - logf(1_000_000), step))
  }

  private static func steps(_ lnP: Float, _ step: Float) -> Step {
    // Rounded by a half and the cut of a conversion to Int: converting a
    // Float to a generic integer went through the stdlib's generic code,
    // a sixth of reading a list.
    Step(clamping: Int(min(max(0, -lnP / step) + 0.5, 1e9)))
  }

  var count: Int { steps.count }
  var isEmpty: Bool { steps.isEmpty }

  subscript(_ id: Int) -> Float { -Float(steps[id]) * step }

  /// The least of the values in `range` (0 for none).
  func least(in range: Range<Int>) -> Float { -Float(steps[range].max() ?? 0) * step }
}

/// A value for some of the words (the least likely pair after each word
/// that has pairs), 0 for the rest: a bit a word says which have one, and
/// a count before every 64th word finds its place among them. Most words
/// of a language with few pairs have none, so this keeps 2.2 bits a word
/// and 2 bytes a value, for 2 bytes a word.
struct SparseLogProbabilities: Sendable {
  private let has: [UInt64]
  private let before: [Int32]
  private let values: LogProbabilities<UInt16>

  /// `value(i)` for each word `i` in `0..<words` for which `has(i)`.
  init(words: Int, step: Float, has: (Int) -> Bool, value: (Int) -> Double) {
    var bits = [UInt64](repeating: 0, count: (words + 63) / 64)
    var before = [Int32](repeating: 0, count: bits.count)
    var kept: [Double] = []
    for i in 0..<words {
      if i & 63 == 0 { before[i >> 6] = Int32(kept.count) }
      guard has(i) else { continue }
      bits[i >> 6] |= 1 << UInt64(i & 63)
      kept.append(value(i))
    }
    self.has = bits
    self.before = before
    values = LogProbabilities(kept, step: step)
  }

  var isEmpty: Bool { values.isEmpty }

  subscript(_ i: Int) -> Float {
    guard i >= 0, i >> 6 < has.count else { return 0 }
    let word = has[i >> 6]
    let bit: UInt64 = 1 << UInt64(i & 63)
    guard word & bit != 0 else { return 0 }
    return values[Int(before[i >> 6]) + (word & (bit - 1)).nonzeroBitCount]
  }
}
