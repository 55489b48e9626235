import ArgumentParser
import Foundation
import SciMathCore
import SciMathX11

/// `scimath settings list | get KEY | set KEY VALUE`.
struct SettingsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "settings", abstract: "Show or change the preferences.",
    discussion:
      "Stored in $XDG_CONFIG_HOME/scimath/settings.conf; a running keyboard applies a change at once.",
    subcommands: [List.self, Get.self, Set.self])

  static func file() -> PreferencesFile { PreferencesFile.standard() }

  /// Each setting's value: the file's, else the default.
  static func effective() -> [(key: String, value: String, help: String)] {
    let (values, problems) = file().read()
    for p in problems { FileHandle.standardError.write(Data("scimath: warning: \(p)\n".utf8)) }
    var rows = Settings.specs.map { spec -> (String, String, String) in
      let stored = values[spec.key].flatMap { try? spec.check($0).get() }
      return (spec.key, stored ?? spec.defaultValue, spec.help)
    }
    for key in values.keys.sorted() where key.hasPrefix("xkb-group.") {
      if let spec = Settings.spec(for: key), let v = try? spec.check(values[key] ?? "").get() {
        rows.append((key, v, spec.help))
      }
    }
    return rows
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print every setting as `key = value`.")
    func run() {
      for row in SettingsCommand.effective() { print("\(row.key) = \(row.value)    # \(row.help)") }
    }
  }

  struct Get: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print one setting's value.")
    @Argument var key: String
    func run() throws {
      guard Settings.spec(for: key) != nil else { throw CLIFailure.usage("no setting '\(key)'") }
      print(SettingsCommand.effective().first { $0.key == key }?.value ?? "")
    }
  }

  struct Set: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Change one setting.")
    @Argument var key: String
    @Argument var value: String

    func run() throws {
      guard let spec = Settings.spec(for: key) else {
        throw CLIFailure.usage(
          "no setting '\(key)'; settings are: " + Settings.specs.map(\.key).joined(separator: " ")
            + " xkb-group.MODE")
      }
      let file = SettingsCommand.file()
      let stored: String
      switch spec.check(value) {
      case .failure(let problem):
        throw CLIFailure.usage("\(key): \(problem); \(file.url.path) is unchanged")
      case .success(let v):
        stored = v
      }
      if key == "input-mode" || key.hasPrefix("xkb-group.") {
        let id = key == "input-mode" ? stored : String(key.dropFirst("xkb-group.".count))
        if let assets = AssetLocator.find(), let catalog = try? AssetCatalog.load(from: assets) {
          let ids = allModes(catalog).map(\.id)
          guard ids.contains(id) else {
            throw CLIFailure.usage(
              "\(key): no input mode '\(id)' (there are: \(ids.joined(separator: " "))); \(file.url.path) is unchanged"
            )
          }
        }
      }
      do {
        try file.set(key, stored)
      } catch {
        throw CLIFailure.failure("\(error); the file is left as it is — fix it by hand")
      }
      // A keyboard running on this display applies it at once.
      if let connection = try? XConnection() {
        ControlChannel(connection: connection).send(.reload)
      }
    }
  }
}
