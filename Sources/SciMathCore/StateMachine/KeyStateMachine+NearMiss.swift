/// Fingers miss the top row upward as often as the others downward, and
/// above it lies the strip: there a miss would take a suggestion, type a
/// recent symbol, or open search or the pad and swallow what follows. On
/// the letter layer, a touch that lands just above the keys is a tap on
/// the top-row key under it, and the decoder weighs it where it landed,
/// as any tap.
///
/// How near: a deliberate tap aims at the middle of the strip, half its
/// height (22 pt on the phone) above the keys; one aimed at a key, at the
/// key's middle, half a row (27 pt) below. With the same scatter for both
/// (SD 0.2 of a row), the letter is the likelier reading only where its
/// prior outweighs the distance: over a word slot or a symbol, taken
/// about once a word against three or four letters, in a thin band (0.1
/// of a row, 5.4 pt on the phone); over the search and draw buttons (and
/// the idle strip that is one wide search button), opened perhaps once
/// in a hundred taps, twice as deep (0.2 of a row, 10.8 pt), where a
/// deliberate tap on them, aimed at their middle, still lands four times
/// in five. Above the band the strip takes the touch as before.
extension KeyStateMachine {
  static let nearMissOverItems = 0.2
  static let nearMissOverButtons = 0.3

  /// Whether a touch down at `p` (above the keys) is a near miss of the
  /// top row rather than a tap on the strip.
  func isNearMissOfTopRow(_ p: Point) -> Bool {
    guard case .none = overlay, p.y < 0, layer == .abc, let strip else { return false }
    let view = strip.view
    guard [.words, .idle, .offering].contains(view.mode) else { return false }
    let target = view.layout.target(at: p, in: view)
    let share =
      target == .search || target == .draw ? Self.nearMissOverButtons : Self.nearMissOverItems
    return -p.y <= share * geometry.metrics.rowPitch * geometry.scaleY
  }
}
