import CX11
import Foundation
import SciMathCore
import SciMathRender
import SciMathTestSupport
import XCTest

/// The settings panel on the live keyboard, clicked with XTest as a
/// finger would: opened from the globe's list, a switch that rewrites
/// settings.conf and changes what the keys do, a theme applied in place.
final class SettingsLiveTests: XSessionTestCase {
  let keyboard = Keyboard(catalog: TestPaths.catalog, form: .phone)
  /// Each test's own settings, since the X session is shared.
  var config: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    config = TestPaths.temporaryDirectory("settings-config")
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: config) }

  func start() throws -> LiveKeyboardHarness {
    try LiveKeyboardHarness(
      session: x, form: .phone, environment: ["XDG_CONFIG_HOME": config.path])
  }

  /// The panel as the keyboard draws it for `settings`, scrolled.
  func panel(_ settings: Settings, scroll: Double = 0) throws -> ViewState {
    // The panel lists every mode: the machine has them all, as the live one.
    let modes = TestPaths.catalog.modes
    let keyboards = modes.map { Keyboard(catalog: TestPaths.catalog, form: .phone, mode: $0) }
    var scene = ScreenshotScene(layer: .abc)
    scene.strip = true
    scene.settings = settings
    scene.settingsScroll = scroll
    return try scene.view(of: keyboards, mode: modes.firstIndex { $0.language == "en" } ?? 0)
  }

  func openPanel(_ k: LiveKeyboardHarness) throws {
    let g = keyboard.geometry(.abc)
    let globe = try XCTUnwrap(g.key(id: "globe"))
    let list = g.modeList(
      for: globe, names: ["Keyboard Settings…"] + TestPaths.catalog.modes.map(\.name), selected: 1)
    k.move(to: globe.frame.center)
    k.press()
    usleep(800_000)  // past the 0.5 s long-press
    k.move(to: list.cells[0].center)
    k.release()
  }

  /// Waits until the window shows `view` as the renderer draws it.
  func expectWindow(
    _ k: LiveKeyboardHarness, shows view: ViewState, theme: ThemeName, _ what: String
  ) throws {
    FontSetup.activate(assets: TestPaths.assets)
    let image = KeyboardRenderer(theme: TestPaths.catalog.theme(theme))
      .image(keyboard: keyboard, view: view, scale: 1).pixels()
    try? x.waitFor(what, timeout: 5) {
      (try? k.capture()).map { ImageComparison().matches($0.pixels, image) } ?? false
    }
    let result = ImageComparison().compare(try k.capture().pixels, image)
    XCTAssertTrue(result.sameSize, what)
    XCTAssertLessThanOrEqual(
      result.fraction, ImageComparison().allowedFraction, "\(what): \(result.differing) px differ")
  }

  func settingsFile(_ k: LiveKeyboardHarness) -> String {
    let file = config.appendingPathComponent("scimath/settings.conf")
    return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
  }

  func testKeyFlashSwitchRewritesTheFileAndTheKeysFollow() throws {
    let k = try start()
    try openPanel(k)
    let shown = try panel(Settings())
    try expectWindow(k, shows: shown, theme: .light, "the panel over the window")
    let settings = try XCTUnwrap(shown.settings)
    k.click(settings.frame(section: 0, row: 0).center)  // Key Flash
    try x.waitFor("key-flash = off in settings.conf") {
      settingsFile(k).contains("key-flash = off")
    }
    var off = Settings()
    off.keyFlash = false
    try expectWindow(k, shows: try panel(off), theme: .light, "the switch drawn off")
    k.click(settings.layout.done.center)
    try expectWindow(
      k, shows: TestPaths.withIdleStrip(ViewState(layer: .abc), keyboard), theme: .light,
      "Done: the keys again")
    // Held, the space bar (no balloon covers it) shows its pressed colour
    // and never the flash.
    let theme = TestPaths.catalog.theme(.light)
    let space = try XCTUnwrap(keyboard.geometry(.abc).key(id: "space"))
    k.move(to: space.frame.center)
    k.press()
    var seen = Set<UInt32>()
    let start = Date()
    let face = Point(x: space.frame.midX, y: space.frame.minY + 4)  // clear of the label
    while Date().timeIntervalSince(start) < 0.3 { seen.insert(k.pixel(face)) }
    k.release()
    func rgb(_ c: Color) -> UInt32 {
      UInt32((c.red * 255).rounded()) << 16 | UInt32((c.green * 255).rounded()) << 8
        | UInt32((c.blue * 255).rounded())
    }
    XCTAssertTrue(
      seen.contains(rgb(theme.letterPressed)),
      "the press is drawn: \(seen.map { String($0, radix: 16) })")
    XCTAssertFalse(seen.contains(rgb(theme.letterFlash)), "no flash once it is off")
  }

  func testDarkAppliesInPlaceAndTheChoiceIsKept() throws {
    let k = try start()
    try openPanel(k)
    let top = try XCTUnwrap(try panel(Settings()).settings)
    // Slide the list up, as a finger would, to the themes: past the
    // Typing section and 372 pt more.
    let appearance = try XCTUnwrap(top.sections.firstIndex { $0.header == "Appearance" })
    let by = (372 + top.group(appearance).y - top.group(appearance - 1).y).rounded()
    let from = Point(x: 200, y: top.layout.list.maxY - 4)
    k.move(to: from)
    k.press()
    for step in 1...31 {
      k.move(to: Point(x: from.x, y: from.y - (by * Double(step) / 31).rounded()))
      usleep(20_000)
    }
    k.release()
    var dark = Settings()
    dark.theme = .dark
    let scrolled = try panel(Settings(), scroll: by)
    try expectWindow(k, shows: scrolled, theme: .light, "the list slid \(by) pt")
    let row = try XCTUnwrap(scrolled.settings).frame(section: appearance, row: 2)  // Dark
    k.click(row.center)
    try x.waitFor("theme = dark in settings.conf") { settingsFile(k).contains("theme = dark") }
    try expectWindow(k, shows: try panel(dark, scroll: by), theme: .dark, "the panel in dark")
  }
}
