import ArgumentParser
import FoundationEssentials
import SciMathCore
import SciMathX11

extension Form: ExpressibleByArgument {}
extension LayerID: ExpressibleByArgument {}
extension ThemeName: ExpressibleByArgument {}

/// Options shared by `render` and `layout`: which keyboard, at what size.
struct KeyboardOptions: ParsableArguments {
  @Option(help: "phone or pad.")
  var form: Form = .phone

  @Option(help: "abc, 123, symbols or sci.")
  var layer: LayerID = .abc

  @Option(help: "Width in points (default: the form's reference width, 390 or 768).")
  var width: Double?

  @Option(help: "Pixels per point.")
  var scale: Double = 1

  @Option(help: "The input mode of the ABC layer: english, greek, or one of your own.")
  var mode: String?

  @Flag(help: "With the desktop row (Esc, Tab, Ctrl, Alt, Super, arrows) above the keys.")
  var desktopKeys = false

  func validate() throws {
    if let width, !(width >= 200 && width <= 4096) {
      throw ValidationError("--width must be between 200 and 4096 points")
    }
    if !(scale >= 0.5 && scale <= 8) {
      throw ValidationError("--scale must be between 0.5 and 8")
    }
  }

  func loadCatalog() throws -> AssetCatalog { try loadAssets() }

  func keyboard(_ catalog: AssetCatalog) throws -> Keyboard {
    try Keyboard(
      catalog: catalog, form: form, width: width, mode: inputMode(catalog), desktopKeys: desktopKeys
    )
  }

  /// The `--mode` named, from the built-in modes and the user's own.
  func inputMode(_ catalog: AssetCatalog) throws -> InputMode? {
    guard let mode else { return nil }
    let all = allModes(catalog)
    guard let found = all.first(where: { $0.matches(mode) }) else {
      throw CLIFailure.usage(
        "--mode: no input mode '\(mode)'; there are: " + all.map(\.id).joined(separator: " "))
    }
    return found
  }
}

/// The shipped Assets, or a failure (exit 1) saying what is wrong.
func loadAssets() throws -> AssetCatalog {
  guard let dir = AssetLocator.find() else {
    throw CLIFailure.failure("cannot find the Assets folder (set SCIMATH_ASSETS)")
  }
  do {
    return try AssetCatalog.load(from: dir)
  } catch {
    throw CLIFailure.failure("broken assets: \(error)")
  }
}

/// The X display, or a failure (exit 1) saying why there is none.
func openDisplay() throws -> XConnection {
  do {
    return try XConnection()
  } catch {
    throw CLIFailure.failure("\(error)")
  }
}

/// Built-in modes, then the user's; bad user files are reported on stderr.
func allModes(_ catalog: AssetCatalog) -> [InputMode] {
  let user = InputModeLoader.user(
    in: InputModeLoader.userDirectory(), metrics: catalog.metrics, fallback: catalog.modes[0])
  for problem in user.problems {
    StandardStreams.error("scimath: skipping a layout: \(problem)")
  }
  return catalog.modes + user.modes.filter { m in !catalog.modes.contains { $0.id == m.id } }

}
