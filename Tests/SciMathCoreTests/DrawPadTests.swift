import SciMathCore
import SciMathTestSupport
import XCTest

/// The drawing pad driven through the state machine, as the live keyboard
/// drives it: the strip's draw button opens it, strokes draw ink and type
/// nothing, candidates follow each stroke, a tapped candidate is typed,
/// learned and the pad cleared; Undo, Clear and ABC.
final class DrawPadTests: XCTestCase {
  var time = 0.0

  func driver(learn: Bool = true) -> KeyboardDriver {
    KeyboardDriver(
      KeyStateMachine(
        keyboards: [Keyboard(catalog: TestPaths.catalog, form: .phone)],
        preferences: KeyboardPreferences(drawLearn: learn),
        symbols: .ready(TestPaths.symbols, recognizer: TestPaths.recognizer)))
  }

  @discardableResult
  func tap(_ d: KeyboardDriver, _ p: Point) -> [KeyOutput] {
    time += 0.2
    return d.touchDown(1, at: p, time: time) + d.touchUp(1, at: p, time: time + 0.05)
  }

  /// A vertical stroke with a hook at each end, in the pad's middle.
  func drawIntegral(_ d: KeyboardDriver) -> [KeyOutput] {
    let c = d.machine.view.drawPad?.layout.area.center ?? Point(x: 0, y: 0)
    let shape: [(Double, Double)] = [
      (140, 30), (132, 12), (120, 4), (108, 8), (102, 24), (100, 60), (99, 120), (98, 180),
      (97, 240), (94, 270), (86, 286), (74, 290), (64, 280),
    ]
    let points = shape.map { Point(x: c.x + ($0.0 - 100) * 0.45, y: c.y + ($0.1 - 147) * 0.45) }
    time += 0.2
    var out = d.touchDown(2, at: points[0], time: time)
    for p in points.dropFirst() {
      time += 0.01
      out += d.touchMove(2, to: p, time: time)
      XCTAssertNotEqual(d.lastStep.repaint, .all, "ink repaints only around the pen")
    }
    out += d.touchUp(2, at: points[points.count - 1], time: time)
    return out
  }

  func testDrawTapTypesTheCandidateLearnsAndClears() throws {
    let d = driver()
    let strip = try XCTUnwrap(d.view.strip).layout
    XCTAssertEqual(tap(d, strip.drawButton.center), [])
    XCTAssertNotNil(d.view.drawPad)
    XCTAssertEqual(d.view.strip?.mode, .drawing)
    XCTAssertEqual(drawIntegral(d), [], "drawing types nothing")
    XCTAssertEqual(d.view.drawPad?.strokes.count, 1)
    XCTAssertEqual(d.view.strip?.items.first, "∫")
    XCTAssertEqual(tap(d, strip.cell(0, .drawing, scroll: 0).center), [.text("∫")])
    guard case .learnDrawing(let drawing, "∫")? = d.effects.last else {
      return XCTFail("the drawing is learned: \(d.effects)")
    }
    XCTAssertEqual(drawing.strokes.count, 1)
    XCTAssertEqual(d.view.drawPad?.strokes, [], "the pad is clear for the next symbol")
    XCTAssertEqual(d.view.strip?.items, [])
  }

  /// A dot drawn alone, as a tap or as the little ring a finger
  /// scribbles, offers · and its kin first; the same ring drawn large is
  /// not a dot, and a dot beside other ink is left to the recognizer.
  func testADotDrawnAloneOffersTheDotsFirst() throws {
    let d = driver()
    let strip = try XCTUnwrap(d.view.strip).layout
    tap(d, strip.drawButton.center)
    let layout = try XCTUnwrap(d.view.drawPad?.layout)
    let clear = try XCTUnwrap(layout.buttons.first { $0.kind == .clear }).frame.center
    let c = layout.area.center
    func draw(_ points: [Point]) {
      time += 0.2
      d.touchDown(3, at: points[0], time: time)
      for p in points.dropFirst() {
        time += 0.01
        d.touchMove(3, to: p, time: time)
      }
      d.touchUp(3, at: points[points.count - 1], time: time + 0.01)
    }
    func ring(radius: Double) -> [Point] {
      (0...12).map { i in
        let a = Double(i) / 12 * 2 * .pi
        return Point(x: c.x + radius * cos(a), y: c.y + radius * sin(a))
      }
    }
    draw([c])
    XCTAssertEqual(Array(d.view.strip?.items.prefix(3) ?? []), ["·", "⋅", "."], "a tap")
    tap(d, clear)
    draw([c, Point(x: c.x + 5, y: c.y + 3), Point(x: c.x + 9, y: c.y + 5)])
    XCTAssertEqual(d.view.strip?.items.first, "·", "a dot drawn as a short dash")
    tap(d, clear)
    draw(ring(radius: 4))
    XCTAssertEqual(d.view.strip?.items.first, "·", "a scribbled dot")
    let offered = try XCTUnwrap(d.view.strip?.items)
    XCTAssertEqual(Set(offered).count, offered.count, "each candidate once")
    XCTAssertLessThanOrEqual(offered.count, strip.metrics.results)
    tap(d, clear)
    draw(ring(radius: 40))
    XCTAssertNotEqual(d.view.strip?.items.first, "·", "a large ring is not a dot")
    tap(d, clear)
    _ = drawIntegral(d)
    draw([Point(x: c.x + 60, y: c.y)])
    XCTAssertNotEqual(d.view.strip?.items.first, "·", "a dot beside a stroke")
  }

  func testUndoClearAndABC() throws {
    let d = driver(learn: false)
    let strip = try XCTUnwrap(d.view.strip).layout
    tap(d, strip.drawButton.center)
    let layout = try XCTUnwrap(d.view.drawPad?.layout)
    func button(_ kind: DrawPadButton) -> Point {
      layout.buttons.first { $0.kind == kind }?.frame.center ?? Point(x: -1, y: -1)
    }
    _ = drawIntegral(d)
    _ = drawIntegral(d)
    XCTAssertEqual(d.view.drawPad?.strokes.count, 2)
    XCTAssertEqual(tap(d, button(.undo)), [])
    XCTAssertEqual(d.view.drawPad?.strokes.count, 1)
    XCTAssertEqual(d.view.strip?.items.first, "∫")
    tap(d, button(.clear))
    XCTAssertEqual(d.view.drawPad?.strokes, [])
    _ = drawIntegral(d)
    XCTAssertEqual(tap(d, strip.cell(0, .drawing, scroll: 0).center), [.text("∫")])
    XCTAssertFalse(d.effects.contains { if case .learnDrawing = $0 { true } else { false } })
    tap(d, button(.abc))
    XCTAssertNil(d.view.drawPad)
    XCTAssertEqual(d.view.strip?.mode, .idle)
    XCTAssertEqual(tap(d, try XCTUnwrap(d.center("q"))), [.text("q")])
  }

  func testTheStripsCancelLeavesThePad() throws {
    let d = driver()
    let strip = try XCTUnwrap(d.view.strip).layout
    tap(d, strip.drawButton.center)
    XCTAssertEqual(d.lastStep.repaint, .all)
    tap(d, strip.button.center)
    XCTAssertNil(d.view.drawPad)
    XCTAssertEqual(d.lastStep.repaint, .all)
  }

  /// A new width while drawing (a monitor change): the pad's parts follow
  /// it, and what was drawn stays.
  func testANewWidthMovesThePadsParts() throws {
    let d = driver()
    tap(d, try XCTUnwrap(d.view.strip).layout.drawButton.center)
    _ = drawIntegral(d)
    let before = try XCTUnwrap(d.view.drawPad)
    let wider = Keyboard(catalog: TestPaths.catalog, form: .phone, width: 430)
    d.replaceKeyboards([wider])
    let after = try XCTUnwrap(d.view.drawPad)
    XCTAssertEqual(after.layout, DrawPadLayout(geometry: wider.geometry(.abc)))
    XCTAssertNotEqual(after.layout, before.layout)
    XCTAssertEqual(after.strokes, before.strokes)
  }
}

/// One overlay at a time: the settings panel opened over the pad (the
/// command line's `settings open` can do that) closes it, and after Done
/// a tap on the keys types again rather than drawing.
final class OverlayTests: XCTestCase {
  func testThePanelOpenedOverThePadClosesIt() throws {
    let d = KeyboardDriver(
      KeyStateMachine(
        keyboards: [Keyboard(catalog: TestPaths.catalog, form: .phone)],
        symbols: .ready(TestPaths.symbols, recognizer: TestPaths.recognizer)))
    let strip = try XCTUnwrap(d.view.strip).layout
    d.touchDown(1, at: strip.drawButton.center, time: 1)
    d.touchUp(1, at: strip.drawButton.center, time: 1.05)
    XCTAssertNotNil(d.view.drawPad)
    d.step(.openSettings(scroll: 0), at: 2)
    XCTAssertNil(d.view.drawPad, "the pad closed when the panel opened")
    XCTAssertNotEqual(d.view.strip?.mode, .drawing)
    let done = try XCTUnwrap(d.view.settings).layout.done.center
    d.touchDown(1, at: done, time: 3)
    d.touchUp(1, at: done, time: 3.05)
    XCTAssertNil(d.view.settings)
    let q = try XCTUnwrap(d.center("q"))
    XCTAssertEqual(d.touchDown(1, at: q, time: 4) + d.touchUp(1, at: q, time: 4.05), [.text("q")])
  }

  /// A second finger while the alternates are open is swallowed, and the
  /// first finger alone chooses.
  func testASecondFingerOnAnOpenPopupTypesNothing() throws {
    let d = KeyboardDriver(keyboard: Keyboard(catalog: TestPaths.catalog, form: .phone))
    let e = try XCTUnwrap(d.center("e"))
    let q = try XCTUnwrap(d.center("q"))
    d.touchDown(1, at: e, time: 1)
    d.advance(to: 1.6)
    let popup = try XCTUnwrap(d.view.popup)
    XCTAssertEqual(d.touchDown(2, at: q, time: 1.7) + d.touchUp(2, at: q, time: 1.75), [])
    XCTAssertNotNil(d.view.popup, "the popup stays open")
    let first = popup.cells[0].center
    d.touchMove(1, to: first, time: 1.8)
    XCTAssertEqual(d.touchUp(1, at: first, time: 1.9), [.text(popup.items[0])])
    XCTAssertNil(d.view.popup)
  }
}
