import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

/// The settings panel through the state machine's one step: opened from
/// the globe's list, rows that change a setting at once (and ask for it to
/// be written), scrolling that taps nothing, Done back to the keys.
final class SettingsPanelTests: XCTestCase {
  let catalog = TestPaths.catalog
  var time = 0.0

  func driver(_ form: Form = .phone, settings: Settings = Settings(), strip: Bool = true)
    -> KeyboardDriver
  {
    let keyboards = catalog.modes.map { Keyboard(catalog: catalog, form: form, mode: $0) }
    var preferences = KeyboardPreferences(settings: settings)
    preferences.keyFlash = settings.keyFlash
    return KeyboardDriver(
      KeyStateMachine(
        keyboards: keyboards, preferences: preferences,
        strip: strip))
  }

  func tap(_ d: KeyboardDriver, _ p: Point) -> [KeyOutput] {
    time += 1
    return d.touchDown(1, at: p, time: time) + d.touchUp(1, at: p, time: time + 0.05)
  }

  func key(_ d: KeyboardDriver, _ id: String) -> Point {
    d.keyboard.geometry(d.layer).key(id: id)?.frame.center ?? Point(x: -1, y: -1)
  }

  /// Holds the globe and releases on the list's first row.
  func openPanel(_ d: KeyboardDriver) throws -> SettingsPanelView {
    time += 1
    _ = d.touchDown(1, at: key(d, "globe"), time: time)
    _ = d.advance(to: time + 0.6)
    let list = try XCTUnwrap(d.view.popup, "a held globe lists the modes")
    XCTAssertEqual(list.items.first, "Keyboard Settings…")
    XCTAssertEqual(d.touchUp(1, at: list.cells[0].center, time: time + 0.7), [])
    return try XCTUnwrap(d.view.settings, "the first row opens the panel")
  }

  /// The centre of the row that changes `key` to `value` (or, for a
  /// switch, the row of `key`), on screen as the panel is scrolled now.
  func row(_ d: KeyboardDriver, _ key: String, _ value: String? = nil, title: String? = nil) throws
    -> Point
  {
    let panel = try XCTUnwrap(d.view.settings)
    for (s, section) in panel.sections.enumerated() {
      for (r, row) in section.rows.enumerated()
      where row.key == key && (value == nil || row.value == value)
        && (title == nil || row.title == title)
      {
        return panel.frame(section: s, row: r).center
      }
    }
    throw XCTSkip("no row for \(key) \(value ?? "")")
  }

  /// Slides the list so that the row of `key` is in view.
  func scroll(_ d: KeyboardDriver, toShow key: String, title: String? = nil) throws {
    let panel = try XCTUnwrap(d.view.settings)
    let target = try row(d, key, title: title)
    let by = target.y - panel.layout.list.midY
    let start = Point(x: 100, y: panel.layout.list.midY)
    time += 1
    _ = d.touchDown(2, at: start, time: time)
    _ = d.touchMove(2, to: Point(x: 100, y: start.y - by / 2), time: time + 0.05)
    _ = d.touchMove(2, to: Point(x: 100, y: start.y - by), time: time + 0.1)
    _ = d.touchUp(2, at: Point(x: 100, y: start.y - by), time: time + 0.15)
  }

  func testTheGlobesListOpensThePanelOverTheWholeWindow() throws {
    let d = driver()
    let panel = try openPanel(d)
    XCTAssertEqual(panel.layout.frame.minY, -d.machine.keyTop, "the strip is covered too")
    XCTAssertEqual(panel.layout.frame.maxY, d.keyboard.geometry(.abc).height)
    XCTAssertEqual(
      panel.sections.map(\.header),
      [
        "Keyboard", "Typing", "Appearance", "Form", "Position", "Scale", "Long-Press Delay",
        "Shortcuts and Recents", "Input Modes",
      ])
    XCTAssertEqual(
      panel.sections.last?.rows.map(\.title).prefix(3), ["English", "Ελληνικά", "Deutsch"])
    XCTAssertEqual(
      panel.sections.last?.rows.map(\.control).prefix(3),
      [.toggle(true), .toggle(true), .toggle(false)],
      "the globe's languages on, the others there to turn on")
    XCTAssertGreaterThan(panel.maxScroll, 0, "more rows than fit: the list scrolls")
    // Keys under the panel type nothing; a press on a row repaints it.
    XCTAssertEqual(tap(d, key(d, "q")), [])
    XCTAssertEqual(d.effects, [])
    time += 1
    _ = d.touchDown(1, at: try row(d, "key-flash"), time: time)
    XCTAssertEqual(d.lastStep.repaint, .all)
  }

  func testKeyFlashSwitchAppliesAtOnceAndAsksToBeWritten() throws {
    let d = driver()
    _ = try openPanel(d)
    XCTAssertEqual(tap(d, try row(d, "key-flash")), [])
    XCTAssertEqual(d.effects.last, .changeSetting(key: "key-flash", value: "off"))
    XCTAssertFalse(d.machine.preferences.keyFlash)
    XCTAssertEqual(
      d.view.settings?.sections[0].rows[0].control, .toggle(false), "the switch shows off")
    // Back on the keys, a touch no longer flashes.
    let panel = try XCTUnwrap(d.view.settings)
    XCTAssertEqual(tap(d, panel.layout.done.center), [])
    XCTAssertNil(d.view.settings, "Done returns to the keys")
    time += 1
    _ = d.touchDown(1, at: key(d, "q"), time: time)
    XCTAssertTrue(d.view.flashing.isEmpty)
    XCTAssertEqual(d.touchUp(1, at: key(d, "q"), time: time + 0.05), [.text("q")])
  }

  func testAChoiceChecksItsRowAndATapOnTheCheckedOneWritesNothing() throws {
    let d = driver()
    _ = try openPanel(d)
    try scroll(d, toShow: "theme")
    _ = tap(d, try row(d, "theme", "dark"))
    XCTAssertEqual(d.effects.last, .changeSetting(key: "theme", value: "dark"))
    XCTAssertEqual(d.machine.preferences.theme, .dark, "a fixed theme applies at once")
    let appearance = d.view.settings?.sections.first { $0.header == "Appearance" }
    let checked = appearance?.rows.filter { $0.control == .check(true) }
    XCTAssertEqual(checked?.map(\.value), ["dark"])
    let count = d.effects.count
    _ = tap(d, try row(d, "theme", "dark"))
    XCTAssertEqual(d.effects.count, count, "no change, no write")
  }

  func testSlidingScrollsAndTapsNothing() throws {
    let d = driver()
    let panel = try openPanel(d)
    let start = try row(d, "strip")
    time += 1
    _ = d.touchDown(1, at: start, time: time)
    XCTAssertNotNil(d.view.settings?.pressed, "the row under the finger is pressed")
    _ = d.touchMove(1, to: Point(x: start.x, y: start.y - 5), time: time + 0.05)
    XCTAssertEqual(d.view.settings?.scroll, 0, "within the slop: no scroll")
    _ = d.touchMove(1, to: Point(x: start.x, y: start.y - 60), time: time + 0.1)
    XCTAssertEqual(d.view.settings?.scroll, 60)
    XCTAssertNil(d.view.settings?.pressed)
    _ = d.touchMove(1, to: Point(x: start.x, y: start.y - 5000), time: time + 0.15)
    XCTAssertEqual(d.view.settings?.scroll, panel.maxScroll, "stops at the list's end")
    let before = d.effects.count
    _ = d.touchUp(1, at: Point(x: start.x, y: start.y - 5000), time: time + 0.2)
    XCTAssertEqual(d.effects.count, before, "a slide changes nothing")
    _ = d.touchDown(1, at: start, time: time + 1)
    _ = d.touchMove(1, to: Point(x: start.x, y: start.y + 5000), time: time + 1.1)
    XCTAssertEqual(d.view.settings?.scroll, 0, "and back to the top")
  }

  func testLanguagesTurnedOnAndOffEditTheGlobesCycleButNotTheLastOne() throws {
    let d = driver()
    _ = try openPanel(d)
    let rows = { try XCTUnwrap(d.view.settings).sections.last?.rows ?? [] }
    XCTAssertEqual(
      try rows().prefix(3).map(\.title), ["English", "Ελληνικά", "Deutsch"],
      "the cycle first, then the other languages")
    try scroll(d, toShow: "languages", title: "Ελληνικά")
    _ = tap(d, try row(d, "languages", title: "Ελληνικά"))
    XCTAssertEqual(d.effects.last, .changeSetting(key: "languages", value: "en"))
    XCTAssertEqual(d.machine.cycle, [0])
    let count = d.effects.count
    _ = tap(d, try row(d, "languages", title: "English"))
    XCTAssertEqual(d.effects.count, count, "the last mode on stays on")
    XCTAssertEqual(try rows().first?.control, .toggle(true))
    try scroll(d, toShow: "languages", title: "Русский")
    _ = tap(d, try row(d, "languages", title: "Русский"))
    XCTAssertEqual(d.effects.last, .changeSetting(key: "languages", value: "en, ru"))
    _ = tap(d, try XCTUnwrap(d.view.settings).layout.done.center)
    _ = tap(d, key(d, "globe"))
    XCTAssertEqual(d.keyboard.mode?.id, "ru", "the globe goes to Russian, skipping Greek")
  }

  func testTurningOffTheShownModeShowsTheNextOne() throws {
    var settings = Settings()
    settings.inputMode = "greek"
    let d = KeyboardDriver(
      KeyStateMachine(
        keyboards: catalog.modes.map { Keyboard(catalog: catalog, form: .pad, mode: $0) },
        preferences: KeyboardPreferences(inputMode: "greek", settings: settings)))
    XCTAssertEqual(d.keyboard.mode?.id, "el", "an old settings file's name finds its mode")
    _ = try openPanel(d)
    try scroll(d, toShow: "languages", title: "Ελληνικά")
    _ = tap(d, try row(d, "languages", title: "Ελληνικά"))
    XCTAssertEqual(d.keyboard.mode?.id, "en")
    XCTAssertTrue(d.effects.contains(.inputModeChosen("en")))
  }

  func testSettingsFromTheFileShowInThePanel() throws {
    var settings = Settings()
    XCTAssertEqual(try settings.set("long-press-delay", "750").get(), "750")
    XCTAssertEqual(try settings.set("scale", "1.25").get(), "1.25")
    XCTAssertThrowsError(try settings.set("scale", "9").get())
    XCTAssertEqual(settings.scale, .fixed(1.25), "a value that does not check changes nothing")
    let sections = SettingsSection.all(settings, modes: Array(catalog.modes.prefix(1)))
    let delay = try XCTUnwrap(sections.first { $0.header == "Long-Press Delay" })
    XCTAssertEqual(
      delay.rows.map(\.title), ["0.3 s", "0.5 s (standard)", "750 ms", "0.8 s", "1.2 s"])
    XCTAssertEqual(delay.rows.filter { $0.control == .check(true) }.map(\.value), ["750"])
    let scale = try XCTUnwrap(sections.first { $0.header == "Scale" })
    XCTAssertEqual(scale.rows.filter { $0.control == .check(true) }.map(\.title), ["1.25×"])
  }

  func testThePanelFollowsANewWidth() throws {
    let d = driver(.pad)
    _ = try openPanel(d)
    let wide = catalog.modes.map { Keyboard(catalog: catalog, form: .pad, width: 1024, mode: $0) }
    d.replaceKeyboards(wide)
    XCTAssertEqual(d.view.settings?.layout.frame.width, 1024)
  }

  /// Auto-show on with no accessibility bus: its row says why it does
  /// nothing.
  func testTheAutoShowRowSaysWhenThereIsNoAccessibilityBus() {
    var settings = Settings()
    settings.autoShow = true
    let title = { (noBus: Bool) in
      SettingsSection.all(settings, modes: [], noAccessibilityBus: noBus)
        .flatMap(\.rows).first { $0.key == "auto-show" }?.title
    }
    XCTAssertEqual(title(false), "Show for Text Fields")
    XCTAssertEqual(title(true), "Show for Text Fields (no accessibility bus)")
  }

  /// hide-on-hardware-keys follows auto-show until it is set.
  func testHidingForAHardwareKeyboardFollowsAutoShowUntilSet() throws {
    var s = Settings()
    XCTAssertFalse(s.hideOnHardwareKeys)
    _ = try s.set("auto-show", "on").get()
    XCTAssertTrue(s.hideOnHardwareKeys)
    _ = try s.set("hide-on-hardware-keys", "off").get()
    XCTAssertFalse(s.hideOnHardwareKeys)
    _ = try s.set("auto-show", "off").get()
    _ = try s.set("hide-on-hardware-keys", "on").get()
    XCTAssertTrue(s.hideOnHardwareKeys)
  }
}
