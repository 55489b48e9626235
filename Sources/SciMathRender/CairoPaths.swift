import CCairo
import SciMathCore

/// The few path and colour helpers every painter shares.
enum CairoPaths {
  static func setColor(_ cr: OpaquePointer, _ c: Color) {
    cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
  }

  /// Clips to `r` grown to whole device pixels. A clip edge inside a
  /// pixel (a key's cell at a fractional place or scale) would blend what
  /// is drawn with what the pixel held before, and the back buffer would
  /// keep a trace of a closed popup or balloon there; whole pixels are
  /// drawn exactly as a whole frame draws them.
  static func clipToPixels(_ cr: OpaquePointer, _ r: Rect) {
    var (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
    cairo_user_to_device(cr, &x0, &y0)
    cairo_user_to_device(cr, &x1, &y1)
    (x0, x1) = (min(x0, x1).rounded(.down), max(x0, x1).rounded(.up))
    (y0, y1) = (min(y0, y1).rounded(.down), max(y0, y1).rounded(.up))
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
    cairo_restore(cr)
    cairo_clip(cr)
  }

  /// A key's face as iOS draws it: the rounded shape, on its shadow, a
  /// little lower.
  static func keyFace(
    _ cr: OpaquePointer, _ r: Rect, fill: Color, shadow: Color, radius: Double,
    shadowOffset: Double
  ) {
    var below = r
    below.y += shadowOffset
    setColor(cr, shadow)
    roundedRect(cr, below, radius: radius)
    cairo_fill(cr)
    setColor(cr, fill)
    roundedRect(cr, r, radius: radius)
    cairo_fill(cr)
  }

  static func roundedRect(_ cr: OpaquePointer, _ r: Rect, radius: Double) {
    let rad = min(radius, r.width / 2, r.height / 2)
    cairo_new_sub_path(cr)
    cairo_arc(cr, r.maxX - rad, r.minY + rad, rad, -Double.pi / 2, 0)
    cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, Double.pi / 2)
    cairo_arc(cr, r.minX + rad, r.maxY - rad, rad, Double.pi / 2, Double.pi)
    cairo_arc(cr, r.minX + rad, r.minY + rad, rad, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
  }

  /// A shoulder up to this wide (a balloon's 13 pt) is one curve from the
  /// key's corner to the bubble's; a wider one (an alternates popup, the
  /// mode list) is a concave neck curve `neckRun` wide, then the bubble's
  /// straight bottom edge to a rounded corner.
  static let curvedShoulder = 16.0
  /// The neck's concave curves: ≈ 8 pt wide (measured on the stock balloon).
  static let neckRun = 8.0

  /// A key joined by a neck to a wider bubble above it: the shape of the
  /// preview balloon and of the alternates popup. Drawn upward; callers
  /// flip the y axis about the key for shapes that open downward.
  static func bubble(
    _ cr: OpaquePointer, key k: Rect, bubble b: Rect, keyRadius kr: Double,
    radius r: Double
  ) {
    let neckTop = b.maxY
    let neck = k.minY - neckTop
    let right = b.maxX - k.maxX
    let left = k.minX - b.minX
    cairo_new_sub_path(cr)
    cairo_move_to(cr, k.minX + kr, k.maxY)
    cairo_line_to(cr, k.maxX - kr, k.maxY)
    cairo_arc_negative(cr, k.maxX - kr, k.maxY - kr, kr, Double.pi / 2, 0)
    cairo_line_to(cr, k.maxX, k.minY)
    if right <= curvedShoulder {
      cairo_curve_to(
        cr, k.maxX, k.minY - neck * 0.6, b.maxX, neckTop + neck * 0.4, b.maxX, neckTop)
    } else {
      let run = neckRun
      let corner = min(r, right - run)
      cairo_curve_to(
        cr, k.maxX, neckTop + neck * 0.45, k.maxX + run * 0.45, neckTop, k.maxX + run, neckTop)
      cairo_line_to(cr, b.maxX - corner, neckTop)
      cairo_arc_negative(cr, b.maxX - corner, neckTop - corner, corner, Double.pi / 2, 0)
    }
    // A side flush with the key (an edge key's balloon) takes the key's
    // corner radius at the top, or the corner of the key it covers there
    // would poke out past the rounder bubble.
    let topRight = right <= 0.5 ? min(r, kr) : r
    let topLeft = left <= 0.5 ? min(r, kr) : r
    cairo_line_to(cr, b.maxX, b.minY + topRight)
    cairo_arc_negative(cr, b.maxX - topRight, b.minY + topRight, topRight, 0, -Double.pi / 2)
    cairo_line_to(cr, b.minX + topLeft, b.minY)
    cairo_arc_negative(
      cr, b.minX + topLeft, b.minY + topLeft, topLeft, -Double.pi / 2, -Double.pi)
    if left <= curvedShoulder {
      cairo_line_to(cr, b.minX, neckTop)
      cairo_curve_to(
        cr, b.minX, neckTop + neck * 0.4, k.minX, k.minY - neck * 0.6, k.minX, k.minY)
    } else {
      let run = neckRun
      let corner = min(r, left - run)
      cairo_line_to(cr, b.minX, neckTop - corner)
      cairo_arc_negative(cr, b.minX + corner, neckTop - corner, corner, Double.pi, Double.pi / 2)
      cairo_line_to(cr, k.minX - run, neckTop)
      cairo_curve_to(
        cr, k.minX - run * 0.45, neckTop, k.minX, neckTop + neck * 0.45, k.minX, k.minY)
    }
    cairo_line_to(cr, k.minX, k.maxY - kr)
    cairo_arc_negative(cr, k.minX + kr, k.maxY - kr, kr, Double.pi, Double.pi / 2)
    cairo_close_path(cr)
  }
}
