/// An sRGB colour with alpha, 0...1 per channel.
public struct Color: Equatable, Sendable {
  public var red, green, blue, alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses "#RRGGBB" or "#RRGGBBAA".
  public init?(hex: String) {
    guard hex.hasPrefix("#"), hex.count == 7 || hex.count == 9,
      let value = UInt32(hex.dropFirst(), radix: 16)
    else { return nil }
    let v = hex.count == 7 ? (value << 8) | 0xFF : value
    func channel(_ shift: UInt32) -> Double { Double((v >> shift) & 0xFF) / 255 }
    self.init(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
  }
}

/// The colours of one appearance, read from Assets/themes.json.
public struct Theme: Equatable, Sendable {
  public var background: Color
  public var letterKey: Color
  public var actionKey: Color
  public var shadow: Color
  public var label: Color
  public var hint: Color
  public var letterPressed: Color
  public var actionPressed: Color
  public var letterFlash: Color
  public var actionFlash: Color
  public var balloon: Color
  public var balloonOutline: Color
  /// The soft shadow around balloons and popups, at its darkest (next to
  /// the shape); it fades out over `FormMetrics.overlayShadowBlur`.
  public var balloonShadow: Color
  public var popupSelected: Color
  public var popupSelectedLabel: Color
  public var inertLabel: Color
  /// The hairlines between the strip's cells.
  public var stripSeparator: Color
  /// The settings panel, in the iOS Settings app's colours.
  public var settings: SettingsColors
  /// The round button that brings a dismissed keyboard back, and its icon.
  public var restoreButton: Color
  public var restoreIcon: Color
}

/// The settings panel's colours: UIKit's grouped-table system colours.
public struct SettingsColors: Equatable, Sendable, Decodable {
  /// Behind the groups (systemGroupedBackground).
  public var background: Color
  /// A group's rows (secondarySystemGroupedBackground).
  public var row: Color
  public var rowPressed: Color
  public var separator: Color
  /// Section titles above the groups.
  public var header: Color
  public var label: Color
  /// Checkmarks and the Done button (systemBlue).
  public var accent: Color
  public var switchOn: Color
  public var switchOff: Color
  public var knob: Color
  public var knobShadow: Color

  private enum Keys: String, CodingKey {
    case background, row, rowPressed, separator, header, label, accent, switchOn, switchOff,
      knob, knobShadow
  }

  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    func color(_ key: Keys) throws -> Color { try Color.decode(key, in: c) }
    self.init(
      background: try color(.background), row: try color(.row),
      rowPressed: try color(.rowPressed), separator: try color(.separator),
      header: try color(.header), label: try color(.label), accent: try color(.accent),
      switchOn: try color(.switchOn), switchOff: try color(.switchOff), knob: try color(.knob),
      knobShadow: try color(.knobShadow))
  }

  public init(
    background: Color, row: Color, rowPressed: Color, separator: Color, header: Color,
    label: Color, accent: Color, switchOn: Color, switchOff: Color, knob: Color, knobShadow: Color
  ) {
    self.background = background
    self.row = row
    self.rowPressed = rowPressed
    self.separator = separator
    self.header = header
    self.label = label
    self.accent = accent
    self.switchOn = switchOn
    self.switchOff = switchOff
    self.knob = knob
    self.knobShadow = knobShadow
  }
}

extension Color {
  /// A "#RRGGBB" or "#RRGGBBAA" string of a JSON object, or a decoding
  /// error that names the key.
  static func decode<K: CodingKey>(_ key: K, in c: KeyedDecodingContainer<K>) throws -> Color {
    let text = try c.decode(String.self, forKey: key)
    guard let color = Color(hex: text) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: c, debugDescription: "'\(text)' is not a #RRGGBB or #RRGGBBAA colour")
    }
    return color
  }
}

extension Theme: Decodable {
  private enum Keys: String, CodingKey, CaseIterable {
    case background, letterKey, actionKey, shadow, label, hint, letterPressed,
      actionPressed, letterFlash, actionFlash, balloon, balloonOutline, balloonShadow,
      popupSelected,
      popupSelectedLabel, inertLabel, stripSeparator, settings, restoreButton, restoreIcon
  }

  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    func color(_ key: Keys) throws -> Color { try Color.decode(key, in: c) }
    self.init(
      background: try color(.background), letterKey: try color(.letterKey),
      actionKey: try color(.actionKey), shadow: try color(.shadow), label: try color(.label),
      hint: try color(.hint), letterPressed: try color(.letterPressed),
      actionPressed: try color(.actionPressed), letterFlash: try color(.letterFlash),
      actionFlash: try color(.actionFlash), balloon: try color(.balloon),
      balloonOutline: try color(.balloonOutline), balloonShadow: try color(.balloonShadow),
      popupSelected: try color(.popupSelected),
      popupSelectedLabel: try color(.popupSelectedLabel), inertLabel: try color(.inertLabel),
      stripSeparator: try color(.stripSeparator),
      settings: try c.decode(SettingsColors.self, forKey: .settings),
      restoreButton: try color(.restoreButton), restoreIcon: try color(.restoreIcon))
  }
}

public enum ThemeName: String, CaseIterable, Sendable {
  case light, dark
}
