import ArgumentParser
import Foundation
import SciMathCore
import SciMathLive
import SciMathRender
import SciMathX11

enum FormOption: String, ExpressibleByArgument {
  case phone, pad, auto
}

/// `scimath` / `scimath run`: the keyboard on $DISPLAY, one per display.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run", abstract: "Show the keyboard and type what is tapped (the default).",
    discussion: "Without options, the preferences decide (`scimath settings list`).")

  @Option(help: "phone, pad, or auto (from the width: pad from 600 px).")
  var form: FormOption?

  @Option(help: "light or dark (default: the theme setting; auto follows the desktop).")
  var theme: ThemeName?

  @Flag(help: "A movable floating window instead of one docked at the bottom.")
  var float = false

  func run() throws {
    SignalGuard.install()
    let catalog = try loadAssets()
    let probe = try openDisplay()
    if ControlChannel(connection: probe).send(.show) {
      FileHandle.standardError.write(
        Data("scimath: a keyboard is already running on \(probe.name); it is shown\n".utf8))
      return
    }
    FontSetup.activate(assets: catalog.directory)
    let modes = allModes(catalog)
    try SignalGuard.whileBusy {
      var restart = true
      while restart && SignalGuard.pending == nil {
        let keyboard: LiveKeyboard
        do {
          keyboard = try LiveKeyboard(catalog: catalog, options: options(catalog, modes, probe))
        } catch {
          throw CLIFailure.failure("\(error)")
        }
        keyboard.reloadOptions = { options(catalog, modes, probe) }
        defer { keyboard.shutdown() }
        try keyboard.run()
        restart = keyboard.restartRequested
      }
    }
    if let signal = SignalGuard.pending { throw ExitCode(128 + signal) }
  }

  /// The preferences, with this command's options on top.
  func options(_ catalog: AssetCatalog, _ modes: [InputMode], _ x: XConnection) -> LiveOptions {
    let file = PreferencesFile.standard()
    let (values, lineProblems) = file.read()
    let (settings, problems) = Settings.from(values, source: file.url.path)
    for p in lineProblems + problems {
      FileHandle.standardError.write(Data("scimath: warning: \(p)\n".utf8))
    }
    var o = LiveOptions()
    o.settingsFile = file.url
    let formName = form?.rawValue ?? settings.form
    o.form = formName == "auto" ? nil : Form(rawValue: formName)
    o.theme =
      theme ?? ThemeName(rawValue: settings.theme)
      ?? (DesktopTheme.prefersDark(x) ? .dark : .light)
    o.float = float || settings.dock == "float"
    o.size = settings.size
    o.flash = settings.keyFlash
    o.longPressDelay = settings.longPressDelay
    o.modes = modes.map { mode in
      var linked = mode
      if let group = settings.xkbGroups[mode.id] { linked.xkbGroup = group }
      return linked
    }
    o.modeIndex = settings.inputMode.flatMap { id in o.modes.firstIndex { $0.id == id } } ?? 0
    o.onModeChange = { id in
      do {
        try file.set("input-mode", id)
      } catch {
        FileHandle.standardError.write(
          Data("scimath: the input mode is not saved: \(error)\n".utf8))
      }
    }
    return o
  }
}
