/// The desktop row's keys and their modifiers (`DesktopModifiers`), as the
/// machine sends them.
extension KeyStateMachine {
  mutating func tapModifier(_ modifier: Modifier, time: Double) {
    desktopModifiers.tap(modifier, at: time, doubleTap: timings.doubleTap)
  }

  /// The modifiers on for the next key, in a fixed order; nil when none.
  func heldModifiers() -> [Modifier]? { desktopModifiers.held }

  /// A desktop key with the modifiers and shift that are on; the latched
  /// ones are spent. The cursor may move: the shortcut typing is broken.
  mutating func sendKey(_ key: DesktopKey) -> KeyboardStep {
    let out = KeyboardStep(
      outputs: [.key(key, modifiers: heldModifiers() ?? [], shift: shift != .off)])
    if shift == .on { shift = .off }
    spendModifiers()
    breakTyping()
    return out
  }

  /// After a key: latched modifiers go, locked ones stay.
  mutating func spendModifiers() { desktopModifiers.spend() }
}
