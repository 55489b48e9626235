import ArgumentParser
import FoundationEssentials
import SciMathCore
import SciMathLive
import SciMathRender
import SciMathX11

extension FormChoice: ExpressibleByArgument {}

extension ScaleChoice: ExpressibleByArgument {
  public init?(argument: String) { self.init(argument) }
}

/// `scimath` / `scimath run`: the keyboard on $DISPLAY, one per display.
struct RunCommand: ParsableCommand {
  // The super-command's name lets `parsedAlone` parse this command as a
  // root without the check for `--generate-completion-script`, which the
  // argument parser makes by parsing the line twice more, as two other
  // commands: parsing took 7.9 M instructions with it, 6.8 M without
  // (callgrind). It names nothing elsewhere: the whole tree's root is
  // `scimath`.
  static let configuration = CommandConfiguration(
    commandName: "run", _superCommandName: "scimath",
    abstract: "Show the keyboard and type what is tapped (the default).",
    discussion: "Without options, the preferences decide (`scimath settings list`).")

  @Option(help: "phone, pad, or auto (from the width: pad from 600 px).")
  var form: FormChoice?

  @Option(help: "light or dark (default: the theme setting; auto follows the desktop).")
  var theme: ThemeName?

  @Flag(help: "A movable floating window instead of one docked at the bottom.")
  var float = false

  @Option(help: "Pixels per point, 1 to 4, or auto (the desktop's: Xft.dpi, XSETTINGS, GDK_SCALE).")
  var scale: ScaleChoice?

  /// The run command parsed on its own, without the whole command tree,
  /// when the command line is one (nothing, `run …`, or options only) and
  /// parses: nil for anything else, help and errors included, which the
  /// whole tree then parses and reports as it always has.
  static func parsedAlone(_ arguments: ArraySlice<String>) -> ParsableCommand? {
    var rest = Array(arguments)
    if rest.first == "run" {
      rest.removeFirst()
    } else if let first = rest.first, !first.hasPrefix("--") {
      return nil
    }
    return try? RunCommand.parse(rest)
  }

  func run() throws {
    SignalGuard.install()
    StartupProfile.mark("arguments parsed")
    let catalog = try loadAssets()
    StartupProfile.mark("Assets loaded (metrics, themes, alternates, layouts)")
    let probe = try openDisplay()
    probe.prefetchAtoms(probe.keyboardStartAtoms)
    StartupProfile.mark("X display opened, the start's atoms interned")
    if ControlChannel(connection: probe).send(.show) {
      StandardStreams.error("scimath: a keyboard is already running on \(probe.name); it is shown")
      return
    }
    FontSetup.activate(assets: catalog.directory)
    let modes = allModes(catalog)
    StartupProfile.mark("input modes read")
    let overrides = LiveOverrides(form: form, theme: theme, float: float, scale: scale)
    let signal = try SignalGuard.whileBusy {
      do {
        return try LiveKeyboard.run(
          catalog: catalog, modes: modes, overrides: overrides, connection: probe)
      } catch {
        throw CLIFailure.failure("\(error)")
      }
    }
    if let signal { throw ExitCode(128 + signal) }
  }
}
