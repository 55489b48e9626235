import Foundation

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

  static func strokes(_ text: Substring) -> Drawing? {
    var strokes: [[Point]] = []
    for part in text.split(separator: ";") {
      var stroke: [Point] = []
      for pair in part.split(separator: " ") {
        let xy = pair.split(separator: ",")
        guard xy.count == 2, let x = Double(xy[0]), let y = Double(xy[1]), x.isFinite, y.isFinite
        else { return nil }
        stroke.append(Point(x: x, y: y))
      }
      guard !stroke.isEmpty else { return nil }
      strokes.append(stroke)
    }
    return strokes.isEmpty ? nil : Drawing(strokes: strokes)
  }

  /// Whole numbers without a fraction, others to a tenth: a learned
  /// drawing in points needs no more.
  static func number(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
