import Foundation
import SciMathTestSupport

/// `scimath run` as a user starts it: docked (the settings' default), in
/// folders of the session's own, and its window once it is there.
struct DockedKeyboard {
  let process: Process
  let window: String

  init(in x: XSession) throws {
    process = try x.start(
      TestPaths.binary.path, ["run"],
      environment: [
        "XDG_RUNTIME_DIR": x.directory.path, "XDG_CONFIG_HOME": x.directory.path + "/config",
      ])
    let pid = process.processIdentifier
    var found = ""
    try x.waitFor("the keyboard's window") {
      found =
        ((try? x.run("/usr/bin/xdotool", ["search", "--pid", "\(pid)", "--class", "SciMath"]))
        ?? "").split(separator: "\n").first.map(String.init) ?? ""
      return !found.isEmpty
    }
    window = found
  }

  /// Ends it by its pid.
  func stop() {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}
