/// The line under a sliding finger: its last points, drawn fading from
/// the oldest.
public struct Trail: Equatable, Sendable {
  public var points: [Point]
  /// Its width, in points.
  public var width: Double

  public init(points: [Point], width: Double) {
    self.points = points
    self.width = width
  }

  /// How much of the path it shows, in key pitches behind the finger,
  /// and how wide it is.
  static let lengthInPitches = 4.0
  static let widthInPitches = 0.22

  /// The trail a finger leaves along `path` on keys `pitch` wide: the
  /// last stretch of it.
  public static func behind(_ path: [Point], pitch: Double) -> Trail {
    var length = 0.0
    var start = path.count - 1
    while start > 0, length < lengthInPitches * pitch {
      length += path[start - 1].distance(to: path[start])
      start -= 1
    }
    return Trail(points: Array(path[max(start, 0)...]), width: pitch * widthInPitches)
  }

  /// What it covers, with its width.
  public var extent: Rect? {
    guard let first = points.first else { return nil }
    var box = Rect(x: first.x, y: first.y, width: 0, height: 0)
    for p in points.dropFirst() { box = box.union(Rect(x: p.x, y: p.y, width: 0, height: 0)) }
    return box.insetBy(dx: -width, dy: -width)
  }
}
