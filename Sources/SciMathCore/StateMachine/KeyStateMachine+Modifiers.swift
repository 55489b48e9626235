/// The desktop row's sticky modifiers: a tap on Ctrl, Alt or Super latches
/// it for the next key, a second tap within the double-tap interval locks
/// it, a further tap releases it, as shift does. The machine only keeps
/// which are on: each key goes out with them (`KeyOutput.key`, `.chord`),
/// and the platform presses and releases them with that key in one go, so
/// none is ever left down, whatever happens to the keyboard.
extension KeyStateMachine {
  mutating func tapModifier(_ modifier: Modifier, time: Double) {
    switch modifiers[modifier] {
    case nil:
      modifiers[modifier] = .on
      lastModifierTap[modifier] = time
    case .on:
      if let last = lastModifierTap[modifier], time - last <= timings.doubleTap {
        modifiers[modifier] = .locked
      } else {
        modifiers[modifier] = nil
      }
      lastModifierTap[modifier] = nil
    case .locked, .off:
      modifiers[modifier] = nil
      lastModifierTap[modifier] = nil
    }
  }

  /// The modifiers on for the next key, in a fixed order; nil when none.
  func heldModifiers() -> [Modifier]? {
    let held = modifiers.filter { $0.value != .off }.keys.sorted()
    return held.isEmpty ? nil : held
  }

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
  mutating func spendModifiers() {
    modifiers = modifiers.filter { $0.value == .locked }
  }
}
