import Foundation
import SciMathCore

/// How the live keyboard is started.
public struct LiveOptions: Sendable {
  /// nil: chosen from the width (pad from 600 pt up).
  public var form: Form?
  public var theme: ThemeName = .light
  public var float = false
  public var flash = true
  public var longPressDelay: Double?
  /// The docked keyboard's width in pixels (nil: the screen's, at most 1024).
  public var size: Int?
  /// The input modes, in globe order (built-in, then the user's).
  public var modes: [InputMode] = []
  /// The mode to start in.
  public var modeIndex = 0
  /// The preferences file, watched so hand edits apply at once.
  public var settingsFile: URL?
  /// Called with a mode's id when the globe or the mode list chooses it.
  public var onModeChange: (@Sendable (String) -> Void)?

  public init() {}

  /// The widest docked keyboard, in pixels; wider screens get it centred,
  /// as an iPad's landscape keyboard (1024 pt) would look.
  static let maxDockedWidth = 1024
  static let padFromWidth = 600.0

  /// Whether the window itself must be made anew to go from `self` to
  /// `other` (form, dock or size changed).
  public func needsNewWindow(for other: LiveOptions) -> Bool {
    form != other.form || float != other.float || size != other.size
  }

  func form(forWidth width: Double) -> Form { form ?? (width >= Self.padFromWidth ? .pad : .phone) }
}
