import SciMathCore
import XCTest

/// `Settings.table`, the one description of every setting: each default
/// passes its own check and reads back as written, each value a setting
/// takes survives the file's round trip, and the panel's places are
/// unambiguous.
final class SettingsTableTests: XCTestCase {
  func testKeysAreUniqueAndDefaultsCheck() {
    let keys = Settings.table.map(\.key)
    XCTAssertEqual(Set(keys).count, keys.count)
    for setting in Settings.table {
      XCTAssertEqual(
        try? setting.check(setting.defaultValue).get(), setting.defaultValue,
        "\(setting.key)'s default passes its check")
      XCTAssertFalse(setting.help.isEmpty, setting.key)
    }
  }

  /// A value written by `set` reads back through the file as it was set.
  func testValuesSurviveTheFile() throws {
    for (key, value) in [
      ("key-flash", "off"), ("favourites", "∫ ∂ ∇"), ("hide-on-hardware-keys", "on"),
      ("theme", "dark"), ("size", "900"), ("scale", "1.5"), ("monitor", "HDMI-1"),
      ("long-press-delay", "650"), ("input-mode", "greek"), ("restore-button-place", "left,0.3"),
      ("languages", "de, en, el"), ("follow-layout", "on"),
    ] {
      var s = Settings()
      XCTAssertEqual(try s.set(key, value).get(), value)
      let setting = try XCTUnwrap(Settings.setting(for: key))
      XCTAssertEqual(setting.text(s), value, key)
      let (read, problems) = Settings.from([key: setting.text(s)], source: "test")
      XCTAssertEqual(problems, [])
      XCTAssertEqual(read, s, key)
      XCTAssertNotEqual(s, Settings(), "\(key) = \(value) changed something")
    }
  }

  /// The per-mode keys of before are reported with what replaced them.
  func testRetiredModeKeysSayWhatReplacedThem() {
    let (read, problems) = Settings.from(
      ["mode.greek": "off", "xkb-group.greek": "2"], source: "f")
    XCTAssertEqual(read, Settings())
    XCTAssertEqual(problems.count, 2)
    XCTAssertTrue(
      problems.allSatisfy { "\($0)".contains("replaced by `languages`") }, "\(problems)")
  }

  func testPanelPlacesAreUnique() {
    let places = Settings.table.compactMap { $0.row.map { "\($0.section) \($0.order)" } }
    XCTAssertEqual(Set(places).count, places.count)
  }

  func testBadValuesSayWhy() {
    var s = Settings()
    XCTAssertEqual(
      s.set("theme", "blue").failure?.description, "'blue' is not one of auto, light, dark")
    XCTAssertEqual(s.set("colour", "red").failure?.description, "no setting 'colour'")
    XCTAssertEqual(s, Settings())
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let f) = self { return f }
    return nil
  }
}
