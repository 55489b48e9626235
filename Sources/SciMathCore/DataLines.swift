/// The shared shape of the project's text data files: one directive per
/// line, words separated by spaces or tabs, blank lines and lines starting
/// with "#" ignored.
struct DataLine {
  var number: Int
  var words: [String]
  var directive: String { words[0] }
  var arguments: ArraySlice<String> { words.dropFirst() }

  static func parse(_ text: String) -> [DataLine] {
    var lines: [DataLine] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
        .map(String.init)
      guard let first = words.first, !first.hasPrefix("#") else { continue }
      lines.append(DataLine(number: index + 1, words: words))
    }
    return lines
  }
}
