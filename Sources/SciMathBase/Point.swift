/// A point in keyboard points (not pixels); the renderer applies the scale.
public struct Point: Equatable, Sendable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
