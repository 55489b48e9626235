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
    // Split as bytes (tab, newline and ';' are ASCII): splitting the
    // table's lines as Characters is what the first search waited for.
    let bytes = Array(text.utf8)
    for (n, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated()
    where !line.isEmpty && line.first != UInt8(ascii: "#") {
      let f = line.split(separator: 0x09, omittingEmptySubsequences: false)
      let field = { (i: Int) in String(decoding: f[i], as: UTF8.self) }
      guard f.count == 7, field(1).hasPrefix("U+"),
        let cp = UInt32(field(1).dropFirst(2), radix: 16),
        let scalar = Unicode.Scalar(cp), field(0) == String(Character(scalar)),
        let commonness = Int(field(6)), (0...4).contains(commonness)
      else {
        throw DataFileError(
          file: file, line: n + 1,
          problem:
            "not CHAR, U+XXXX (that character), NAME, LATEX, WORDS, KEYWORDS, COMMONNESS (0–4)"
        )
      }
      symbols.append(
        Symbol(
          character: field(0), codePoint: cp, name: field(2), latex: items(f[3], 0x20),
          words: items(f[4], 0x3B), keywords: items(f[5], 0x3B), commonness: commonness))
    }
    return SymbolTable(symbols: symbols)
  }

  /// A field's items, split at `separator` and trimmed of spaces.
  static func items(_ field: ArraySlice<UInt8>, _ separator: UInt8) -> [String] {
    field.split(separator: separator).compactMap { item in
      guard let start = item.firstIndex(where: { $0 != 0x20 }),
        let end = item.lastIndex(where: { $0 != 0x20 })
      else { return nil }
      return String(decoding: item[start...end], as: UTF8.self)
    }
  }
}
