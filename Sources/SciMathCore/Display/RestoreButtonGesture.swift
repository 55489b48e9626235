/// A finger on the bring-back button: a tap brings the keyboard back; a
/// finger that moves past the slop drags the button, which is dropped
/// against the nearer side edge. Points are the screen's pixels.
public struct RestoreButtonGesture: Sendable {
  /// What a finger's release did.
  public enum Outcome: Equatable, Sendable {
    case tap
    /// Dragged and let go: the button's new place.
    case dropped(RestoreButtonPlace)
  }

  /// The button's frame when the finger went down.
  let start: Rect
  let touch: Point
  /// Pixels a finger may wander and still tap.
  let slop: Double
  public private(set) var dragging = false

  public init(frame: Rect, at p: Point, slop: Double) {
    start = frame
    touch = p
    self.slop = slop
  }

  /// The button's frame under a finger now at `p`: where it was until the
  /// finger passes the slop, then following the finger.
  public mutating func move(to p: Point) -> Rect {
    if !dragging, (p.x - touch.x).magnitude > slop || (p.y - touch.y).magnitude > slop {
      dragging = true
    }
    guard dragging else { return start }
    var frame = start
    frame.x += p.x - touch.x
    frame.y += p.y - touch.y
    return frame
  }

  /// The finger lifted at `p` on `screen` (the monitor the button is on).
  public mutating func release(at p: Point, margin: Double, on screen: Rect) -> Outcome {
    let frame = move(to: p)
    guard dragging else { return .tap }
    return .dropped(
      RestoreButtonPlace.dropped(
        at: frame.center, size: frame.width, margin: margin, on: screen))
  }
}
