/// One key placed on the keyboard.
public struct PlacedKey: Equatable, Sendable {
  /// The key's character, or its action name; a second key with the same
  /// id in a layer gets "-2" (the pad's right shift is "shift-2").
  public var id: String
  public var kind: KeyKind
  public var hint: String?
  /// The drawn key, in points.
  public var frame: Rect
  /// The key's share of the row, gaps and its half of any neighbouring
  /// spacer included, in points; a row's cells tile it edge to edge.
  public var cell: Rect
  public var row: Int
  public var isFirstInRow: Bool
  public var isLastInRow: Bool

  public var action: KeyAction? {
    if case .action(let a) = kind { return a }
    return nil
  }

  public var isCharacter: Bool { action == nil }

  /// The letter the key types, when it types one letter (one scalar,
  /// alphabetic): what the decoders weigh taps and strokes against, and
  /// what a slide starts on. The one test of "a letter key".
  public var letter: Unicode.Scalar? {
    guard case .character(let output, _) = kind, output.unicodeScalars.count == 1,
      let letter = output.unicodeScalars.first, letter.properties.isAlphabetic
    else { return nil }
    return letter
  }
}

/// Frames of every key of one layer at one width, and hit testing.
///
/// Widths in the layout are points at the form's reference width and scale
/// with the actual width; heights scale too on the pad only (see
/// `FormMetrics.scaleHeightWithWidth`).
public struct KeyboardGeometry: Sendable {
  public let form: Form
  public let layer: LayerID
  public let width: Double
  public let height: Double
  /// Horizontal and vertical scale from the reference metrics.
  public let scaleX: Double
  public let scaleY: Double
  public let metrics: FormMetrics
  public let keys: [PlacedKey]
  private let rowRanges: [Range<Int>]

  public init(form: Form, layer: LayerID, layout: LayerLayout, metrics: FormMetrics, width: Double)
  {
    self.form = form
    self.layer = layer
    self.width = width
    self.metrics = metrics
    let sx = width / metrics.referenceWidth
    let sy = metrics.scaleHeightWithWidth ? sx : 1
    scaleX = sx
    scaleY = sy
    let pitch = metrics.rowPitch * sy
    let keyHeight = metrics.keyHeight * sy
    let gap = metrics.gap * sx
    func points(_ w: KeyWidth) -> Double? {
      switch w {
      case .standard: return metrics.keyCell * sx
      case .points(let p): return p * sx
      case .fill: return nil
      }
    }
    height = pitch * Double(layout.rows.count)

    var keys: [PlacedKey] = []
    var ranges: [Range<Int>] = []
    var idCounts: [[UInt32]: Int] = [:]
    for (rowIndex, row) in layout.rows.enumerated() {
      let fixed = row.items.reduce(0.0) { $0 + (points($1.width) ?? 0) }
      let fills = row.items.filter { $0.width == .fill }.count
      let fillWidth = fills > 0 ? max(0, width - fixed) / Double(fills) : 0
      let y = Double(rowIndex) * pitch
      var x = 0.0
      let first = keys.count
      for item in row.items {
        let w = points(item.width) ?? fillWidth
        defer { x += w }
        guard let kind = item.kind else { continue }
        let base = Self.baseID(kind)
        let n = idCounts[base.unicodeScalars.map(\.value), default: 0] + 1
        idCounts[base.unicodeScalars.map(\.value)] = n
        let cell = Rect(x: x, y: y, width: w, height: pitch)
        let frame = Rect(
          x: x + gap / 2, y: y + (pitch - keyHeight) / 2, width: w - gap, height: keyHeight)
        keys.append(
          PlacedKey(
            id: n == 1 ? base : "\(base)-\(n)", kind: kind, hint: item.hint, frame: frame,
            cell: cell, row: rowIndex, isFirstInRow: false, isLastInRow: false))
      }
      if keys.count > first {
        keys[first].isFirstInRow = true
        keys[keys.count - 1].isLastInRow = true
        // Spacers go to their neighbours, split at the midpoint, so the
        // cells tile the row from edge to edge.
        keys[first].cell = Self.extend(keys[first].cell, minX: 0)
        keys[keys.count - 1].cell = Self.extend(keys[keys.count - 1].cell, maxX: width)
        for i in first..<(keys.count - 1) {
          let boundary = (keys[i].cell.maxX + keys[i + 1].cell.minX) / 2
          keys[i].cell = Self.extend(keys[i].cell, maxX: boundary)
          keys[i + 1].cell = Self.extend(keys[i + 1].cell, minX: boundary)
        }
      }
      ranges.append(first..<keys.count)
    }
    self.keys = keys
    self.rowRanges = ranges
  }

  static func extend(_ r: Rect, minX: Double? = nil, maxX: Double? = nil) -> Rect {
    let x0 = minX ?? r.minX
    let x1 = maxX ?? r.maxX
    return Rect(x: x0, y: r.y, width: x1 - x0, height: r.height)
  }

  static func baseID(_ kind: KeyKind) -> String {
    switch kind {
    case .character(let output, _): return output
    case .action(let action): return action.rawValue
    }
  }

  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// The index of the key for a point anywhere on (or near) the keyboard:
  /// the row under the point, then the cell in that row under it, so gaps
  /// and spacers are never dead zones. Points outside go to the nearest.
  public func keyIndex(at p: Point) -> Int? {
    guard !rowRanges.isEmpty else { return nil }
    let pitch = metrics.rowPitch * scaleY
    let row = min(max(Int((p.y / pitch).rounded(.down)), 0), rowRanges.count - 1)
    let range = rowRanges[row]
    return range.first { p.x < keys[$0].cell.maxX } ?? range.last
  }

  public func index(ofID id: String) -> Int? {
    let wanted = id.unicodeScalars.map(\.value)
    return keys.firstIndex { $0.id.unicodeScalars.map(\.value) == wanted }
  }

  public func key(id: String) -> PlacedKey? { index(ofID: id).map { keys[$0] } }
}
