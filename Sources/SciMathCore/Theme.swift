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
}

extension Theme: Decodable {
  private enum Keys: String, CodingKey, CaseIterable {
    case background, letterKey, actionKey, shadow, label, hint, letterPressed,
      actionPressed, letterFlash, actionFlash, balloon, balloonOutline, balloonShadow,
      popupSelected,
      popupSelectedLabel, inertLabel, stripSeparator
  }

  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    func color(_ key: Keys) throws -> Color {
      let text = try c.decode(String.self, forKey: key)
      guard let color = Color(hex: text) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: c, debugDescription: "'\(text)' is not a #RRGGBB or #RRGGBBAA colour")
      }
      return color
    }
    self.init(
      background: try color(.background), letterKey: try color(.letterKey),
      actionKey: try color(.actionKey), shadow: try color(.shadow), label: try color(.label),
      hint: try color(.hint), letterPressed: try color(.letterPressed),
      actionPressed: try color(.actionPressed), letterFlash: try color(.letterFlash),
      actionFlash: try color(.actionFlash), balloon: try color(.balloon),
      balloonOutline: try color(.balloonOutline), balloonShadow: try color(.balloonShadow),
      popupSelected: try color(.popupSelected),
      popupSelectedLabel: try color(.popupSelectedLabel), inertLabel: try color(.inertLabel),
      stripSeparator: try color(.stripSeparator))
  }
}

public enum ThemeName: String, CaseIterable, Sendable {
  case light, dark
}
