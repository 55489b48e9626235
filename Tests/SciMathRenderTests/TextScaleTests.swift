import CCairo
import SciMathCore
import SciMathTestSupport
import XCTest

@testable import SciMathRender

/// Labels are laid out once and drawn under a Cairo scale: a size that
/// would make that scale singular (a hand-edited metrics file's 0) must
/// draw nothing and leave the rest of the frame drawn.
final class TextScaleTests: XCTestCase {
  override class func setUp() {
    FontSetup.activate(assets: TestPaths.assets)
  }

  func testAZeroSizeLabelDrawsNothingAndTheNextLabelIsStillDrawn() throws {
    let image = ImageSurface(width: 100, height: 50)
    let painter = TextPainter()
    var status = CAIRO_STATUS_SUCCESS
    image.draw(scale: 1) { cr in
      cairo_set_source_rgb(cr, 1, 1, 1)
      cairo_paint(cr)
      cairo_set_source_rgb(cr, 0, 0, 0)
      painter.draw(cr, "x", center: Point(x: 25, y: 25), family: "Inter", size: 0)
      painter.draw(cr, "x", center: Point(x: 75, y: 25), family: "Inter", size: 30)
      status = cairo_status(cr)
    }
    XCTAssertEqual(status, CAIRO_STATUS_SUCCESS)
    let data = try XCTUnwrap(image.data)
    func darkPixels(_ xs: Range<Int>) -> Int {
      var n = 0
      for y in 0..<50 {
        for x in xs where data.load(fromByteOffset: y * image.stride + x * 4, as: UInt8.self) < 100
        {
          n += 1
        }
      }
      return n
    }
    XCTAssertEqual(darkPixels(0..<50), 0, "the zero-size label")
    XCTAssertGreaterThan(darkPixels(50..<100), 20, "the label after it")
  }

  /// A long session shows more symbols than any frame: the layouts kept
  /// stay within the bound, and a label drawn after its layout was let go
  /// is drawn the same as before.
  func testTheLabelCacheIsBoundedAndRedrawsWhatItForgot() throws {
    let painter = TextPainter()
    func render(_ text: String) -> [UInt8] {
      let image = ImageSurface(width: 40, height: 40)
      image.draw(scale: 1) { cr in
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, 0, 0, 0)
        painter.draw(cr, text, center: Point(x: 20, y: 20), family: "Inter", size: 24)
      }
      guard let data = image.data else { return [] }
      return Array(UnsafeRawBufferPointer(start: data, count: image.stride * 40))
    }
    let first = render("∫")
    let symbols = (0x2200..<0x2200 + 2 * TextPainter.capacity).compactMap(Unicode.Scalar.init)
    for symbol in symbols { _ = render(String(symbol)) }
    XCTAssertLessThanOrEqual(painter.cachedLayouts, TextPainter.capacity)
    XCTAssertGreaterThan(painter.cachedLayouts, TextPainter.capacity / 2)
    XCTAssertEqual(render("∫"), first, "∫ drawn again once its layout was let go")
  }
}
