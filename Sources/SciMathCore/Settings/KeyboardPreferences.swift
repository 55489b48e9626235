/// The preferences a running keyboard applies in place, without a new
/// window: key flash, long-press delay, theme, input mode and the modes
/// the globe cycles through.
public struct KeyboardPreferences: Equatable, Sendable {
  public var keyFlash: Bool
  /// nil: the stock delay from the metrics.
  public var longPressDelay: Double?
  public var theme: ThemeName
  /// The input mode's id; nil or unknown: the first mode.
  public var inputMode: String?
  /// Keep the drawings the user chose a candidate for (`draw-learn`).
  public var drawLearn: Bool
  /// Auto-show is on but its helper found no accessibility bus: the
  /// settings panel says so.
  public var noAccessibilityBus = false
  /// Every setting as the file gives it: what the settings panel shows,
  /// and which input modes the globe cycles through.
  public var settings: Settings

  public init(
    keyFlash: Bool = true, longPressDelay: Double? = nil, theme: ThemeName = .light,
    inputMode: String? = nil, drawLearn: Bool = true, settings: Settings = Settings()
  ) {
    self.settings = settings
    self.keyFlash = keyFlash
    self.longPressDelay = longPressDelay
    self.theme = theme
    self.inputMode = inputMode
    self.drawLearn = drawLearn
  }

  /// What `settings` give, with `theme` for the theme (the setting's own,
  /// or the command line's or the desktop's when it is `auto`) and the
  /// input mode shown (nil: the setting's).
  public init(settings: Settings, theme: ThemeName, inputMode: String? = nil) {
    self.init(
      keyFlash: settings.keyFlash, longPressDelay: settings.longPressDelay, theme: theme,
      inputMode: inputMode ?? settings.inputMode, drawLearn: settings.drawLearn,
      settings: settings)
  }
}
