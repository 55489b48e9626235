/// The desktop's light or dark preference, from XSETTINGS. A theme name
/// containing "dark" (Adwaita-dark, Breeze-Dark…) means dark; no manager,
/// no name, or anything else means light.
public enum DesktopTheme {
  public static func prefersDark(_ connection: XConnection) -> Bool {
    guard let name = stringSetting("Net/ThemeName", connection) else { return false }
    return name.lowercased().contains("dark")
  }

  static func stringSetting(_ wanted: String, _ connection: XConnection) -> String? {
    guard case .string(let value) = XSettings.read(connection)[wanted] else { return nil }
    return value
  }

  /// Reads one string setting from the XSETTINGS wire format; nil when it
  /// is absent or the data is malformed.
  public static func parse(_ bytes: [UInt8], wanted: String) -> String? {
    guard case .string(let value) = XSettings.parse(bytes)?[wanted] else { return nil }
    return value
  }
}
