/// Many short lists kept end to end in one array: the symbol search holds
/// tens of thousands of words and numbers, and as that many small arrays
/// and sets (each its own allocation) they cost ten times their contents
/// (2.7 MB for the 3,080 symbols' index; docs/words.md, "Memory").
struct PackedLists<Element: Sendable>: Sendable {
  private(set) var values: [Element] = []
  /// List i is `values[starts[i]..<starts[i + 1]]`.
  private var starts: [Int32] = [0]

  var count: Int { starts.count - 1 }

  /// Appends a list; its number.
  @discardableResult
  mutating func append<S: Sequence>(_ list: S) -> Int where S.Element == Element {
    values.append(contentsOf: list)
    starts.append(Int32(values.count))
    return count - 1
  }

  subscript(i: Int) -> ArraySlice<Element> {
    values[Int(starts[i])..<Int(starts[i + 1])]
  }
}

/// Distinct words, each once, as UTF-8 bytes end to end, found by number
/// or by text.
struct PackedWords: Sendable {
  private(set) var bytes = PackedLists<UInt8>()
  private var numbers: [String: Int32] = [:]

  var count: Int { bytes.count }

  subscript(i: Int) -> ArraySlice<UInt8> { bytes[i] }

  /// The word's number, added if new.
  mutating func number(adding word: String) -> Int32 {
    if let n = numbers[word] { return n }
    let n = Int32(bytes.append(word.utf8))
    numbers[word] = n
    return n
  }

  func number(of word: String) -> Int32? { numbers[word] }
}
