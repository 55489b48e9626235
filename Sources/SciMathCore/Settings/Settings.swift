/// The user's preferences, each field with its default. What each takes,
/// how it is written, where the panel shows it and whether it needs a new
/// window is its entry in `Settings.table` (SettingsTable.swift). Stored
/// by `PreferencesFile`; edited with `scimath settings` and the panel.
public struct Settings: Equatable, Sendable {
  public var keyFlash = true
  /// The symbol strip above the keys (search by name, recent symbols).
  public var strip = true
  /// Drawings the user chose a candidate for become their templates.
  public var drawLearn = true
  /// LaTeX and plain-text shortcuts as you type (`\alpha` → α).
  public var latexShortcuts = ShortcutChoice.suggest
  /// The decoder puts the likeliest word in place at a break.
  public var autocorrect = true
  /// Word suggestions on the strip as you type, and next words.
  public var suggestions = true
  /// A capital after a sentence's end the keyboard typed.
  public var autoCapitalize = true
  /// Two spaces after a word: ". ".
  public var periodShortcut = true
  /// A stroke across the letters types the word it draws.
  public var slideToType = true
  /// Keep the words put back after a correction across restarts (on
  /// disk); off, they live and die with the process.
  public var rememberWords = false
  /// Symbols pinned to the front of the idle strip, in order.
  public var favourites: [String] = []
  /// Keep the strip's recent symbols across restarts (on disk); off, they
  /// live and die with the process.
  public var rememberRecents = false
  /// The desktop row: Esc, Tab, Ctrl, Alt, Super and the arrows.
  public var desktopKeys = false
  /// Hide when a key is pressed on another keyboard; nil (`auto`): when
  /// auto-show is on.
  public var hideOnHardwareKeysSetting: Bool?
  public var hideOnHardwareKeys: Bool { hideOnHardwareKeysSetting ?? autoShow }
  /// Show for a text field that takes the focus, hide for anything else
  /// (through the accessibility bus, AT-SPI).
  public var autoShow = false
  public var theme = ThemeChoice.auto
  public var form = FormChoice.auto
  public var dock = DockPosition.bottom
  /// The docked keyboard's width in pixels; nil: its monitor's, at most
  /// an iPad's 1194 points.
  public var size: Int?
  public var scale = ScaleChoice.auto
  public var monitor = MonitorChoice.auto
  public var longPressDelay = 0.5
  /// The mode shown at start: the one last chosen with the globe.
  public var inputMode = "en"
  /// The languages and input modes the globe cycles, in order (ids or
  /// names); nil (`auto`): the X server's layouts and the locale's
  /// language, then Greek and the user's own layouts (`LanguageList`).
  public var languages: [String]?
  /// Show the language of the X server's layout group when it changes,
  /// and lock that group when a language is chosen on the keyboard.
  public var followLayout = false
  /// The round button that brings a dismissed keyboard back.
  public var restoreButton = true
  public var restoreButtonPlace = RestoreButtonPlace.standard

  public init() {}

  public struct Problem: Error, Equatable, CustomStringConvertible, Sendable {
    public var description: String
  }

  static func oneOf<T: CaseIterable & RawRepresentable>(_: T.Type)
    -> @Sendable (String) -> Result<String, Problem>
  where T.RawValue == String {
    oneOf(T.allCases.map(\.rawValue))
  }

  static func oneOf(_ values: [String]) -> @Sendable (String) -> Result<String, Problem> {
    { v in
      let lower = v.lowercased()
      return values.contains(lower)
        ? .success(lower)
        : .failure(Problem(description: "'\(v)' is not one of \(values.joined(separator: ", "))"))
    }
  }

  static func integer(_ range: ClosedRange<Int>, unit: String, orAuto: Bool = false)
    -> @Sendable (String) -> Result<String, Problem>
  {
    { v in
      if orAuto && v.lowercased() == "auto" { return .success("auto") }
      guard let n = Int(v), range.contains(n) else {
        return .failure(
          Problem(
            description:
              "'\(v)' is not \(orAuto ? "auto or " : "")a whole number of \(unit) from \(range.lowerBound) to \(range.upperBound)"
          ))
      }
      return .success(String(n))
    }
  }

  /// Most favourites kept, and the longest one (a symbol and its
  /// combining marks, or a few like ⁻¹).
  public static let mostFavourites = 40
  static let longestFavourite = 8

  static let favouritesCheck: @Sendable (String) -> Result<String, Problem> = { v in
    let items = v.split(whereSeparator: \.isWhitespace)
    if items.count > mostFavourites {
      return .failure(Problem(description: "more than \(mostFavourites) favourites"))
    }
    if let bad = items.first(where: { item in
      item.count > longestFavourite
        || item.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }) {
      return .failure(
        Problem(description: "'\(bad)' is not a symbol (at most \(longestFavourite) characters)"))
    }
    return .success(items.joined(separator: " "))
  }

  /// Sets one key as `scimath settings set` would, checking it first; the
  /// settings are unchanged when it does not check.
  public mutating func set(_ key: String, _ value: String) -> Result<String, Problem> {
    guard let setting = Self.setting(for: key) else {
      return .failure(Problem(description: "no setting '\(key)'"))
    }
    let checked = setting.check(value)
    if case .success(let v) = checked { setting.assign(&self, v) }
    return checked
  }

  /// Settings from a file's values; values that do not check are reported
  /// and their defaults used.
  public static func from(_ values: [String: String], source: String) -> (Settings, [DataFileError])
  {
    var s = Settings()
    var problems: [DataFileError] = []
    for (key, raw) in values.sorted(by: { $0.key < $1.key }) {
      if retiredKeyPrefixes.contains(where: key.hasPrefix) {
        problems.append(
          DataFileError(
            file: source, place: key,
            problem:
              "replaced by `languages` (which modes the globe cycles, in order) and `follow-layout` (ignored)"
          ))
        continue
      }
      guard let setting = setting(for: key) else {
        problems.append(
          DataFileError(file: source, place: key, problem: "unknown setting (ignored)"))
        continue
      }
      switch setting.check(raw) {
      case .failure(let p):
        problems.append(DataFileError(file: source, place: key, problem: "\(p); using the default"))
      case .success(let v):
        setting.assign(&s, v)
      }
    }
    return (s, problems)
  }
}
