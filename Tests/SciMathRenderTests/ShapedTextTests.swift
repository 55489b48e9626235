import CCairo
import CPango
import SciMathCore
import SciMathTestSupport
import XCTest

@testable import SciMathRender

/// Labels are shaped without Pango (ShapedText), for the first frame's
/// sake; they must measure and draw exactly as a Pango layout does, for
/// every character the keyboard can type and the strings around it.
final class ShapedTextTests: XCTestCase {
  override class func setUp() {
    FontSetup.activate(assets: TestPaths.assets)
  }

  /// Every symbol of symbols.tsv, every alternate, the action labels, and
  /// strings that mix fonts, miss a glyph everywhere, combine, split where
  /// Pango's itemiser splits, or need a layout (several lines; right to left, where "אבג abc", a right-to-left
  /// paragraph, shows its runs in another order than it stores them).
  func corpus() throws -> [String] {
    var texts = [
      "return", "space", ".?123", "#+=", "ABC", "a∇b", "x² + y² = r²", "ℏω ≈ kT", "Å µ Ω",
      "\u{E000}", "a\u{E000}b", "😀", "e\u{301}", "fi ffl", " ", "∫∂∇", "two\nlines",
      "tab\there", "שלום", "abc אבג", "אבג abc", "Type a name or draw a symbol",
      // × takes its case form after a capital only when shaped with it:
      // horizontal text has no runs of upright characters of their own.
      "T×", "A×B", "2×3",
      // Spaces go with the less fallen-back font beside them (∇ is only in
      // DejaVu Sans, whose space is wider).
      "∇ a", "a ∇", "∇  a b", "ℏ ℏ a", " ∇", "∇ ",
      // Two scripts, emoji sequences, a soft hyphen: through a layout.
      "aα", "αβγ", "a☺\u{FE0F}", "1\u{FE0F}\u{20E3}", "co\u{AD}op",
    ]
    let table = try String(
      contentsOf: TestPaths.assets.appendingPathComponent("symbols.tsv"), encoding: .utf8)
    for line in table.split(separator: "\n") where !line.hasPrefix("#") {
      if let symbol = line.split(separator: "\t").first { texts.append(String(symbol)) }
    }
    let alternates = TestPaths.catalog.alternates
    for base in alternates.bases { texts += [base] + (alternates.list(for: base) ?? []) }
    XCTAssertGreaterThan(texts.count, 2000)
    return texts
  }

  /// The reference: a Pango context made as the keyboard's would be.
  nonisolated(unsafe) static let context: OpaquePointer = {
    guard let context = pango_font_map_create_context(pango_cairo_font_map_get_default()) else {
      preconditionFailure("no Pango context")
    }
    pango_cairo_context_set_resolution(context, 72)
    pango_context_set_round_glyph_positions(context, 0)
    let options = TextPainter.fontOptions()
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    return context
  }()

  func layout(_ text: String, weight: Int, family: String = "Inter") -> OpaquePointer? {
    let font = pango_font_description_new()
    defer { pango_font_description_free(font) }
    pango_font_description_set_family(font, family)
    pango_font_description_set_absolute_size(font, TextPainter.layoutSize * Double(PANGO_SCALE))
    pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(weight)))
    let layout = pango_layout_new(Self.context)
    pango_layout_set_font_description(layout, font)
    pango_layout_set_text(layout, text, -1)
    return layout
  }

  func testEveryTextMeasuresAsALayoutDoes() throws {
    let painter = TextPainter()
    var differ: [String] = []
    var direct = 0
    let texts = try corpus()
    for weight in [300, 400, 500, 600] {
      for text in texts {
        guard let layout = layout(text, weight: weight) else { return XCTFail("no layout") }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var expected = PangoRectangle()
        pango_layout_get_extents(layout, nil, &expected)
        let shaped = painter.newLabel(text, family: "Inter", weight: weight)
        if shaped.isShapedDirectly { direct += 1 }
        let got = shaped.logical
        if (got.x, got.y, got.width, got.height)
          != (expected.x, expected.y, expected.width, expected.height)
        {
          differ.append("\(weight) \(text.debugDescription): \(got) against \(expected)")
        }
      }
    }
    XCTAssertEqual(differ, [], differ.prefix(20).joined(separator: "\n"))
    // A label that went through a layout is compared with a layout: the
    // comparison means something only for those shaped directly (10,596
    // of 11,972 when written).
    XCTAssertGreaterThan(direct, texts.count * 4 * 85 / 100, "too few texts shaped directly")
  }

  /// Drawn at a size and place that are not whole pixels, every text's
  /// pixels are a layout's, bit for bit.
  func testEveryTextDrawsAsALayoutDoes() throws {
    let painter = TextPainter()
    var differ: [String] = []
    var inked = 0
    var direct = 0
    let texts = try corpus()
    for text in texts {
      guard let layout = layout(text, weight: 300) else { return XCTFail("no layout") }
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      let shaped = painter.newLabel(text, family: "Inter", weight: 300)
      if shaped.isShapedDirectly { direct += 1 }
      func render(_ body: (OpaquePointer) -> Void) -> [UInt32] {
        let image = ImageSurface(width: 160, height: 48)
        image.draw(scale: 1) { cr in
          cairo_translate(cr, 3.37, 5.81)
          cairo_scale(cr, 23.3 / TextPainter.layoutSize, 23.3 / TextPainter.layoutSize)
          cairo_set_source_rgb(cr, 0, 0, 0)
          body(cr)
        }
        return image.pixels()
      }
      let expected = render { cr in
        cairo_move_to(cr, 0, 0)
        pango_cairo_show_layout(cr, layout)
      }
      if expected.contains(where: { $0 != 0 }) { inked += 1 }
      if render({ shaped.draw($0) }) != expected { differ.append(text.debugDescription) }
    }
    XCTAssertGreaterThan(inked, 2000, "too few texts drew anything to compare")
    XCTAssertGreaterThan(direct, texts.count * 85 / 100, "too few texts shaped directly")
    XCTAssertEqual(differ, [], differ.prefix(40).joined(separator: " "))
  }

  /// Every label the keyboard draws on its layers, in both forms, every
  /// input mode and shift state, with the strip's idle text, is shaped
  /// without Pango: no frame of the keys waits for Pango to load.
  func testTheKeyboardsOwnLabelsNeedNoLayout() throws {
    for form in Form.allCases {
      let keyboard = Keyboard(catalog: TestPaths.catalog, form: form)
      let renderer = KeyboardRenderer(theme: TestPaths.catalog.theme(.light))
      for layer in LayerID.allCases {
        for mode in TestPaths.catalog.modes.indices {
          for shift in ShiftState.allCases {
            var view = TestPaths.withIdleStrip(ViewState(layer: layer, shift: shift), keyboard)
            view.mode = mode
            _ = renderer.image(keyboard: keyboard, view: view, scale: 1)
          }
        }
      }
      XCTAssertGreaterThan(renderer.text.labelCount, 60, "\(form): too few labels drawn")
      XCTAssertEqual(renderer.text.labelsThroughLayouts, [], "\(form)")
    }
  }
}
