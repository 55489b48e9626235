import ArgumentParser
import Foundation
import SciMathCore
import SciMathLive
import SciMathRender
import SciMathX11

enum FormOption: String, ExpressibleByArgument {
  case phone, pad, auto
}

/// `scimath` / `scimath run`: the keyboard on $DISPLAY.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run", abstract: "Show the keyboard and type what is tapped (the default).")

  @Option(help: "phone, pad, or auto (from the width: pad from 600 px).")
  var form: FormOption = .auto

  @Option(help: "light or dark.")
  var theme: ThemeName = .light

  @Flag(help: "A movable floating window instead of one docked at the bottom.")
  var float = false

  func run() throws {
    SignalGuard.install()
    guard let assets = AssetLocator.find() else {
      throw CLIFailure.failure("cannot find the Assets folder (set SCIMATH_ASSETS)")
    }
    let catalog: AssetCatalog
    do {
      catalog = try AssetCatalog.load(from: assets)
    } catch {
      throw CLIFailure.failure("broken assets: \(error)")
    }
    FontSetup.activate(assets: assets)
    var options = LiveOptions()
    options.form = form == .auto ? nil : (form == .pad ? .pad : .phone)
    options.theme = theme
    options.float = float
    let preferences = PreferencesFile.standard()
    let values = preferences.read().values
    // `xkb-group.ID = N` links a mode to an XKB group (off by default).
    options.modes = allModes(catalog).map { mode in
      var linked = mode
      if let text = values["xkb-group.\(mode.id)"] {
        if let n = Int(text), (1...4).contains(n) {
          linked.xkbGroup = n
        } else {
          FileHandle.standardError.write(
            Data("scimath: \(preferences.url.path): xkb-group.\(mode.id) must be 1 to 4\n".utf8))
        }
      }
      return linked
    }
    let saved = values["input-mode"]
    options.modeIndex = saved.flatMap { id in options.modes.firstIndex { $0.id == id } } ?? 0
    options.onModeChange = { id in
      do {
        try preferences.set("input-mode", id)
      } catch {
        FileHandle.standardError.write(Data("scimath: the input mode is not saved: \(error)\n".utf8))
      }
    }
    try SignalGuard.whileBusy {
      let keyboard: LiveKeyboard
      do {
        keyboard = try LiveKeyboard(catalog: catalog, options: options)
      } catch {
        throw CLIFailure.failure("\(error)")
      }
      defer { keyboard.shutdown() }
      try keyboard.run()
    }
    if let signal = SignalGuard.pending { throw ExitCode(128 + signal) }
  }
}
