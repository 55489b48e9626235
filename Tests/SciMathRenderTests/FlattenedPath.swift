import CCairo
import SciMathCore

/// The path a drawing function leaves in a Cairo context, flattened into
/// points: how the shape tests read back what Cairo would fill or stroke.
enum FlattenedPath {
  /// `tolerance`: Cairo's flattening tolerance; nil keeps its default.
  static func points(tolerance: Double? = nil, _ draw: (OpaquePointer) -> Void) -> [Point] {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10)
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { return [] }
    defer { cairo_destroy(cr) }
    if let tolerance { cairo_set_tolerance(cr, tolerance) }
    draw(cr)
    guard let path = cairo_copy_path_flat(cr) else { return [] }
    defer { cairo_path_destroy(path) }
    var points: [Point] = []
    var i = 0
    while i < Int(path.pointee.num_data) {
      let header = path.pointee.data[i].header
      for j in 1..<Int(header.length) {
        let p = path.pointee.data[i + j].point
        points.append(Point(x: p.x, y: p.y))
      }
      i += Int(header.length)
    }
    return points
  }
}
