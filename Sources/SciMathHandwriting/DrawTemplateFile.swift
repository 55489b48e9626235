import FoundationEssentials
import SciMathBase

/// The text form of templates, shared by Assets/draw-templates.txt, the
/// user's learned drawings and the benchmark's held-out drawings: one
/// drawing a line, `CHAR<TAB>SOURCE<TAB>STROKES`, the strokes' points
/// `x,y` joined by spaces and strokes by ` ; `. A line starting with `#`
/// is a comment.
public enum DrawTemplateFile {
  public static func parse(_ text: String, file: String) throws -> [DrawTemplate] {
    var templates: [DrawTemplate] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.isEmpty && !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 3, fields[0].count == 1, !fields[1].isEmpty else {
        throw DataFileError(
          file: file, line: index + 1,
          problem: "expected CHAR, SOURCE and STROKES separated by tabs")
      }
      guard let drawing = strokes(fields[2]) else {
        throw DataFileError(
          file: file, line: index + 1, place: String(fields[0]),
          problem: "strokes must be points x,y separated by spaces, strokes by ' ; '")
      }
      templates.append(
        DrawTemplate(character: String(fields[0]), source: String(fields[1]), drawing: drawing))
    }
    return templates
  }

  public static func line(_ template: DrawTemplate) -> String {
    let strokes = template.drawing.strokes.map { stroke in
      stroke.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
    }
    return "\(template.character)\t\(template.source)\t\(strokes.joined(separator: " ; "))\n"
  }

  /// Reads the strokes byte by byte: the keyboard parses some 2,400 lines
  /// when the pencil is first tapped, and splitting each into substrings
  /// took a third of that time.
  static func strokes(_ text: Substring) -> Drawing? {
    let bytes = text.utf8
    var i = bytes.startIndex
    var strokes: [[Point]] = []
    var stroke: [Point] = []
    func skipSpaces() {
      while i < bytes.endIndex && bytes[i] == UInt8(ascii: " ") { i = bytes.index(after: i) }
    }
    /// A number up to the next `,`, space, `;` or the end.
    func number() -> Double? {
      let start = i
      scan: while i < bytes.endIndex {
        switch bytes[i] {
        case UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: ";"): break scan
        default: i = bytes.index(after: i)
        }
      }
      guard start < i, let value = Double(text[start..<i]), value.isFinite else { return nil }
      return value
    }
    while true {
      skipSpaces()
      guard i < bytes.endIndex else { break }
      if bytes[i] == UInt8(ascii: ";") {
        guard !stroke.isEmpty else { return nil }
        strokes.append(stroke)
        stroke = []
        i = bytes.index(after: i)
        continue
      }
      guard let x = number(), i < bytes.endIndex, bytes[i] == UInt8(ascii: ",") else { return nil }
      i = bytes.index(after: i)
      guard let y = number() else { return nil }
      stroke.append(Point(x: x, y: y))
    }
    guard !stroke.isEmpty else { return nil }
    strokes.append(stroke)
    return Drawing(strokes: strokes)
  }

  /// Whole numbers without a fraction, others to a tenth: a learned
  /// drawing in points needs no more.
  static func number(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
