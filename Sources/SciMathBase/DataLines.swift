/// The shared shape of the project's text data files: one directive per
/// line, words separated by spaces or tabs, blank lines and lines starting
/// with "#" ignored.
public struct DataLine {
  public var number: Int
  public var words: [String]
  public var directive: String { words[0] }
  public var arguments: ArraySlice<String> { words.dropFirst() }

  /// Split by Unicode scalars, not Characters: a line may end in "\r\n"
  /// (one Character, not "\n"), and a combining mark after a space starts
  /// a word instead of joining the space.
  public static func parse(_ text: String) -> [DataLine] {
    var lines: [DataLine] = []
    let rows = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, row) in rows.enumerated() {
      let words = row.split { $0 == " " || $0 == "\t" || $0 == "\r" }.map {
        String(String.UnicodeScalarView($0))
      }
      guard let first = words.first, !first.hasPrefix("#") else { continue }
      lines.append(DataLine(number: index + 1, words: words))
    }
    return lines
  }
}
