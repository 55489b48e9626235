/// A rectangle in whole pixels: of the X screen (a monitor, the docked
/// window's frame, a focused text field) or of a back buffer.
public struct PixelRect: Equatable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    (self.x, self.y, self.width, self.height) = (x, y, width, height)
  }

  public var maxX: Int { x + width }
  public var maxY: Int { y + height }

  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < maxX && py >= y && py < maxY
  }
}
