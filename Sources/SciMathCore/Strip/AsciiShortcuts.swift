import FoundationEssentials

/// One plain-text shortcut of Assets/shortcuts.txt: `<=` for ≤.
public struct AsciiShortcut: Equatable, Sendable {
  public var source: String
  /// Best first; the first is what replacement types.
  public var symbols: [String]
  /// Whether `latex-shortcuts = replace` may put it in place at a space or
  /// punctuation key; else it is only ever offered.
  public var replaces: Bool
  /// A source that begins with a letter or digit counts only at the start
  /// of a word: `deg` in "deg", not in "undeg"; `1/2` not in "11/2".
  public var wordLike: Bool { source.first.map { $0.isLetter || $0.isNumber } ?? false }
}

/// Assets/shortcuts.txt: the plain-text shortcuts (LaTeX commands come from
/// the symbol table).
public enum AsciiShortcuts {
  public static func load(assets: URL) throws -> [AsciiShortcut] {
    let url = assets.appendingPathComponent("shortcuts.txt")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      throw DataFileError(file: url.path, problem: "cannot be read")
    }
    return try parse(text, file: url.path)
  }

  /// A line that is not SOURCE SYMBOL… replace|offer, a source given twice
  /// or one with other than printable ASCII is an error naming the line:
  /// the file is checked in.
  public static func parse(_ text: String, file: String) throws -> [AsciiShortcut] {
    var shortcuts: [AsciiShortcut] = []
    var seen: Set<String> = []
    for line in DataLine.parse(text) {
      let w = line.words
      func fail(_ problem: String) -> DataFileError {
        DataFileError(file: file, line: line.number, problem: problem)
      }
      guard w.count >= 3, let last = w.last, last == "replace" || last == "offer" else {
        throw fail("not SOURCE SYMBOL… replace|offer")
      }
      guard w[0].unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value < 0x7F })
      else { throw fail("the source '\(w[0])' is not printable ASCII") }
      guard seen.insert(w[0]).inserted else { throw fail("'\(w[0])' is given twice") }
      shortcuts.append(
        AsciiShortcut(
          source: w[0], symbols: Array(w[1..<(w.count - 1)]), replaces: last == "replace"))
    }
    return shortcuts
  }
}
