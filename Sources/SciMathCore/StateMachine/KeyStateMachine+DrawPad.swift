/// How the drawing pad and the strip work together: the strip's draw
/// button opens the pad, each finished stroke puts the best candidates on
/// the strip, and a tapped candidate is typed and (with `draw-learn` on)
/// learned, and the pad is cleared for the next symbol.
extension KeyStateMachine {
  /// Opens or closes the pad when the strip went into or out of drawing.
  mutating func followStripMode() {
    let drawing = strip?.view.drawing == true
    if drawing && drawPad == nil {
      drawPad = DrawPad(layout: DrawPadLayout(geometry: geometry))
      for i in touches.indices { touches[i].key = nil }
    } else if !drawing && drawPad != nil {
      drawPad = nil
    }
  }

  mutating func padTouchUp(_ id: Int, at p: Point) -> KeyboardStep {
    guard let (strokeEnded, button) = drawPad?.touchUp(id, at: p) else { return [] }
    if strokeEnded { offerCandidates() }
    switch button {
    case .abc:
      strip?.endSearch()
      followStripMode()
    case .undo:
      if drawPad?.view.strokes.isEmpty == false { drawPad?.view.strokes.removeLast() }
      offerCandidates()
    case .clear:
      drawPad?.view.strokes.removeAll()
      offerCandidates()
    case nil:
      break
    }
    return []
  }

  mutating func offerCandidates() {
    guard let pad = drawPad, let limit = strip?.layout.metrics.results else { return }
    let found =
      pad.view.strokes.isEmpty ? [] : loads.recognizer?.recognize(pad.drawing, top: limit) ?? []
    var candidates = found.map(\.character)
    if pad.isDot {
      candidates = DrawPad.dots + candidates.filter { !DrawPad.dots.contains($0) }
    }
    strip?.offer(Array(candidates.prefix(limit)))
  }

  /// A candidate was tapped: the drawing is learned (if the user lets it)
  /// and the pad cleared.
  mutating func learnFromPad(_ symbol: String) -> KeyboardStep {
    guard let pad = drawPad, !pad.view.strokes.isEmpty else { return [] }
    var out: KeyboardStep = []
    if preferences.drawLearn {
      let template = DrawTemplate(
        character: symbol, source: LearnedDrawings.source, drawing: pad.drawing)
      loads.recognizer?.add(template)
      out.append(.learnDrawing(pad.drawing, symbol))
    }
    drawPad?.view.strokes.removeAll()
    return out
  }
}
