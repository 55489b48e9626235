import SciMathCore
import SciMathPlatform

/// What `scimath run` was told on its command line; each one given wins
/// over the preferences file, also when the file changes while running.
public struct LiveOverrides: Sendable {
  public var form: FormChoice?
  public var theme: ThemeName?
  /// `--float`: a floating window whatever `dock` says.
  public var float = false
  public var scale: ScaleChoice?
  /// `--backend`: the display system to run on (nil: auto).
  public var backend: DisplayBackend?

  public init(
    form: FormChoice? = nil, theme: ThemeName? = nil, float: Bool = false,
    scale: ScaleChoice? = nil, backend: DisplayBackend? = nil
  ) {
    self.backend = backend
    self.form = form
    self.theme = theme
    self.float = float
    self.scale = scale
  }
}
