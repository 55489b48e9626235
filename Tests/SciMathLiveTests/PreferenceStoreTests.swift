import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

@testable import SciMathLive

/// The live keyboard's reading of its preferences, without an X server:
/// the file's settings with the command line's on top, the theme `auto`
/// resolved against the desktop, and only changes the keyboard did not
/// make itself counted as changes.
final class PreferenceStoreTests: XCTestCase {
  var folder: URL!
  var file: PreferencesFile { PreferencesFile(url: folder.appendingPathComponent("settings.conf")) }

  override func setUp() { folder = TestPaths.temporaryDirectory("preferences") }
  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  func store(_ overrides: LiveOverrides = LiveOverrides(), dark: Bool = false) -> PreferenceStore {
    PreferenceStore(
      file: file, overrides: overrides, modes: TestPaths.catalog.modes,
      desktopPrefersDark: { dark })
  }

  func write(_ text: String) throws {
    try Data(text.utf8).write(to: file.url)
  }

  func testTheFileAndTheCommandLine() throws {
    try write("form = pad\ndock = bottom\nstrip = off\nkey-flash = off\nlanguages = ru, en\n")
    let plain = store().load()
    XCTAssertEqual(plain.form, .pad)
    XCTAssertEqual(plain.settings.dock, .bottom)
    XCTAssertFalse(plain.settings.strip)
    XCTAssertFalse(plain.preferences.keyFlash)
    XCTAssertEqual(plain.preferences.theme, .light, "auto, and the desktop prefers light")
    XCTAssertEqual(plain.settings.languages, ["ru", "en"])

    let overridden = store(
      LiveOverrides(form: .phone, theme: .light, float: true, scale: .fixed(2)), dark: true
    ).load()
    XCTAssertEqual(overridden.form, .phone)
    XCTAssertEqual(overridden.settings.dock, .float)
    XCTAssertEqual(overridden.settings.scale, .fixed(2))
    XCTAssertEqual(overridden.preferences.theme, .light, "the command line's theme wins")
    XCTAssertEqual(
      overridden.preferences.settings.form, .pad, "the panel shows the file's own setting")
    XCTAssertEqual(store(dark: true).load().preferences.theme, .dark)
  }

  func testABadValueTakesItsDefault() throws {
    try write("theme = blue\nlong-press-delay = 650\n")
    let options = store().load()
    XCTAssertEqual(options.preferences.settings.theme, .auto)
    XCTAssertEqual(options.preferences.longPressDelay, 0.65)
  }

  /// The keyboard's own writes are not changes; anyone else's are.
  func testChangedOnlyByOthers() throws {
    try write("theme = dark\n")
    let s = store()
    _ = s.load()
    XCTAssertFalse(s.changed())
    s.saveInputMode("greek")
    XCTAssertFalse(s.changed(), "its own write of the input mode")
    XCTAssertEqual(
      try String(contentsOf: file.url, encoding: .utf8), "theme = dark\ninput-mode = greek\n")
    try write("theme = light\ninput-mode = greek\n")
    XCTAssertTrue(s.changed())
    XCTAssertEqual(s.load().preferences.theme, .light)
    XCTAssertFalse(s.changed())
  }

  func testAPanelChangeIsCheckedBeforeItIsWritten() throws {
    try write("theme = dark\n")
    let s = store()
    XCTAssertTrue(s.change("key-flash", to: "off"))
    XCTAssertFalse(s.change("theme", to: "blue"))
    XCTAssertFalse(s.change("mode.klingon", to: "off"))
    XCTAssertEqual(
      try String(contentsOf: file.url, encoding: .utf8), "theme = dark\nkey-flash = off\n")
  }
}

/// Whether a change of the preferences makes a new window: exactly the
/// settings whose table entry says so.
final class LiveOptionsTests: XCTestCase {
  func testNewWindowForWindowSettingsOnly() {
    let before = LiveOptions()
    for (key, value, newWindow) in [
      ("strip", "off", true), ("desktop-keys", "on", true), ("form", "pad", true),
      ("dock", "float", true), ("size", "800", true), ("scale", "2", true),
      ("monitor", "HDMI-1", true), ("auto-show", "on", true),
      ("key-flash", "off", false), ("theme", "dark", false), ("long-press-delay", "800", false),
      ("favourites", "∫ ∂", false), ("latex-shortcuts", "replace", false),
      ("restore-button", "off", false), ("languages", "de, en", false),
      ("follow-layout", "on", false),
    ] {
      var after = before
      XCTAssertNoThrow(try after.settings.set(key, value).get(), key)
      XCTAssertEqual(before.needsNewWindow(for: after), newWindow, key)
    }
  }

  func testTheFormFromTheWidthUnlessFixed() {
    var options = LiveOptions()
    XCTAssertEqual(options.form(forWidth: 599), .phone)
    XCTAssertEqual(options.form(forWidth: 600), .pad)
    options.settings.form = .phone
    XCTAssertEqual(options.form(forWidth: 1000), .phone)
  }
}
