import SciMathBase

/// The keys this keyboard pressed through XTest and has not yet seen come
/// back as raw events: a raw key press from an XTest device that is none
/// of these was sent by another client (xdotool, another on-screen
/// keyboard), and counts as another keyboard typing.
///
/// Keycodes only, and only until their raw event comes (at most a few
/// seconds): nothing of what was typed is kept.
public final class OwnKeyPresses {
  private var pending: [(keycode: Int, time: Double)] = []
  /// A press not seen back by then is forgotten (its event was lost to a
  /// server reset or never selected).
  static let lifetime = 5.0

  public init() {}

  /// The keyboard pressed these keys (modifiers first).
  func pressed(_ keycodes: [Int], at time: Double) {
    pending.removeAll { time - $0.time > Self.lifetime }
    for kc in keycodes { pending.append((kc, time)) }
  }

  /// Whether a raw press of `keycode` from an XTest device is one of ours;
  /// it is then taken off the list.
  func claim(_ keycode: Int) -> Bool {
    guard let i = pending.firstIndex(where: { $0.keycode == keycode }) else { return false }
    pending.remove(at: i)
    return true
  }
}
