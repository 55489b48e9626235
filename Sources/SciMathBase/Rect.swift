/// An axis-aligned rectangle in keyboard points. Foundation's CGRect is not
/// used so that the core builds and behaves the same on every platform.
public struct Rect: Equatable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The smallest rectangle holding every point; nil when there are none.
  public init?<Points: Sequence>(bounding points: Points) where Points.Element == Point {
    var iterator = points.makeIterator()
    guard let first = iterator.next() else { return nil }
    var (minX, maxX, minY, maxY) = (first.x, first.x, first.y, first.y)
    while let p = iterator.next() {
      minX = Swift.min(minX, p.x)
      maxX = Swift.max(maxX, p.x)
      minY = Swift.min(minY, p.y)
      maxY = Swift.max(maxY, p.y)
    }
    self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  public var minX: Double { x }
  public var minY: Double { y }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }
  public var center: Point { Point(x: midX, y: midY) }

  public func contains(_ p: Point) -> Bool {
    p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
  }

  /// Whether the two rectangles share interior area (touching edges do not).
  public func overlaps(_ other: Rect, tolerance: Double = 1e-6) -> Bool {
    minX < other.maxX - tolerance && other.minX < maxX - tolerance
      && minY < other.maxY - tolerance && other.minY < maxY - tolerance
  }

  /// Whether `other` lies wholly inside this rectangle.
  public func encloses(_ other: Rect, tolerance: Double = 1e-6) -> Bool {
    other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
      && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
  }

  /// Euclidean distance from `p` to the nearest point of the rectangle;
  /// zero inside.
  public func distance(to p: Point) -> Double {
    let dx = max(minX - p.x, 0, p.x - maxX)
    let dy = max(minY - p.y, 0, p.y - maxY)
    return (dx * dx + dy * dy).squareRoot()
  }

  public func union(_ other: Rect) -> Rect {
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return Rect(
      x: x0, y: y0, width: max(maxX, other.maxX) - x0,
      height: max(maxY, other.maxY) - y0)
  }

  public func scaled(by s: Double) -> Rect {
    Rect(x: x * s, y: y * s, width: width * s, height: height * s)
  }

  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
  }
}
