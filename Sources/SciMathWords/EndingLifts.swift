import SciMathBase

/// How the word before changes the odds of the next word's last letter
/// (`words/LANG.endings`, Assets/README.md): what weighs a pair the pairs
/// list lacks. In an inflected language the word before often says the
/// ending ("z naszą", "pełną wersją", "společných řádků") though the
/// manuals never saw that pair, and the ending is where the forms of a
/// word typed on the same keys differ (nasza / naszą, řádku / řádků).
///
/// The word before is known by itself when it is one of the language's
/// commonest (a row of its own), else by its last two letters.
///
/// The same table weighs the next word's first letter (`words/LANG.beginnings`,
/// after the commonest words alone): Polish and Czech "ze" comes before s,
/// z, w, m, "że" before anything, and the two are typed on the same keys.
struct EndingLifts: Sendable {
  /// The commonest words' ids, sorted, and each one's row.
  private let wordIDs: [Int32]
  private let wordRows: [UInt16]
  /// The row of the last two letters (second-last + 1, last; 0 for a word
  /// of one letter), plus one: 0 is no row.
  private let endingRows: [UInt16]
  /// ln P(last letter | row) / P(last letter), in steps of `step`: one
  /// row of `letters` after another.
  private let lifts: [Int8]
  private let letters: Int
  /// How much of a lift counts (`endingWeight`, `beginningWeight`).
  private let weight: Float

  static let step: Float = 1 / 50
  static let none = EndingLifts(
    wordIDs: [], wordRows: [], endingRows: [], lifts: [], letters: 0, weight: 0)

  private init(
    wordIDs: [Int32], wordRows: [UInt16], endingRows: [UInt16], lifts: [Int8], letters: Int,
    weight: Float
  ) {
    (self.wordIDs, self.wordRows, self.endingRows, self.lifts, self.letters, self.weight) =
      (wordIDs, wordRows, endingRows, lifts, letters, weight)
  }

  var isEmpty: Bool { lifts.isEmpty }

  /// The row of the word before, whose letters are `before`, if it has one.
  func row(of id: Int, letters before: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    guard !lifts.isEmpty else { return nil }
    var (low, high) = (0, wordIDs.count)
    while low < high {
      let mid = (low + high) / 2
      if Int(wordIDs[mid]) < id { low = mid + 1 } else { high = mid }
    }
    if low < wordIDs.count, Int(wordIDs[low]) == id { return Int(wordRows[low]) }
    guard let last = before.last else { return nil }
    let second = before.count > 1 ? Int(before[before.index(before.endIndex, offsetBy: -2)]) + 1 : 0
    let row = endingRows[second * letters + Int(last)]
    return row == 0 ? nil : Int(row) - 1
  }

  /// The lift of a word whose letter weighed (its last, or its first) is
  /// `letter` after a word of `row`.
  func lift(row: Int, letter: UInt8) -> Float {
    Float(lifts[row * letters + Int(letter)]) * Self.step * weight
  }

  /// How much of an ending's lift counts: the texts are small (17,000 to
  /// 290,000 words), and full lifts cost more words than half (Czech's and
  /// Polish's manual pages and package descriptions: 134 and 125 words
  /// wrong at full weight, 129 and 120 at half, 141 and 122 without).
  static let endingWeight: Float = 0.5

  /// How much of a beginning's lift counts: more than all of it, since
  /// the rows kept are the commonest words' strong rules (Czech "ze"
  /// before s), which the prior that steadies a small count draws toward
  /// nothing. Chosen on the manual pages: at 1 / 1.5 / 2, Czech 44 / 43 /
  /// 43 and Polish 30 / 30 / 30 words wrong; at 1.5 every other language
  /// the same on both development sets, and held out Polish 52 → 51.
  static let beginningWeight: Float = 1.5

  /// The largest lift of a row (0 at least: a letter the row leaves out
  /// has none).
  func largestLift(row: Int) -> Float {
    Float(lifts[row * letters..<(row + 1) * letters].max() ?? 0) * Self.step * weight
  }

  /// Reads the file's lines `BEFORE LETTER LIFT` (BEFORE a word of the
  /// model or `-` and one or two letters; LIFT in hundredths of a nat).
  /// Lines of one BEFORE come together.
  static func read(
    _ text: UnsafeBufferPointer<UInt8>, alphabet: Int, weight: Float,
    number: (Unicode.Scalar) -> UInt8?, id: (String) -> Int?
  ) -> Result<EndingLifts, WordModel.BadLine> {
    var words: [(id: Int32, row: UInt16)] = []
    var endingRows = [UInt16](repeating: 0, count: (alphabet + 1) * alphabet)
    var lifts: [Int8] = []
    var rowsByName: [String: Int] = [:]
    var line = 1
    var i = 0
    var lastName: Slice<UnsafeBufferPointer<UInt8>>? = nil
    var row = -1
    while i < text.count {
      let start = i
      while i < text.count, text[i] != 0x20, text[i] != 0x0A { i += 1 }
      let name = text[start..<i]
      guard i < text.count, text[i] == 0x20, !name.isEmpty else {
        return .failure(WordModel.BadLine(line: line))
      }
      i += 1
      if lastName.map({ !$0.elementsEqual(name) }) ?? true {
        let written = String(decoding: name, as: UTF8.self)
        guard rowsByName[written] == nil else {
          return .failure(
            WordModel.BadLine(line: line, problem: "\(written): its lines are not together"))
        }
        row = lifts.count / max(alphabet, 1)
        guard row < Int(UInt16.max) else { return .failure(WordModel.BadLine(line: line)) }
        rowsByName[written] = row
        lifts += [Int8](repeating: 0, count: alphabet)
        if written.hasPrefix("-") {
          let ending = written.dropFirst().unicodeScalars.map(number)
          guard (1...2).contains(ending.count), ending.allSatisfy({ $0 != nil }) else {
            return .failure(
              WordModel.BadLine(line: line, problem: "\(written): not one or two of the letters"))
          }
          let last = Int(ending[ending.count - 1] ?? 0)
          let second = ending.count == 2 ? Int(ending[0] ?? 0) + 1 : 0
          endingRows[second * alphabet + last] = UInt16(row + 1)
        } else {
          guard let w = id(written) else {
            return .failure(WordModel.BadLine(line: line, problem: "\(written): not a listed word"))
          }
          words.append((Int32(w), UInt16(row)))
        }
        lastName = name
      }
      let letterStart = i
      while i < text.count, text[i] != 0x20, text[i] != 0x0A { i += 1 }
      let scalars = String(decoding: text[letterStart..<i], as: UTF8.self).unicodeScalars
      guard scalars.count == 1, let scalar = scalars.first, let letter = number(scalar),
        i < text.count, text[i] == 0x20
      else {
        return .failure(
          WordModel.BadLine(line: line, problem: "the letter is not one of the words'"))
      }
      i += 1
      var sign = 1
      if i < text.count, text[i] == 0x2D {
        sign = -1
        i += 1
      }
      var n = 0
      let digits = i
      while i < text.count, text[i] &- 0x30 < 10, n < 1000 {
        n = n * 10 + Int(text[i] &- 0x30)
        i += 1
      }
      guard i > digits, n <= 250, i == text.count || text[i] == 0x0A else {
        return .failure(
          WordModel.BadLine(line: line, problem: "the lift is not hundredths from -250 to 250"))
      }
      // Hundredths to the table's fiftieths.
      lifts[row * alphabet + Int(letter)] = Int8((sign * n) / 2)
      i += 1
      line += 1
    }
    words.sort { $0.id < $1.id }
    return .success(
      EndingLifts(
        wordIDs: words.map(\.id), wordRows: words.map(\.row),
        endingRows: lifts.isEmpty ? [] : endingRows, lifts: lifts, letters: alphabet,
        weight: weight))
  }
}
