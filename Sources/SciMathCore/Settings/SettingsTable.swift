/// One setting, whole: its key and help, the values it takes, the field it
/// sets, where the settings panel shows it, and whether a change applies in
/// place or needs a new window. `scimath settings` (its list, its checks
/// and its `--help`, hence the manual page), the panel, the preferences
/// file and the live keyboard's choice of a new window all read
/// `Settings.table`; the default is the field's own (`Settings()`).
public struct Setting: Sendable {
  public enum Applies: Sendable {
    /// The running keyboard takes it at the next step.
    case inPlace
    /// It changes the window (its form, size, height or place), which is
    /// made anew.
    case newWindow
  }

  public var key: String
  public var help: String
  /// Checks a value and returns it as stored, or says what is wrong.
  public var check: @Sendable (String) -> Result<String, Settings.Problem>
  /// The field's value as the file writes it.
  public var text: @Sendable (Settings) -> String
  /// Sets the field from a value that passed `check`.
  public var assign: @Sendable (inout Settings, String) -> Void
  public var applies: Applies
  /// Its place on the settings panel; nil: not there.
  public var row: PanelRow?

  /// The default as the file writes it.
  public var defaultValue: String { text(Settings()) }

  /// Where a setting sits on the panel: its section, its place among the
  /// section's rows, and how it is shown.
  public struct PanelRow: Sendable {
    public var section: SettingsPanelSection
    public var order: Int
    public var control: Control
    /// The row's title says so when the accessibility bus was not found.
    public var needsAccessibilityBus = false

    public enum Control: Sendable {
      /// A switch: on when `isOn`; a tap writes the opposite.
      case toggle(title: String, isOn: @Sendable (Settings) -> Bool)
      /// One row per choice, the current one checked. A current value
      /// that is not among them (set by hand) is shown too, titled by
      /// `otherTitle`, in numeric order when the values are numbers.
      case choices([(title: String, value: String)], otherTitle: @Sendable (String) -> String)
    }
  }
}

/// The panel's sections, in the order they are shown.
public enum SettingsPanelSection: Int, CaseIterable, Sendable {
  case keyboard, typing, appearance, form, position, scale, longPressDelay, shortcuts, inputModes

  public var header: String {
    switch self {
    case .keyboard: return "Keyboard"
    case .typing: return "Typing"
    case .appearance: return "Appearance"
    case .form: return "Form"
    case .position: return "Position"
    case .scale: return "Scale"
    case .longPressDelay: return "Long-Press Delay"
    case .shortcuts: return "Shortcuts and Recents"
    case .inputModes: return "Input Modes"
    }
  }
}

extension Setting {
  /// An on/off setting of a Bool field. `needsAccessibilityBus`: its row
  /// says so when there is no bus.
  static func toggle(
    _ key: String, _ field: WritableKeyPath<Settings, Bool> & Sendable, help: String,
    applies: Applies = .inPlace, row: (SettingsPanelSection, Int, String)? = nil,
    needsAccessibilityBus: Bool = false
  ) -> Setting {
    Setting(
      key: key, help: help, check: Settings.oneOf(["on", "off"]),
      text: { $0[keyPath: field] ? "on" : "off" }, assign: { $0[keyPath: field] = $1 == "on" },
      applies: applies,
      row: row.map { section, order, title in
        PanelRow(
          section: section, order: order,
          control: .toggle(title: title, isOn: { $0[keyPath: field] }),
          needsAccessibilityBus: needsAccessibilityBus)
      })
  }

  /// A setting of an enumeration's cases, by their raw values; `titles`
  /// puts it on the panel as choices in that order.
  static func choice<T: CaseIterable & RawRepresentable & Sendable>(
    _ key: String, _ field: WritableKeyPath<Settings, T> & Sendable, help: String,
    applies: Applies = .inPlace, row: (SettingsPanelSection, Int)? = nil,
    titles: [(title: String, value: T)] = []
  ) -> Setting where T.RawValue == String {
    Setting(
      key: key, help: help, check: Settings.oneOf(T.self), text: { $0[keyPath: field].rawValue },
      assign: { s, v in if let value = T(rawValue: v) { s[keyPath: field] = value } },
      applies: applies,
      row: row.map { section, order in
        PanelRow(
          section: section, order: order,
          control: .choices(titles.map { ($0.title, $0.value.rawValue) }, otherTitle: { $0 }))
      })
  }
}

extension Settings {
  /// Scales offered on the panel besides automatic.
  static let offeredScales = ["1", "1.5", "2", "2.5", "3"]
  /// Long-press delays offered, in milliseconds (the stock one is 500).
  static let offeredDelays = [300, 500, 800, 1200]

  static func delayTitle(_ ms: String) -> String {
    guard let n = Int(ms) else { return ms }
    let text = n % 100 == 0 ? "\(n / 1000).\(n % 1000 / 100) s" : "\(n) ms"
    return n == 500 ? text + " (standard)" : text
  }

  /// Every setting, in the order `scimath settings list` shows them.
  public static let table: [Setting] = [
    .toggle(
      "key-flash", \.keyFlash, help: "brighten a key when touched: on or off",
      row: (.keyboard, 1, "Key Flash")),
    .toggle(
      "strip", \.strip, help: "the symbol strip above the keys: on or off", applies: .newWindow,
      row: (.keyboard, 2, "Symbol Strip")),
    .toggle(
      "draw-learn", \.drawLearn,
      help:
        "learn from drawings: keep each one whose symbol you tap ($XDG_DATA_HOME/scimath): on or off",
      row: (.keyboard, 3, "Learn From Drawings")),
    .choice(
      "latex-shortcuts", \.latexShortcuts,
      help:
        "LaTeX names and shortcuts as you type (\\alpha, <=): off, suggest (on the strip) or replace (at a space)",
      row: (.shortcuts, 1),
      titles: [
        ("Shortcuts Off", .off), ("Offer Shortcuts on the Strip", .suggest),
        ("Replace Shortcuts at a Space", .replace),
      ]),
    Setting(
      key: "favourites",
      help: "symbols pinned to the front of the strip, separated by spaces (at most 40)",
      check: favouritesCheck, text: { $0.favourites.joined(separator: " ") },
      assign: { $0.favourites = $1.split(separator: " ").map(String.init) }, applies: .inPlace),
    .toggle(
      "desktop-keys", \.desktopKeys,
      help: "a row of Esc, Tab, Ctrl, Alt, Super and arrow keys above the keys: on or off",
      applies: .newWindow, row: (.keyboard, 5, "Desktop Keys (Esc, Ctrl, Arrows)")),
    .toggle(
      "auto-show", \.autoShow,
      help:
        "show the keyboard when a text field takes the focus and hide it for anything else (AT-SPI): on or off",
      applies: .newWindow, row: (.keyboard, 6, "Show for Text Fields"), needsAccessibilityBus: true),
    Setting(
      key: "hide-on-hardware-keys",
      help:
        "hide when a key is pressed on another keyboard, until a text field takes the focus or you bring it back: auto (on with auto-show), on or off",
      check: oneOf(["auto", "on", "off"]),
      text: { s in s.hideOnHardwareKeysSetting.map { $0 ? "on" : "off" } ?? "auto" },
      assign: { s, v in s.hideOnHardwareKeysSetting = v == "auto" ? nil : v == "on" },
      applies: .inPlace,
      row: Setting.PanelRow(
        section: .keyboard, order: 7,
        control: .toggle(title: "Hide for a Hardware Keyboard", isOn: { $0.hideOnHardwareKeys }))),
    .toggle(
      "autocorrect", \.autocorrect,
      help:
        "put the likeliest word for your taps in place at a space, return or punctuation (BackSpace undoes it): on or off",
      row: (.typing, 1, "Auto-Correction")),
    .toggle(
      "suggestions", \.suggestions,
      help: "words on the strip as you type, and the likely next word: on or off",
      row: (.typing, 2, "Predictive")),
    .toggle(
      "auto-capitalize", \.autoCapitalize,
      help: "a capital after the keyboard typed a sentence's end (. ! ?): on or off",
      row: (.typing, 3, "Auto-Capitalization")),
    .toggle(
      "period-shortcut", \.periodShortcut,
      help: "two spaces after a word type a full stop and a space: on or off",
      row: (.typing, 4, "\u{201C}.\u{201D} Shortcut")),
    .toggle(
      "remember-words", \.rememberWords,
      help:
        "keep the words you put back after a correction across restarts ($XDG_DATA_HOME/scimath): on or off",
      row: (.typing, 5, "Remember My Words")),
    .toggle(
      "slide-to-type", \.slideToType,
      help:
        "draw a word through its letters in one stroke (a touch across three letters, or across two that spell a word): on or off",
      row: (.typing, 6, "Slide to Type")),
    .toggle(
      "remember-recents", \.rememberRecents,
      help: "keep the strip's recent symbols across restarts ($XDG_DATA_HOME/scimath): on or off",
      row: (.shortcuts, 2, "Remember Recent Symbols")),
    .choice(
      "theme", \.theme, help: "auto (follow the desktop), light or dark", row: (.appearance, 1),
      titles: [("Automatic", .auto), ("Light", .light), ("Dark", .dark)]),
    .choice(
      "form", \.form, help: "auto (from the width), phone or pad", applies: .newWindow,
      row: (.form, 1), titles: [("Automatic", .auto), ("Phone", .phone), ("Pad", .pad)]),
    .choice(
      "dock", \.dock, help: "bottom (docked, with struts) or float", applies: .newWindow,
      row: (.position, 1), titles: [("Docked at the Bottom", .bottom), ("Floating", .float)]),
    Setting(
      key: "size", help: "keyboard width in pixels, or auto",
      check: integer(200...4096, unit: "pixels", orAuto: true),
      text: { $0.size.map(String.init) ?? "auto" }, assign: { $0.size = Int($1) },
      applies: .newWindow),
    Setting(
      key: "scale", help: "pixels per point: auto (the desktop's) or 1 to 4",
      check: { v in
        ScaleChoice(v).map { .success($0.text) }
          ?? .failure(Problem(description: "'\(v)' is not auto or a number from 1 to 4"))
      },
      text: { $0.scale.text }, assign: { s, v in s.scale = ScaleChoice(v) ?? s.scale },
      applies: .newWindow,
      row: Setting.PanelRow(
        section: .scale, order: 1,
        control: .choices(
          [("Automatic", "auto")] + offeredScales.map { ("\($0)×", $0) }, otherTitle: { "\($0)×" }))
    ),
    Setting(
      key: "monitor", help: "where to dock: auto (the laptop panel), primary, or a monitor name",
      check: { v in
        MonitorChoice(v).map { .success($0.text) }
          ?? .failure(Problem(description: "'\(v)' is not auto, primary or a monitor name"))
      },
      text: { $0.monitor.text }, assign: { s, v in s.monitor = MonitorChoice(v) ?? s.monitor },
      applies: .newWindow),
    Setting(
      key: "long-press-delay", help: "milliseconds before alternates open",
      check: integer(200...2000, unit: "milliseconds"),
      text: { String(Int(($0.longPressDelay * 1000).rounded())) },
      assign: { s, v in s.longPressDelay = Double(Int(v) ?? 500) / 1000 }, applies: .inPlace,
      row: Setting.PanelRow(
        section: .longPressDelay, order: 1,
        control: .choices(
          offeredDelays.map { (delayTitle(String($0)), String($0)) }, otherTitle: delayTitle))),
    Setting(
      key: "input-mode", help: "the input mode of the ABC layer (english, greek, …)",
      check: { v in
        v.isEmpty || v.contains(" ")
          ? .failure(Problem(description: "'\(v)' is not a mode id")) : .success(v)
      },
      text: { $0.inputMode }, assign: { $0.inputMode = $1 }, applies: .inPlace),
    Setting(
      key: "languages",
      help:
        "the languages and input modes the globe cycles, in order: auto (the X server's layouts, the locale's language, English when none, then Greek and your own layouts) or ids, like `de, en, el`",
      check: { v in
        if v.lowercased() == "auto" { return .success("auto") }
        guard let ids = LanguageList.parse(v), !ids.isEmpty else {
          return .failure(Problem(description: "'\(v)' is not auto or a list of mode ids"))
        }
        return .success(ids.joined(separator: ", "))
      },
      text: { $0.languages?.joined(separator: ", ") ?? "auto" },
      assign: { s, v in s.languages = LanguageList.parse(v) }, applies: .inPlace),
    .toggle(
      "follow-layout", \.followLayout,
      help:
        "show the language of the X server's layout group when it changes, and lock its group when you choose one: on or off",
      row: (.keyboard, 8, "Follow System Layout")),
    .toggle(
      "restore-button", \.restoreButton,
      help: "a round button that brings the dismissed keyboard back: on or off",
      row: (.keyboard, 4, "Bring-Back Button")),
    Setting(
      key: "restore-button-place",
      help: "where that button sits: left or right screen edge, and how far down (0 to 1)",
      check: { v in
        RestoreButtonPlace(v).map { .success($0.text) }
          ?? .failure(
            Problem(
              description: "'\(v)' is not `left` or `right`, a comma and a number from 0 to 1"))
      },
      text: { $0.restoreButtonPlace.text },
      assign: { s, v in s.restoreButtonPlace = RestoreButtonPlace(v) ?? s.restoreButtonPlace },
      applies: .inPlace),
  ]

  /// Keys of before the language list: `mode.ID` (in the globe's cycle)
  /// and `xkb-group.ID` (linked to a group); `languages` and
  /// `follow-layout` say both now.
  static let retiredKeyPrefixes = ["mode.", "xkb-group."]

  /// The setting a key names.
  public static func setting(for key: String) -> Setting? { table.first { $0.key == key } }

  /// The input modes a value of `key` names: `input-mode`'s one, the
  /// `languages` list's; empty for any other key and for `auto`.
  public static func modeIDs(in key: String, value: String) -> [String] {
    switch key {
    case "input-mode": return [value]
    case "languages": return LanguageList.parse(value) ?? []
    default: return []
    }
  }

  /// Whether going from `self` to `other` changes a setting that needs a
  /// new window.
  public func needsNewWindow(_ other: Settings) -> Bool {
    Self.table.contains { $0.applies == .newWindow && $0.text(self) != $0.text(other) }
  }
}
