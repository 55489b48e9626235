/// The desktop row's sticky modifiers: a tap on Ctrl, Alt or Super latches
/// it for the next key, a second tap within the double-tap interval locks
/// it, a further tap releases it, as shift does. Only which are on is kept:
/// each key goes out with them (`KeyOutput.key`, `.chord`), and the
/// platform presses and releases them with that key in one go, so none is
/// ever left down, whatever happens to the keyboard.
struct DesktopModifiers: Equatable, Sendable {
  private var keys: [Modifier: StickyKey] = [:]

  /// Each modifier that is on, latched or locked.
  var states: [Modifier: ShiftState] {
    keys.compactMapValues { $0.state == .off ? nil : $0.state }
  }

  mutating func tap(_ modifier: Modifier, at time: Double, doubleTap: Double) {
    keys[modifier, default: StickyKey()].tap(at: time, doubleTap: doubleTap)
    if keys[modifier]?.state == .off { keys[modifier] = nil }
  }

  /// The modifiers on for the next key, in a fixed order; nil when none.
  var held: [Modifier]? {
    let held = states.keys.sorted()
    return held.isEmpty ? nil : held
  }

  /// After a key: latched modifiers go, locked ones stay.
  mutating func spend() {
    keys = keys.filter { $0.value.state == .locked }
  }
}
