import Glibc

/// A model's words in the order of their endings on a layout's keys (the
/// last letter's key first, then the one before, `depth` letters deep),
/// so that the words ending on the same keys as a typed word are one range,
/// found as the decoder finds a prefix: a tap at a time, from the end.
///
/// Built when a language's words meet a layout (not for English, whose
/// list holds its words whole): one array of word numbers, 3 bytes a word,
/// for the shown language only.
package struct EndingIndex: Sendable {
  /// Each letter's key as a small number from 1 (0: no letter there).
  private let code: [UInt8]
  /// Word numbers, sorted by their endings' keys, in three bytes each
  /// (fewer than 2^21 words): 0.9 MB for a list of 300,000, not 1.2.
  private let ids: [UInt8]
  /// How many letters from the end the order goes.
  package static let depth = 7

  /// `key[n]`: letter n's key (letters on one key share a number); nil
  /// for a layout of more keys than a code holds.
  package init?(model: WordModel, key: [Int]) {
    var codes: [Int: UInt64] = [:]
    let code = key.map { k in
      if let c = codes[k] { return c }
      let c = UInt64(codes.count + 1)
      codes[k] = c
      return c
    }
    guard codes.count < 1 << Self.codeBits, model.count < 1 << Self.idBits else { return nil }
    self.code = code.map { UInt8($0) }
    // The sort's 16 bytes a word in pages of their own, unmapped after:
    // freed to the allocator, they stayed in the keyboard's memory (3 MB
    // with French's list).
    let scratch = model.count * 2 * MemoryLayout<UInt64>.stride
    guard scratch > 0,
      let base = mmap(nil, scratch, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
      base != MAP_FAILED
    else { return nil }
    defer { munmap(base, scratch) }
    let words = base.bindMemory(to: UInt64.self, capacity: 2 * model.count)
    ids = Self.sorted(
      model, code: code,
      packed: UnsafeMutableBufferPointer(start: words, count: model.count),
      other: UnsafeMutableBufferPointer(start: words + model.count, count: model.count))
    // The sort read every word's letters: their pages are the page
    // cache's again until a word is looked at.
    model.bytes.giveBack()
  }

  private static func sorted(
    _ model: WordModel, code: [UInt64], packed: UnsafeMutableBufferPointer<UInt64>,
    other: UnsafeMutableBufferPointer<UInt64>
  ) -> [UInt8] {
    var (packed, other) = (packed, other)
    // Each word as its ending's codes (the last letter's highest) above
    // its number, sorted a byte at a time: a few passes over one array
    // (7–10 ms for 150,000 words here, once a language and layout).
    var table = [UInt64](repeating: 0, count: 256)
    for (n, c) in code.enumerated() where n < 256 { table[n] = c }
    do {
      let bytes = model.bytes.bytes
      var end = model.starts[0]
      for id in 0..<model.count {
        let start = end
        end = model.starts[id + 1]
        var ending: UInt64 = 0
        for place in 0..<Self.depth {
          let i = end - 1 - place
          ending = ending << UInt64(Self.codeBits) | (i >= start ? table[Int(bytes[i])] : 0)
        }
        packed[id] = ending << UInt64(Self.idBits) | UInt64(id)
      }
    }
    var firsts = [Int](repeating: 0, count: 257)
    for shift in stride(from: Self.idBits, to: Self.idBits + Self.depth * Self.codeBits, by: 8) {
      for b in firsts.indices { firsts[b] = 0 }
      for p in packed { firsts[Int((p >> UInt64(shift)) & 255) + 1] += 1 }
      for b in 0..<256 { firsts[b + 1] += firsts[b] }
      for p in packed {
        let b = Int((p >> UInt64(shift)) & 255)
        other[firsts[b]] = p
        firsts[b] += 1
      }
      swap(&packed, &other)
    }
    let mask = UInt64(1) << UInt64(Self.idBits) - 1
    var ids = [UInt8](repeating: 0, count: 3 * packed.count)
    for (i, p) in packed.enumerated() {
      let id = p & mask
      ids[3 * i] = UInt8(truncatingIfNeeded: id)
      ids[3 * i + 1] = UInt8(truncatingIfNeeded: id >> 8)
      ids[3 * i + 2] = UInt8(truncatingIfNeeded: id >> 16)
    }
    return ids
  }

  /// How many words of a range `endings` counts at most.
  static let mostCounted = 1024

  /// A key's code in bits, and a word's number: 7 × 6 + 21 bits fit in 64.
  private static let codeBits = 6
  private static let idBits = 21

  /// For k = 0, 1, …: the range of words whose last k letters are on the
  /// keys of `typed`'s (letter numbers), as long as any are, at most
  /// `longest` letters.
  private func ranges(onKeysOf typed: [UInt8], in model: WordModel, longest: Int) -> [Range<Int>] {
    var ranges = [0..<ids.count / 3]
    for place in 0..<longest {
      let want = code[Int(typed[typed.count - 1 - place])]
      let r = ranges[place]
      let low = model.partition(r.lowerBound, r.upperBound) { codeAt($0, place, model) < want }
      let high = model.partition(low, r.upperBound) { codeAt($0, place, model) <= want }
      if low == high { break }
      ranges.append(low..<high)
    }
    return ranges
  }

  private func id(_ i: Int) -> Int {
    Int(ids[3 * i]) | Int(ids[3 * i + 1]) << 8 | Int(ids[3 * i + 2]) << 16
  }
  private func end(_ i: Int, _ model: WordModel) -> Int { model.starts[id(i) + 1] }
  private func length(_ i: Int, _ model: WordModel) -> Int {
    let id = id(i)
    return model.starts[id + 1] - model.starts[id]
  }
  /// The key of sorted word i's letter `place` from the end; 0 past its
  /// start.
  private func codeAt(_ i: Int, _ place: Int, _ model: WordModel) -> UInt8 {
    guard length(i, model) > place else { return 0 }
    let n = Int(model.bytes[end(i, model) - 1 - place])
    return n < code.count ? code[n] : 0
  }

  /// Of the words in `r`, which end on the same k keys, those longer than
  /// k: a word no longer than the ending has no letter at place k, and
  /// those sort first.
  private func longer(_ r: Range<Int>, than k: Int, _ model: WordModel) -> Range<Int> {
    k < Self.depth
      ? model.partition(r.lowerBound, r.upperBound) { codeAt($0, k, model) == 0 }..<r.upperBound
      : r
  }

  /// The longest ending on the keys of `typed` (letter numbers), at most
  /// `depth` letters and fewer than typed's, that at least `least` listed
  /// words longer than it end with; 0 if none.
  package func longestEnding(onKeysOf typed: [UInt8], in model: WordModel, least: Int) -> Int {
    guard !typed.isEmpty, typed.allSatisfy({ Int($0) < code.count }) else { return 0 }
    let ranges = ranges(onKeysOf: typed, in: model, longest: min(typed.count - 1, Self.depth))
    for k in stride(from: ranges.count - 1, through: 1, by: -1) {
      var words = 0
      for i in longer(ranges[k], than: k, model) where length(i, model) > k {
        words += 1
        if words >= least { return k }
      }
    }
    return 0
  }

  /// The endings of the listed words that end on the same keys as `typed`
  /// (letter numbers), for the longest ending (`shortest` to `longest`
  /// letters, at most `depth`) at least `least` words share: each ending
  /// as the words spell it, with how many words do (of `mostCounted`
  /// spread over the range, when more share it). Only a word longer than
  /// its ending counts: an ending is what follows a stem.
  package func endings(
    onKeysOf typed: [UInt8], in model: WordModel, shortest: Int, longest: Int, least: Int
  ) -> (length: Int, spellings: [[UInt8]: Int])? {
    let longest = min(longest, typed.count - 1, Self.depth)
    guard longest >= shortest, typed.allSatisfy({ Int($0) < code.count }) else { return nil }
    func end(_ i: Int) -> Int { self.end(i, model) }
    func length(_ i: Int) -> Int { self.length(i, model) }
    let ranges = ranges(onKeysOf: typed, in: model, longest: longest)
    for k in stride(from: ranges.count - 1, through: shortest, by: -1) {
      let longer = longer(ranges[k], than: k, model)
      var words = 0
      for i in longer where length(i) > k { words += 1 }
      guard words >= least else { continue }
      // Each spelling as its letter numbers in one integer; a range holds
      // a few spellings, so a list is searched rather than a table hashed.
      // A short ending's range is thousands of words: every n-th of them
      // gives the shares (the order within is by the letters before).
      var counted: [(spelling: UInt64, words: Int)] = []
      let step = max(1, longer.count / Self.mostCounted)
      for i in stride(from: longer.lowerBound, to: longer.upperBound, by: step) where length(i) > k
      {
        var spelling: UInt64 = 0
        for n in model.bytes[(end(i) - k)..<end(i)] { spelling = spelling << 8 | UInt64(n) }
        if let j = counted.firstIndex(where: { $0.spelling == spelling }) {
          counted[j].words += 1
        } else {
          counted.append((spelling, 1))
        }
      }
      var spellings: [[UInt8]: Int] = [:]
      for (spelling, n) in counted {
        spellings[
          (0..<k).reversed().map { UInt8(truncatingIfNeeded: spelling >> UInt64(8 * $0)) }] = n
      }
      return (k, spellings)
    }
    return nil
  }
}
