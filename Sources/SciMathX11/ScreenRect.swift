/// A rectangle on the screen, in pixels (a focused text field's place).
public struct ScreenRect: Equatable, Sendable {
  public var x, y, width, height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    (self.x, self.y, self.width, self.height) = (x, y, width, height)
  }
}
