/// How to type a symbol, as the strip shows it when one is held: its
/// standard LaTeX name, its plain-text shortcuts, its Unicode code point
/// and name, and whether it is pinned to the strip.
public struct SymbolInfo: Equatable, Sendable {
  public var symbol: String
  /// `\alpha`; nil when the table gives none.
  public var latex: String?
  /// `<=` for ≤; empty when it has none.
  public var shortcuts: [String]
  /// "U+03B1", one a scalar ("U+207B U+00B9" for ⁻¹).
  public var codePoints: String
  /// "GREEK SMALL LETTER ALPHA"; empty when the table does not have it.
  public var name: String
  public var pinned: Bool

  /// What the table says of `symbol` (nil: it could not be read).
  public init(symbol: String, search: SymbolSearch?, pinned: Bool) {
    self.symbol = symbol
    let entry = search?.table.symbols.first { $0.character == symbol }
    latex = entry?.latex.first
    shortcuts = search?.shortcuts.plain(for: symbol) ?? []
    codePoints = symbol.unicodeScalars.map { codePointName($0.value) }.joined(separator: " ")
    name = entry?.name ?? ""
    self.pinned = pinned
  }

  /// How to type it, as the strip's first line shows it: `\leq   <=`;
  /// empty when it has neither.
  public var typing: String {
    ([latex ?? ""] + shortcuts).filter { !$0.isEmpty }.joined(separator: "   ")
  }

  /// What Unicode calls it, the strip's second line: `U+2264 LESS-THAN
  /// OR EQUAL TO`.
  public var unicode: String { name.isEmpty ? codePoints : "\(codePoints) \(name)" }
}
