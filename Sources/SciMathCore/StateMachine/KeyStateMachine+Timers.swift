/// The machine's timers: flash ends, the space bar's mode name, long-press
/// (alternates, the mode list, the space-bar trackpad) and backspace repeat,
/// all fired by `advance(to:)` from the one step at the injected time.
extension KeyStateMachine {
  /// The earliest time at which `advance(to:)` has something to do.
  public var nextDeadline: Double? {
    let times =
      flashes.map(\.until) + touches.compactMap(\.longPressDue)
      + touches.compactMap(\.repeatDue) + touches.compactMap(\.infoDue)
      + [spaceLabel?.until, typing.expiry, strip?.deadline].compactMap { $0 }
    return times.min()
  }

  /// Fires every timer due by `time`: flash ends, long-press, backspace repeat.
  mutating func advance(to time: Double) -> KeyboardStep {
    var out: KeyboardStep = []
    flashes.removeAll { $0.until <= time }
    if let label = spaceLabel, label.until <= time { spaceLabel = nil }
    if let lapse = typing.expiry, lapse <= time { breakTyping() }
    strip?.advance(to: time)
    for i in touches.indices {
      if let due = touches[i].longPressDue, due <= time, popup == nil, let k = touches[i].key {
        touches[i].longPressDue = nil
        let key = geometry.keys[k]
        if key.action == .space {
          touches[i].trackpad = touches[i].last
        } else if let action = key.action, let items = DesktopKey.popup(for: action) {
          overlay = .desktopKeys(
            .init(popup: geometry.popup(for: key, items: items), touch: touches[i].id))
        } else if key.action == .globe {
          overlay = .modeList(.init(popup: modeList(for: key), touch: touches[i].id))
        } else if !hasMovedAway(touches[i]),
          let items = keyboard.alternates(for: key, shift: shift, layer: layer)
        {
          overlay = .alternates(
            .init(popup: geometry.popup(for: key, items: items), touch: touches[i].id))
        }
      }
      if let due = touches[i].infoDue, due <= time {
        touches[i].infoDue = nil
        if let k = touches[i].key {
          let held: String?
          if case .modeList = overlay {
            held = nil
          } else {
            held =
              popup.flatMap { p in p.selected.map { p.items[$0] } }
              ?? keyboard.text(for: geometry.keys[k], shift: shift, layer: layer)
          }
          if let held { strip?.showInfo(held) }
        }
      }
      while let due = touches[i].repeatDue, due <= time {
        let words = touches[i].deleted >= timings.wordRepeatAfter
        out += deleteBackward(word: words)
        touches[i].deleted += 1
        touches[i].repeatDue = due + (words ? timings.wordRepeatInterval : timings.repeatInterval)
      }
    }
    return out
  }
}
