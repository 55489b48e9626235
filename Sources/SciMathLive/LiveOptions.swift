import SciMathCore

/// How the live keyboard runs: the settings its window is made from (the
/// file's, with the command line's overrides on top), the modes it was
/// built with, and the preferences it applies in place.
public struct LiveOptions: Equatable, Sendable {
  public var settings = Settings()
  /// The input modes, in globe order (built-in, then the user's).
  public var modes: [InputMode] = []
  public var preferences = KeyboardPreferences()

  public init() {}

  static let padFromWidth = 600.0

  /// A fixed form; nil: chosen from the width (pad from 600 pt up).
  var form: Form? { settings.form.fixed }

  /// Whether the window itself must be made anew to go from `self` to
  /// `other`: a setting whose table entry says it `.newWindow` changed.
  func needsNewWindow(for other: LiveOptions) -> Bool {
    settings.needsNewWindow(other.settings)
  }

  func form(forWidth width: Double) -> Form {
    form ?? (width >= Self.padFromWidth ? .pad : .phone)
  }
}

extension LiveOverrides {
  /// `settings` with what the command line fixed put over them.
  func applied(to settings: Settings) -> Settings {
    var window = settings
    if let form { window.form = form }
    if float { window.dock = .float }
    if let scale { window.scale = scale }
    return window
  }
}
