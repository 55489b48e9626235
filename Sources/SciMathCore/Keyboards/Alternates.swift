/// Long-press alternates and the few upper-case forms that Unicode's own
/// case mapping gets wrong for a keyboard, read from Assets/alternates.txt.
///
/// Lookups compare Unicode scalars exactly: Swift's String equality treats
/// U+212B ANGSTROM SIGN as U+00C5 and U+2126 OHM SIGN as U+03A9, and a
/// scientist who picks one from the popup must get that one.
public struct Alternates: Equatable, Sendable {
  private var lists: [[UInt32]: [String]] = [:]
  private var upper: [[UInt32]: String] = [:]
  /// Bases in file order, for tests and listings.
  public private(set) var bases: [String] = []

  public init() {}

  public static func parse(_ text: String, source: String) throws -> Alternates {
    var result = Alternates()
    for line in DataLine.parse(text) {
      let words = line.words
      let fail = { (problem: String) in
        DataFileError(file: source, line: line.number, problem: problem)
      }
      guard words.count >= 3 else {
        throw fail("'\(words[0])' needs a base and at least one more character")
      }
      // An alternate may be a letter of several (Dutch íj́); a base and an
      // upper-case pair are one character.
      let single = words[0] == "alt" ? words[1...1] : words.dropFirst()
      if let long = single.first(where: { $0.count != 1 }) {
        throw fail("'\(long)' is not a single character")
      }
      let base = exact(words[1])
      switch words[0] {
      case "alt":
        if result.lists[base] != nil { throw fail("'\(words[1])' has alternates already") }
        let items = Array(words.dropFirst())
        if let dup = firstDuplicate(items) { throw fail("'\(dup)' is listed twice") }
        result.lists[base] = items
        result.bases.append(words[1])
      case "upper":
        guard words.count == 3 else { throw fail("'upper' takes a character and its upper case") }
        result.upper[base] = words[2]
      default:
        throw fail("unknown directive '\(words[0])' (expected alt or upper)")
      }
    }
    return result
  }

  /// These lists and capitals with `other`'s in place of any for the same
  /// base: a language's own order over the English one.
  public func overlaid(by other: Alternates) -> Alternates {
    var result = self
    for base in other.bases where lists[Self.exact(base)] == nil { result.bases.append(base) }
    result.lists.merge(other.lists) { _, new in new }
    result.upper.merge(other.upper) { _, new in new }
    return result
  }

  /// The alternates offered for `base`, base first; nil when it has none.
  public func list(for base: String) -> [String]? { lists[Self.exact(base)] }

  /// The upper case a shifted key types: the file's override, else
  /// Unicode's mapping when that is as many characters (ß stays ß, íj́ is
  /// ÍJ́), else unchanged.
  public func uppercase(_ text: String) -> String {
    if let override = upper[Self.exact(text)] { return override }
    let mapped = text.uppercased()
    return mapped.count == text.count ? mapped : text
  }

  static func exact(_ s: String) -> [UInt32] { s.unicodeScalars.map(\.value) }

  /// Compared pairwise: a popup lists a handful, and a Set of scalar
  /// arrays made the file's parse cost a fifth more (1.86 against 1.50 M
  /// instructions, callgrind).
  static func firstDuplicate(_ items: [String]) -> String? {
    let keys = items.map(exact)
    for i in keys.indices where keys[..<i].contains(keys[i]) { return items[i] }
    return nil
  }
}
