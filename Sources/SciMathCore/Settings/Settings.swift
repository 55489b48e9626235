/// The user's preferences, with their defaults and what values they take.
/// Stored by `PreferencesFile`; edited with `scimath settings`.
public struct Settings: Equatable, Sendable {
  public var keyFlash = true
  /// The symbol strip above the keys (search by name, recent symbols).
  public var strip = true
  /// Drawings the user chose a candidate for become their templates.
  public var drawLearn = true
  /// LaTeX and plain-text shortcuts as you type (`\alpha` → α).
  public var latexShortcuts = ShortcutChoice.suggest
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
  public var inputMode: String?
  /// `xkb-group.ID`: input modes linked to an XKB group (1–4).
  public var xkbGroups: [String: Int] = [:]
  /// `mode.ID = off`: input modes left out of the globe's cycle.
  public var disabledModes: Set<String> = []
  /// The round button that brings a dismissed keyboard back.
  public var restoreButton = true
  public var restoreButtonPlace = RestoreButtonPlace.standard

  public init() {}

  /// One setting: its key, what it takes, and its default as written.
  public struct Spec: Sendable {
    public var key: String
    public var help: String
    public var defaultValue: String
    /// Checks a value and returns it as stored, or says what is wrong.
    public var check: @Sendable (String) -> Result<String, Problem>
  }

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

  public static let specs: [Spec] = [
    Spec(
      key: "key-flash", help: "brighten a key when touched: on or off", defaultValue: "on",
      check: oneOf(["on", "off"])),
    Spec(
      key: "strip", help: "the symbol strip above the keys: on or off", defaultValue: "on",
      check: oneOf(["on", "off"])),
    Spec(
      key: "draw-learn",
      help:
        "learn from drawings: keep each one whose symbol you tap ($XDG_DATA_HOME/scimath): on or off",
      defaultValue: "on", check: oneOf(["on", "off"])),
    Spec(
      key: "latex-shortcuts",
      help:
        "LaTeX names and shortcuts as you type (\\alpha, <=): off, suggest (on the strip) or replace (at a space)",
      defaultValue: "suggest", check: oneOf(ShortcutChoice.self)),
    Spec(
      key: "favourites",
      help: "symbols pinned to the front of the strip, separated by spaces (at most 40)",
      defaultValue: "", check: favouritesCheck),
    Spec(
      key: "desktop-keys",
      help: "a row of Esc, Tab, Ctrl, Alt, Super and arrow keys above the keys: on or off",
      defaultValue: "off", check: oneOf(["on", "off"])),
    Spec(
      key: "auto-show",
      help:
        "show the keyboard when a text field takes the focus and hide it for anything else (AT-SPI): on or off",
      defaultValue: "off", check: oneOf(["on", "off"])),
    Spec(
      key: "hide-on-hardware-keys",
      help:
        "hide when a key is pressed on another keyboard, until a text field takes the focus or you bring it back: auto (on with auto-show), on or off",
      defaultValue: "auto", check: oneOf(["auto", "on", "off"])),
    Spec(
      key: "remember-recents",
      help: "keep the strip's recent symbols across restarts ($XDG_DATA_HOME/scimath): on or off",
      defaultValue: "off", check: oneOf(["on", "off"])),
    Spec(
      key: "theme", help: "auto (follow the desktop), light or dark", defaultValue: "auto",
      check: oneOf(ThemeChoice.self)),
    Spec(
      key: "form", help: "auto (from the width), phone or pad", defaultValue: "auto",
      check: oneOf(FormChoice.self)),
    Spec(
      key: "dock", help: "bottom (docked, with struts) or float", defaultValue: "bottom",
      check: oneOf(DockPosition.self)),
    Spec(
      key: "size", help: "keyboard width in pixels, or auto", defaultValue: "auto",
      check: integer(200...4096, unit: "pixels", orAuto: true)),
    Spec(
      key: "scale", help: "pixels per point: auto (the desktop's) or 1 to 4", defaultValue: "auto",
      check: { v in
        ScaleChoice(v).map { .success($0.text) }
          ?? .failure(Problem(description: "'\(v)' is not auto or a number from 1 to 4"))
      }),
    Spec(
      key: "monitor", help: "where to dock: auto (the laptop panel), primary, or a monitor name",
      defaultValue: "auto",
      check: { v in
        MonitorChoice(v).map { .success($0.text) }
          ?? .failure(Problem(description: "'\(v)' is not auto, primary or a monitor name"))
      }),
    Spec(
      key: "long-press-delay", help: "milliseconds before alternates open", defaultValue: "500",
      check: integer(200...2000, unit: "milliseconds")),
    Spec(
      key: "input-mode", help: "the input mode of the ABC layer (english, greek, …)",
      defaultValue: "english",
      check: { v in
        v.isEmpty || v.contains(" ")
          ? .failure(Problem(description: "'\(v)' is not a mode id")) : .success(v)
      }),
    Spec(
      key: "restore-button",
      help: "a round button that brings the dismissed keyboard back: on or off",
      defaultValue: "on", check: oneOf(["on", "off"])),
    Spec(
      key: "restore-button-place",
      help: "where that button sits: left or right screen edge, and how far down (0 to 1)",
      defaultValue: RestoreButtonPlace.standard.text,
      check: { v in
        RestoreButtonPlace(v).map { .success($0.text) }
          ?? .failure(
            Problem(
              description: "'\(v)' is not `left` or `right`, a comma and a number from 0 to 1"))
      }),
  ]

  /// Keys that name an input mode after their prefix.
  public static let modeKeyPrefixes = ["xkb-group.", "mode."]

  /// The spec for a key; `xkb-group.ID` keys share one, and `mode.ID` keys
  /// another.
  public static func spec(for key: String) -> Spec? {
    if let s = specs.first(where: { $0.key == key }) { return s }
    guard let id = modeID(in: key) else { return nil }
    if key.hasPrefix("mode.") {
      return Spec(
        key: key, help: "input mode \(id) in the globe's cycle: on or off", defaultValue: "on",
        check: oneOf(["on", "off"]))
    }
    return Spec(
      key: key, help: "XKB group (1–4) linked to an input mode", defaultValue: "",
      check: integer(1...4, unit: "groups"))
  }

  /// The input mode a per-mode key (`xkb-group.ID`, `mode.ID`) names, or
  /// the mode `input-mode` takes; nil for any other key.
  public static func modeID(in key: String, value: String? = nil) -> String? {
    if key == "input-mode" { return value }
    for prefix in modeKeyPrefixes where key.hasPrefix(prefix) && key.count > prefix.count {
      return String(key.dropFirst(prefix.count))
    }
    return nil
  }

  /// Takes one value that passed its spec's check.
  mutating func assign(_ key: String, checked v: String) {
    switch key {
    case "key-flash": keyFlash = v == "on"
    case "strip": strip = v == "on"
    case "draw-learn": drawLearn = v == "on"
    case "remember-recents": rememberRecents = v == "on"
    case "desktop-keys": desktopKeys = v == "on"
    case "hide-on-hardware-keys": hideOnHardwareKeysSetting = v == "auto" ? nil : v == "on"
    case "auto-show": autoShow = v == "on"
    case "favourites": favourites = v.split(separator: " ").map(String.init)
    case "latex-shortcuts": latexShortcuts = ShortcutChoice(rawValue: v) ?? latexShortcuts
    case "theme": theme = ThemeChoice(rawValue: v) ?? theme
    case "form": form = FormChoice(rawValue: v) ?? form
    case "dock": dock = DockPosition(rawValue: v) ?? dock
    case "size": size = Int(v)
    case "scale": scale = ScaleChoice(v) ?? scale
    case "monitor": monitor = MonitorChoice(v) ?? monitor
    case "long-press-delay": longPressDelay = Double(Int(v) ?? 500) / 1000
    case "input-mode": inputMode = v
    case "restore-button": restoreButton = v == "on"
    case "restore-button-place": restoreButtonPlace = RestoreButtonPlace(v) ?? restoreButtonPlace
    default:
      guard let id = Self.modeID(in: key) else { return }
      if key.hasPrefix("mode.") {
        if v == "off" { disabledModes.insert(id) } else { disabledModes.remove(id) }
      } else {
        xkbGroups[id] = Int(v)
      }
    }
  }

  /// Sets one key as `scimath settings set` would, checking it first; the
  /// settings are unchanged when it does not check.
  public mutating func set(_ key: String, _ value: String) -> Result<String, Problem> {
    guard let spec = Self.spec(for: key) else {
      return .failure(Problem(description: "no setting '\(key)'"))
    }
    let checked = spec.check(value)
    if case .success(let v) = checked { assign(key, checked: v) }
    return checked
  }

  /// Settings from a file's values; values that do not check are reported
  /// and their defaults used.
  public static func from(_ values: [String: String], source: String) -> (Settings, [DataFileError])
  {
    var s = Settings()
    var problems: [DataFileError] = []
    for (key, raw) in values.sorted(by: { $0.key < $1.key }) {
      guard let spec = spec(for: key) else {
        problems.append(
          DataFileError(file: source, place: key, problem: "unknown setting (ignored)"))
        continue
      }
      switch spec.check(raw) {
      case .failure(let p):
        problems.append(DataFileError(file: source, place: key, problem: "\(p); using the default"))
      case .success(let v):
        s.assign(key, checked: v)
      }
    }
    return (s, problems)
  }
}
