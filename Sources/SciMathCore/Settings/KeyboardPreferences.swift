/// The preferences a running keyboard applies in place, without a new
/// window: every setting as the file gives it, with the theme resolved,
/// the input mode shown and what the platform found. A setting that
/// applies in place is read here as `settings.field` by the code that
/// uses it; nothing needs mapping.
public struct KeyboardPreferences: Equatable, Sendable {
  /// nil: the stock delay from the metrics (tests); else the setting's.
  public var longPressDelay: Double?
  public var theme: ThemeName
  /// The input mode's id; nil or unknown: the first mode.
  public var inputMode: String?
  /// The X server's layouts and the locale: what `languages = auto`
  /// and `follow-layout` go by.
  public var system = SystemLanguages()
  /// Auto-show is on but its helper found no accessibility bus: the
  /// settings panel says so.
  public var noAccessibilityBus = false
  /// Every setting as the file gives it: what the settings panel shows,
  /// and which input modes the globe cycles through.
  public var settings: Settings

  public var keyFlash: Bool {
    get { settings.keyFlash }
    set { settings.keyFlash = newValue }
  }

  /// Keep the drawings the user chose a candidate for (`draw-learn`).
  public var drawLearn: Bool {
    get { settings.drawLearn }
    set { settings.drawLearn = newValue }
  }

  /// `keyFlash` and `drawLearn`, when given, are put over `settings`'.
  public init(
    keyFlash: Bool? = nil, longPressDelay: Double? = nil, theme: ThemeName = .light,
    inputMode: String? = nil, drawLearn: Bool? = nil, settings: Settings = Settings()
  ) {
    self.settings = settings
    self.longPressDelay = longPressDelay
    self.theme = theme
    self.inputMode = inputMode
    if let keyFlash { self.settings.keyFlash = keyFlash }
    if let drawLearn { self.settings.drawLearn = drawLearn }
  }

  /// What `settings` give, with `theme` for the theme (the setting's own,
  /// or the command line's or the desktop's when it is `auto`) and the
  /// input mode shown (nil: the setting's).
  public init(settings: Settings, theme: ThemeName, inputMode: String? = nil) {
    self.init(
      longPressDelay: settings.longPressDelay, theme: theme,
      inputMode: inputMode ?? settings.inputMode, settings: settings)
  }
}
