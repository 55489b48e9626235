import FoundationEssentials
import SciMathCore

/// The preferences as the running keyboard uses them: read from
/// settings.conf with the command line's overrides on top, the theme
/// `auto` resolved against the desktop, and the input mode the user
/// chooses on the keyboard written back.
///
/// The file is watched, and `settings set` also sends a reload, so one
/// change can arrive twice, and the keyboard's own write of the input mode
/// comes back through the watch. The store remembers the bytes it last
/// read or wrote, and `changed()` is true only for anything else.
final class PreferenceStore {
  let file: PreferencesFile
  let overrides: LiveOverrides
  let modes: [InputMode]
  /// Whether the desktop prefers dark, asked when the theme is auto.
  let desktopPrefersDark: () -> Bool
  /// The file's bytes as last read or written here (nil: no file).
  private var seen: Data?
  /// The server's layouts and the locale, set by the live keyboard.
  var system = SystemLanguages()

  init(
    file: PreferencesFile, overrides: LiveOverrides, modes: [InputMode],
    desktopPrefersDark: @escaping () -> Bool
  ) {
    self.file = file
    self.overrides = overrides
    self.modes = modes
    self.desktopPrefersDark = desktopPrefersDark
  }

  /// Whether the file now differs from what the keyboard last read or wrote.
  func changed() -> Bool { FileManager.default.contents(atPath: file.url.path) != seen }

  /// The options the file and the overrides give; problems in the file are
  /// reported on stderr and their defaults used.
  func load() -> LiveOptions {
    seen = FileManager.default.contents(atPath: file.url.path)
    let (values, lineProblems) = file.read()
    let (settings, problems) = Settings.from(values, source: file.url.path)
    for problem in lineProblems + problems { warn("warning: \(problem)") }
    var options = LiveOptions()
    options.settings = overrides.applied(to: settings)
    options.modes = modes
    options.preferences = KeyboardPreferences(
      settings: settings,
      theme: overrides.theme ?? settings.theme.fixed ?? (desktopPrefersDark() ? .dark : .light))
    options.preferences.system = system
    return options
  }

  /// Writes a setting the user changed on the keyboard's settings panel,
  /// checked as `scimath settings set` checks it; false (and a warning)
  /// when it was not written.
  func change(_ key: String, to value: String) -> Bool {
    do {
      try file.change(key, to: value, modeIDs: modes.flatMap { [$0.id] + $0.aliases })
      return true
    } catch {
      warn("the setting is not saved: \(error)")
      return false
    }
  }

  /// Keeps the input mode the user chose on the keyboard.
  func saveInputMode(_ id: String) {
    do {
      try file.set("input-mode", id)
      seen = FileManager.default.contents(atPath: file.url.path)
    } catch {
      warn("the input mode is not saved: \(error)")
    }
  }
}

/// A line on stderr, as every message of the keyboard is.
func warn(_ message: String) {
  StandardStreams.error("scimath: \(message)")
}
