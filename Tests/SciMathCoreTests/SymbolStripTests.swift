import SciMathCore
import SciMathTestSupport
import XCTest

/// The strip above the keys, driven through the state machine as the live
/// keyboard drives it: a search typed on the keys goes into the query, a
/// tap on a result types that symbol and nothing else, and the session's
/// symbols come back on the idle strip.
final class SymbolStripTests: XCTestCase {
  func driver(_ form: Form = .phone) -> KeyboardDriver {
    KeyboardDriver(
      KeyStateMachine(
        keyboards: [Keyboard(catalog: TestPaths.catalog, form: form)],
        symbols: .ready(TestPaths.symbols)))
  }

  var time = 0.0

  /// A tap at a point, 50 ms down; returns what it typed.
  @discardableResult
  func tap(_ d: KeyboardDriver, _ p: Point) -> [KeyOutput] {
    time += 0.2
    var out = d.touchDown(1, at: p, time: time)
    out += d.touchUp(1, at: p, time: time + 0.05)
    return out
  }

  func tapKeys(_ d: KeyboardDriver, _ ids: [String]) -> [KeyOutput] {
    ids.flatMap { id -> [KeyOutput] in
      guard let p = d.center(id) else {
        XCTFail("no key \(id)")
        return []
      }
      return tap(d, p)
    }
  }

  func strip(_ d: KeyboardDriver) throws -> StripView { try XCTUnwrap(d.view.strip) }

  /// The live keyboard hands the table and the recognizer over when the
  /// step first asks for them, never at start; the step reads no file.
  func testTheTableAndTheRecognizerAreAskedForOnceWhenFirstNeeded() throws {
    let d = KeyboardDriver(
      KeyStateMachine(
        keyboards: [Keyboard(catalog: TestPaths.catalog, form: .phone)], strip: true))
    XCTAssertEqual(tapKeys(d, ["q"]), [.text("q")])
    XCTAssertEqual(
      d.effects, [.loadWords("en"), .loadSymbols],
      "typing: words in the model (asked at the letter's touch, for a slide), shortcuts in the table"
    )
    tap(d, try strip(d).layout.button.center)
    XCTAssertEqual(d.effects, [.loadWords("en"), .loadSymbols])
    _ = tapKeys(d, ["n", "a", "b", "l", "a"])
    XCTAssertEqual(try strip(d).items, [], "nothing to find in yet")
    XCTAssertEqual(d.effects, [.loadWords("en"), .loadSymbols], "asked once")
    time += 0.2
    d.step(.symbolsLoaded(TestPaths.symbols), at: time)
    XCTAssertEqual(try strip(d).items.first, "∇", "the query is answered when the table comes")
    XCTAssertNotEqual(d.lastStep.repaint, .none)

    tap(d, try strip(d).layout.button.center)
    tap(d, try strip(d).layout.drawButton.center)
    XCTAssertEqual(d.effects, [.loadWords("en"), .loadSymbols, .loadRecognizer])
    XCTAssertNotNil(d.view.drawPad)
  }

  func testKeysTypeIntoTheQueryAndATapOnAResultTypesIt() throws {
    let d = driver()
    let s = try strip(d)
    XCTAssertEqual(d.machine.keyTop, 44)
    XCTAssertEqual(tap(d, s.layout.button.center), [])
    XCTAssertTrue(try strip(d).searching)
    XCTAssertEqual(tapKeys(d, ["n", "a", "b", "l", "a"]), [], "nothing reaches the application")
    XCTAssertEqual(try strip(d).query, "nabla")
    XCTAssertEqual(try strip(d).items.first, "∇")
    let first = s.layout.cell(0, .searching, scroll: 0).center
    XCTAssertEqual(tap(d, first), [.text("∇")])
    XCTAssertFalse(try strip(d).searching)
    XCTAssertEqual(try strip(d).items, ["∇"], "offered again on the idle strip")
    XCTAssertEqual(tapKeys(d, ["q"]), [.text("q")], "the keys type into the application again")
  }

  func testResultsFollowEveryKeyAndBackspaceEditsTheQuery() throws {
    let d = driver()
    tap(d, try strip(d).layout.button.center)
    _ = tapKeys(d, ["h", "b", "a", "r", "x", "y"])
    XCTAssertEqual(try strip(d).query, "hbarxy")
    XCTAssertEqual(try strip(d).items, [], "two letters off: no symbol")
    XCTAssertEqual(tapKeys(d, ["backspace", "backspace"]), [], "backspace edits the query")
    XCTAssertEqual(try strip(d).query, "hbar")
    XCTAssertEqual(try strip(d).items.first, "ℏ")
    XCTAssertEqual(tapKeys(d, ["return"]), [.text("ℏ")], "return types the best result")
    XCTAssertFalse(try strip(d).searching)
  }

  func testCancelTypesNothingAndDismissCancelsOnThePad() throws {
    let d = driver()
    let button = try strip(d).layout.button.center
    tap(d, button)
    _ = tapKeys(d, ["p", "i"])
    XCTAssertEqual(tap(d, button), [], "✕ ends the search")
    XCTAssertFalse(try strip(d).searching)
    XCTAssertEqual(try strip(d).query, "")

    let pad = driver(.pad)
    tap(pad, try strip(pad).layout.button.center)
    _ = tapKeys(pad, ["p", "i", "dismiss"])
    XCTAssertFalse(try strip(pad).searching)
    XCTAssertEqual(pad.effects, [], "the dismiss key ends the search, not the keyboard")
    _ = tapKeys(pad, ["dismiss"])
    XCTAssertEqual(pad.effects, [.hide])
  }

  func testSlidingShowsMoreAndTapsNothing() throws {
    let d = driver()
    let l = try strip(d).layout
    tap(d, l.button.center)
    _ = tapKeys(d, ["a", "r", "r", "o", "w"])
    let count = try strip(d).items.count
    XCTAssertGreaterThan(Double(count) * l.cellWidth, l.itemsArea(.searching).width)
    let start = l.cell(3, .searching, scroll: 0).center
    time += 0.2
    d.touchDown(1, at: start, time: time)
    d.touchMove(1, to: Point(x: start.x - 100, y: start.y), time: time + 0.05)
    XCTAssertEqual(try strip(d).scroll, 100, accuracy: 1e-9)
    XCTAssertNil(try strip(d).pressed)
    XCTAssertEqual(d.touchUp(1, at: Point(x: start.x - 100, y: start.y), time: time + 0.1), [])
    XCTAssertTrue(try strip(d).searching, "a slide is not a tap")
    // Slid by 100 pt, the cell under a point is a later item.
    let shown = l.cell(5, .searching, scroll: 100).center
    let item = try strip(d).items[5]
    XCTAssertEqual(tap(d, shown), [.text(item)])
    // It cannot slide past its ends.
    tap(d, l.button.center)
    _ = tapKeys(d, ["a", "r", "r", "o", "w"])
    time += 0.2
    d.touchDown(1, at: start, time: time)
    d.touchMove(1, to: Point(x: start.x + 300, y: start.y), time: time + 0.05)
    XCTAssertEqual(try strip(d).scroll, 0)
    d.touchMove(1, to: Point(x: start.x - 100_000, y: start.y), time: time + 0.1)
    XCTAssertEqual(
      try strip(d).scroll, l.maxScroll(count: try strip(d).items.count, .searching))
  }

  func testSymbolsTypedFromTheKeysComeBackLatestFirst() throws {
    let d = driver()
    _ = tapKeys(d, ["123", "symbols", "sci"])
    XCTAssertEqual(tapKeys(d, ["∫", "∇", "∫", "π"]), ["∫", "∇", "∫", "π"].map { .text($0) })
    XCTAssertEqual(try strip(d).items.prefix(3), ["π", "∫", "∇"])
    let l = try strip(d).layout
    XCTAssertEqual(tap(d, l.cell(2, .idle, scroll: 0).center), [.text("∇")])
    XCTAssertEqual(try strip(d).items.prefix(3), ["∇", "π", "∫"])
  }

  func testAKeystrokeIntoTheQueryRepaintsTheStripNotTheKeys() throws {
    let d = driver(.pad)
    tap(d, try strip(d).layout.button.center)
    XCTAssertEqual(d.lastStep.repaint, .strip(try strip(d).layout.frame))
    let n = try XCTUnwrap(d.center("n"))
    time += 0.2
    d.touchDown(1, at: n, time: time)
    d.advance(to: time + 0.2)  // the flash is over
    d.touchUp(1, at: n, time: time + 0.25)
    guard case .region(let r) = d.lastStep.repaint else {
      return XCTFail("\(d.lastStep.repaint)")
    }
    let cell = try XCTUnwrap(d.keyboard.geometry(.abc).key(id: "n")).cell
    XCTAssertEqual(r, try strip(d).layout.frame.union(cell), "the strip and the released key")
  }

  func testWithoutSymbolsThereIsNoStrip() {
    let d = KeyboardDriver(keyboard: Keyboard(catalog: TestPaths.catalog, form: .phone))
    XCTAssertNil(d.view.strip)
    XCTAssertEqual(d.machine.keyTop, 0)
  }
}
