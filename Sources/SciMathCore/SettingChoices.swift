/// The theme preference: a fixed theme, or the desktop's.
public enum ThemeChoice: String, CaseIterable, Sendable {
  /// Follows the desktop (XSETTINGS), falling back to light.
  case auto
  case light, dark

  /// The fixed theme, or nil for auto.
  public var fixed: ThemeName? { ThemeName(rawValue: rawValue) }
}

/// The form preference: a fixed form, or one chosen from the width.
public enum FormChoice: String, CaseIterable, Sendable {
  /// The phone below 600 points of width, the pad from there up.
  case auto
  case phone, pad

  /// The fixed form, or nil for auto.
  public var fixed: Form? { Form(rawValue: rawValue) }
}

/// Where the keyboard's window lives.
public enum DockPosition: String, CaseIterable, Sendable {
  /// Docked at the bottom of the screen, with struts.
  case bottom
  /// A movable floating window.
  case float
}

/// The scale preference: points to pixels.
public enum ScaleChoice: Equatable, Sendable {
  /// What the desktop says (`DisplayScale.resolve`).
  case auto
  /// A fixed number of pixels per point, 1 to 4.
  case fixed(Double)

  public static let range = 1.0...4.0

  /// "auto", or a number from 1 to 4 (fractions allowed); nil otherwise.
  public init?(_ text: String) {
    let lower = text.lowercased()
    if lower == "auto" {
      self = .auto
    } else if let n = Double(lower), n.isFinite, Self.range.contains(n) {
      self = .fixed(n)
    } else {
      return nil
    }
  }

  /// As written in the settings file.
  public var text: String {
    switch self {
    case .auto: return "auto"
    case .fixed(let n): return n == n.rounded() ? String(Int(n)) : String(n)
    }
  }
}

/// Which monitor the docked keyboard sits on.
public enum MonitorChoice: Equatable, Sendable {
  /// The built-in panel, else the primary, else the one with the pointer.
  case auto
  case primary
  /// A RandR monitor or output name (eDP-1, HDMI-1 …).
  case named(String)

  public init?(_ text: String) {
    switch text.lowercased() {
    case "": return nil
    case "auto": self = .auto
    case "primary": self = .primary
    default:
      guard !text.contains(where: \.isWhitespace) else { return nil }
      self = .named(text)
    }
  }

  public var text: String {
    switch self {
    case .auto: return "auto"
    case .primary: return "primary"
    case .named(let name): return name
    }
  }
}
