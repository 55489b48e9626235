import SciMathCore

extension Repaint {
  /// The pixels of a `width` × `height` back buffer that this repaint
  /// changes, which the live keyboard copies to its window: each key's
  /// cell, the region or the strip (given in the keys' points, below the
  /// strip), or the whole buffer; grown to whole pixels, kept inside it.
  public func pixelRects(
    keyboard: Keyboard, view: ViewState, scale: Double, width: Int, height: Int
  ) -> [PixelRect] {
    let points: [Rect]
    switch self {
    case .none: return []
    case .keys(let indices):
      let keys = keyboard.geometry(view.layer).keys
      points = indices.map { keys[$0].cell }
    case .region(let r), .strip(let r): points = [r]
    case .all: return [PixelRect(x: 0, y: 0, width: width, height: height)]
    }
    let top = KeyboardRenderer.keyTop(view)
    return points.compactMap { r in
      let x0 = max(0, Int((r.minX * scale).rounded(.down)))
      let y0 = max(0, Int(((r.minY + top) * scale).rounded(.down)))
      let x1 = min(width, Int((r.maxX * scale).rounded(.up)))
      let y1 = min(height, Int(((r.maxY + top) * scale).rounded(.up)))
      guard x1 > x0, y1 > y0 else { return nil }
      return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
  }
}
