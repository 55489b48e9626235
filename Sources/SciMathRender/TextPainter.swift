import CCairo
import SciMathCore

/// Lays out and draws labels with Pango, caching one layout per label and
/// font so that a frame re-shapes nothing it has drawn before.
///
/// The Pango context runs at 72 dpi with metric hinting off: one point is
/// one user unit at every scale, so a label sits in the same place in a
/// 1x and a 2x render.
///
/// Every label is laid out at one size, `layoutSize`, and drawn scaled to
/// the size asked for. Without hinting, outlines, advances and extents all
/// scale in proportion, Pango's rounding of glyph positions is off, and
/// Cairo rasterises each glyph at the size it ends up on screen: a render
/// is the same, pixel for pixel, as one laid out at each size (compared on
/// the phone's ABC layer at 2x). What it saves:
/// Pango makes a font, a fontconfig match and sort on its own thread and a
/// HarfBuzz font for every new size, and the first frame asks for five or
/// six sizes (the pad's keys).
final class TextPainter {
  private let context: OpaquePointer
  private var layouts: [LayoutKey: (layout: OpaquePointer, used: Int)] = [:]
  private var uses = 0

  /// A bound, not a speed-up: every distinct label drawn kept its layout,
  /// and each search shows symbols never drawn before, so a long session
  /// grew without end. 256 is more than a frame draws (a layer's keys, a
  /// popup, the strip, the settings panel); past it the least recently
  /// used half is let go, and a layer switch lays those out again.
  /// The bound is for sessions longer than a soak, not for speed.
  static let capacity = 256

  /// Larger than any label, so that Pango's units (1/1024 pt of the
  /// layout) are finer still once scaled down.
  static let layoutSize = 128.0

  struct LayoutKey: Hashable {
    var scalars: [UInt32]
    var family: String
    var weight: Int
  }

  /// A layout's logical box in points at the size drawn, and the factor
  /// that takes the layout there.
  struct Placed {
    var logical: Rect
    var scale: Double
  }

  init() {
    let fontMap = pango_cairo_font_map_get_default()
    context = pango_font_map_create_context(fontMap)
    pango_cairo_context_set_resolution(context, 72)
    pango_context_set_round_glyph_positions(context, 0)
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
  }

  deinit {
    for entry in layouts.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
    g_object_unref(UnsafeMutableRawPointer(context))
  }

  private func layout(_ text: String, family: String, weight: Int) -> OpaquePointer {
    let key = LayoutKey(scalars: text.unicodeScalars.map(\.value), family: family, weight: weight)
    uses += 1
    if let cached = layouts[key] {
      layouts[key]?.used = uses
      return cached.layout
    }
    if layouts.count >= Self.capacity { forgetOldest() }
    let layout = newLayout(text, family: family, weight: weight)
    layouts[key] = (layout, uses)
    return layout
  }

  /// Lets go of the least recently used half of the layouts; those of the
  /// frame being drawn are all in the other half.
  private func forgetOldest() {
    let oldest = layouts.sorted { $0.value.used < $1.value.used }.prefix(layouts.count / 2)
    for (key, entry) in oldest {
      g_object_unref(UnsafeMutableRawPointer(entry.layout))
      layouts[key] = nil
    }
  }

  /// How many layouts are kept (for a test of the bound).
  var cachedLayouts: Int { layouts.count }

  /// A layout of its own at `layoutSize` (the caller releases it): for the
  /// cache, and for text that must not stay in it.
  private func newLayout(_ text: String, family: String, weight: Int = 400) -> OpaquePointer {
    guard let layout = pango_layout_new(context) else {
      preconditionFailure("Pango could not allocate a layout")
    }
    let font = pango_font_description_new()
    pango_font_description_set_family(font, family)
    pango_font_description_set_absolute_size(font, Self.layoutSize * Double(PANGO_SCALE))
    pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(weight)))
    pango_layout_set_font_description(layout, font)
    pango_font_description_free(font)
    pango_layout_set_text(layout, text, -1)
    return layout
  }

  /// Where `layout` lies when drawn at `size`.
  private func place(_ layout: OpaquePointer, size: Double) -> Placed {
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let scale = size / Self.layoutSize
    let unit = scale / Double(PANGO_SCALE)
    return Placed(
      logical: Rect(
        x: Double(logical.x) * unit, y: Double(logical.y) * unit,
        width: Double(logical.width) * unit, height: Double(logical.height) * unit),
      scale: scale)
  }

  /// Draws `layout` with its top left at (`x`, `y`), scaled to its size.
  private func show(
    _ cr: OpaquePointer, _ layout: OpaquePointer, x: Double, y: Double, scale: Double
  ) {
    // A size of 0 (or worse) from a hand-edited metrics file would make
    // the matrix singular, which puts the whole Cairo context in an error
    // state: nothing else in the frame would be drawn.
    guard scale.isFinite, scale > 0 else { return }
    cairo_save(cr)
    cairo_translate(cr, x, y)
    cairo_scale(cr, scale, scale)
    cairo_move_to(cr, 0, 0)
    pango_cairo_show_layout(cr, layout)
    cairo_restore(cr)
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
    let l = newLayout(text.isEmpty ? " " : text, family: family)
    defer { g_object_unref(UnsafeMutableRawPointer(l)) }
    let placed = place(l, size: size)
    guard !text.isEmpty else { return x }
    let width = placed.logical.width
    let start = x - max(0, width - room)
    show(cr, l, x: start, y: midY - placed.logical.height / 2, scale: placed.scale)
    return start + width
  }

  /// Draws `text` starting at `x` (ending there when `trailing`), centred
  /// on `midY`: the labels of the settings panel, cached as keys' are.
  func draw(
    _ cr: OpaquePointer, _ text: String, x: Double, midY: Double, family: String, size: Double,
    weight: Int = 400, trailing: Bool = false
  ) {
    guard !text.isEmpty else { return }
    let l = layout(text, family: family, weight: weight)
    let placed = place(l, size: size)
    let w = placed.logical.width
    show(
      cr, l, x: (trailing ? x - w : x) - placed.logical.x,
      y: midY - placed.logical.height / 2, scale: placed.scale)
  }

  /// Draws `text` centred on `center` (by its logical box, as iOS centres
  /// labels), in the current source colour.
  func draw(
    _ cr: OpaquePointer, _ text: String, center: Point, family: String, size: Double,
    weight: Int = 400
  ) {
    guard !text.isEmpty else { return }
    let l = layout(text, family: family, weight: weight)
    let placed = place(l, size: size)
    show(
      cr, l, x: center.x - placed.logical.width / 2 - placed.logical.x,
      y: center.y - placed.logical.height / 2, scale: placed.scale)
  }
}
