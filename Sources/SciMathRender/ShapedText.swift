import CCairo
import CHarfBuzz

/// One label, shaped and placed exactly as a Pango layout would shape and
/// place it, to measure and draw.
///
/// Most labels are shaped here, without Pango: `LabelItems` splits the text
/// where Pango's itemiser would and picks each item's font from the same
/// fontconfig fallback list, HarfBuzz shapes each item with the font and
/// settings Pango gives it (pango_hb_shape), and the runs are drawn with
/// the Cairo font Pango would install. The logical box is the one a layout
/// gives: the sum of the advances, and each font's ascent and descent,
/// joined over the runs as `pango_layout_line_get_extents` joins them; each
/// glyph lands where a layout draws it, to the bit (ShapedTextTests hold
/// every symbol, alternate and action label to that). What the itemiser
/// leaves to Pango goes through a layout, with Pango loaded then
/// (`PangoLayouts`).
final class ShapedText {
  private struct Run {
    var font: LabelFont
    var glyphs: [cairo_glyph_t]
  }

  private var runs: [Run] = []
  private var layout: PangoLayouts.Object?
  /// The logical box in Pango units, its top at y = 0, as a layout's.
  private(set) var logical = PangoLayouts.Rectangle()

  /// Pango's glyph for characters that draw nothing (PANGO_GLYPH_EMPTY).
  private static let emptyGlyph: UInt32 = 0x0FFF_FFFF

  /// Shapes `text` (not empty) with `fonts`, or through a layout made by
  /// `viaLayout` (nil: the text is left out) when it must.
  init(
    _ text: String, fonts: LabelFontSet?, language: String,
    viaLayout: () -> (PangoLayouts.Object, PangoLayouts.Rectangle)?
  ) {
    if let fonts, let items = LabelItems(text, fonts: fonts, language: language),
      shape(text, items, language: language)
    {
      return
    }
    if let (layout, box) = viaLayout() {
      self.layout = layout
      logical = box
    }
  }

  deinit {
    if let layout { PangoLayouts.shared?.release(layout) }
  }

  /// Whether the text was shaped here, not through a Pango layout.
  var isShapedDirectly: Bool { layout == nil && !runs.isEmpty }

  /// Draws the text with the top left of its logical box at the origin.
  func draw(_ cr: OpaquePointer) {
    if let layout {
      cairo_move_to(cr, 0, 0)
      PangoLayouts.shared?.draw(cr, layout)
      return
    }
    for run in runs where !run.glyphs.isEmpty {
      cairo_save(cr)
      cairo_set_scaled_font(cr, run.font.scaledFont)
      run.glyphs.withUnsafeBufferPointer {
        cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count))
      }
      cairo_restore(cr)
    }
  }

  /// Shapes each item as pango_hb_shape does and places the runs one
  /// after another on a common baseline; false where HarfBuzz gave a glyph
  /// the font lacks (Pango would draw a box for it).
  private func shape(_ text: String, _ items: LabelItems, language: String) -> Bool {
    let script = hb_script_t(rawValue: g_unicode_script_to_iso15924(items.script))
    let hbLanguage = hb_language_from_string(language, -1)
    var line = PangoLayouts.Rectangle()
    var x: Int32 = 0
    var placed: [(LabelFont, [(glyph: UInt32, x: Int32, y: Int32)])] = []
    let ok = text.withCString { chars -> Bool in
      let length = Int32(strlen(chars))
      guard let buffer = hb_buffer_create() else { return false }
      defer { hb_buffer_destroy(buffer) }
      for item in items.items {
        hb_buffer_reset(buffer)
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        hb_buffer_set_language(buffer, hbLanguage)
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS)
        hb_buffer_set_flags(
          buffer,
          hb_buffer_flags_t(rawValue: HB_BUFFER_FLAG_BOT.rawValue | HB_BUFFER_FLAG_EOT.rawValue))
        hb_buffer_set_invisible_glyph(buffer, Self.emptyGlyph)
        let start = Int32(item.offset)
        let end = Int32(item.offset + item.length)
        hb_buffer_add_utf8(buffer, chars, start, UInt32(start), 0)
        hb_buffer_add_utf8(buffer, chars, end, UInt32(start), Int32(item.length))
        hb_buffer_add_utf8(buffer, chars, length, UInt32(end), 0)
        hb_shape(item.font.hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
          let positions = hb_buffer_get_glyph_positions(buffer, nil)
        else { return false }
        var glyphs: [(glyph: UInt32, x: Int32, y: Int32)] = []
        var advance: Int32 = 0
        for i in 0..<Int(count) {
          let glyph = infos[i].codepoint
          guard glyph != 0 else { return false }
          var width = positions[i].x_advance
          var xOffset = positions[i].x_offset
          if width < 0 {
            width = -width
            xOffset += width
          }
          glyphs.append((glyph, x + advance + xOffset, -positions[i].y_offset))
          advance += width
        }
        // A run's box: its advances, and its font's ascent and descent
        // (what Pango reports for an empty glyph).
        let box = PangoLayouts.Rectangle(
          x: 0, y: item.font.logicalY, width: advance, height: item.font.logicalHeight)
        Self.join(&line, box, at: x)
        x += advance
        placed.append((item.font, glyphs))
      }
      return true
    }
    guard ok else { return false }
    // A layout's box has its top at 0 and the baseline `-line.y` below it.
    // Positions stay in whole Pango units until divided by 1024, as
    // Pango's renderer divides them, so each lands on the same coordinate.
    runs = placed.map { font, glyphs in
      Run(
        font: font,
        glyphs: glyphs.compactMap { g in
          guard g.glyph != Self.emptyGlyph else { return nil }
          let y = g.y - line.y
          return cairo_glyph_t(
            index: UInt(g.glyph), x: Double(g.x) / 1024, y: y == 0 ? 0 : Double(y) / 1024)
        })
    }
    logical = PangoLayouts.Rectangle(x: line.x, y: 0, width: line.width, height: line.height)
    return true
  }

  /// `line` grown to take in `run` placed at `x`, as Pango grows a line's.
  private static func join(
    _ line: inout PangoLayouts.Rectangle, _ run: PangoLayouts.Rectangle, at x: Int32
  ) {
    let left = min(line.x, x + run.x)
    line.width = max(line.x + line.width, x + run.x + run.width) - left
    line.x = left
    let top = min(line.y, run.y)
    line.height = max(line.y + line.height, run.y + run.height) - top
    line.y = top
  }
}
