import FoundationEssentials
import Glibc

/// The folders the keyboard keeps the user's files in, as the XDG base
/// directory spec names them, each with `scimath` under it. A variable
/// that is unset or empty means its fallback, as the spec says.
public enum UserFolder: Sendable {
  /// $XDG_CONFIG_HOME, else ~/.config: settings and the user's layouts.
  case config
  /// $XDG_DATA_HOME, else ~/.local/share: taught drawings, recent symbols.
  case data
  /// $XDG_RUNTIME_DIR, else a folder of the user's in the temporary
  /// folder: the keymap journal, which must not outlive a reboot.
  case runtime

  public func url(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    func variable(_ name: String) -> URL? {
      environment[name].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
    }
    let home = URL(
      fileURLWithPath: environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path)
    let base: URL
    switch self {
    case .config:
      base = variable("XDG_CONFIG_HOME") ?? home.appendingPathComponent(".config")
    case .data:
      base = variable("XDG_DATA_HOME") ?? home.appendingPathComponent(".local/share")
    case .runtime:
      base =
        variable("XDG_RUNTIME_DIR")
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("scimath-\(getuid())")
    }
    return base.appendingPathComponent("scimath")
  }
}
