import XCTest

@testable import SciMathX11

/// The XSETTINGS wire format, as a settings manager writes it, read for
/// one string setting; anything malformed gives nil, never a crash.
final class DesktopThemeTests: XCTestCase {
  enum Setting {
    case int(String, Int)
    case string(String, String)
    case color(String)
  }

  /// The bytes of `_XSETTINGS_SETTINGS` with these settings.
  func wire(_ settings: [Setting], msb: Bool = false) -> [UInt8] {
    func card(_ v: Int, _ size: Int) -> [UInt8] {
      let bytes = (0..<size).map { UInt8((v >> (8 * $0)) & 0xFF) }
      return msb ? bytes.reversed() : bytes
    }
    func padded(_ b: [UInt8]) -> [UInt8] { b + [UInt8](repeating: 0, count: (4 - b.count % 4) % 4) }
    var out: [UInt8] = [msb ? 1 : 0, 0, 0, 0] + card(7, 4) + card(settings.count, 4)
    for s in settings {
      let (type, name): (UInt8, String)
      switch s {
      case .int(let n, _): (type, name) = (0, n)
      case .string(let n, _): (type, name) = (1, n)
      case .color(let n): (type, name) = (2, n)
      }
      out += [type, 0] + card(name.utf8.count, 2) + padded(Array(name.utf8)) + card(1, 4)
      switch s {
      case .int(_, let v): out += card(v, 4)
      case .string(_, let v): out += card(v.utf8.count, 4) + padded(Array(v.utf8))
      case .color: out += [1, 2, 3, 4, 5, 6, 7, 8]
      }
    }
    return out
  }

  func testFindsAStringAmongOtherTypesInBothByteOrders() {
    let settings: [Setting] = [
      .int("Xft/DPI", 147456), .color("Gtk/Color"), .string("Gtk/FontName", "Inter 11"),
      .string("Net/ThemeName", "Adwaita-dark"),
    ]
    for msb in [false, true] {
      let bytes = wire(settings, msb: msb)
      XCTAssertEqual(DesktopTheme.parse(bytes, wanted: "Net/ThemeName"), "Adwaita-dark")
      XCTAssertEqual(DesktopTheme.parse(bytes, wanted: "Gtk/FontName"), "Inter 11")
      XCTAssertNil(DesktopTheme.parse(bytes, wanted: "Xft/DPI"), "not a string")
      XCTAssertNil(DesktopTheme.parse(bytes, wanted: "Net/IconThemeName"))
    }
  }

  func testMalformedDataGivesNothing() {
    let bytes = wire([.string("Net/ThemeName", "Breeze-Dark")])
    XCTAssertEqual(DesktopTheme.parse(bytes, wanted: "Net/ThemeName"), "Breeze-Dark")
    for cut in [0, 5, 12, 20, bytes.count - 3] {
      XCTAssertNil(DesktopTheme.parse(Array(bytes.prefix(cut)), wanted: "Net/ThemeName"), "\(cut)")
    }
    var badType = bytes
    badType[12] = 9
    XCTAssertNil(DesktopTheme.parse(badType, wanted: "Net/ThemeName"))
    var huge = bytes
    huge[8] = 0xFF
    huge[9] = 0xFF
    XCTAssertEqual(
      DesktopTheme.parse(huge, wanted: "Net/ThemeName"), "Breeze-Dark",
      "a wrong count ends at the data's end")
  }
}
