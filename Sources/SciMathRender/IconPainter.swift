import CCairo
import Glibc
import SciMathCore

/// The action-key icons, drawn as paths in a 20-unit box rather than taken
/// from a font, so they look the same whatever fonts a machine has.
enum IconPainter {
  static func draw(
    _ cr: OpaquePointer, _ name: String, center c: Point, size: Double,
    shift: ShiftState
  ) {
    cairo_save(cr)
    // An icon is its own path: text drawn before it leaves a current point,
    // which an arc would otherwise join with a line.
    cairo_new_path(cr)
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
    case "keyboard": keyboard(cr)
    case "search": magnifier(cr)
    case "cancel": cross(cr)
    case "draw": pencil(cr)
    case "pin": star(cr, filled: false)
    case "pinned": star(cr, filled: true)
    default: break
    }
    cairo_restore(cr)
  }

  /// Outline ⇧ when off, filled when on, filled with a bar (⇪) when locked.
  /// Every corner is rounded, the tip most, as the stock arrow's are.
  static func shiftArrow(_ cr: OpaquePointer, _ shift: ShiftState) {
    let dy = shift == .locked ? -1.5 : 0
    let corners: [(x: Double, y: Double, radius: Double)] = [
      (0, -8.5, 2), (8.5, 0.5, 1.5), (4, 0.5, 0.6), (4, 6.5, 1), (-4, 6.5, 1),
      (-4, 0.5, 0.6), (-8.5, 0.5, 1.5),
    ]
    roundedPolygon(cr, corners.map { ($0.x, $0.y + dy, $0.radius) })
    if shift == .off {
      cairo_stroke(cr)
    } else {
      cairo_fill(cr)
    }
    if shift == .locked {
      CairoPaths.roundedRect(cr, Rect(x: -4, y: 7.5, width: 8, height: 2), radius: 0.6)
      cairo_fill(cr)
    }
  }

  /// A closed polygon whose corners are cut `radius` back along both edges
  /// and joined by a curve through where the corner was.
  static func roundedPolygon(_ cr: OpaquePointer, _ corners: [(Double, Double, Double)]) {
    let n = corners.count
    func toward(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ d: Double)
      -> (Double, Double)
    {
      let dx = b.0 - a.0
      let dy = b.1 - a.1
      let length = (dx * dx + dy * dy).squareRoot()
      let t = length > 0 ? min(d, length / 2) / length : 0
      return (a.0 + dx * t, a.1 + dy * t)
    }
    for i in 0..<n {
      let previous = corners[(i + n - 1) % n]
      let corner = corners[i]
      let next = corners[(i + 1) % n]
      let start = toward(corner, previous, corner.2)
      let end = toward(corner, next, corner.2)
      if i == 0 {
        cairo_move_to(cr, start.0, start.1)
      } else {
        cairo_line_to(cr, start.0, start.1)
      }
      // Control points two thirds of the way to the corner: the cubic a
      // quadratic through the corner would give.
      cairo_curve_to(
        cr, start.0 + (corner.0 - start.0) * 2 / 3, start.1 + (corner.1 - start.1) * 2 / 3,
        end.0 + (corner.0 - end.0) * 2 / 3, end.1 + (corner.1 - end.1) * 2 / 3, end.0, end.1)
    }
    cairo_close_path(cr)
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
    for y in [-4.5, 4.5] { latitude(cr, y) }
    cairo_stroke(cr)
  }

  /// A latitude off the equator bows toward its pole, as on the stock
  /// globe; its ends sit on the 8.5 outline (at ±4.5: x = ±7.2).
  static func latitude(_ cr: OpaquePointer, _ y: Double) {
    let bow = y < 0 ? -2.1 : 2.1
    cairo_move_to(cr, -7.2, y)
    cairo_curve_to(cr, -3.5, y + bow, 3.5, y + bow, 7.2, y)
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

  /// The strip's search button: a lens and its handle.
  static func magnifier(_ cr: OpaquePointer) {
    cairo_set_line_width(cr, 1.8)
    cairo_arc(cr, -1.5, -1.5, 6, 0, 2 * Double.pi)
    cairo_stroke(cr)
    cairo_set_line_width(cr, 2.2)
    cairo_move_to(cr, 3, 3)
    cairo_line_to(cr, 8, 8)
    cairo_stroke(cr)
  }

  /// The draw button: a pencil at 45°, its tip down-left, over a stroke
  /// of ink, as drawing tools show it.
  static func pencil(_ cr: OpaquePointer) {
    cairo_set_line_width(cr, 1.6)
    cairo_move_to(cr, -6.5, 6.5)
    cairo_line_to(cr, -5.5, 2.5)
    cairo_line_to(cr, 3.5, -6.5)
    cairo_line_to(cr, 6.5, -3.5)
    cairo_line_to(cr, -2.5, 5.5)
    cairo_close_path(cr)
    cairo_stroke(cr)
    cairo_move_to(cr, 1.5, -4.5)
    cairo_line_to(cr, 4.5, -1.5)
    cairo_stroke(cr)
    cairo_move_to(cr, -8, 9)
    cairo_curve_to(cr, -3, 7.5, 2, 10.5, 8, 8.5)
    cairo_stroke(cr)
  }

  /// The ✕ that ends a search.
  /// The pin button: a five-pointed star, outlined, or filled once the
  /// symbol is pinned, as favourites are marked everywhere.
  static func star(_ cr: OpaquePointer, filled: Bool) {
    cairo_set_line_width(cr, 1.5)
    for i in 0..<10 {
      let r = i % 2 == 0 ? 8.0 : 3.4
      let a = -Double.pi / 2 + Double(i) * Double.pi / 5
      let (x, y) = (r * cos(a), r * sin(a) + 0.6)
      if i == 0 { cairo_move_to(cr, x, y) } else { cairo_line_to(cr, x, y) }
    }
    cairo_close_path(cr)
    if filled { cairo_fill_preserve(cr) }
    cairo_stroke(cr)
  }

  static func cross(_ cr: OpaquePointer) {
    cairo_set_line_width(cr, 1.8)
    cairo_move_to(cr, -6, -6)
    cairo_line_to(cr, 6, 6)
    cairo_move_to(cr, 6, -6)
    cairo_line_to(cr, -6, 6)
    cairo_stroke(cr)
  }

  /// The dismiss key's keyboard with its chevron pointing down.
  static func dismiss(_ cr: OpaquePointer) {
    keyboardOutline(cr)
    cairo_move_to(cr, -3.5, 6)
    cairo_line_to(cr, 0, 9)
    cairo_line_to(cr, 3.5, 6)
    cairo_stroke(cr)
  }

  /// The same keyboard alone, centred: the bring-back button's icon.
  static func keyboard(_ cr: OpaquePointer) {
    cairo_translate(cr, 0, 3)
    keyboardOutline(cr)
  }

  static func keyboardOutline(_ cr: OpaquePointer) {
    cairo_set_line_width(cr, 1.2)
    CairoPaths.roundedRect(cr, Rect(x: -10, y: -9, width: 20, height: 12), radius: 2)
    cairo_stroke(cr)
    // Two rows of keys and the space bar under them, as the stock icon.
    for row in 0..<2 {
      for col in 0..<5 {
        cairo_rectangle(cr, -7.5 + Double(col) * 3.3, -6.9 + Double(row) * 3, 1.6, 1.6)
      }
    }
    cairo_rectangle(cr, -4.2, -0.9, 8.4, 1.6)
    cairo_fill(cr)
  }
}
