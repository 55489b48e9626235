extension KeyStateMachine {
  /// What `shownCharacters` depends on, cheap to compare at every step
  /// (a motion is a step): the characters are worked out only when it
  /// changes.
  public struct Shown: Equatable, Sendable {
    var mode: Int
    var layer: LayerID
    var shift: ShiftState
    var alternates: [String]?
  }

  /// The open long-press alternates (not the mode list or the desktop
  /// keys' popup, whose items are names rather than text).
  var alternates: AlternatesPopup? {
    if case .alternates(let open) = overlay { return open.popup }
    return nil
  }

  public var shown: Shown {
    Shown(
      mode: modeIndex, layer: layer, shift: shift,
      alternates: alternates?.items)
  }

  /// The text of every key on the layer shown, in the shift state shown,
  /// then of the open alternates, then of the same keys in the other
  /// shift state, each once: what a tap can type next, most likely first.
  ///
  /// The platform maps those its keymap lacks when they change (one
  /// keymap change a layer, mode or shift change), not at each tap: a
  /// keymap change makes window managers re-grab their keys while their
  /// click grab holds the pointer frozen, and fast taps then arrive late,
  /// merged or at a later tap's place.
  public var shownCharacters: [String] {
    var texts: [String] = []
    var seen = Set<String>()
    func add(_ text: String?) {
      if let text, seen.insert(text).inserted { texts.append(text) }
    }
    let keys = geometry.keys
    for key in keys { add(keyboard.text(for: key, shift: shift, layer: layer)) }
    for item in alternates?.items ?? [] { add(item) }
    let other: ShiftState = shift == .off ? .on : .off
    for key in keys { add(keyboard.text(for: key, shift: other, layer: layer)) }
    return texts
  }
}
