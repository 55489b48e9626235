import ArgumentParser
import FoundationEssentials
import SciMathCore
import SciMathX11

/// `scimath settings list | get KEY | set KEY VALUE`.
struct SettingsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "settings", abstract: "Show or change the preferences.",
    discussion: discussion, subcommands: [List.self, Get.self, Set.self])

  /// Where the settings live, then every key with what it takes and its
  /// default, from the same table `set` checks with: the manual page lists
  /// them as they are.
  static let discussion =
    "Stored in $XDG_CONFIG_HOME/scimath/settings.conf; a running keyboard applies a change at once. "
    + "Each setting, with its default in brackets):\n"
    + Settings.table.map { setting in
      "  \(setting.key): \(setting.help)"
        + (setting.defaultValue.isEmpty ? "" : " [\(setting.defaultValue)]")
    }.joined(separator: "\n")

  static func file() -> PreferencesFile { PreferencesFile.standard() }

  /// Each setting's value: the file's, else the default.
  static func effective() -> [(key: String, value: String, help: String)] {
    let (values, problems) = file().read()
    for p in problems { StandardStreams.error("scimath: warning: \(p)") }
    let rows = Settings.table.map { setting -> (String, String, String) in
      let stored = values[setting.key].flatMap { try? setting.check($0).get() }
      return (setting.key, stored ?? setting.defaultValue, setting.help)
    }
    return rows
  }

  struct List: ParsableCommand {
    // Every command names itself: the parser would otherwise derive the
    // name from the type's, through String(describing:), at every start.
    static let configuration = CommandConfiguration(
      commandName: "list", abstract: "Print every setting as `key = value`.")
    func run() {
      for row in SettingsCommand.effective() { print("\(row.key) = \(row.value)    # \(row.help)") }
    }
  }

  struct Get: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "get", abstract: "Print one setting's value.")
    @Argument var key: String
    func run() throws {
      guard Settings.setting(for: key) != nil else { throw CLIFailure.usage("no setting '\(key)'") }
      print(SettingsCommand.effective().first { $0.key == key }?.value ?? "")
    }
  }

  struct Set: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "set", abstract: "Change one setting.")
    @Argument var key: String
    @Argument var value: String

    func run() throws {
      let file = SettingsCommand.file()
      let ids = AssetLocator.find().flatMap { try? AssetCatalog.load(from: $0) }.map {
        allModes($0).flatMap { [$0.id] + $0.aliases }
      }
      do {
        try file.change(key, to: value, modeIDs: ids)
      } catch .unwritable(let why) {
        throw CLIFailure.failure("\(why); the file is left as it is — fix it by hand")
      } catch {
        throw CLIFailure.usage("\(error); \(file.url.path) is unchanged")
      }
      // A keyboard running on this display applies it at once.
      if let connection = try? XConnection() {
        ControlChannel(connection: connection).send(.reload)
      }
    }
  }
}
