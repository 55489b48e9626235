/// Where the docked keyboard's window goes on its monitor, in root-window
/// pixels, and the bottom space it reserves there.
public struct DockFrame: Equatable, Sendable {
  public var frame: PixelRect
  /// `_NET_WM_STRUT_PARTIAL`'s bottom, bottom_start_x and bottom_end_x:
  /// measured from the root window's bottom edge, over the monitor's
  /// columns only, so a taller monitor beside it loses nothing.
  public var strutBottom: Int
  public var strutStartX: Int
  public var strutEndX: Int

  public init(frame: PixelRect, strutBottom: Int, strutStartX: Int, strutEndX: Int) {
    self.frame = frame
    self.strutBottom = strutBottom
    self.strutStartX = strutStartX
    self.strutEndX = strutEndX
  }

  /// The widest docked keyboard, in points: an 11-inch iPad's in landscape.
  /// Wider monitors get it centred, keys the size of an iPad's.
  public static let maxWidthPoints = 1194.0

  /// The frame on `monitor` at `scale` pixels a point. `widthOverride`
  /// (the `size` setting, pixels) replaces the natural width; either is at
  /// most the monitor's. `heightForWidth` gives the keyboard's height in
  /// points for a width in points (the form's proportions).
  public static func docked(
    on monitor: Monitor, rootHeight: Int, scale: Double, widthOverride: Int? = nil,
    heightForWidth: (Double) -> Double
  ) -> DockFrame {
    let screen = monitor.frame
    let natural = Int((maxWidthPoints * scale).rounded(.down))
    let width = max(1, min(screen.width, widthOverride ?? natural))
    let height = max(1, Int((heightForWidth(Double(width) / scale) * scale).rounded(.up)))
    return DockFrame(
      frame: PixelRect(
        x: screen.x + (screen.width - width) / 2, y: screen.maxY - height, width: width,
        height: height),
      strutBottom: max(0, rootHeight - screen.maxY) + height, strutStartX: screen.x,
      strutEndX: screen.maxX - 1)
  }
}
