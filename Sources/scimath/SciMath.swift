import ArgumentParser

/// The `scimath` command: subcommands for each thing the keyboard does.
struct SciMath: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scimath",
    abstract: "An on-screen keyboard for scientific and mathematical symbols.",
    subcommands: [RenderCommand.self, LayoutCommand.self, TypeCommand.self])
}
