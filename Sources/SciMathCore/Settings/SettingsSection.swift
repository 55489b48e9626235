/// One row of the settings panel: a title, and what a tap on it writes.
public struct SettingsRow: Equatable, Sendable {
  public enum Control: Equatable, Sendable {
    /// A switch, on or off.
    case toggle(Bool)
    /// One choice of several: checked when it is the current one.
    case check(Bool)
  }

  public var title: String
  /// The setting a tap changes (`key-flash`, `theme`, `mode.greek` …).
  public var key: String
  /// What a tap writes: the opposite of a switch, a choice's own value.
  public var value: String
  public var control: Control

  static func toggle(_ title: String, _ key: String, _ on: Bool) -> SettingsRow {
    SettingsRow(title: title, key: key, value: on ? "off" : "on", control: .toggle(on))
  }
}

/// A titled group of rows, as the iOS Settings app groups them.
public struct SettingsSection: Equatable, Sendable {
  public var header: String
  public var rows: [SettingsRow]
}

extension SettingsSection {
  /// Scales offered besides automatic; a fixed scale set by hand that is
  /// not one of them is offered too, checked.
  static let scales = ["1", "1.5", "2", "2.5", "3"]
  /// Long-press delays offered, in milliseconds (the stock one is 500).
  static let delays = [300, 500, 800, 1200]

  /// The panel's sections for `settings`, with a switch for each input
  /// mode (`modes`: id and name, in globe order).
  /// `noAccessibilityBus`: auto-show is on but found no bus to listen
  /// on; its row says so.
  public static func all(
    _ settings: Settings, modes: [(id: String, name: String)], noAccessibilityBus: Bool = false
  ) -> [SettingsSection] {
    func choices(_ key: String, _ current: String, _ options: [(String, String)])
      -> [SettingsRow]
    {
      var all = options
      if !options.contains(where: { $0.1 == current }) { all.append((current, current)) }
      return all.map { title, value in
        SettingsRow(title: title, key: key, value: value, control: .check(value == current))
      }
    }
    let delay = Int((settings.longPressDelay * 1000).rounded())
    let delayTitle = { (ms: Int) -> String in
      let text = ms % 100 == 0 ? "\(format1(Double(ms) / 1000)) s" : "\(ms) ms"
      return ms == 500 ? text + " (standard)" : text
    }
    let scale = settings.scale.text
    let offeredScales =
      scale == "auto" || scales.contains(scale)
      ? scales : (scales + [scale]).sorted { (Double($0) ?? 0) < (Double($1) ?? 0) }
    let offeredDelays = delays.contains(delay) ? delays : (delays + [delay]).sorted()
    let enabled = modes.filter { !settings.disabledModes.contains($0.id) }
    return [
      SettingsSection(
        header: "Keyboard",
        rows: [
          .toggle("Key Flash", "key-flash", settings.keyFlash),
          .toggle("Symbol Strip", "strip", settings.strip),
          .toggle("Learn From Drawings", "draw-learn", settings.drawLearn),
          .toggle("Bring-Back Button", "restore-button", settings.restoreButton),
          .toggle("Desktop Keys (Esc, Ctrl, Arrows)", "desktop-keys", settings.desktopKeys),
          .toggle(
            noAccessibilityBus
              ? "Show for Text Fields (no accessibility bus)" : "Show for Text Fields",
            "auto-show", settings.autoShow),
          .toggle(
            "Hide for a Hardware Keyboard", "hide-on-hardware-keys", settings.hideOnHardwareKeys),
        ]),
      SettingsSection(
        header: "Appearance",
        rows: choices(
          "theme", settings.theme.rawValue,
          [("Automatic", "auto"), ("Light", "light"), ("Dark", "dark")])),
      SettingsSection(
        header: "Form",
        rows: choices(
          "form", settings.form.rawValue,
          [("Automatic", "auto"), ("Phone", "phone"), ("Pad", "pad")])),
      SettingsSection(
        header: "Position",
        rows: choices(
          "dock", settings.dock.rawValue,
          [("Docked at the Bottom", "bottom"), ("Floating", "float")])),
      SettingsSection(
        header: "Scale",
        rows: choices(
          "scale", scale, [("Automatic", "auto")] + offeredScales.map { ("\($0)×", $0) })),
      SettingsSection(
        header: "Long-Press Delay",
        rows: choices(
          "long-press-delay", String(delay), offeredDelays.map { (delayTitle($0), String($0)) })),
      SettingsSection(
        header: "Shortcuts and Recents",
        rows: choices(
          "latex-shortcuts", settings.latexShortcuts.rawValue,
          [
            ("Shortcuts Off", "off"), ("Offer Shortcuts on the Strip", "suggest"),
            ("Replace Shortcuts at a Space", "replace"),
          ]) + [.toggle("Remember Recent Symbols", "remember-recents", settings.rememberRecents)]),
      SettingsSection(
        header: "Input Modes",
        rows: modes.map { mode in
          let on = !settings.disabledModes.contains(mode.id)
          var row = SettingsRow.toggle(mode.name, "mode.\(mode.id)", on)
          // The last mode left on stays on: the globe must have one.
          if on && enabled.count == 1 { row.value = "on" }
          return row
        }),
    ]
  }

  /// "0.3", "1.2": one decimal, without a trailing zero's noise.
  static func format1(_ x: Double) -> String {
    let tenths = Int((x * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
