import CCairo
import SciMathCore

/// Many renders on one PNG, each under a caption, in rows: a whole form at
/// a glance, for side-by-side comparison with the stock keyboard.
public struct ContactSheet {
  public struct Entry {
    public var caption: String
    public var image: ImageSurface

    public init(caption: String, image: ImageSurface) {
      self.caption = caption
      self.image = image
    }
  }

  /// Points of caption above each image, and of margin around and between.
  static let captionHeight = 24.0
  static let margin = 16.0
  static let captionSize = 13.0

  /// Lays out `rows` (each image already at `scale`) on a neutral grey, so
  /// both themes' backgrounds show their edges.
  public static func compose(_ rows: [[Entry]], scale: Double, family: String) -> ImageSurface {
    let m = margin * scale
    let caption = captionHeight * scale
    let widths = rows.map { row in row.reduce(0.0) { $0 + Double($1.image.width) + m } + m }
    let heights = rows.map { row in (row.map { Double($0.image.height) }.max() ?? 0) + caption + m }
    let sheet = ImageSurface(
      width: Int((widths.max() ?? m).rounded(.up)),
      height: Int((heights.reduce(m, +)).rounded(.up)))
    let text = TextPainter()
    guard let cr = cairo_create(sheet.surface) else { return sheet }
    defer {
      cairo_destroy(cr)
      cairo_surface_flush(sheet.surface)
    }
    cairo_set_source_rgb(cr, 0.5, 0.5, 0.5)
    cairo_paint(cr)
    var y = m
    for (r, row) in rows.enumerated() {
      var x = m
      for entry in row {
        cairo_set_source_rgb(cr, 1, 1, 1)
        text.draw(
          cr, entry.caption,
          center: Point(x: x + Double(entry.image.width) / 2, y: y + caption / 2),
          family: family, size: captionSize * scale, weight: 500)
        cairo_set_source_surface(cr, entry.image.surface, x, y + caption)
        cairo_paint(cr)
        x += Double(entry.image.width) + m
      }
      y += heights[r]
    }
    return sheet
  }
}
