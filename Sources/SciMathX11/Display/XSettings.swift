import CX11

/// The desktop's XSETTINGS: the settings manager owns `_XSETTINGS_S<screen>`
/// and keeps `_XSETTINGS_SETTINGS` on its window (theme name, DPI, scale).
public enum XSettings {
  public enum Value: Equatable, Sendable {
    case integer(Int)
    case string(String)
    case color
  }

  /// Every setting the manager publishes; empty with no manager or
  /// malformed data.
  public static func read(_ connection: XConnection) -> [String: Value] {
    let d = connection.display
    let owner = XGetSelectionOwner(d, XInternAtom(d, "_XSETTINGS_S\(scm_default_screen(d))", 0))
    guard owner != 0 else { return [:] }
    let property = XInternAtom(d, "_XSETTINGS_SETTINGS", 0)
    guard
      let data = WindowProperty(d, owner, "_XSETTINGS_SETTINGS", type: property, maxLongs: 65536),
      data.format == 8
    else { return [:] }
    return parse(data.bytes) ?? [:]
  }

  /// The settings in the XSETTINGS wire format; nil when the data is
  /// malformed (it comes from another client).
  public static func parse(_ bytes: [UInt8]) -> [String: Value]? {
    guard bytes.count >= 12 else { return nil }
    let msb = bytes[0] == 1
    func card(_ at: Int, _ size: Int) -> Int? {
      guard at >= 0, at + size <= bytes.count else { return nil }
      let slice = bytes[at..<at + size]
      return (msb ? Array(slice) : slice.reversed()).reduce(0) { $0 << 8 | Int($1) }
    }
    func padded(_ n: Int) -> Int { (n + 3) & ~3 }
    guard let n = card(8, 4) else { return nil }
    var settings: [String: Value] = [:]
    var at = 12
    for _ in 0..<min(n, 4096) {
      if at == bytes.count { break }  // a count too high ends at the data's end
      guard at + 4 <= bytes.count, let nameLength = card(at + 2, 2) else { return nil }
      let type = bytes[at]
      let nameStart = at + 4
      guard nameStart + nameLength <= bytes.count else { return nil }
      let name = String(decoding: bytes[nameStart..<nameStart + nameLength], as: UTF8.self)
      at = nameStart + padded(nameLength) + 4  // the last-change serial
      switch type {
      case 0:
        guard let raw = card(at, 4) else { return nil }
        settings[name] = .integer(Int(Int32(truncatingIfNeeded: raw)))
        at += 4
      case 1:
        guard let length = card(at, 4), at + 4 + length <= bytes.count else { return nil }
        settings[name] = .string(String(decoding: bytes[at + 4..<at + 4 + length], as: UTF8.self))
        at += 4 + padded(length)
      case 2:
        settings[name] = .color
        at += 8
      default: return nil
      }
    }
    return settings
  }
}
