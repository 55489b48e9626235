import ArgumentParser
import FoundationEssentials
import SciMathCore
import SciMathLive
import SciMathPlatform
import SciMathRender
import SciMathX11

extension FormChoice: ExpressibleByArgument {}

extension DisplayBackend: ExpressibleByArgument {}

extension ScaleChoice: ExpressibleByArgument {
  public init?(argument: String) { self.init(argument) }
}

/// `scimath` / `scimath run`: the keyboard on $DISPLAY, one per display.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
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

  @Option(
    help: "auto, x11 or wayland (auto: Wayland where WAYLAND_DISPLAY names a wlroots compositor).")
  var backend: DisplayBackend?

  func run() throws {
    try Self.start(
      LiveOverrides(form: form, theme: theme, float: float, scale: scale, backend: backend))
  }

  /// Said once at start when the keyboard runs on X11 in a Wayland
  /// session: XTest reaches only the applications that run on XWayland,
  /// never the native Wayland ones.
  static func waylandNote(_ environment: [String: String]) -> String? {
    let wayland =
      !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
      || environment["XDG_SESSION_TYPE"]?.lowercased() == "wayland"
    guard wayland else { return nil }
    return
      "scimath: this is a Wayland session: SciMath types only into X11 applications (those that "
      + "run on XWayland); native Wayland windows (GTK and Qt applications there by default, and "
      + "most of GNOME's and KDE's own) do not receive its keys. On a wlroots compositor "
      + "(sway, labwc, Wayfire …) `scimath run --backend wayland` types into them too; elsewhere "
      + "log in to an X11 session to type everywhere."
  }

  /// The keyboard, as `overrides` ask; also reached from `RunArguments`,
  /// without the argument parser.
  static func start(_ overrides: LiveOverrides) throws {
    SignalGuard.install()
    StartupProfile.mark("arguments parsed")
    let catalog = try loadAssets()
    StartupProfile.mark("Assets loaded (metrics, themes, alternates, layouts)")
    let display = try openDisplaySystem(overrides.backend ?? .auto)
    StartupProfile.mark("display opened")
    if display.control.send(.show) {
      StandardStreams.error(
        "scimath: a keyboard is already running on \(display.system.name); it is shown")
      return
    }
    if display.system is X11Display, let note = waylandNote(ProcessInfo.processInfo.environment) {
      StandardStreams.error(note)
    }
    FontSetup.activate(assets: catalog.directory)
    let modes = allModes(catalog)
    StartupProfile.mark("input modes read")
    let signal = try SignalGuard.whileBusy {
      do {
        return try LiveKeyboard.run(
          catalog: catalog, modes: modes, overrides: overrides, display: display.system)
      } catch {
        throw CLIFailure.failure("\(error)")
      }
    }
    if let signal { throw ExitCode(128 + signal) }
  }
}
