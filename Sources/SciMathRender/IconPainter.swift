import CCairo
import SciMathCore

/// The action-key icons, drawn as paths in a 20-unit box rather than taken
/// from a font, so they look the same whatever fonts a machine has.
enum IconPainter {
  static func draw(
    _ cr: OpaquePointer, _ name: String, center c: Point, size: Double,
    shift: ShiftState
  ) {
    cairo_save(cr)
    cairo_translate(cr, c.x, c.y)
    cairo_scale(cr, size / 20, size / 20)
    cairo_set_line_width(cr, 1.5)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    switch name {
    case "shift": shiftArrow(cr, shift)
    case "backspace": backspace(cr)
    case "globe": globe(cr)
    case "mic": mic(cr)
    case "dismiss": dismiss(cr)
    default: break
    }
    cairo_restore(cr)
  }

  /// Outline ⇧ when off, filled when on, filled with a bar (⇪) when locked.
  static func shiftArrow(_ cr: OpaquePointer, _ shift: ShiftState) {
    let dy = shift == .locked ? -1.5 : 0
    let points: [(Double, Double)] = [
      (0, -8.5), (8.5, 0.5), (4, 0.5), (4, 6.5), (-4, 6.5), (-4, 0.5), (-8.5, 0.5),
    ]
    cairo_move_to(cr, points[0].0, points[0].1 + dy)
    for p in points.dropFirst() { cairo_line_to(cr, p.0, p.1 + dy) }
    cairo_close_path(cr)
    if shift == .off {
      cairo_stroke(cr)
    } else {
      cairo_fill(cr)
    }
    if shift == .locked {
      cairo_rectangle(cr, -4, 7.5, 8, 2)
      cairo_fill(cr)
    }
  }

  static func backspace(_ cr: OpaquePointer) {
    cairo_move_to(cr, -10.5, 0)
    cairo_line_to(cr, -5, -7)
    cairo_line_to(cr, 9, -7)
    cairo_arc(cr, 9, -5, 2, -Double.pi / 2, 0)
    cairo_line_to(cr, 11, 5)
    cairo_arc(cr, 9, 5, 2, 0, Double.pi / 2)
    cairo_line_to(cr, -5, 7)
    cairo_close_path(cr)
    cairo_stroke(cr)
    cairo_move_to(cr, -0.5, -3.5)
    cairo_line_to(cr, 6.5, 3.5)
    cairo_move_to(cr, 6.5, -3.5)
    cairo_line_to(cr, -0.5, 3.5)
    cairo_stroke(cr)
  }

  static func globe(_ cr: OpaquePointer) {
    cairo_set_line_width(cr, 1.3)
    cairo_arc(cr, 0, 0, 8.5, 0, 2 * Double.pi)
    cairo_stroke(cr)
    cairo_save(cr)
    cairo_scale(cr, 0.45, 1)
    cairo_arc(cr, 0, 0, 8.5, 0, 2 * Double.pi)
    cairo_restore(cr)
    cairo_stroke(cr)
    cairo_move_to(cr, 0, -8.5)
    cairo_line_to(cr, 0, 8.5)
    cairo_move_to(cr, -8.5, 0)
    cairo_line_to(cr, 8.5, 0)
    cairo_move_to(cr, -7, -4.5)
    cairo_line_to(cr, 7, -4.5)
    cairo_move_to(cr, -7, 4.5)
    cairo_line_to(cr, 7, 4.5)
    cairo_stroke(cr)
  }

  static func mic(_ cr: OpaquePointer) {
    CairoPaths.roundedRect(cr, Rect(x: -3.5, y: -10, width: 7, height: 12.5), radius: 3.5)
    cairo_fill(cr)
    cairo_arc_negative(cr, 0, -2, 6.5, Double.pi, 0)
    cairo_stroke(cr)
    cairo_move_to(cr, 0, 4.5)
    cairo_line_to(cr, 0, 8.5)
    cairo_move_to(cr, -4, 8.5)
    cairo_line_to(cr, 4, 8.5)
    cairo_stroke(cr)
  }

  static func dismiss(_ cr: OpaquePointer) {
    cairo_set_line_width(cr, 1.2)
    CairoPaths.roundedRect(cr, Rect(x: -10, y: -9, width: 20, height: 12), radius: 2)
    cairo_stroke(cr)
    for row in 0..<2 {
      for col in 0..<5 {
        cairo_rectangle(cr, -7.5 + Double(col) * 3.3, -6.8 + Double(row) * 3.2, 1.6, 1.6)
      }
    }
    cairo_fill(cr)
    cairo_move_to(cr, -3.5, 6)
    cairo_line_to(cr, 0, 9)
    cairo_line_to(cr, 3.5, 6)
    cairo_stroke(cr)
  }
}
