import SciMathCore
import SciMathTestSupport
import XCTest

/// Pinned symbols and how to type a symbol, through the pure step: a
/// symbol held on the strip or a sci key held past its popup shows its
/// names; the pin button pins it to the front of the strip, as a setting.
final class FavouritesTests: XCTestCase {
  var time = 0.0

  func driver(favourites: [String] = []) -> KeyboardDriver {
    var settings = Settings()
    settings.favourites = favourites
    return KeyboardDriver(
      KeyStateMachine(
        keyboards: [Keyboard(catalog: TestPaths.catalog, form: .phone)],
        preferences: KeyboardPreferences(settings: settings, theme: .light),
        symbols: .ready(TestPaths.symbols)))
  }

  func strip(_ d: KeyboardDriver) throws -> StripView { try XCTUnwrap(d.view.strip) }

  @discardableResult
  func tap(_ d: KeyboardDriver, _ p: Point) -> [KeyOutput] {
    time += 0.2
    return d.touchDown(1, at: p, time: time) + d.touchUp(1, at: p, time: time + 0.05)
  }

  /// Holds a point for `seconds`, firing the timers as the loop does.
  @discardableResult
  func hold(_ d: KeyboardDriver, _ p: Point, _ seconds: Double) -> [KeyOutput] {
    time += 0.2
    var out = d.touchDown(1, at: p, time: time)
    while let due = d.nextDeadline, due <= time + seconds { out += d.advance(to: due) }
    time += seconds
    return out + d.touchUp(1, at: p, time: time)
  }

  func testFavouritesComeFirstThenRecentsEachOnce() throws {
    let d = driver(favourites: ["∫", "∂"])
    XCTAssertEqual(try strip(d).items, ["∫", "∂"])
    let pi = try XCTUnwrap(KeyTaps.plan("π", on: d.keyboard))
    for t in pi.taps { tap(d, try XCTUnwrap(d.center(t.id))) }
    XCTAssertEqual(try strip(d).items, ["∫", "∂", "π"])
  }

  func testHoldingAStripSymbolShowsHowToTypeItAndTypesNothing() throws {
    let d = driver(favourites: ["≤"])
    let cell = try strip(d).layout.cell(0, .idle, scroll: 0).center
    XCTAssertEqual(hold(d, cell, 0.7), [], "a held symbol is not typed")
    let info = try XCTUnwrap(try strip(d).info)
    XCTAssertEqual(info.symbol, "≤")
    XCTAssertEqual(info.typing, "\\leq   <=")
    XCTAssertEqual(info.unicode, "U+2264 LESS-THAN OR EQUAL TO")
    XCTAssertTrue(info.pinned)
    XCTAssertEqual(try strip(d).mode, .info)
    XCTAssertEqual(tap(d, try strip(d).layout.button.center), [], "✕ closes it")
    XCTAssertEqual(try strip(d).mode, .idle)
    XCTAssertEqual(tap(d, cell), [.text("≤")], "a tap still types")
  }

  func testThePinButtonPinsAndUnpinsAsASetting() throws {
    let d = driver()
    let pi = try XCTUnwrap(KeyTaps.plan("π∞", on: d.keyboard))
    for t in pi.taps { tap(d, try XCTUnwrap(d.center(t.id))) }
    XCTAssertEqual(try strip(d).items, ["∞", "π"])
    hold(d, try strip(d).layout.cell(1, .idle, scroll: 0).center, 0.7)
    XCTAssertEqual(try strip(d).info?.symbol, "π")
    tap(d, try strip(d).layout.pinButton.center)
    XCTAssertEqual(d.effects.last, .changeSetting(key: "favourites", value: "π"))
    XCTAssertEqual(try strip(d).info?.pinned, true)
    XCTAssertEqual(d.machine.preferences.settings.favourites, ["π"])
    tap(d, try strip(d).layout.button.center)
    XCTAssertEqual(try strip(d).items, ["π", "∞"], "pinned first")
    hold(d, try strip(d).layout.cell(0, .idle, scroll: 0).center, 0.7)
    tap(d, try strip(d).layout.pinButton.center)
    XCTAssertEqual(d.effects.last, .changeSetting(key: "favourites", value: ""))
    XCTAssertEqual(try strip(d).info?.pinned, false)
  }

  func testASciKeyHeldPastItsPopupShowsHowToTypeIt() throws {
    let d = driver()
    let plan = try XCTUnwrap(KeyTaps.plan("≠", on: d.keyboard))
    for t in plan.taps.dropLast() { tap(d, try XCTUnwrap(d.center(t.id))) }
    XCTAssertEqual(d.layer, .sci)
    let key = try XCTUnwrap(d.center(try XCTUnwrap(plan.taps.last).id))
    time += 0.2
    d.touchDown(1, at: key, time: time)
    d.advance(to: time + 0.6)
    XCTAssertNil(try strip(d).info, "not at the popup's time")
    d.advance(to: time + 1.05)
    XCTAssertEqual(try strip(d).info?.symbol, "≠")
    XCTAssertEqual(try strip(d).info?.typing, "\\neq   !=   =/=")
    XCTAssertEqual(d.touchUp(1, at: key, time: time + 1.1), [.text("≠")], "released, it types")
    XCTAssertNil(try strip(d).info, "typing closes it")
  }

  func testFavouritesAreCheckedAsASetting() {
    var s = Settings()
    XCTAssertEqual(try s.set("favourites", "α  ∫\t∂").get(), "α ∫ ∂")
    XCTAssertEqual(s.favourites, ["α", "∫", "∂"])
    XCTAssertThrowsError(try s.set("favourites", String(repeating: "α ", count: 41)).get())
    XCTAssertThrowsError(try s.set("favourites", "abcdefghijk").get())
    XCTAssertEqual(s.favourites, ["α", "∫", "∂"], "unchanged by what did not check")
  }

  func testRecentsAreKeptOnlyWhileRememberRecentsIsOn() throws {
    let d = driver()
    let plan = try XCTUnwrap(KeyTaps.plan("π", on: d.keyboard))
    for t in plan.taps { tap(d, try XCTUnwrap(d.center(t.id))) }
    XCTAssertFalse(
      d.effects.contains { if case .keepRecents = $0 { return true } else { return false } })
    var settings = Settings()
    settings.rememberRecents = true
    d.step(.preferencesChanged(KeyboardPreferences(settings: settings, theme: .light)), at: time)
    d.step(.recentsRestored(["∞", "π", "∂"]), at: time)
    XCTAssertEqual(try strip(d).items, ["π", "∞", "∂"], "this run's first, each once")
    XCTAssertEqual(d.lastStep.effects, [.keepRecents(["π", "∞", "∂"])])
    tap(d, try XCTUnwrap(d.center(plan.taps[plan.taps.count - 1].id)))
    XCTAssertEqual(d.lastStep.effects, [], "the same list: nothing to write")
    d.step(.preferencesChanged(KeyboardPreferences(settings: Settings(), theme: .light)), at: time)
    XCTAssertEqual(d.lastStep.effects, [.keepRecents([])], "turned off: removed")
  }
}
