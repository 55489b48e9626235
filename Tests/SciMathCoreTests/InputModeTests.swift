import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

/// The globe key and input modes: English and Greek built in, layouts of
/// the user's own, the mode list on a long press.
final class InputModeTests: XCTestCase {
  let catalog = TestPaths.catalog

  func machine(_ form: Form = .phone, modes: [InputMode]? = nil) -> KeyboardDriver {
    let keyboards = (modes ?? catalog.modes).map {
      Keyboard(catalog: catalog, form: form, mode: $0)
    }
    return KeyboardDriver(keyboards: keyboards)
  }

  func center(_ m: KeyboardDriver, _ id: String) -> Point {
    m.keyboard.geometry(m.layer).key(id: id)?.frame.center ?? Point(x: -1, y: -1)
  }

  func tap(_ m: KeyboardDriver, _ id: String, at t: Double) -> [KeyOutput] {
    let p = center(m, id)
    return m.touchDown(1, at: p, time: t) + m.touchUp(1, at: p, time: t + 0.05)
  }

  func testBuiltInModesAreEnglishThenGreekThenTheLanguages() {
    XCTAssertEqual(
      catalog.modes.map(\.id),
      [
        "en", "el", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "nb", "fi", "pl", "cs", "tr",
        "ru", "uk",
      ])
    XCTAssertEqual(catalog.modes.prefix(3).map(\.name), ["English", "Ελληνικά", "Deutsch"])
    XCTAssertEqual(catalog.mode(named: "german")?.id, "de", "English names are aliases")
    XCTAssertEqual(catalog.mode(named: "ΕΛΛΗΝΙΚΆ")?.id, "el")
  }

  func testGreekLettersMatchTheStockLayout() {
    let g = Keyboard(catalog: catalog, form: .phone, mode: catalog.mode(named: "greek")).geometry(
      .abc)
    let rows = (0..<4).map { r in g.keys.filter { $0.row == r }.map(\.id).joined(separator: " ") }
    XCTAssertEqual(
      rows,
      [
        "; ς ε ρ τ υ θ ι ο π", "α σ δ φ γ η ξ κ λ", "shift ζ χ ψ ω β ν μ backspace",
        "123 globe space return",
      ])
  }

  func testGreekShiftAndTonosAlternates() throws {
    let keyboard = Keyboard(catalog: catalog, form: .phone, mode: catalog.mode(named: "greek"))
    let g = keyboard.geometry(.abc)
    let iota = try XCTUnwrap(g.key(id: "ι"))
    XCTAssertEqual(keyboard.alternates(for: iota, shift: .off, layer: .abc), ["ι", "ί", "ϊ", "ΐ"])
    XCTAssertEqual(
      keyboard.alternates(for: iota, shift: .on, layer: .abc)?.prefix(3).map { $0 },
      ["Ι", "Ί", "Ϊ"])
    XCTAssertEqual(keyboard.text(for: try XCTUnwrap(g.key(id: "ω")), shift: .on, layer: .abc), "Ω")
    let sigma = try XCTUnwrap(g.key(id: "σ"))
    XCTAssertEqual(keyboard.alternates(for: sigma, shift: .off, layer: .abc), ["σ", "ς"])
  }

  func testGlobeCyclesAndWrapsShowingTheNameOnTheSpaceBar() {
    let m = machine()
    XCTAssertEqual(tap(m, "globe", at: 0), [], "no XKB group is linked")
    XCTAssertEqual(m.effects, [.inputModeChosen("el")], "the mode is kept")
    XCTAssertEqual(m.keyboard.mode?.id, "el")
    XCTAssertEqual(m.view.spaceLabel, "Ελληνικά")
    XCTAssertEqual(tap(m, "α", at: 0.2), [.text("α")])
    _ = m.advance(to: 1.06)
    XCTAssertNil(m.view.spaceLabel, "the name shows for a second")
    _ = tap(m, "globe", at: 2)
    XCTAssertEqual(m.keyboard.mode?.id, "en", "wraps")
    XCTAssertEqual(tap(m, "q", at: 3), [.text("q")])
  }

  func testGlobeFromAnotherLayerReturnsToLetters() {
    let m = machine()
    _ = tap(m, "123", at: 0)
    XCTAssertEqual(m.layer, .numbers)
    _ = tap(m, "globe", at: 1)
    XCTAssertEqual(m.layer, .abc)
    XCTAssertEqual(m.keyboard.mode?.id, "el")
  }

  func testLongPressOnGlobeListsModesAndSlideSelects() throws {
    let m = machine(.pad)
    let globe = center(m, "globe")
    _ = m.touchDown(1, at: globe, time: 0)
    _ = m.advance(to: 0.5)
    let list = try XCTUnwrap(m.view.popup)
    XCTAssertEqual(list.items, ["Keyboard Settings…", "English", "Ελληνικά"])
    XCTAssertEqual(list.selected, 1, "the current mode is preselected")
    XCTAssertTrue(m.keyboard.geometry(.abc).bounds.encloses(list.frame))
    _ = m.touchMove(1, to: list.cells[2].center, time: 0.7)
    XCTAssertEqual(m.view.popup?.selected, 2)
    XCTAssertEqual(m.touchUp(1, at: list.cells[2].center, time: 0.8), [])
    XCTAssertEqual(m.effects, [.inputModeChosen("el")])
    XCTAssertEqual(m.keyboard.mode?.id, "el")
    XCTAssertNil(m.view.popup)
    // Released far away: the list closes and nothing changes.
    _ = m.touchDown(1, at: center(m, "globe"), time: 2)
    _ = m.advance(to: 2.6)
    XCTAssertEqual(m.touchUp(1, at: Point(x: 760, y: 5), time: 2.7), [])
    XCTAssertEqual(m.keyboard.mode?.id, "el")
  }

  func testOneModeGlobeListsTheSettings() {
    let m = machine(modes: [catalog.modes[0]])
    _ = m.touchDown(1, at: center(m, "globe"), time: 0)
    _ = m.advance(to: 1)
    XCTAssertEqual(m.view.popup?.items, ["Keyboard Settings…", "English"])
  }

  /// A user's layouts load beside the built-in ones; a bad file is
  /// reported with its name, line and problem, and the others still load.
  func testUserLayoutsLoadAndBadOnesAreReported() throws {
    let dir = TestPaths.temporaryDirectory("user-layouts")
    defer { try? FileManager.default.removeItem(at: dir) }
    for form in ["phone", "pad"] {
      try FileManager.default.createDirectory(
        at: dir.appendingPathComponent(form), withIntermediateDirectories: true)
    }
    let azerty = """
      name AZERTY
      row a z e r t y u i o p
      row q s d f g h j k l m
      row shift@50 gap@8.5 w x c v b n , gap@8.5 backspace@50
      row 123@48.3 globe@49 space@* return@97.3
      """
    try azerty.write(
      to: dir.appendingPathComponent("phone/azerty.layout"), atomically: true, encoding: .utf8)
    try "name Broken\nrow q w e\n".write(
      to: dir.appendingPathComponent("phone/broken.layout"), atomically: true, encoding: .utf8)
    try "name NoGlobe\nrow q w e r t y u i o p backspace@*\n".write(
      to: dir.appendingPathComponent("pad/noglobe.layout"), atomically: true, encoding: .utf8)
    let result = InputModeLoader.user(in: dir, metrics: catalog.metrics, fallback: catalog.modes[0])
    XCTAssertEqual(result.modes.map(\.id), ["azerty"])
    XCTAssertEqual(result.modes.first?.name, "AZERTY")
    XCTAssertEqual(
      result.modes.first?.layouts[.pad], catalog.modes[0].layouts[.pad], "pad falls back to English"
    )
    let problems = result.problems.map(\.description).sorted()
    XCTAssertEqual(problems.count, 2)
    XCTAssertTrue(
      problems[0].contains("pad/noglobe.layout") && problems[0].contains("needs a globe key"),
      problems[0])
    XCTAssertTrue(
      problems[1].contains("phone/broken.layout:2: row 1: keys add up to 117 pt"), problems[1])
    let m = machine(modes: catalog.modes + result.modes)
    _ = tap(m, "globe", at: 0)
    _ = tap(m, "globe", at: 1)
    XCTAssertEqual(m.keyboard.mode?.id, "azerty")
    XCTAssertEqual(tap(m, "m", at: 2), [.text("m")])
  }

  func testPreferencesKeepOtherLinesAndRefuseToOverwriteAMalformedFile() throws {
    let dir = TestPaths.temporaryDirectory("prefs")
    defer { try? FileManager.default.removeItem(at: dir) }
    let prefs = PreferencesFile(url: dir.appendingPathComponent("scimath/settings.conf"))
    try prefs.set("input-mode", "greek")
    XCTAssertEqual(prefs.read().values["input-mode"], "greek")
    try "# mine\ntheme = dark\ninput-mode = greek\n".write(
      to: prefs.url, atomically: true, encoding: .utf8)
    try prefs.set("input-mode", "english")
    XCTAssertEqual(
      try String(contentsOf: prefs.url, encoding: .utf8),
      "# mine\ntheme = dark\ninput-mode = english\n")
    try "theme dark\n".write(to: prefs.url, atomically: true, encoding: .utf8)
    XCTAssertThrowsError(try prefs.set("input-mode", "greek"))
    XCTAssertEqual(
      try String(contentsOf: prefs.url, encoding: .utf8), "theme dark\n",
      "left as the user wrote it")
  }
}

/// The user's languages: what the globe cycles, from the setting and the
/// system.
final class LanguageListTests: XCTestCase {
  let modes: [InputMode?] = TestPaths.catalog.modes

  func ids(_ chosen: [String]?, _ system: SystemLanguages) -> [String?] {
    LanguageList.order(chosen: chosen, modes: modes, system: system).map { modes[$0]?.id }
  }

  func testAutoTakesTheServersLayoutsThenTheLocaleThenGreek() {
    XCTAssertEqual(ids(nil, SystemLanguages()), ["en", "el"], "nothing known: English")
    XCTAssertEqual(
      ids(nil, SystemLanguages(xkbLayouts: ["us", "de"], locale: "fr")), ["en", "de", "fr", "el"])
    XCTAssertEqual(ids(nil, SystemLanguages(xkbLayouts: ["ru", "us"])), ["ru", "en", "el"])
    XCTAssertEqual(
      ids(nil, SystemLanguages(locale: "de")), ["de", "el"], "no English when the locale names one")
    XCTAssertEqual(
      ids(nil, SystemLanguages(xkbLayouts: ["latam"], locale: "no")), ["es", "nb", "el"])
    XCTAssertEqual(
      ids(nil, SystemLanguages(xkbLayouts: ["jp"], locale: "ja")), ["en", "el"], "no mode for these"
    )
  }

  func testAChosenListIsKeptInItsOrderByIdOrName() {
    XCTAssertEqual(
      ids(["uk", "German", "Ελληνικά", "klingon", "de"], SystemLanguages()), ["uk", "de", "el"])
    XCTAssertEqual(ids(["klingon"], SystemLanguages()).count, modes.count, "never empty")
    XCTAssertNil(LanguageList.parse("auto"))
    XCTAssertEqual(LanguageList.parse("de, en el"), ["de", "en", "el"])
    XCTAssertNil(LanguageList.parse("de; rm -rf"))
  }

  func testTheServersSymbolsNameGivesItsLayoutsByGroup() {
    XCTAssertEqual(SystemLanguages.layouts(inSymbols: "pc+us+de:2+inet(evdev)"), ["us", "de"])
    XCTAssertEqual(
      SystemLanguages.layouts(
        inSymbols: "pc+de(nodeadkeys)+ru:2+gr:3+inet(evdev)+group(alt_shift_toggle)"),
      ["de", "ru", "gr"])
    XCTAssertEqual(SystemLanguages.layouts(inSymbols: ""), [])
    XCTAssertEqual(SystemLanguages.localeLanguage(["LANG": "de_DE.UTF-8"]), "de")
    XCTAssertEqual(SystemLanguages.localeLanguage(["LANG": "de_DE.UTF-8", "LC_ALL": "C"]), nil)
    XCTAssertEqual(SystemLanguages.localeLanguage([:]), nil)
  }
}
