import CCairo
import Glibc

/// One label, itemised and shaped by Pango, to measure and draw.
///
/// A line is shaped without a PangoLayout (`pango_itemize`,
/// `pango_shape_full`) and drawn run by run (`pango_cairo_show_glyph_string`).
/// A layout would shape it the same way and then do what a label never
/// needs: it asks each font for its metrics, which Pango finds by shaping a
/// sample sentence and loading the outline of each of its glyphs, and it
/// loads the outline of every glyph of the text for an ink box. In C,
/// fontconfig's start, a font map and a frame's first three labels (Inter
/// Light, Inter Regular, and a symbol that falls back to DejaVu Sans) took
/// 2.5-4.0 ms through layouts and 1.3-1.5 ms this way.
///
/// The logical box is the one a layout gives: the sum of the advances, and
/// each font's ascent and descent, joined over the runs as
/// `pango_layout_line_get_extents` joins them; and each glyph lands where a
/// layout would draw it, to the bit. What a single run of shaping cannot do
/// as a layout does (`needsLayout`) still goes through a layout.
final class ShapedText {
  private struct Run {
    var font: UnsafeMutablePointer<PangoFont>
    var glyphs: UnsafeMutablePointer<PangoGlyphString>
  }

  private var runs: [Run] = []
  private var layout: OpaquePointer?
  /// The logical box in Pango units, its top at y = 0, as a layout's.
  private(set) var logical = PangoRectangle()

  /// Shapes `text` (not empty) in `font`, a PangoFontDescription.
  init(_ text: String, context: OpaquePointer, font: OpaquePointer) {
    if text.unicodeScalars.contains(where: Self.needsLayout) {
      let layout = Self.layout(text, context: context, font: font)
      pango_layout_get_extents(layout, nil, &logical)
      self.layout = layout
    } else {
      shapeLine(text, context: context, font: font)
    }
  }

  deinit {
    for run in runs {
      pango_glyph_string_free(run.glyphs)
      g_object_unref(UnsafeMutableRawPointer(run.font))
    }
    if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
  }

  /// Draws the text with the top left of its logical box at the origin.
  func draw(_ cr: OpaquePointer) {
    cairo_move_to(cr, 0, 0)
    if let layout {
      pango_cairo_show_layout(cr, layout)
      return
    }
    for run in runs { pango_cairo_show_glyph_string(cr, run.font, run.glyphs) }
  }

  /// What a single run of shaping does not do as a layout does: break
  /// lines, expand tabs, and order right-to-left text (Hebrew, Arabic and
  /// the other right-to-left scripts, and the bidirectional controls).
  private static func needsLayout(_ c: Unicode.Scalar) -> Bool {
    switch c.value {
    case 0x09...0x0D, 0x85, 0x2028, 0x2029: true
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
      true
    case 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  private static func layout(_ text: String, context: OpaquePointer, font: OpaquePointer)
    -> OpaquePointer
  {
    guard let layout = pango_layout_new(context) else {
      preconditionFailure("Pango could not allocate a layout")
    }
    pango_layout_set_font_description(layout, font)
    pango_layout_set_text(layout, text, -1)
    return layout
  }

  /// Itemises left-to-right text as a layout does, shapes each item, and
  /// places the runs one after another on a common baseline.
  private func shapeLine(_ text: String, context: OpaquePointer, font: OpaquePointer) {
    pango_context_set_font_description(context, font)
    let attributes = pango_attr_list_new()
    defer { pango_attr_list_unref(attributes) }
    var line = PangoRectangle()
    text.withCString { chars in
      let length = Int32(strlen(chars))
      let items = pango_itemize(context, chars, 0, length, attributes, nil)
      defer { g_list_free(items) }
      var x: Int32 = 0
      var node = items
      while let current = node {
        node = current.pointee.next
        guard let item = current.pointee.data?.assumingMemoryBound(to: PangoItem.self) else {
          continue
        }
        defer { pango_item_free(item) }
        guard let runFont = item.pointee.analysis.font, let glyphs = pango_glyph_string_new()
        else { continue }
        pango_shape_full(
          chars + Int(item.pointee.offset), item.pointee.length, chars, length,
          &item.pointee.analysis, glyphs)
        let box = Self.logical(of: glyphs, in: runFont)
        Self.join(&line, box, at: x)
        Self.offset(glyphs, x: x)
        x += box.width
        g_object_ref(UnsafeMutableRawPointer(runFont))
        runs.append(Run(font: runFont, glyphs: glyphs))
      }
    }
    // A layout's box has its top at 0 and the baseline `-line.y` below it.
    for run in runs { Self.offset(run.glyphs, y: -line.y) }
    logical = PangoRectangle(x: line.x, y: 0, width: line.width, height: line.height)
  }

  /// A run's logical box, baseline at 0: its advances, and its font's
  /// ascent and descent (what Pango reports for an empty glyph), or
  /// Pango's own answer when a glyph is missing from every font (a box of
  /// hex digits has extents of its own).
  private static func logical(
    of glyphs: UnsafeMutablePointer<PangoGlyphString>, in font: UnsafeMutablePointer<PangoFont>
  ) -> PangoRectangle {
    var box = PangoRectangle()
    let count = Int(glyphs.pointee.num_glyphs)
    guard count > 0, let infos = glyphs.pointee.glyphs else { return box }
    for i in 0..<count {
      if infos[i].glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 {
        pango_glyph_string_extents(glyphs, font, nil, &box)
        return box
      }
      box.width += infos[i].geometry.width
    }
    var fontBox = PangoRectangle()
    pango_font_get_glyph_extents(font, PANGO_GLYPH_EMPTY, nil, &fontBox)
    box.y = fontBox.y
    box.height = fontBox.height
    return box
  }

  /// `line` grown to take in `run` placed at `x`, as Pango grows a line's.
  private static func join(_ line: inout PangoRectangle, _ run: PangoRectangle, at x: Int32) {
    let left = min(line.x, x + run.x)
    line.width = max(line.x + line.width, x + run.x + run.width) - left
    line.x = left
    let top = min(line.y, run.y)
    line.height = max(line.y + line.height, run.y + run.height) - top
    line.y = top
  }

  /// Moves every glyph of a run by whole Pango units. Pango's renderer
  /// adds a glyph's offset to where it starts drawing, and dividing whole
  /// units by 1024 is exact, so a glyph moved here lands on the very
  /// coordinate a layout gives it; moving the start point instead would
  /// round it to Cairo's 1/256 of a pixel.
  private static func offset(
    _ glyphs: UnsafeMutablePointer<PangoGlyphString>, x: Int32 = 0, y: Int32 = 0
  ) {
    guard let infos = glyphs.pointee.glyphs else { return }
    for i in 0..<Int(glyphs.pointee.num_glyphs) {
      infos[i].geometry.x_offset += x
      infos[i].geometry.y_offset += y
    }
  }
}
