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
/// (SD 0.2 of a row) the distance alone would put the line at the keys'
/// edge, so the band is what the errors are worth: a slot taken in the
/// middle of a word replaces the word, and a search or the pad opened by
/// a miss swallows the rest of the line, while a letter typed for a
/// deliberate tap costs one BackSpace. Over the word slots and symbols the
/// band is 0.2 of a row (10.8 pt on the phone: a deliberate tap aimed at
/// their middle still lands above it 85 % of the time at that scatter);
/// over the search and draw buttons (and the idle strip that is one wide
/// search button), seldom wanted while typing, 0.3 (16.2 pt: 71 %).
/// `make bench` measures both sides (docs/words.md). Above the band the
/// strip takes the touch as before.
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
