/// A key that stays on for the next key when tapped, locks when tapped
/// twice within the double-tap interval, and is released by the tap after:
/// shift, as on iOS (it acts on touch down), and each of the desktop row's
/// Ctrl, Alt and Super.
struct StickyKey: Equatable, Sendable {
  /// Set from outside too: shift spent by a letter, or turned on for a
  /// new sentence (the double-tap interval still runs from the last tap).
  var state = ShiftState.off
  private var lastTap: Double?

  /// off → on; on → locked within `doubleTap` of the last tap, else off;
  /// locked → off.
  mutating func tap(at time: Double, doubleTap: Double) {
    switch state {
    case .off:
      state = .on
      lastTap = time
    case .on:
      if let last = lastTap, time - last <= doubleTap {
        state = .locked
      } else {
        state = .off
      }
      lastTap = nil
    case .locked:
      state = .off
      lastTap = nil
    }
  }
}
