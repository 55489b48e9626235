import ArgumentParser
import SciMathPlatform
import SciMathX11

/// `scimath show | hide | toggle`: act on the keyboard running on $DISPLAY.
struct ControlSubcommand {
  static func send(_ command: ControlCommand) throws {
    let connection = try openDisplay()
    guard ControlChannel(connection: connection).send(command) else {
      throw CLIFailure.failure(
        "no keyboard is running on \(connection.name); start one with `scimath`")
    }
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
