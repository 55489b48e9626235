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
  /// The panel's sections for `settings`, from `Settings.table`'s rows,
  /// with a switch for each input mode there is (`modes`; those in the
  /// globe's cycle first, in its order, as `system` makes it).
  /// `noAccessibilityBus`: auto-show is on but found no bus to listen on;
  /// its row says so.
  public static func all(
    _ settings: Settings, modes: [InputMode], system: SystemLanguages = SystemLanguages(),
    noAccessibilityBus: Bool = false
  ) -> [SettingsSection] {
    let placed = Settings.table.compactMap { setting in setting.row.map { (setting, $0) } }
    return SettingsPanelSection.allCases.compactMap { section in
      let rows =
        section == .inputModes
        ? modeRows(settings, modes: modes, system: system)
        : placed.filter { $0.1.section == section }.sorted { $0.1.order < $1.1.order }
          .flatMap { setting, row in
            panelRows(for: setting, row, settings, noAccessibilityBus: noAccessibilityBus)
          }
      return rows.isEmpty && section != .inputModes
        ? nil : SettingsSection(header: section.header, rows: rows)
    }
  }

  static func panelRows(
    for setting: Setting, _ row: Setting.PanelRow, _ settings: Settings, noAccessibilityBus: Bool
  ) -> [SettingsRow] {
    switch row.control {
    case .toggle(let title, let isOn):
      let shown =
        row.needsAccessibilityBus && noAccessibilityBus
        ? title + " (no accessibility bus)" : title
      return [.toggle(shown, setting.key, isOn(settings))]
    case .choices(let options, let otherTitle):
      let current = setting.text(settings)
      var all = options
      if !options.contains(where: { $0.value == current }) {
        // A value set by hand: shown among the numbers in order, else last.
        let place = Double(current).flatMap { n in
          options.firstIndex { Double($0.value).map { $0 > n } ?? false }
        }
        all.insert((otherTitle(current), current), at: place ?? all.endIndex)
      }
      return all.map { title, value in
        SettingsRow(title: title, key: setting.key, value: value, control: .check(value == current))
      }
    }
  }

  /// A switch for each input mode, each writing the `languages` list
  /// with that mode taken out or put at its end; the last one left on
  /// stays on, since the globe must have one.
  static func modeRows(_ settings: Settings, modes: [InputMode], system: SystemLanguages)
    -> [SettingsRow]
  {
    let cycle = LanguageList.order(chosen: settings.languages, modes: modes, system: system)
    let on = cycle.map { modes[$0].id }
    let rest = modes.indices.filter { !cycle.contains($0) }
    return (cycle + rest).map { i in
      let mode = modes[i]
      let isOn = on.contains(mode.id)
      let list = isOn ? (on.count == 1 ? on : on.filter { $0 != mode.id }) : on + [mode.id]
      return SettingsRow(
        title: mode.name, key: "languages", value: list.joined(separator: ", "),
        control: .toggle(isOn))
    }
  }
}
