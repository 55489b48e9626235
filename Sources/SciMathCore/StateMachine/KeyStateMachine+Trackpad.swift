extension KeyStateMachine {
  /// A finger on the space bar that slides a step (or was held) moves the
  /// cursor instead of typing a space: one cursor key per step of travel
  /// across, and up or down for travel along.
  mutating func slideOnSpace(_ i: Int, to p: Point) -> KeyboardStep {
    let step = timings.trackpadStep * geometry.scaleX
    if touches[i].trackpad == nil {
      guard abs(p.x - touches[i].start.x) >= step || abs(p.y - touches[i].start.y) >= step else {
        return []
      }
      touches[i].trackpad = touches[i].start
      touches[i].longPressDue = nil
    }
    guard var anchor = touches[i].trackpad else { return [] }
    // Whole steps only: what is left over counts toward the next one.
    let across = Int(((p.x - anchor.x) / step).rounded(.towardZero))
    let along = Int(((p.y - anchor.y) / step).rounded(.towardZero))
    anchor.x += Double(across) * step
    anchor.y += Double(along) * step
    touches[i].trackpad = anchor
    // The cursor moved: what was typed before it is no longer behind it.
    if across != 0 || along != 0 { breakTyping() }
    return KeyboardStep(
      outputs: Array(repeating: .moveCursor(across > 0 ? .right : .left), count: abs(across))
        + Array(repeating: .moveCursor(along > 0 ? .down : .up), count: abs(along)))
  }
}
