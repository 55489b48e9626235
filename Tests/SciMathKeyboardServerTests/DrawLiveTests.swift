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
    var scene = ScreenshotScene(layer: .abc)
    scene.draw = true
    var view = try scene.view(of: [keyboard])
    view.drawPad?.strokes = [points.map { Point(x: $0.x.rounded(), y: $0.y.rounded()) }]
    let recognizer = try SymbolRecognizer.load(assets: TestPaths.assets)
    view.strip?.items = recognizer.recognize(
      Drawing(strokes: view.drawPad?.strokes ?? []), top: keyboard.metrics.strip.results
    ).map(\.character)
    XCTAssertEqual(view.strip?.items.first, "∫")
    FontSetup.activate(assets: TestPaths.assets)
    let image = KeyboardRenderer(theme: TestPaths.catalog.theme(.light))
      .image(keyboard: keyboard, view: view, scale: 1)
    // The pad's last ink and the candidates land after the recognizer has
    // loaded at the first pencil tap (0.3–0.5 s on this machine when it is
    // busy): wait for the frame rather than take one capture after a fixed
    // sleep (it once caught 44 % of the window not yet drawn).
    let expected = image.pixels()
    var result = ImageComparison().compare(try k.capture().pixels, expected)
    let deadline = Date().addingTimeInterval(5)
    while result.fraction > ImageComparison().allowedFraction && Date() < deadline {
      usleep(50_000)
      result = ImageComparison().compare(try k.capture().pixels, expected)
    }
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

  /// The pad's first opening loads the recognizer (about 0.5 s in a debug
  /// build), and touches made meanwhile are read after it. They keep their
  /// own times: a key held 0.7 s during the load is a long-press whose
  /// popup gives its alternate, not a short drag. (The loaded recognizer
  /// was once stepped at the time loading ended, which every touch read
  /// after it took too: the hold measured 0.2 s.)
  func testAKeyHeldWhileTheRecognizerLoadsIsALongPress() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let k = try LiveKeyboardHarness(session: x, form: .phone)
    let keyboard = Keyboard(catalog: TestPaths.catalog, form: .phone)
    let g = keyboard.geometry(.abc)
    let pad = DrawPadLayout(geometry: g)
    let abc = try XCTUnwrap(pad.buttons.first { $0.kind == .abc })
    let e = try XCTUnwrap(g.key(id: "e"))
    let items = try XCTUnwrap(keyboard.alternates(for: e, shift: .off, layer: .abc))
    let popup = g.popup(for: e, items: items)
    let started = Date()
    k.click(keyboard.stripLayout.drawButton.center, pause: 0)
    k.click(abc.frame.center, pause: 0)
    k.move(to: e.frame.center)
    k.press()
    let pressedAfter = Date().timeIntervalSince(started)
    usleep(700_000)
    k.move(to: popup.cells[1].center)
    k.release()
    let want = items[1]
    XCTAssertEqual(
      String(decoding: terminal.waitForBytes(want.utf8.count), as: UTF8.self), want,
      "pressed \(pressedAfter) s after the pad opened")
  }
}
