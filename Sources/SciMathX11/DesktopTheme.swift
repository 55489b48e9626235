import CX11

/// The desktop's light or dark preference, from XSETTINGS: the settings
/// manager owns `_XSETTINGS_S<screen>` and keeps `_XSETTINGS_SETTINGS` on
/// its window. A theme name containing "dark" (Adwaita-dark, Breeze-Dark…)
/// means dark; no manager, no name, or anything else means light.
public enum DesktopTheme {
  public static func prefersDark(_ connection: XConnection) -> Bool {
    guard let name = stringSetting("Net/ThemeName", connection) else { return false }
    return name.lowercased().contains("dark")
  }

  static func stringSetting(_ wanted: String, _ connection: XConnection) -> String? {
    let d = connection.display
    let owner = XGetSelectionOwner(d, XInternAtom(d, "_XSETTINGS_S\(scm_default_screen(d))", 0))
    guard owner != 0 else { return nil }
    let property = XInternAtom(d, "_XSETTINGS_SETTINGS", 0)
    var type: Atom = 0
    var format: Int32 = 0
    var count: UInt = 0
    var after: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    guard
      XGetWindowProperty(
        d, owner, property, 0, 65536, 0, property, &type, &format, &count, &after, &data)
        == Success, let data, format == 8
    else { return nil }
    defer { XFree(data) }
    return parse(Array(UnsafeBufferPointer(start: data, count: Int(count))), wanted: wanted)
  }

  /// Reads one string setting from the XSETTINGS wire format; nil when it
  /// is absent or the data is malformed (it comes from another client).
  public static func parse(_ bytes: [UInt8], wanted: String) -> String? {
    guard bytes.count >= 12 else { return nil }
    let msb = bytes[0] == 1
    func card(_ at: Int, _ size: Int) -> Int? {
      guard at >= 0, at + size <= bytes.count else { return nil }
      let slice = bytes[at..<at + size]
      return (msb ? Array(slice) : slice.reversed()).reduce(0) { $0 << 8 | Int($1) }
    }
    func padded(_ n: Int) -> Int { (n + 3) & ~3 }
    guard let n = card(8, 4) else { return nil }
    var at = 12
    for _ in 0..<min(n, 4096) {
      guard at + 4 <= bytes.count, let nameLength = card(at + 2, 2) else { return nil }
      let type = bytes[at]
      let nameStart = at + 4
      guard nameStart + nameLength <= bytes.count else { return nil }
      let name = String(decoding: bytes[nameStart..<nameStart + nameLength], as: UTF8.self)
      at = nameStart + padded(nameLength) + 4  // the last-change serial
      switch type {
      case 0: at += 4
      case 1:
        guard let length = card(at, 4), at + 4 + length <= bytes.count else { return nil }
        if name == wanted {
          return String(decoding: bytes[at + 4..<at + 4 + length], as: UTF8.self)
        }
        at += 4 + padded(length)
      case 2: at += 8
      default: return nil
      }
    }
    return nil
  }
}
