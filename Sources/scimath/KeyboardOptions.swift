import ArgumentParser
import Foundation
import SciMathCore

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

  func validate() throws {
    if let width, !(width >= 200 && width <= 4096) {
      throw ValidationError("--width must be between 200 and 4096 points")
    }
    if !(scale >= 0.5 && scale <= 8) {
      throw ValidationError("--scale must be between 0.5 and 8")
    }
  }

  func loadCatalog() throws -> AssetCatalog {
    guard let dir = AssetLocator.find() else {
      throw CLIFailure.failure("cannot find the Assets folder (set SCIMATH_ASSETS)")
    }
    do {
      return try AssetCatalog.load(from: dir)
    } catch {
      throw CLIFailure.failure("broken assets: \(error)")
    }
  }

  func keyboard(_ catalog: AssetCatalog) -> Keyboard {
    Keyboard(catalog: catalog, form: form, width: width)
  }

}
