import ArgumentParser
import Foundation
import SciMathCore
import SciMathRender

enum ShiftOption: String, ExpressibleByArgument {
  case on, caps
}

/// `scimath render`: a PNG of any layer, form, theme and state, for
/// side-by-side comparison with the stock keyboard.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render", abstract: "Write a PNG screenshot of a keyboard layer.")

  @OptionGroup var keyboardOptions: KeyboardOptions

  @Option(help: "light or dark.")
  var theme: ThemeName = .light

  @Option(help: "on (one-shot) or caps (locked).")
  var shift: ShiftOption?

  @Option(help: "Draw this key pressed (an id from `scimath layout`).")
  var pressed: String?

  @Option(help: "Draw the flash of this key.")
  var flash: String?

  @Option(help: "Show the preview balloon of this character key (phone form).")
  var balloon: String?

  @Option(help: "Show the long-press alternates of this key.")
  var alternates: String?

  @Flag(help: "Show the list of input modes over the globe key.")
  var modesList = false

  @Option(help: "The PNG file to write.")
  var out: String

  func validate() throws {
    if !out.lowercased().hasSuffix(".png") { throw ValidationError("--out must name a .png file") }
  }

  func run() throws {
    let catalog = try keyboardOptions.loadCatalog()
    let keyboard = try keyboardOptions.keyboard(catalog)
    let layer = keyboardOptions.layer
    var request = ScreenshotRequest(layer: layer)
    switch shift {
    case .on: request.shift = .on
    case .caps: request.shift = .locked
    case nil: break
    }
    request.pressed = pressed
    request.flash = flash
    request.balloon = balloon
    request.alternates = alternates
    if modesList {
      request.modeNames = allModes(catalog).map(\.name)
      request.currentMode = request.modeNames.firstIndex(of: keyboard.mode?.name ?? "") ?? 0
    }
    let view: ViewState
    do {
      view = try request.view(of: keyboard)
    } catch let problem as ScreenshotRequest.Problem {
      throw CLIFailure.usage(problem.description)
    }
    FontSetup.activate(assets: catalog.directory)
    let renderer = KeyboardRenderer(theme: catalog.theme(theme))
    let image = renderer.image(keyboard: keyboard, view: view, scale: keyboardOptions.scale)
    do {
      try image.writePNG(to: out)
    } catch {
      throw CLIFailure.failure("cannot write \(out): \(error)")
    }
  }
}
