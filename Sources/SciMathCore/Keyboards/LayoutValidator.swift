/// Checks a parsed layout against its form: rows that fill the width
/// exactly, keys with room to be tapped, and ids that name one key each.
public enum LayoutValidator {
  /// Rows may miss the reference width by this much (figures are measured
  /// to about 0.1 pt).
  static let widthTolerance = 0.5

  public static func validate(_ layout: LayerLayout, metrics: FormMetrics) throws {
    for (rowIndex, row) in layout.rows.enumerated() {
      let place = "row \(rowIndex + 1)"
      let fail = { (problem: String) in
        DataFileError(file: layout.source, line: row.line, place: place, problem: problem)
      }
      var fixed = 0.0
      var fills = 0
      for item in row.items {
        switch item.width {
        case .standard: fixed += metrics.keyCell
        case .points(let p): fixed += p
        case .fill: fills += 1
        }
        if item.kind != nil, case .points(let p) = item.width, p <= metrics.gap {
          throw DataFileError(
            file: layout.source, line: row.line, place: "\(place) key \(item.column)",
            problem: "\(p) pt is no wider than the \(metrics.gap) pt gap: the key would vanish")
        }
      }
      let width = metrics.referenceWidth
      if fills == 0, abs(fixed - width) > widthTolerance {
        throw fail(
          "keys add up to \(format(fixed)) pt but the form is \(format(width)) pt wide"
            + " (give one key the width '*' to fill the rest)")
      }
      if fills > 0, width - fixed < Double(fills) * metrics.keyCell / 2 {
        throw fail(
          "fixed widths add up to \(format(fixed)) pt of \(format(width)) pt,"
            + " leaving too little for the '*' key")
      }
      if !row.items.contains(where: { $0.kind != nil }) { throw fail("the row has no keys") }
    }
  }

  static func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
