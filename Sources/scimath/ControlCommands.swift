import ArgumentParser
import SciMathPlatform
import SciMathX11

/// `scimath show | hide | toggle`: act on the keyboard running on
/// $WAYLAND_DISPLAY, else on $DISPLAY.
struct ControlSubcommand {
  static func send(_ command: ControlCommand) throws {
    let routes = controlRoutes(.auto)
    for (_, route) in routes where route()?.send(command) == true { return }
    let names = routes.map(\.name).filter { !$0.isEmpty }
    guard !names.isEmpty else {
      throw CLIFailure.failure("no display: neither WAYLAND_DISPLAY nor DISPLAY is set")
    }
    throw CLIFailure.failure(
      "no keyboard is running on \(names.joined(separator: " or ")); start one with `scimath`")
  }
}

struct ShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show", abstract: "Show the running keyboard.")
  func run() throws { try ControlSubcommand.send(.show) }
}

struct HideCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "hide", abstract: "Hide the running keyboard.")
  func run() throws { try ControlSubcommand.send(.hide) }
}

struct ToggleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "toggle", abstract: "Show the running keyboard if hidden, else hide it.")
  func run() throws { try ControlSubcommand.send(.toggle) }
}
