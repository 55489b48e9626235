/// A point in keyboard points (not pixels); the renderer applies the scale.
public struct Point: Equatable, Sendable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

extension Point {
  public func distance(to p: Point) -> Double {
    ((p.x - x) * (p.x - x) + (p.y - y) * (p.y - y)).squareRoot()
  }

  /// The points of a straight stroke through `corners`, one about every
  /// `step` (the corners among them): how a finger's moves arrive, for
  /// screenshots, tests and benchmarks of slide to type.
  public static func stroke(through corners: [Point], every step: Double) -> [Point] {
    var points = Array(corners.prefix(1))
    for (a, b) in zip(corners, corners.dropFirst()) {
      let steps = max(1, Int((a.distance(to: b) / step).rounded(.up)))
      for s in 1...steps {
        let t = Double(s) / Double(steps)
        points.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
      }
    }
    return points
  }
}
