import ArgumentParser
import FoundationEssentials
import SciMathCore

/// `scimath find`: a symbol by name, LaTeX command or everyday word.
struct FindCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "find",
    abstract: "Find symbols by name, LaTeX command or word (nabla, \\ne, reals).",
    discussion: """
      Prints the best matches, one a line: the character, its code point, its Unicode name, \
      its LaTeX command and, if it has any, the plain-text shortcuts the keyboard offers it for \
      (<=, ->). Exit status 1 when nothing matches.
      """)

  @Option(help: "At most this many matches (1–1000).")
  var limit = 10

  @Flag(
    help: "A JSON array of {char, codepoint, name, latex, latexAll, shortcuts, words, keywords}.")
  var json = false

  @Argument(help: "What to look for; the words are joined by spaces.")
  var query: [String]

  func validate() throws {
    if !(1...1000).contains(limit) { throw ValidationError("--limit must be from 1 to 1000") }
    if query.joined().trimmingSpaces().isEmpty {
      throw ValidationError("say what to look for")
    }
  }

  func run() throws {
    guard let dir = AssetLocator.find() else {
      throw CLIFailure.failure("cannot find the Assets folder (set SCIMATH_ASSETS)")
    }
    let search: SymbolSearch
    do {
      search = try SymbolSearch.load(assets: dir)
    } catch {
      throw CLIFailure.failure("broken assets: \(error)")
    }
    let text = query.joined(separator: " ")
    let found = search.find(text, limit: limit)
    guard !found.isEmpty else {
      let shown = text.count > 60 ? text.prefix(60) + "…" : Substring(text)
      throw CLIFailure.failure("nothing matches '\(shown)'")
    }
    if json {
      try printJSON(
        found.map { Match(symbol: $0, shortcuts: search.shortcuts.plain(for: $0.character)) })
    } else {
      let lines = found.map { s in
        let plain = search.shortcuts.plain(for: s.character)
        return
          ([s.character, s.codePointText, s.name, s.latex.first ?? ""]
          + (plain.isEmpty ? [] : [plain.joined(separator: " ")])).joined(separator: "\t")
      }
      print(lines.joined(separator: "\n"))
    }
  }
}

/// One match as `find --json` prints it; "latex" is null for a symbol with
/// no LaTeX command, rather than left out.
private struct Match: Encodable {
  var symbol: Symbol
  var shortcuts: [String]

  enum Key: String, CodingKey {
    case char, codepoint, name, latex, latexAll, shortcuts, words, keywords
  }

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Key.self)
    try c.encode(symbol.character, forKey: .char)
    try c.encode(symbol.codePointText, forKey: .codepoint)
    try c.encode(symbol.name, forKey: .name)
    try c.encode(symbol.latex.first, forKey: .latex)
    try c.encode(symbol.latex, forKey: .latexAll)
    try c.encode(shortcuts, forKey: .shortcuts)
    try c.encode(symbol.words, forKey: .words)
    try c.encode(symbol.keywords, forKey: .keywords)
  }
}
