import CCairo
import SciMathCore

/// The bring-back button: a round face in the theme's button colour with
/// the keyboard icon, drawn to the edge of its square (the window is
/// shaped to the circle, so nothing outside it shows).
public enum RestoreButtonPainter {
  /// The button `points` across at `scale` pixels a point.
  public static func image(points: Double, scale: Double, theme: Theme) -> ImageSurface {
    let side = Int((points * scale).rounded())
    let image = ImageSurface(width: side, height: side)
    image.draw(scale: scale) { cr in
      CairoPaths.setColor(cr, theme.restoreButton)
      cairo_paint(cr)
      CairoPaths.setColor(cr, theme.restoreIcon)
      IconPainter.draw(
        cr, "keyboard", center: Point(x: points / 2, y: points / 2), size: points * 0.55,
        shift: .off)
    }
    return image
  }
}
