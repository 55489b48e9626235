import SciMathCore

/// How the live keyboard runs: what its window is (form, dock, size, the
/// modes it was built with) and the preferences it applies in place.
public struct LiveOptions: Equatable, Sendable {
  /// nil: chosen from the width (pad from 600 pt up).
  public var form: Form?
  public var dock = DockPosition.bottom
  /// The docked keyboard's width in pixels (nil: the screen's, at most 1024).
  public var size: Int?
  /// The input modes, in globe order (built-in, then the user's).
  public var modes: [InputMode] = []
  public var preferences = KeyboardPreferences()

  public init() {}

  /// The widest docked keyboard, in pixels; wider screens get it centred,
  /// as an iPad's landscape keyboard (1024 pt) would look.
  static let maxDockedWidth = 1024
  static let padFromWidth = 600.0

  /// Whether the window itself must be made anew to go from `self` to
  /// `other` (form, dock or size changed).
  func needsNewWindow(for other: LiveOptions) -> Bool {
    form != other.form || dock != other.dock || size != other.size
  }

  func form(forWidth width: Double) -> Form {
    form ?? (width >= Self.padFromWidth ? .pad : .phone)
  }
}
