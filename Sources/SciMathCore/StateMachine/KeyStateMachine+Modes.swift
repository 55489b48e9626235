/// Input modes: chosen with the globe, followed from the XKB group or the
/// preferences.
extension KeyStateMachine {
  /// The server's XKB group changed (a hardware shortcut, another client,
  /// or our own lock): with `follow-layout`, show the language of the
  /// cycle that stands for it, if one does.
  mutating func followGroup(_ group: Int, time: Double) -> KeyboardStep {
    let out = advance(to: time)
    if let index = cycle.first(where: { linkedGroup(keyboards[$0].mode) == group + 1 }) {
      followMode(index, time: time)
    }
    return out
  }

  /// The XKB group a mode stands for, when the keyboard follows the
  /// system's layout.
  func linkedGroup(_ mode: InputMode?) -> Int? {
    guard preferences.settings.followLayout, let mode else { return nil }
    return LanguageList.group(of: mode, system: preferences.system)
  }

  /// New preferences: flash and delay apply to the next touch; a new mode
  /// (written by hand or by `scimath settings`) is shown at once.
  mutating func apply(_ new: KeyboardPreferences, time: Double) -> KeyboardStep {
    var out = advance(to: time)
    // Turned off: what was kept is removed, as the setting promises.
    if preferences.settings.rememberRecents && !new.settings.rememberRecents {
      out.append(.keepRecents([]))
    }
    if preferences.settings.rememberWords && !new.settings.rememberWords {
      out.append(.keepWords([]))
    }
    preferences = new
    strip?.setShortcutChoice(new.settings.latexShortcuts)
    if strip?.favourites != new.settings.favourites {
      strip?.setFavourites(new.settings.favourites)
    }
    if let index = index(ofMode: new.inputMode) { followMode(index, time: time) }
    if !cycle.contains(modeIndex) { followMode(nextMode, time: time) }
    refreshSettings()
    refreshStrip()
    return out
  }

  /// Moves to input mode `index` from outside the keyboard; nothing to
  /// save or lock, and no-op if already there.
  mutating func followMode(_ index: Int, time: Double) {
    guard index != modeIndex, keyboards.indices.contains(index) else { return }
    show(mode: index, time: time)
  }

  /// The user chose input mode `index` (globe or mode list): shown, kept
  /// in the preferences, and its XKB group locked if it is linked to one.
  mutating func selectMode(_ index: Int, time: Double) -> KeyboardStep {
    show(mode: index, time: time)
    guard let mode = keyboard.mode else { return [] }
    preferences.inputMode = mode.id
    var out = KeyboardStep(effects: [.inputModeChosen(mode.id)])
    if let group = linkedGroup(mode) { out.append(.lockGroup(group)) }
    return out
  }

  /// Shows input mode `index`, on its letters, naming it on the space bar
  /// for a second as iOS does.
  mutating func show(mode index: Int, time: Double) {
    modeIndex = index
    switchLayer(to: .abc)
    spaceLabel = (keyboard.mode?.name ?? "English", time + 1)
    // The language's words, if loaded; else asked for at its first letter
    // (the live keyboard reads them after that letter's frame).
    useWords()
  }
}
