/// The key preview balloon: the pressed key joined by a neck to a wider
/// bubble holding the magnified label.
///
/// Unlike the stock balloon it never leaves the keyboard (a window, like an
/// iOS extension, cannot draw outside itself): top-row balloons open
/// downward, and first- and last-column balloons keep their outer side
/// flush with the key.
public struct BalloonShape: Equatable, Sendable {
  public var key: Rect
  public var bubble: Rect
  public var opensDown: Bool
  public var radius: Double

  /// The area the balloon covers, for redrawing and bounds checks.
  public var extent: Rect { key.union(bubble) }
}

extension KeyboardGeometry {
  /// Where a shape `h` tall joined to key `k` by a neck goes: above the key
  /// when it fits inside the keyboard, else below (the top row), and kept
  /// inside the keyboard either way. Balloons, popups and the mode list
  /// all open this way.
  func placeVertically(height h: Double, over k: Rect, neck: Double) -> (y: Double, opensDown: Bool)
  {
    let above = k.minY - neck - h
    if above >= 0 { return (above, false) }
    return (max(0, min(k.maxY + neck, height - h)), true)
  }

  /// The balloon for a character key; nil for action keys and on forms
  /// without balloons (the pad, as on iPadOS).
  public func balloon(for key: PlacedKey) -> BalloonShape? {
    guard key.isCharacter, let m = metrics.balloon else { return nil }
    let k = key.frame
    let w = k.width + m.extraWidth * scaleX
    let h = (m.height - m.neckHeight) * scaleY
    var x = k.midX - w / 2
    if key.isFirstInRow || x < 0 { x = k.minX }
    if key.isLastInRow || x + w > width { x = k.maxX - w }
    x = min(max(x, 0), max(0, width - w))
    let (y, opensDown) = placeVertically(height: h, over: k, neck: m.neckHeight * scaleY)
    return BalloonShape(
      key: k, bubble: Rect(x: x, y: y, width: w, height: h), opensDown: opensDown,
      radius: m.radius * scaleY)
  }
}
