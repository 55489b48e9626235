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
