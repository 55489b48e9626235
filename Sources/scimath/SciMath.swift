import ArgumentParser

/// The `scimath` command: subcommands for each thing the keyboard does.
struct SciMath: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scimath",
    abstract: "An on-screen keyboard for scientific and mathematical symbols.",
    subcommands: [
      RunCommand.self, RenderCommand.self, LayoutCommand.self, TypeCommand.self,
      FindCommand.self, RecognizeCommand.self, ReplayCommand.self, SettingsCommand.self,
      ShowCommand.self, HideCommand.self, ToggleCommand.self,
    ],
    defaultSubcommand: RunCommand.self)
}
