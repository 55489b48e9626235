/// Reads the layout text format (documented in Assets/README.md, "Layout files").
///
/// A line-oriented format, rather than JSON, so that a row reads like the
/// keyboard it describes and every error can name its line.
public enum LayoutParser {
  public static func parse(_ text: String, source: String) throws -> LayerLayout {
    var layout = LayerLayout(name: "", rows: [], source: source)
    for line in DataLine.parse(text) {
      let lineNumber = line.number
      let words = line.words
      let fail = { (problem: String) in
        DataFileError(file: source, line: lineNumber, problem: problem)
      }
      switch words[0] {
      case "name":
        layout.name = words.dropFirst().joined(separator: " ")
        if layout.name.isEmpty { throw fail("'name' needs a name after it") }
      case "label":
        guard words.count >= 3, let action = KeyAction(rawValue: words[1]) else {
          throw fail("'label' takes an action name and the text to show")
        }
        layout.labels[action.rawValue] = words.dropFirst(2).joined(separator: " ")
      case "xkb-group":
        guard words.count == 2, let n = Int(words[1]), (1...4).contains(n) else {
          throw fail("'xkb-group' takes a group number from 1 to 4")
        }
        layout.xkbGroup = n
      case "row":
        let row = RowLayout(
          items: try words.dropFirst().enumerated().map { column, token in
            try parseToken(token, column: column + 1, line: lineNumber, source: source)
          }, line: lineNumber)
        if row.items.isEmpty { throw fail("a row needs at least one key") }
        layout.rows.append(row)
      case "hints":
        guard let last = layout.rows.indices.last else {
          throw fail("'hints' must follow the row it labels")
        }
        try applyHints(
          Array(words.dropFirst()), to: &layout.rows[last], line: lineNumber, source: source)
      default:
        throw fail(
          "unknown directive '\(words[0])' (expected name, label, xkb-group, row or hints)")
      }
    }
    if layout.rows.isEmpty {
      throw DataFileError(file: source, problem: "no rows: a layout needs at least one 'row' line")
    }
    return layout
  }

  static func parseToken(_ token: String, column: Int, line: Int, source: String) throws -> RowItem
  {
    let (body, width) = splitWidth(token)
    let fail = { (problem: String) in
      DataFileError(
        file: source, line: line, place: "row key \(column) '\(token)'", problem: problem)
    }
    guard let width else {
      throw fail("the width after '@' must be a positive number of points or '*'")
    }
    if body == "gap" { return RowItem(kind: nil, width: width, column: column) }
    // Most keys are one letter, shorter than any action's name: they skip
    // the lookup, which compares the name against every action in turn.
    if body.utf8.count >= KeyAction.shortestName, let action = KeyAction(rawValue: body) {
      return RowItem(kind: .action(action), width: width, column: column)
    }
    let characters = Array(body)
    switch characters.count {
    case 1:
      return RowItem(kind: .character(output: body, shifted: nil), width: width, column: column)
    case 2:
      return RowItem(
        kind: .character(output: String(characters[0]), shifted: String(characters[1])),
        width: width, column: column)
    default:
      let names = KeyAction.allCases.map(\.rawValue).joined(separator: ", ")
      throw fail("unknown key: not one character, a pair, 'gap' or an action (\(names))")
    }
  }

  /// Splits `KEY@WIDTH`. A lone "@", or a token whose text after its last
  /// "@" is no width at all ("a@b"), is a key of its own; a width that is
  /// attempted but wrong ("q@-3", "q@") gives nil.
  static func splitWidth(_ token: String) -> (body: String, width: KeyWidth?) {
    guard let at = token.lastIndex(of: "@"), at != token.startIndex else {
      return (token, .standard)
    }
    let body = String(token[..<at])
    let suffix = token[token.index(after: at)...]
    if suffix == "*" { return (body, .fill) }
    if let points = Double(suffix), points > 0, points.isFinite { return (body, .points(points)) }
    if suffix.isEmpty || suffix.contains(where: { $0.isNumber || $0 == "." || $0 == "-" }) {
      return (body, nil)
    }
    return (token, .standard)
  }

  static func applyHints(_ hints: [String], to row: inout RowLayout, line: Int, source: String)
    throws
  {
    let characterIndices = row.items.indices.filter {
      if case .character = row.items[$0].kind { return true }
      return false
    }
    guard hints.count == characterIndices.count else {
      throw DataFileError(
        file: source, line: line,
        problem:
          "\(hints.count) hints for \(characterIndices.count) character keys in the row above"
          + " (write 'none' for a key without one)")
    }
    for (hint, index) in zip(hints, characterIndices) where hint != "none" {
      guard hint.count == 1 else {
        throw DataFileError(
          file: source, line: line, place: "hint '\(hint)'", problem: "a hint is one character")
      }
      row.items[index].hint = hint
    }
  }
}
