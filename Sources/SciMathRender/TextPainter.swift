import CCairo
import SciMathCore

/// Shapes and draws labels as Pango lays them out (`ShapedText`), caching
/// each label per font so that a frame re-shapes nothing it has drawn
/// before.
///
/// Fonts are made at 72 dpi with metric hinting off: one point is one user
/// unit at every scale, so a label sits in the same place in a 1x and a 2x
/// render.
///
/// Every label is laid out at one size, `layoutSize`, and drawn scaled to
/// the size asked for. Without hinting, outlines, advances and extents all
/// scale in proportion, Pango's rounding of glyph positions is off, and
/// Cairo rasterises each glyph at the size it ends up on screen: a render
/// is the same, pixel for pixel, as one laid out at each size (compared on
/// the phone's ABC layer at 2x). What it saves:
/// Pango made a font, a fontconfig match and sort and a HarfBuzz font for
/// every new size, 0.45-0.77 ms each, and the first frame asks for 5 or 6
/// sizes (the pad's keys: 13, 16.9, 18, 23 and 25.5 pt).
final class TextPainter {
  private let options: OpaquePointer
  private var labels: [LabelKey: ShapedText] = [:]
  private var fontSets: [FontKey: LabelFontSet?] = [:]
  /// Pango's context, made when the first label needs a layout.
  private var pangoContext: PangoLayouts.Object?

  /// Larger than any label, so that Pango's units (1/1024 pt of the
  /// layout) are finer still once scaled down.
  static let layoutSize = 128.0

  struct LabelKey: Hashable {
    var scalars: [UInt32]
    var family: String
    var weight: Int
  }

  struct FontKey: Hashable {
    var family: String
    var weight: Int
  }

  /// A label's logical box in points at the size drawn, and the factor
  /// that takes the label there.
  struct Placed {
    var logical: Rect
    var scale: Double
  }

  init() {
    options = Self.fontOptions()
  }

  deinit {
    labels.removeAll()
    fontSets.removeAll()
    if let pangoContext { PangoLayouts.shared?.release(pangoContext) }
    cairo_font_options_destroy(options)
  }

  /// The options every label's fonts are made with, Pango's context's when
  /// a layout is needed: metric hinting off, so that outlines, advances and
  /// extents scale in proportion; no outline hinting; grey anti-aliasing.
  static func fontOptions() -> OpaquePointer {
    guard let options = cairo_font_options_create() else {
      preconditionFailure("Cairo could not allocate font options")
    }
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    return options
  }

  private func shaped(_ text: String, family: String, weight: Int) -> ShapedText {
    let key = LabelKey(scalars: text.unicodeScalars.map(\.value), family: family, weight: weight)
    if let cached = labels[key] { return cached }
    let label = newLabel(text, family: family, weight: weight)
    labels[key] = label
    return label
  }

  /// The cached labels that went through a Pango layout.
  var labelsThroughLayouts: [String] {
    labels.filter { !$0.value.isShapedDirectly }.map { key, _ in
      String(String.UnicodeScalarView(key.scalars.compactMap(Unicode.Scalar.init)))
    }
  }

  /// How many labels are cached.
  var labelCount: Int { labels.count }

  /// The fallback fonts of `family` at `weight`, at `layoutSize`.
  func fonts(family: String, weight: Int) -> LabelFontSet? {
    let key = FontKey(family: family, weight: weight)
    if let known = fontSets[key] { return known }
    let set = LabelFontSet(
      family: family, weight: weight, pixelSize: Int32(Self.layoutSize * 1024),
      language: LabelFontSet.language, options: options)
    fontSets[key] = set
    return set
  }

  /// A label shaped at `layoutSize`: for the cache, and for text that must
  /// not stay in it.
  func newLabel(_ text: String, family: String, weight: Int = 400) -> ShapedText {
    ShapedText(
      text, fonts: fonts(family: family, weight: weight), language: LabelFontSet.language
    ) { [self] in
      guard let pango = PangoLayouts.shared else { return nil }
      if pangoContext == nil { pangoContext = pango.context(options: options) }
      guard let pangoContext else { return nil }
      return pango.layout(
        text, context: pangoContext, family: family, weight: weight, size: Self.layoutSize)
    }
  }

  /// Where `label` lies when drawn at `size`.
  private func place(_ label: ShapedText, size: Double) -> Placed {
    let logical = label.logical
    let scale = size / Self.layoutSize
    let unit = scale / 1024
    return Placed(
      logical: Rect(
        x: Double(logical.x) * unit, y: Double(logical.y) * unit,
        width: Double(logical.width) * unit, height: Double(logical.height) * unit),
      scale: scale)
  }

  /// Draws `label` with its top left at (`x`, `y`), scaled to its size.
  private func show(
    _ cr: OpaquePointer, _ label: ShapedText, x: Double, y: Double, scale: Double
  ) {
    // A size of 0 (or worse) from a hand-edited metrics file would make
    // the matrix singular, which puts the whole Cairo context in an error
    // state: nothing else in the frame would be drawn.
    guard scale.isFinite, scale > 0 else { return }
    cairo_save(cr)
    cairo_translate(cr, x, y)
    cairo_scale(cr, scale, scale)
    label.draw(cr)
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
    let l = newLabel(text.isEmpty ? " " : text, family: family)
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
    let l = shaped(text, family: family, weight: weight)
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
    let l = shaped(text, family: family, weight: weight)
    let placed = place(l, size: size)
    show(
      cr, l, x: center.x - placed.logical.width / 2 - placed.logical.x,
      y: center.y - placed.logical.height / 2, scale: placed.scale)
  }
}
