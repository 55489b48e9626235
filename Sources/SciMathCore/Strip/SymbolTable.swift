import FoundationEssentials

/// One symbol `scimath find` can give: the character, its Unicode name, its
/// LaTeX names (the standard one first: `\circ`, not unicode-math's
/// `\vysmwhtcircle`), the words people use for it and how common it is.
public struct Symbol: Equatable, Sendable {
  public var character: String
  public var codePoint: UInt32
  public var name: String
  public var latex: [String]
  /// Names people use ("em dash", "not equal", "reals").
  public var words: [String]
  /// Words about it, not names of it (√: "radical", "square").
  public var keywords: [String]
  /// 0 the commonest … 4 the rarest (Assets/symbol-commonness.txt says
  /// how each tier is given).
  public var commonness: Int

  /// "U+2207".
  public var codePointText: String { codePointName(codePoint) }
}

/// Assets/symbols.tsv, made by tools/make-symbols.py: one symbol a line,
/// tab-separated (character, code point, name, LaTeX names, names people
/// use, keywords, commonness).
public struct SymbolTable: Sendable {
  public let symbols: [Symbol]

  public init(symbols: [Symbol]) { self.symbols = symbols }

  public static func load(assets: URL) throws -> SymbolTable {
    let url = assets.appendingPathComponent("symbols.tsv")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      throw DataFileError(file: url.path, problem: "cannot be read")
    }
    return try parse(text, file: url.path)
  }

  /// Parses the table; a malformed line is an error naming it, since the
  /// file is generated and checked in.
  public static func parse(_ text: String, file: String) throws -> SymbolTable {
    var symbols: [Symbol] = []
    for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.isEmpty && !line.hasPrefix("#") {
      let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard f.count == 7, f[1].hasPrefix("U+"), let cp = UInt32(f[1].dropFirst(2), radix: 16),
        let scalar = Unicode.Scalar(cp), f[0] == String(Character(scalar)),
        let commonness = Int(f[6]), (0...4).contains(commonness)
      else {
        throw DataFileError(
          file: file, line: n + 1,
          problem:
            "not CHAR, U+XXXX (that character), NAME, LATEX, WORDS, KEYWORDS, COMMONNESS (0–4)"
        )
      }
      symbols.append(
        Symbol(
          character: f[0], codePoint: cp, name: f[2],
          latex: f[3].split(separator: " ").map(String.init),
          words: list(f[4]), keywords: list(f[5]), commonness: commonness))
    }
    return SymbolTable(symbols: symbols)
  }

  /// A field's `;`-separated items.
  static func list(_ field: String) -> [String] {
    field.split(separator: ";").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
  }
}
