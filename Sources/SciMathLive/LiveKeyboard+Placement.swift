import FoundationEssentials
import SciMathCore
import SciMathPlatform
import SciMathRender

/// Where the live keyboard's window goes: floating at its form's width, or
/// docked on the chosen monitor.
extension LiveKeyboard {
  /// Where the window goes and how wide the keyboard is in points.
  struct Placement {
    var points: Double
    var width: Int
    var height: Int
    /// nil: floating.
    var dock: DockFrame?
  }

  /// A floating keyboard is its form's reference width; a docked one sits
  /// on the chosen monitor (`DockFrame`). Both at `scale`.
  static func placement(
    _ catalog: AssetCatalog, _ options: LiveOptions, _ display: DisplaySystem, scale: Double
  ) -> Placement {
    let heightForWidth = { (width: Double) -> Double in
      Self.height(
        Keyboard(
          catalog: catalog, form: options.form(forWidth: width), width: width, mode: nil,
          desktopKeys: options.settings.desktopKeys), strip: options.settings.strip)
    }
    if options.settings.dock == .float {
      let points = catalog.metrics.metrics(for: options.form ?? .phone).referenceWidth
      return Placement(
        points: points, width: Int((points * scale).rounded()),
        height: Int((heightForWidth(points) * scale).rounded(.up)), dock: nil)
    }
    let root = display.screenSize
    let monitors = display.monitors()
    if case .named(let name) = options.settings.monitor,
      !monitors.contains(where: { $0.name == name || $0.outputs.contains(name) })
    {
      warn("warning: no monitor named \(name); docking on the usual one")
    }
    let monitor =
      Monitor.chosen(
        options.settings.monitor, among: monitors, pointer: display.pointer())
      ?? Monitor(name: "screen", x: 0, y: 0, width: root.width, height: root.height)
    let dock = DockFrame.docked(
      on: monitor, rootHeight: root.height, scale: scale, widthOverride: options.settings.size,
      heightForWidth: heightForWidth)
    return Placement(
      points: Double(dock.frame.width) / scale, width: dock.frame.width,
      height: dock.frame.height, dock: dock)
  }
}
