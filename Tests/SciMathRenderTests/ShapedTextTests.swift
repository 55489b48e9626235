import CCairo
import SciMathCore
import SciMathTestSupport
import XCTest

@testable import SciMathRender

/// Labels are shaped without a PangoLayout (ShapedText), for the first
/// frame's sake; they must measure and draw exactly as a layout does, for
/// every character the keyboard can type and the strings around it.
final class ShapedTextTests: XCTestCase {
  override class func setUp() {
    FontSetup.activate(assets: TestPaths.assets)
  }

  /// Every symbol of symbols.tsv, every alternate, the action labels, and
  /// strings that mix fonts, miss a glyph everywhere, combine, or need a
  /// layout (several lines; right to left, where "אבג abc", a right-to-left
  /// paragraph, shows its runs in another order than it stores them).
  func corpus() throws -> [String] {
    var texts = [
      "return", "space", ".?123", "#+=", "ABC", "a∇b", "x² + y² = r²", "ℏω ≈ kT", "Å µ Ω",
      "\u{E000}", "a\u{E000}b", "😀", "e\u{301}", "fi ffl", " ", "∫∂∇", "two\nlines",
      "tab\there", "שלום", "abc אבג", "אבג abc", "Type a name or draw a symbol",
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

  func layout(_ text: String, _ context: OpaquePointer, _ font: OpaquePointer) -> OpaquePointer? {
    let layout = pango_layout_new(context)
    pango_layout_set_font_description(layout, font)
    pango_layout_set_text(layout, text, -1)
    return layout
  }

  func testEveryTextMeasuresAsALayoutDoes() throws {
    let context = TextPainter.makeContext()
    var differ: [String] = []
    for weight in [300, 400] {
      let font = TextPainter.font(family: "Inter", weight: weight)
      defer { pango_font_description_free(font) }
      for text in try corpus() {
        guard let layout = layout(text, context, font) else { return XCTFail("no layout") }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var expected = PangoRectangle()
        pango_layout_get_extents(layout, nil, &expected)
        let got = ShapedText(text, context: context, font: font).logical
        if (got.x, got.y, got.width, got.height)
          != (expected.x, expected.y, expected.width, expected.height)
        {
          differ.append("\(weight) \(text.debugDescription): \(got) against \(expected)")
        }
      }
    }
    XCTAssertEqual(differ, [], differ.prefix(20).joined(separator: "\n"))
  }

  /// Drawn at a size and place that are not whole pixels, every text's
  /// pixels are a layout's, bit for bit.
  func testEveryTextDrawsAsALayoutDoes() throws {
    let context = TextPainter.makeContext()
    let font = TextPainter.font(family: "Inter", weight: 300)
    defer { pango_font_description_free(font) }
    var differ: [String] = []
    var inked = 0
    for text in try corpus() {
      guard let layout = layout(text, context, font) else { return XCTFail("no layout") }
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      let shaped = ShapedText(text, context: context, font: font)
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
    XCTAssertEqual(differ, [], differ.prefix(40).joined(separator: " "))
  }
}
