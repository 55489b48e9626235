/// The long-press alternates popup: cells laid out so that the base
/// character sits over the finger and is preselected.
public struct AlternatesPopup: Equatable, Sendable {
  public var keyID: String
  public var key: Rect
  public var items: [String]
  /// One cell per item, in item order.
  public var cells: [Rect]
  public var frame: Rect
  public var opensDown: Bool
  public var radius: Double
  /// The highlighted item; nil while the finger is too far away, when a
  /// release cancels.
  public var selected: Int?
  var cancelDistance: Double

  /// The item a finger at `p` selects: the nearest cell, or nil beyond the
  /// cancel distance from both the popup and its key.
  public func item(at p: Point) -> Int? {
    if frame.distance(to: p) > cancelDistance && key.distance(to: p) > cancelDistance {
      return nil
    }
    return cells.indices.min { cells[$0].distance(to: p) < cells[$1].distance(to: p) }
  }
}

extension KeyboardGeometry {
  /// Lays out `items` for the key. Left of centre the list runs rightward
  /// from the key; otherwise it is right-aligned and mirrored, so the base
  /// sits over the finger. Long lists wrap into rows away from the key.
  public func popup(for key: PlacedKey, items: [String]) -> AlternatesPopup {
    let m = metrics.popup
    let k = key.frame
    var cellW = min(k.width, m.maxCell * scaleX)
    let cellH = min(k.height, m.maxCell * scaleY)
    let padX = m.padX * scaleX
    let padY = m.padY * scaleY
    let leftAligned = k.midX < width / 2
    // The room on the side the list runs to, from the base cell's outer edge.
    let side = leftAligned ? width - (k.midX - cellW / 2 - padX) : k.midX + cellW / 2 + padX
    var perRow = max(1, min(items.count, m.maxPerRow))
    let fitting = Int(((side - 2 * padX) / cellW).rounded(.down))
    if Double(perRow) * cellW + 2 * padX > side {
      // Fewer per row while that keeps to maxRows; else narrower cells; the
      // popup is pushed in from the edge only when even that cannot fit.
      let fewest = (items.count + m.maxRows - 1) / m.maxRows
      if fitting >= fewest {
        perRow = max(1, fitting)
      } else {
        perRow = max(1, min(fewest, m.maxPerRow))
        // Narrower cells narrow the base cell too, whose centre stays on
        // the key's: the room runs from the key's centre, less half a cell.
        let room = (leftAligned ? width - k.midX : k.midX) - padX
        cellW = max(m.minCellWidth * scaleX, room / (Double(perRow) - 0.5))
      }
    }
    let rows = (items.count + perRow - 1) / perRow
    let w = Double(perRow) * cellW + 2 * padX
    let h = Double(rows) * cellH + 2 * padY

    var x = leftAligned ? k.midX - cellW / 2 - padX : k.midX + cellW / 2 + padX - w
    x = min(max(x, 0), max(0, width - w))
    let (y, opensDown) = placeVertically(height: h, over: k, neck: m.neckHeight * scaleY)
    let frame = coveringSlivers(Rect(x: x, y: y, width: w, height: h), of: key.id)
    let cells = items.indices.map { i -> Rect in
      let row = i / perRow
      let col = leftAligned ? i % perRow : perRow - 1 - i % perRow
      let cy =
        opensDown
        ? y + padY + Double(row) * cellH
        : y + h - padY - Double(row + 1) * cellH
      return Rect(x: x + padX + Double(col) * cellW, y: cy, width: cellW, height: cellH)
    }
    return AlternatesPopup(
      keyID: key.id, key: k, items: items, cells: cells, frame: frame, opensDown: opensDown,
      radius: m.radius * scaleY, selected: 0, cancelDistance: m.cancelDistance * scaleY)
  }
}

extension KeyboardGeometry {
  /// The list of input modes over the globe key, top to bottom, the
  /// current one preselected: the analogue of iPadOS's input-mode list.
  public func modeList(for key: PlacedKey, names: [String], selected: Int) -> AlternatesPopup {
    let m = metrics.popup
    let k = key.frame
    let padX = m.padX * scaleX
    let padY = m.padY * scaleY
    // Wide enough for "Keyboard Settings…" at the popup's type size.
    let cellW = min(width - 2 * padX, 230 * scaleX)
    let cellH = min(k.height, 40 * scaleY)
    let w = cellW + 2 * padX
    let h = Double(names.count) * cellH + 2 * padY
    let x = min(max(k.minX - padX, 0), max(0, width - w))
    let (y, opensDown) = placeVertically(height: h, over: k, neck: m.neckHeight * scaleY)
    let frame = coveringSlivers(Rect(x: x, y: y, width: w, height: h), of: key.id)
    let cells = names.indices.map { i in
      Rect(x: x + padX, y: y + padY + Double(i) * cellH, width: cellW, height: cellH)
    }
    return AlternatesPopup(
      keyID: key.id, key: k, items: names, cells: cells, frame: frame, opensDown: opensDown,
      radius: m.radius * scaleY, selected: selected, cancelDistance: m.cancelDistance * scaleY)
  }
}

extension KeyboardGeometry {
  /// `frame` grown to the far edge of any key it covers all but a sliver
  /// of (less than `PopupMetrics.sliver`, the key's shadow included): a
  /// 1–2 pt strip of a key left showing past a popup's end reads as a
  /// drawing fault, not as a key. Growing one side can end it inside a key
  /// of another row, so this repeats until nothing changes.
  func coveringSlivers(_ frame: Rect, of keyID: String) -> Rect {
    let limit = metrics.popup.sliver * scaleY
    let shadow = metrics.shadowOffset * scaleY
    var f = frame
    for _ in 0..<4 {
      var grown = f
      for key in keys where key.id != keyID {
        var k = key.frame
        k.height += shadow
        guard k.overlaps(grown) else { continue }
        if k.minX < grown.maxX, grown.maxX < k.maxX, k.maxX - grown.maxX < limit {
          grown.width = k.maxX - grown.minX
        }
        if k.minX < grown.minX, grown.minX < k.maxX, grown.minX - k.minX < limit {
          grown.width += grown.minX - k.minX
          grown.x = k.minX
        }
        if k.minY < grown.maxY, grown.maxY < k.maxY, k.maxY - grown.maxY < limit {
          grown.height = k.maxY - grown.minY
        }
        if k.minY < grown.minY, grown.minY < k.maxY, grown.minY - k.minY < limit {
          grown.height += grown.minY - k.minY
          grown.y = k.minY
        }
      }
      if grown == f { break }
      f = grown
    }
    return f
  }
}
