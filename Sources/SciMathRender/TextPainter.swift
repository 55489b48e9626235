import CCairo
import SciMathCore

/// Lays out and draws labels with Pango, caching one layout per label and
/// font so that a frame re-shapes nothing it has drawn before.
///
/// The Pango context runs at 72 dpi with metric hinting off: one point is
/// one user unit at every scale, so a label sits in the same place in a
/// 1x and a 2x render.
final class TextPainter {
  private let context: OpaquePointer
  private var layouts: [LayoutKey: OpaquePointer] = [:]

  struct LayoutKey: Hashable {
    var scalars: [UInt32]
    var family: String
    var size: Double
    var weight: Int
  }

  init() {
    let fontMap = pango_cairo_font_map_get_default()
    context = pango_font_map_create_context(fontMap)
    pango_cairo_context_set_resolution(context, 72)
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
  }

  deinit {
    for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
    g_object_unref(UnsafeMutableRawPointer(context))
  }

  private func layout(_ text: String, family: String, size: Double, weight: Int) -> OpaquePointer {
    let key = LayoutKey(
      scalars: text.unicodeScalars.map(\.value), family: family, size: size, weight: weight)
    if let cached = layouts[key] { return cached }
    let layout = newLayout(text, family: family, size: size, weight: weight)
    layouts[key] = layout
    return layout
  }

  /// A layout of its own (the caller releases it): for the cache, and for
  /// text that must not stay in it.
  private func newLayout(_ text: String, family: String, size: Double, weight: Int = 400)
    -> OpaquePointer
  {
    guard let layout = pango_layout_new(context) else {
      preconditionFailure("Pango could not allocate a layout")
    }
    let font = pango_font_description_new()
    pango_font_description_set_family(font, family)
    pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
    pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(weight)))
    pango_layout_set_font_description(layout, font)
    pango_font_description_free(font)
    pango_layout_set_text(layout, text, -1)
    return layout
  }

  /// Draws `text` from `x`, centred on `midY`, and returns where it ends.
  /// Text longer than `room` is moved left so that its end stays in view,
  /// as a text field scrolls. Not cached: this is the search query, which
  /// changes with every key, and no trace of it is kept once drawn.
  @discardableResult
  func drawLeading(
    _ cr: OpaquePointer, _ text: String, x: Double, midY: Double, family: String, size: Double,
    room: Double = .infinity
  ) -> Double {
    // The height of a line, whatever the text, so the baseline stays put.
    let l = newLayout(text.isEmpty ? " " : text, family: family, size: size)
    defer { g_object_unref(UnsafeMutableRawPointer(l)) }
    var logical = PangoRectangle()
    pango_layout_get_extents(l, nil, &logical)
    let scale = Double(PANGO_SCALE)
    guard !text.isEmpty else { return x }
    let width = Double(logical.width) / scale
    let start = x - max(0, width - room)
    cairo_move_to(cr, start, midY - Double(logical.height) / scale / 2)
    pango_cairo_show_layout(cr, l)
    return start + width
  }

  /// Draws `text` starting at `x` (ending there when `trailing`), centred
  /// on `midY`: the labels of the settings panel, cached as keys' are.
  func draw(
    _ cr: OpaquePointer, _ text: String, x: Double, midY: Double, family: String, size: Double,
    weight: Int = 400, trailing: Bool = false
  ) {
    guard !text.isEmpty else { return }
    let l = layout(text, family: family, size: size, weight: weight)
    var logical = PangoRectangle()
    pango_layout_get_extents(l, nil, &logical)
    let scale = Double(PANGO_SCALE)
    let w = Double(logical.width) / scale
    cairo_move_to(
      cr, (trailing ? x - w : x) - Double(logical.x) / scale,
      midY - Double(logical.height) / scale / 2)
    pango_cairo_show_layout(cr, l)
  }

  /// Draws `text` centred on `center` (by its logical box, as iOS centres
  /// labels), in the current source colour.
  func draw(
    _ cr: OpaquePointer, _ text: String, center: Point, family: String, size: Double,
    weight: Int = 400
  ) {
    guard !text.isEmpty else { return }
    let l = layout(text, family: family, size: size, weight: weight)
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(l, &ink, &logical)
    let scale = Double(PANGO_SCALE)
    let w = Double(logical.width) / scale
    let h = Double(logical.height) / scale
    cairo_move_to(cr, center.x - w / 2 - Double(logical.x) / scale, center.y - h / 2)
    pango_cairo_show_layout(cr, l)
  }
}
