import SciMathCore

/// How the live keyboard runs: what its window is (form, dock, size, the
/// modes it was built with) and the preferences it applies in place.
public struct LiveOptions: Equatable, Sendable {
  /// nil: chosen from the width (pad from 600 pt up).
  public var form: Form?
  public var dock = DockPosition.bottom
  /// The docked keyboard's width in pixels (nil: its monitor's, at most
  /// `DockFrame.maxWidthPoints` at the scale).
  public var size: Int?
  public var scale = ScaleChoice.auto
  public var monitor = MonitorChoice.auto
  /// The symbol strip above the keys.
  public var strip = true
  /// The desktop row (Esc, Tab, Ctrl, Alt, Super, arrows) above the keys.
  public var desktopKeys = false
  /// Shown for text fields, hidden for anything else (AT-SPI).
  public var autoShow = false
  /// The input modes, in globe order (built-in, then the user's).
  public var modes: [InputMode] = []
  public var preferences = KeyboardPreferences()

  public init() {}

  static let padFromWidth = 600.0

  /// Whether the window itself must be made anew to go from `self` to
  /// `other` (form, dock, size, scale, monitor, strip or the desktop row
  /// changed: the strip and the row change the window's height).
  func needsNewWindow(for other: LiveOptions) -> Bool {
    form != other.form || dock != other.dock || size != other.size || scale != other.scale
      || monitor != other.monitor || strip != other.strip || desktopKeys != other.desktopKeys
      || autoShow != other.autoShow
  }

  func form(forWidth width: Double) -> Form {
    form ?? (width >= Self.padFromWidth ? .pad : .phone)
  }
}
