/// The shared shape of the project's text data files: one directive per
/// line, words separated by spaces or tabs, blank lines and lines starting
/// with "#" ignored.
public struct DataLine {
  public var number: Int
  public var words: [String]
  public var directive: String { words[0] }
  public var arguments: ArraySlice<String> { words.dropFirst() }

  /// Split on the UTF-8 bytes of newline, space, tab and carriage return,
  /// not on Characters: these are ASCII, so no multi-byte scalar contains
  /// them; a line may end in "\r\n" (one Character, not "\n"), and a
  /// combining mark after a space starts a word instead of joining the
  /// space. Split by Unicode scalars instead, the Assets' data lines took
  /// 8.5 M instructions at every start, against 2.1 M this way (callgrind,
  /// `scimath layout`).
  public static func parse(_ text: String) -> [DataLine] {
    var lines: [DataLine] = []
    let rows = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (index, row) in rows.enumerated() {
      let words = row.split {
        $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r")
      }
      .map { String(decoding: $0, as: UTF8.self) }
      guard let first = words.first, !first.hasPrefix("#") else { continue }
      lines.append(DataLine(number: index + 1, words: words))
    }
    return lines
  }
}
