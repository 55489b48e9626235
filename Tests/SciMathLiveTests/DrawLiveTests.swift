import Foundation
import SciMathCore
import SciMathRender
import SciMathTestSupport
import XCTest

/// The drawing pad on the live keyboard, drawn on with XTest pointer
/// strokes as a mouse or pen would, typing into a focused xterm.
final class DrawLiveTests: XSessionTestCase {
  /// Draw ∫ on the pad; a tap on the first candidate types ∫ into xterm,
  /// the drawing is learned into $XDG_DATA_HOME/scimath/drawings.txt, and
  /// ABC brings the keys back.
  func testDrawingAnIntegralTypesIt() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let k = try LiveKeyboardHarness(session: x, form: .phone)
    let keyboard = Keyboard(catalog: TestPaths.catalog, form: .phone)
    let strip = keyboard.stripLayout
    let pad = DrawPadLayout(geometry: keyboard.geometry(.abc))
    k.click(strip.drawButton.center)

    let points = k.drawIntegral(on: pad)
    usleep(200_000)
    XCTAssertEqual(terminal.received, Data(), "drawing types nothing")

    // The ink, drawn piece by piece as the pen moved (each move redraws
    // only the region around it), adds up to the frame drawn whole.
    var request = ScreenshotRequest(layer: .abc)
    request.draw = true
    var view = try request.view(of: keyboard)
    view.drawPad?.strokes = [points.map { Point(x: $0.x.rounded(), y: $0.y.rounded()) }]
    let recognizer = try SymbolRecognizer.load(assets: TestPaths.assets)
    view.strip?.items = recognizer.recognize(
      Drawing(strokes: view.drawPad?.strokes ?? []), top: keyboard.metrics.strip.results
    ).map(\.character)
    XCTAssertEqual(view.strip?.items.first, "∫")
    FontSetup.activate(assets: TestPaths.assets)
    let image = KeyboardRenderer(theme: TestPaths.catalog.theme(.light))
      .image(keyboard: keyboard, view: view, scale: 1)
    let result = ImageComparison().compare(try k.capture().pixels, image.pixels())
    XCTAssertTrue(result.sameSize)
    XCTAssertLessThanOrEqual(
      result.fraction, ImageComparison().allowedFraction, "\(result.differing) px differ")
    k.click(strip.cell(0, .drawing, scroll: 0).center)
    XCTAssertEqual(String(decoding: terminal.waitForBytes(3), as: UTF8.self), "∫")

    let learned = x.directory.appendingPathComponent("data/scimath/drawings.txt")
    try x.waitFor("the drawing to be learned", timeout: 5) {
      FileManager.default.fileExists(atPath: learned.path)
    }
    let templates = try DrawTemplateFile.parse(
      String(contentsOf: learned, encoding: .utf8), file: learned.path)
    XCTAssertEqual(templates.map(\.character), ["∫"])
    XCTAssertEqual(templates.first?.drawing.strokes.count, 1)

    // The pad is clear for the next symbol; ABC returns to the keys.
    let abc = try XCTUnwrap(pad.buttons.first { $0.kind == .abc })
    k.click(abc.frame.center)
    try k.click("q", on: .abc)
    XCTAssertEqual(String(decoding: terminal.waitForBytes(4), as: UTF8.self), "∫q")
  }
}
