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

  @Option(help: "The PNG file to write.")
  var out: String

  func validate() throws {
    if !out.lowercased().hasSuffix(".png") { throw ValidationError("--out must name a .png file") }
  }

  func run() throws {
    let catalog = try keyboardOptions.loadCatalog()
    let keyboard = keyboardOptions.keyboard(catalog)
    let layer = keyboardOptions.layer
    let geometry = keyboard.geometry(layer)
    var view = ViewState(layer: layer)
    switch shift {
    case .on: view.shift = .on
    case .caps: view.shift = .locked
    case nil: break
    }
    if let id = pressed {
      view.pressed.insert(try keyboardOptions.key(id, in: geometry, option: "--pressed").id)
    }
    if let id = flash {
      view.flashing.insert(try keyboardOptions.key(id, in: geometry, option: "--flash").id)
    }
    if let id = balloon {
      let key = try keyboardOptions.key(id, in: geometry, option: "--balloon")
      guard let shape = geometry.balloon(for: key) else {
        throw CLIFailure.usage(
          keyboard.form == .pad
            ? "--balloon: the pad form shows no balloons, as on iPadOS"
            : "--balloon: '\(id)' is not a character key")
      }
      view.balloon = Balloon(
        keyID: key.id, label: keyboard.label(for: key, shift: view.shift, layer: layer),
        shape: shape)
    }
    if let id = alternates {
      let key = try keyboardOptions.key(id, in: geometry, option: "--alternates")
      guard let items = keyboard.alternates(for: key, shift: view.shift, layer: layer) else {
        throw CLIFailure.usage("--alternates: '\(id)' has no alternates")
      }
      view.popup = geometry.popup(for: key, items: items)
      view.pressed.insert(key.id)
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
