import CCairo
import SciMathCore

/// Draws the drawing pad in the keys' place, in the keyboard's own
/// colours and shapes: the ink area is a large letter-key face (the
/// keys' radius and shadow), the ink is the label colour, round-capped,
/// and the bar's buttons are action keys, pressed in the action-pressed
/// colour.
struct DrawPadPainter {
  let theme: Theme
  let text: TextPainter
  let metrics: FormMetrics
  /// The keys' scale at this width (the pad form grows past 768 pt).
  let scale: Double
  var fonts: FontSizes { metrics.fonts }
  static let hint = "Draw a symbol here"
  static let labels: [DrawPadButton: String] = [.abc: "ABC", .undo: "Undo", .clear: "Clear"]

  func draw(_ cr: OpaquePointer, _ pad: DrawPadView) {
    let l = pad.layout
    face(cr, l.area, colour: theme.letterKey)
    if pad.strokes.isEmpty {
      CairoPaths.setColor(cr, theme.inertLabel)
      text.draw(cr, Self.hint, center: l.area.center, family: fonts.family, size: fonts.actionLabel)
    }
    for button in l.buttons {
      let colour = pad.pressed == button.kind ? theme.actionPressed : theme.actionKey
      face(cr, button.frame, colour: colour)
      CairoPaths.setColor(cr, theme.label)
      text.draw(
        cr, Self.labels[button.kind] ?? "", center: button.frame.center, family: fonts.family,
        size: fonts.actionLabel)
    }
    drawInk(cr, pad.strokes)
  }

  func face(_ cr: OpaquePointer, _ r: Rect, colour: Color) {
    CairoPaths.keyFace(
      cr, r, fill: colour, shadow: theme.shadow, radius: metrics.cornerRadius * scale,
      shadowOffset: metrics.shadowOffset * scale)
  }

  /// Each stroke as one path through its points; a tap is a round dot.
  func drawInk(_ cr: OpaquePointer, _ strokes: [[Point]]) {
    CairoPaths.setColor(cr, theme.label)
    cairo_save(cr)
    cairo_set_line_width(cr, DrawPadView.inkWidth)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    for stroke in strokes {
      guard let first = stroke.first else { continue }
      cairo_move_to(cr, first.x, first.y)
      if stroke.count == 1 {
        cairo_line_to(cr, first.x, first.y)
      }
      for p in stroke.dropFirst() { cairo_line_to(cr, p.x, p.y) }
      cairo_stroke(cr)
    }
    cairo_restore(cr)
  }
}
