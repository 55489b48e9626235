/// The settings panel, opened from the globe's mode list: each tap on a
/// row changes one setting at once, here and (through the
/// `.changeSetting` effect) in the user's file; Done returns to the keys.
extension KeyStateMachine {
  /// The mode list's first row, as iOS puts "Keyboard Settings…" first.
  public static let settingsRowTitle = "Keyboard Settings…"

  /// The modes the globe cycles through, in globe order: the user's
  /// languages (`LanguageList`).
  public var cycle: [Int] {
    LanguageList.order(
      chosen: preferences.settings.languages, modes: keyboards.map(\.mode),
      system: preferences.system)
  }

  /// The mode after the current one in the cycle.
  var nextMode: Int {
    let modes = cycle
    if let i = modes.firstIndex(of: modeIndex) { return modes[(i + 1) % modes.count] }
    return modes.first { $0 > modeIndex } ?? modes[0]
  }

  /// The mode list over the globe: the settings row, then the cycle.
  func modeList(for globe: PlacedKey) -> AlternatesPopup {
    let modes = cycle
    return geometry.modeList(
      for: globe,
      names: [Self.settingsRowTitle] + modes.map { keyboards[$0].mode?.name ?? "English" },
      selected: (modes.firstIndex(of: modeIndex) ?? 0) + 1)
  }

  /// A release on the mode list's item `choice`.
  mutating func chooseFromModeList(_ choice: Int, time: Double) -> KeyboardStep {
    guard choice > 0 else { return openSettings(scroll: 0, time: time) }
    let modes = cycle
    return modes.indices.contains(choice - 1) ? selectMode(modes[choice - 1], time: time) : []
  }

  /// Whether the settings panel is open, and how far it is scrolled: kept
  /// when a change makes the window anew, so the panel opens again there.
  public var settingsScroll: Double? { settingsPanel?.view.scroll }

  /// Opens the panel over the whole window; every touch on the keys ends.
  mutating func openSettings(scroll: Double, time: Double) -> KeyboardStep {
    let out = advance(to: time)
    strip?.endSearch()
    followStripMode()
    switchLayer(to: layer)
    var view = SettingsPanelView(layout: panelLayout, sections: settingsSections)
    view.scroll = min(max(scroll, 0), view.maxScroll)
    settingsPanel = SettingsPanel(view: view)
    return out
  }

  var panelLayout: SettingsPanelLayout {
    SettingsPanelLayout(
      metrics: keyboard.metrics.settings, width: geometry.width, keysHeight: geometry.height,
      top: keyTop)
  }

  var settingsSections: [SettingsSection] {
    SettingsSection.all(
      preferences.settings,
      modes: keyboards.compactMap(\.mode), system: preferences.system,
      noAccessibilityBus: preferences.noAccessibilityBus)
  }

  mutating func settingsTouchUp(_ id: Int, at p: Point, time: Double) -> KeyboardStep {
    guard let target = settingsPanel?.touchUp(id, at: p) else { return [] }
    if target == .done {
      settingsPanel = nil
      return []
    }
    guard let row = settingsPanel?.view.row(target) else { return [] }
    return change(row.key, to: row.value, time: time)
  }

  /// Changes one setting as the panel's row asks: applied at once as any
  /// change of the preferences is (`apply`), and written to the file
  /// through the effect. A value that does not check, or changes nothing,
  /// is neither applied nor written.
  mutating func change(_ key: String, to value: String, time: Double) -> KeyboardStep {
    var settings = preferences.settings
    guard settings.set(key, value).isSuccess, settings != preferences.settings else { return [] }
    let new = KeyboardPreferences(
      settings: settings, theme: settings.theme.fixed ?? preferences.theme,
      inputMode: preferences.inputMode)
    let shown = modeIndex
    var out = apply(new, time: time)
    out.append(.changeSetting(key: key, value: value))
    // The mode shown was turned off: the globe's next one is chosen.
    if modeIndex != shown { out += selectMode(modeIndex, time: time) }
    return out
  }

  /// The panel shows the settings as they now are.
  mutating func refreshSettings() {
    guard var view = settingsPanel?.view else { return }
    view.sections = settingsSections
    view.scroll = min(view.scroll, view.maxScroll)
    settingsPanel?.view = view
  }

  /// The panel follows a new width or window height.
  mutating func relayoutSettings() {
    guard let panel = settingsPanel?.view else { return }
    var view = SettingsPanelView(layout: panelLayout, sections: panel.sections)
    view.scroll = min(panel.scroll, view.maxScroll)
    settingsPanel = SettingsPanel(view: view)
  }
}

extension Result {
  var isSuccess: Bool {
    if case .success = self { return true }
    return false
  }
}
