import FoundationEssentials
import Glibc
import SciMathBase

/// A language's words and how likely each is, alone and after another
/// word: the language model of the touch decoder, read from
/// `Assets/words/LANG.words` and `LANG.pairs` (Assets/README.md).
///
/// Words are kept sorted, so the words that begin with a prefix are one
/// range of ids: the decoder narrows a range a tap at a time and never
/// builds a trie. Each word is kept as its letters' numbers in the
/// model's alphabet (the letters its words use, in Unicode order, so the
/// numbers sort as the files' bytes do): one byte a letter, in any script.
public struct WordModel: Sendable {
  /// The language ("en", "de"): which input modes it serves.
  public let language: String
  /// Every letter the words use, by number.
  public let alphabet: [Unicode.Scalar]
  /// Every word's letter numbers, one after another; word `i` is
  /// `bytes[starts[i]..<starts[i + 1]]`.
  let bytes: LetterBytes
  let starts: RisingNumbers
  /// ln P(word), from its count.
  let unigram: LogProbabilities<UInt8>
  /// The words seen after word `i` are `pairSecond[pairRows[i]]` (sorted),
  /// each with P(second | i).
  let pairRows: PairRows
  let pairSecond: WordNumbers
  let pairProbability: LogProbabilities<UInt16>
  /// ln of the least likely word listed after word `i` (0 with none): the
  /// pairs list every pair counted more than a threshold, so a pair left
  /// out is less likely than this.
  let pairFloor: SparseLogProbabilities
  /// The words written with a capital (German nouns, names): their letters
  /// are kept in lower case, as they are typed.
  let capitalised: WordFlags
  /// Which three letters in a row some word has, a bit each (`hasRun`).
  let runsOfThree: [UInt64]

  /// The languages whose long words the lists lack are common: they
  /// compound (de, nl, sv, da, nb) or inflect by suffixes (fi, tr).
  public static let longWordsUnlisted: Set<String> = ["de", "nl", "sv", "da", "nb", "fi", "tr"]
  /// The commonest words, best first: what to offer with no letters typed
  /// and no word before.
  let commonest: [Int]
  /// ln P of the 1000th commonest word: a word at least this common is
  /// an everyday word first (`in`, `to`), never offered as a symbol.
  let everydayFloor: Float
  /// The everyday words (`everydayFloor` or commoner, as `unigram` rounds
  /// them), by id, and the least share among them (ln): the next word
  /// after a word is looked for among them first (`likeliest`).
  let everyday: [Int32]
  let everydayLeast: Float
  /// ln P of the `strokeWords`th commonest word: a stroke chooses among the
  /// words at least this common (`PathDecoder`).
  let strokeFloor: Float
  /// What the word before says of the next one's last letter, for pairs
  /// the pairs list lacks (none in English, whose pairs are many).
  private(set) var endings = EndingLifts.none
  /// What the word before says of the next one's first letter: weighed
  /// only between words typed on the same keys (`beginningLift`).
  private(set) var beginnings = EndingLifts.none

  public var count: Int { starts.count - 1 }

  /// The apostrophe's number, when words use it (don't, l'homme): a
  /// letter no key types, which the decoders put in where a word has it.
  public var apostrophe: UInt8? { number(of: "'") }

  /// How much of the next word's probability comes from the word before
  /// it; the rest from how common it is alone.
  static let pairWeight: Float = 0.6

  /// How many of the commonest words a stroke chooses among. The longer
  /// lists (Czech, Finnish, Polish: 300,000) keep their rarer forms for
  /// taps, which spell them letter by letter; a stroke's shape is tried
  /// against every word it could be, and over 300,000 words a Finnish lift
  /// took 19-22 ms p95, past a frame (12 ms with this cap). The cap cost
  /// the seeded strokes of the first 100 manual-page sentences 12-18 words
  /// of 750-810 typed first against the whole list (Polish 717 -> 699,
  /// Czech 679 -> 662, Finnish 548 -> 536).
  static let strokeWords = 150_000

  /// The steps of a pair's ln probability (`LogProbabilities`).
  static let pairStep: Float = 1 / 4096

  /// Reads the files' text (no pairs: each word is weighed alone; no
  /// endings: a pair not listed is weighed by its word alone). Errors name
  /// the file and the line.
  public init(
    words: [UInt8], pairs: [UInt8], endings: [UInt8] = [], beginnings: [UInt8] = [],
    source: String, language: String = "en"
  ) throws(DataFileError) {
    let made = words.withUnsafeBufferPointer { w in
      pairs.withUnsafeBufferPointer { p in
        endings.withUnsafeBufferPointer { e in
          beginnings.withUnsafeBufferPointer { b in
            Result { () throws(DataFileError) in
              try WordModel(
                words: w, pairs: p, endings: e, beginnings: b, source: source, language: language)
            }
          }
        }
      }
    }
    self = try made.get()
  }

  /// The same, from the files' bytes where they lie (mapped: no copy).
  init(
    words: UnsafeBufferPointer<UInt8>, pairs: UnsafeBufferPointer<UInt8>,
    endings: UnsafeBufferPointer<UInt8>, beginnings: UnsafeBufferPointer<UInt8>,
    letters: MappedFile? = nil, source: String, language: String
  ) throws(DataFileError) {
    let read = Self.readWords(words)
    guard case .success(let (scalars, starts, counts, capitalised)) = read else {
      if case .failure(let bad) = read {
        throw DataFileError(file: source + ".words", line: bad.line, problem: bad.problem)
      }
      fatalError("unreachable")
    }
    guard let (alphabet, bytes) = Self.numbered(scalars) else {
      throw DataFileError(
        file: source + ".words", place: "", problem: "uses more than 255 letters")
    }
    self.language = language
    self.alphabet = alphabet
    let total = counts.reduce(0, +)
    guard total > 0 else {
      throw DataFileError(file: source + ".words", place: "line 1", problem: "no words")
    }
    if let letters {
      // The file must be these words' letters, byte for byte: a list
      // edited by hand without its letters made again is an error, not
      // words typed wrong.
      let same = bytes.withUnsafeBufferPointer { own in
        guard own.count == letters.bytes.count else { return false }
        guard let a = own.baseAddress, let b = letters.bytes.baseAddress else { return true }
        return memcmp(a, b, own.count) == 0
      }
      guard same else {
        throw DataFileError(
          file: source + ".letters", place: "",
          problem: "is not the letters of \(language).words (tools/make-words.py makes both)")
      }
      self.bytes = LetterBytes(mapping: letters)
    } else {
      self.bytes = LetterBytes(bytes)
    }
    self.starts = RisingNumbers(starts)
    runsOfThree = Self.runsOfThree(bytes, starts: starts, letters: alphabet.count)
    self.capitalised = WordFlags(capitalised, words: counts.count)
    unigram = LogProbabilities(counts.lazy.map { log($0 / total) }, step: 0.1)
    // Chosen, not sorted: sorting 150,000 counts was a third of a load.
    commonest = Self.largest(8, of: counts)
    everydayFloor = Float(log(Self.countRanked(min(999, counts.count - 1), in: counts) / total))
    let least = everydayFloor - unigram.step / 2
    everyday = counts.indices.compactMap { [unigram] in unigram[$0] >= least ? Int32($0) : nil }
    everydayLeast = least
    // Less half a step: `unigram` rounds each word's to the nearest step.
    strokeFloor =
      Float(log(Self.countRanked(min(Self.strokeWords - 1, counts.count - 1), in: counts) / total))
      - unigram.step / 2

    let wordCount = counts.count
    let readPairs = Self.readPairs(pairs, words: wordCount)
    guard case .success(let (pairStart, second, probability)) = readPairs else {
      if case .failure(let bad) = readPairs {
        throw DataFileError(
          file: source + ".pairs", line: bad.line,
          problem:
            "not FIRST SECOND PPM (two word numbers, in order, and millionths from 1 to 1000000)")
      }
      fatalError("unreachable")
    }
    // A language without pairs keeps no table of them: its words are
    // weighed alone.
    pairRows = PairRows(second.isEmpty ? [] : pairStart)
    pairSecond = second
    pairProbability = probability
    pairFloor = SparseLogProbabilities(
      words: second.isEmpty ? 0 : wordCount, step: Self.pairStep,
      has: { pairStart[$0 + 1] > pairStart[$0] },
      value: { Double(probability.least(in: Int(pairStart[$0])..<Int(pairStart[$0 + 1]))) })

    for (kind, text, weight) in [
      ("endings", endings, EndingLifts.endingWeight),
      ("beginnings", beginnings, EndingLifts.beginningWeight),
    ] {
      let read = EndingLifts.read(
        text, alphabet: alphabet.count, weight: weight, number: { self.number(of: $0) },
        id: { self.id(of: $0) })
      switch read {
      case .success(let lifts):
        if kind == "endings" { self.endings = lifts } else { self.beginnings = lifts }
      case .failure(let bad):
        throw DataFileError(
          file: source + "." + kind, line: bad.line,
          problem: bad.problem.isEmpty
            ? "not BEFORE LETTER LIFT (a listed word or - and its last letters, a letter, hundredths)"
            : bad.problem)
      }
    }
    // The check and the endings' words touched the letters' pages.
    self.bytes.giveBack()
  }

  struct BadLine: Error {
    var line: Int
    var problem = ""
  }

  /// The bits of `runsOfThree`: a, b, c's at (a × letters + b) × letters + c.
  /// Through the buffers: every letter of every word is read, at each load.
  static func runsOfThree(_ bytes: [UInt8], starts: [Int32], letters: Int) -> [UInt64] {
    var bits = [UInt64](repeating: 0, count: (letters * letters * letters + 63) / 64)
    bits.withUnsafeMutableBufferPointer { bits in
      bytes.withUnsafeBufferPointer { b in
        starts.withUnsafeBufferPointer { s in
          for w in 0..<max(s.count - 1, 0) {
            let (from, to) = (Int(s[w]), Int(s[w + 1]))
            guard to - from >= 3 else { continue }
            var (first, second) = (Int(b[from]), Int(b[from + 1]))
            for i in (from + 2)..<to {
              let third = Int(b[i])
              let at = (first * letters + second) * letters + third
              bits[at >> 6] |= 1 << UInt64(at & 63)
              (first, second) = (second, third)
            }
          }
        }
      }
    }
    return bits
  }

  /// Whether some listed word has the letters numbered `a`, `b`, `c` in a
  /// row: where none has, a run typed so is two words ("yazarkenbdüzelt",
  /// a space tapped on b: no Turkish word has "nbd").
  package func hasRun(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Bool {
    let n = alphabet.count
    guard Int(a) < n, Int(b) < n, Int(c) < n else { return false }
    let at = (Int(a) * n + Int(b)) * n + Int(c)
    return runsOfThree[at >> 6] & (1 << UInt64(at & 63)) != 0
  }

  /// The words' lines, read straight from their bytes: each word's
  /// letters (Unicode scalars, one after another, a first capital in
  /// lower case), where each starts, the counts, and which words had that
  /// capital. Lines are in the byte order of the words in lower case.
  static func readWords(_ w: UnsafeBufferPointer<UInt8>) -> Result<
    ([UInt32], [Int32], [Double], [Int32]), BadLine
  > {
    var scalars: [UInt32] = []
    var starts: [Int32] = [0]
    var counts: [Double] = []
    var capitalised: [Int32] = []
    scalars.reserveCapacity(w.count)
    starts.reserveCapacity(w.count / 8)
    counts.reserveCapacity(w.count / 8)
    var line = 1
    var i = 0
    var previous = 0..<0
    let kinds = Self.letterKinds
    let notWord = BadLine(
      line: 0, problem: "not WORD COUNT, a word of letters (an apostrophe inside)")
    while i < w.count {
      let wordStart = i
      while i < w.count, w[i] != 0x20, w[i] != 0x0A {
        // UTF-8 by hand: ASCII letters are most of every file.
        let b = w[i]
        var scalar: UInt32
        var more: Int
        switch b {
        case 0x61...0x7A: (scalar, more) = (UInt32(b), 0)
        case 0x41...0x5A where i == wordStart: (scalar, more) = (UInt32(b), 0)
        // An apostrophe inside a word: don't, l'homme.
        case 0x27 where i > wordStart: (scalar, more) = (UInt32(b), 0)
        case 0xC2...0xDF: (scalar, more) = (UInt32(b & 0x1F), 1)
        case 0xE0...0xEF: (scalar, more) = (UInt32(b & 0x0F), 2)
        case 0xF0...0xF4: (scalar, more) = (UInt32(b & 0x07), 3)
        default: return .failure(BadLine(line: line, problem: notWord.problem))
        }
        i += 1
        for _ in 0..<more {
          guard i < w.count, w[i] & 0xC0 == 0x80 else {
            return .failure(BadLine(line: line, problem: "not UTF-8"))
          }
          scalar = scalar << 6 | UInt32(w[i] & 0x3F)
          i += 1
        }
        let kind: UInt8 =
          more == 0
          ? (scalar < 0x61 && scalar != 0x27 ? 2 : 1)
          : scalar < UInt32(kinds.count) ? kinds[Int(scalar)] : Self.letterKind(scalar)
        guard kind != 0 else { return .failure(BadLine(line: line, problem: notWord.problem)) }
        // A capital (A–Z, or a letter beyond ASCII that is one) may only
        // come first: kept as its small letter and a mark on the word.
        if kind == 2, let capital = Unicode.Scalar(scalar) {
          let small = capital.properties.lowercaseMapping.unicodeScalars
          guard i - 1 - more == wordStart, small.count == 1, let letter = small.first else {
            return .failure(BadLine(line: line, problem: notWord.problem))
          }
          scalar = letter.value
          capitalised.append(Int32(counts.count))
        }
        scalars.append(scalar)
      }
      let word = Int(starts[starts.count - 1])..<scalars.count
      guard i < w.count, w[i] == 0x20, i > wordStart else {
        return .failure(BadLine(line: line, problem: notWord.problem))
      }
      // `RisingNumbers` keeps a word's start in two bytes from its block's.
      guard word.count <= 255 else {
        return .failure(BadLine(line: line, problem: "a word of more than 255 letters"))
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
      if !previous.isEmpty, !scalars[previous].lexicographicallyPrecedes(scalars[word]) {
        return .failure(BadLine(line: line, problem: "not after the line before in byte order"))
      }
      previous = word
      starts.append(Int32(scalars.count))
      counts.append(Double(n))
      i += 1
      line += 1
    }
    return .success((scalars, starts, counts, capitalised))
  }

  /// The ids of the `k` largest counts, largest first (ties: lower id).
  static func largest(_ k: Int, of counts: [Double]) -> [Int] {
    var best: [Int] = []
    for (i, c) in counts.enumerated() where best.count < k || c > counts[best[best.count - 1]] {
      let at = best.firstIndex { counts[$0] < c } ?? best.count
      best.insert(i, at: at)
      if best.count > k { best.removeLast() }
    }
    return best
  }

  /// The count in place `rank` (0: the largest) were the counts sorted
  /// largest first: Hoare's selection, linear on average.
  static func countRanked(_ rank: Int, in counts: [Double]) -> Double {
    var v = counts
    var (low, high) = (0, v.count - 1)
    while low < high {
      let pivot = v[(low + high) / 2]
      var (i, j) = (low, high)
      while i <= j {
        while v[i] > pivot { i += 1 }
        while v[j] < pivot { j -= 1 }
        if i <= j {
          v.swapAt(i, j)
          i += 1
          j -= 1
        }
      }
      if rank <= j { high = j } else if rank >= i { low = i } else { return v[rank] }
    }
    return v[rank]
  }

  /// What each scalar below U+0530 (Latin, Greek, Cyrillic) is: 0 not a
  /// letter, 1 a letter, 2 a capital. Asking Unicode's properties a scalar
  /// at a time made a Russian or Greek list five times slower to read.
  static let letterKinds: [UInt8] = (0..<0x0530).map { letterKind(UInt32($0)) }

  static func letterKind(_ scalar: UInt32) -> UInt8 {
    guard let s = Unicode.Scalar(scalar), s.properties.isAlphabetic else { return 0 }
    return s.properties.isUppercase ? 2 : 1
  }

  /// The alphabet of these letters, in Unicode order, and each letter's
  /// number in it; nil past 255 letters.
  static func numbered(_ scalars: [UInt32]) -> ([Unicode.Scalar], [UInt8])? {
    // A table for the scripts of the built-in languages (Latin, Greek,
    // Cyrillic); a letter beyond it is looked up in a dictionary.
    let tableSize = 0x0530
    var seen = [Bool](repeating: false, count: tableSize)
    var beyond = Set<UInt32>()
    for s in scalars {
      if s < tableSize { seen[Int(s)] = true } else { beyond.insert(s) }
    }
    let letters = seen.indices.filter { seen[$0] }.map(UInt32.init) + beyond.sorted()
    guard letters.count <= 255 else { return nil }
    var table = [UInt8](repeating: 0, count: tableSize)
    var far: [UInt32: UInt8] = [:]
    for (n, s) in letters.enumerated() {
      if s < tableSize { table[Int(s)] = UInt8(n) } else { far[s] = UInt8(n) }
    }
    let numbers = scalars.map { s in s < tableSize ? table[Int(s)] : far[s] ?? 0 }
    return (letters.compactMap(Unicode.Scalar.init), numbers)
  }

  /// The pairs' lines, read straight from their bytes: the file is
  /// 240,000 lines, and reading it is most of the model's load time.
  static func readPairs(_ p: UnsafeBufferPointer<UInt8>, words: Int) -> Result<
    ([Int32], WordNumbers, LogProbabilities<UInt16>), BadLine
  > {
    var pairStart = [Int32](repeating: 0, count: words + 1)
    var second = WordNumbers(words: words, capacity: p.count / 14)
    var probability = LogProbabilities<UInt16>(millionths: p.count / 14, step: Self.pairStep)
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
      second.append(b)
      probability.append(millionths: ppm)
      i += 1
      line += 1
    }
    while lastFirst < words {
      lastFirst += 1
      pairStart[lastFirst] = Int32(second.count)
    }
    return .success((pairStart, second, probability))
  }

  /// Reads `words/LANG.words` and, when there are, `words/LANG.pairs`
  /// `words/LANG.endings` and `words/LANG.beginnings` of the assets.
  public static func load(assets: URL, language: String = "en") throws(DataFileError) -> WordModel {
    let base = assets.appendingPathComponent("words").appendingPathComponent(language)
    let words = try MappedFile(base.appendingPathExtension("words").path)
    func optional(_ kind: String) throws(DataFileError) -> MappedFile? {
      let path = base.appendingPathExtension(kind).path
      return access(path, F_OK) == 0 ? try MappedFile(path) : nil
    }
    let pairs = try optional("pairs")
    let endings = try optional("endings")
    let beginnings = try optional("beginnings")
    let letters = try optional("letters")
    let nothing = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    return try WordModel(
      words: words.bytes, pairs: pairs?.bytes ?? nothing, endings: endings?.bytes ?? nothing,
      beginnings: beginnings?.bytes ?? nothing, letters: letters, source: base.path,
      language: language)
  }

  // MARK: Words

  /// Gives the pages of the words' letters back to the page cache, for a
  /// language no longer shown: they come back, a page at a time, as its
  /// words are looked at again.
  public func giveBackPages() { bytes.giveBack() }

  /// Where the words' letters lie: a mapping's start when they are read
  /// from their file.
  package var lettersAddress: UInt { UInt(bitPattern: bytes.bytes.baseAddress) }

  /// Word `id` as it is written: with its capital, if it has one.
  public func word(_ id: Int) -> String {
    var text = String.UnicodeScalarView()
    for n in letters(id) { text.append(alphabet[Int(n)]) }
    let word = String(text)
    return isCapitalised(id) ? word.prefix(1).uppercased() + word.dropFirst() : word
  }

  /// Whether word `id` is written with a capital first (Haus, Paris).
  public func isCapitalised(_ id: Int) -> Bool { capitalised[id] }

  /// A letter's number in the alphabet, if the words use it.
  public func number(of letter: Unicode.Scalar) -> UInt8? {
    var (low, high) = (0, alphabet.count)
    while low < high {
      let mid = (low + high) / 2
      if alphabet[mid].value < letter.value { low = mid + 1 } else { high = mid }
    }
    return low < alphabet.count && alphabet[low] == letter ? UInt8(low) : nil
  }

  /// Whether `word` is among the commonest words of the language.
  public func isEveryday(_ word: String) -> Bool {
    id(of: word).map { unigram[$0] >= everydayFloor } ?? false
  }

  func length(_ id: Int) -> Int { starts[id + 1] - starts[id] }

  /// Word `id`'s letter numbers.
  func letters(_ id: Int) -> Slice<UnsafeBufferPointer<UInt8>> {
    bytes[starts[id]..<starts[id + 1]]
  }

  func lastLetter(_ id: Int) -> UInt8? { letters(id).last }

  /// The letter number of word `id` at `depth`; the word must be longer.
  func byte(_ id: Int, _ depth: Int) -> UInt8 { bytes[starts[id] + depth] }

  /// The id of a word, if the model has it; a capital first is read as
  /// its small letter (Haus and haus are one word).
  public func id(of word: String) -> Int? {
    guard let range = words(beginning: word) else { return nil }
    return length(range.lowerBound) == word.unicodeScalars.count ? range.lowerBound : nil
  }

  /// Whether a listed word goes on past `prefix` (longer than it and
  /// beginning with it); a capital first is read as its small letter.
  public func continues(_ prefix: String) -> Bool {
    guard let range = words(beginning: prefix) else { return false }
    // The prefix itself, when a word, sorts first.
    return range.count > 1 || length(range.lowerBound) > prefix.unicodeScalars.count
  }

  /// The words that begin with `prefix` (itself first, if a word); nil
  /// for none. A capital first is read as its small letter.
  func words(beginning prefix: String) -> Range<Int>? {
    var range = 0..<count
    var depth = 0
    for scalar in prefix.unicodeScalars {
      let small =
        depth == 0 && scalar.properties.isUppercase
        ? scalar.properties.lowercaseMapping.unicodeScalars.first ?? scalar : scalar
      guard let n = number(of: small) else { return nil }
      range = narrow(range, depth: depth, to: n)
      if range.isEmpty { return nil }
      depth += 1
    }
    return range.isEmpty ? nil : range
  }

  /// Of the words in `range`, which share their first `depth` bytes, those
  /// whose next letter is number `b`.
  package func narrow(_ range: Range<Int>, depth: Int, to b: UInt8) -> Range<Int> {
    // The prefix itself, when a word, sorts first and has no next byte.
    var low = range.lowerBound
    if low < range.upperBound, length(low) == depth { low += 1 }
    let start = partition(low, range.upperBound) { byte($0, depth) < b }
    let end = partition(start, range.upperBound) { byte($0, depth) <= b }
    return start..<end
  }

  /// The first index in `low..<high` that is not `before`, which holds
  /// for a prefix of the range (a binary search).
  func partition(_ low: Int, _ high: Int, _ before: (Int) -> Bool) -> Int {
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
    let row = endingRow(after: previous)
    return log(Self.pairWeight * p + exp(unlisted(id, after: previous, endingRow: row)))
  }

  /// The row of `endings` that weighs the words after `previous`.
  func endingRow(after previous: Int) -> Int? {
    endings.row(of: previous, letters: letters(previous))
  }

  /// What the word before says of a word the model may lack, by its last
  /// letter: the lift every listed word ending so gets after it.
  public func endingLift(of word: String, after previous: Int?) -> Float {
    guard let previous, let row = endingRow(after: previous),
      let scalar = word.unicodeScalars.last, let last = number(of: scalar)
    else { return 0 }
    return endings.lift(row: row, letter: last)
  }

  /// What the word before says of the next word by its first letter:
  /// Polish and Czech "ze" comes before s, z, w and m, "że" before
  /// anything, and the two are typed on the same keys. Weighed only
  /// between such words (`TypingRecord.accentBefore`): as a lift on every
  /// next word, it read the next word's letters worse (Czech 45 / 37 → 47
  /// / 40 words wrong on phrases 0–99 / 100–199 of the manual pages).
  public func beginningLift(of word: String, after previous: Int) -> Float {
    let before = letters(previous)
    guard let row = beginnings.row(of: previous, letters: before),
      let scalar = word.unicodeScalars.first, let first = number(of: scalar)
    else { return 0 }
    return beginnings.lift(row: row, letter: first)
  }

  /// ln P(word | previous word) as `logProbability`, but a word never
  /// listed after the previous one at its own share, not held under the
  /// row's least pair (`pairFloor`). For weighing one word after each of
  /// several words before it (`TypingRecord.accentBefore`): the ceiling
  /// is lower after a common word, whose row lists more pairs, so under it
  /// an unlisted word after the rarer form looked likelier for that alone.
  public func logProbabilityUnceiled(_ id: Int, after previous: Int) -> Float {
    let p = pairProbability(id, after: previous)
    var own = log(1 - Self.pairWeight) + unigram[id]
    if let row = endingRow(after: previous), let last = lastLetter(id) {
      own += endings.lift(row: row, letter: last)
    }
    return log(Self.pairWeight * p + exp(own))
  }

  /// The same without the ending's lift.
  func unlistedAlone(_ id: Int, after previous: Int) -> Float {
    min(log(1 - Self.pairWeight) + unigram[id], pairFloor.isEmpty ? 0 : pairFloor[previous])
  }

  /// ln P of a word never listed after `previous`: its own share, below
  /// every listed pair's, times what the word before says of its ending.
  func unlisted(_ id: Int, after previous: Int, endingRow: Int?) -> Float {
    let own = unlistedAlone(id, after: previous)
    guard let endingRow, let last = lastLetter(id) else { return own }
    return own + endings.lift(row: endingRow, letter: last)
  }

  /// Whether the model weighs a word by the one before.
  package var hasPairs: Bool { !pairRows.isEmpty }

  package func pairProbability(_ id: Int, after previous: Int) -> Float {
    let row = pairRows[previous]
    let (low, high) = (row.lowerBound, row.upperBound)
    guard low < high else { return 0 }
    let i = partition(low, high) { pairSecond[$0] < id }
    return i < high && pairSecond[i] == id ? exp(pairProbability[i]) : 0
  }

  /// How likely the next word is one of `range` after `previous`: the sum
  /// of `logProbability` over it, as a share (not ln).
  func mass(of range: Range<Int>, after previous: Int?) -> Float {
    guard let previous else { return range.reduce(0) { $0 + exp(unigram[$1]) } }
    let row = endingRow(after: previous)
    var sum = range.reduce(0) { $0 + exp(unlisted($1, after: previous, endingRow: row)) }
    if !pairRows.isEmpty {
      let pairs = pairRows[previous]
      var i = partition(pairs.lowerBound, pairs.upperBound) { pairSecond[$0] < range.lowerBound }
      while i < pairs.upperBound, pairSecond[i] < range.upperBound {
        sum += Self.pairWeight * exp(pairProbability[i])
        i += 1
      }
    }
    return sum
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
      let row = endingRow(after: previous)
      // A word whose share could not make the best even at its row's
      // largest lift is passed without looking at its ending.
      let most = row.map { endings.largestLift(row: $0) } ?? 0
      func scan(_ id: Int) {
        let own = unlistedAlone(id, after: previous)
        guard best.count < limit || own + most > best[best.count - 1].logP else { return }
        consider(id, unlisted(id, after: previous, endingRow: row))
      }
      // Over every word (the next word, nothing typed yet), the everyday
      // words first: when none of the rest could score above the best
      // kept even at the row's largest lift, the rest are not looked at
      // (the whole list is a millisecond in Czech's 300,000 words).
      let rest = log(1 - Self.pairWeight) + everydayLeast + most
      if range.count == count {
        for id in everyday { scan(Int(id)) }
      }
      if range.count != count || best.count < limit || rest > best[best.count - 1].logP {
        best.removeAll()
        for id in range { scan(id) }
      }
    } else if range.count == count {
      for id in commonest { consider(id, unigram[id]) }
    } else {
      for id in range { consider(id, unigram[id]) }
    }
    if let previous, !pairRows.isEmpty {
      let row = pairRows[previous]
      let (low, high) = (row.lowerBound, row.upperBound)
      let first = partition(low, high) { pairSecond[$0] < range.lowerBound }
      var i = first
      while i < high, pairSecond[i] < range.upperBound {
        let id = pairSecond[i]
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
