import SciMathBase

/// Where the letters a–z lie on a letter layer, and how far a tap is
/// from each: the decoder's spatial model, from the layer's own geometry
/// (form, width and scale in use), so a pad and a phone, wide or narrow,
/// each weigh taps in their own key sizes.
///
/// A tap meant for a key lands around its visible centre, scattered as a
/// 2-D Gaussian, as decoders since Goodman et al. (2002) model it. The
/// spread is a fixed
/// share of the key pitch: wide enough that a tap on the border between two
/// keys leaves both in play, narrow enough that a tap two keys away costs
/// more than almost any word's rarity.
public struct KeySpace: Sendable {
  /// Each letter's centre (index: letter − "a"); nil for a letter the
  /// layer lacks.
  let centres: [Point?]
  /// The Gaussian's standard deviations, in points.
  let spreadX: Double
  let spreadY: Double
  /// The space bar: a tap on it may have been meant for a letter above.
  let space: Rect?

  /// The spread in key pitches.
  static let spread = 0.45

  /// nil when the layer has none of the letters a–z (a Greek layout).
  public init?(geometry: KeyboardGeometry) {
    var centres = [Point?](repeating: nil, count: 26)
    var widths: [Double] = []
    var heights: [Double] = []
    space = geometry.keys.first { $0.action == .space }?.frame
    for key in geometry.keys {
      guard case .character(let output, _) = key.kind, output.utf8.count == 1,
        let b = output.utf8.first, (0x61...0x7A).contains(b)
      else { continue }
      centres[Int(b - 0x61)] = Point(x: key.frame.midX, y: key.frame.midY)
      widths.append(key.cell.width)
      heights.append(key.cell.height)
    }
    guard centres.contains(where: { $0 != nil }) else { return nil }
    self.centres = centres
    let w = widths.sorted()[widths.count / 2]
    let h = heights.sorted()[heights.count / 2]
    spreadX = Self.spread * w
    spreadY = Self.spread * h
  }

  /// Whether every letter a–z has a key: the decoder runs only then.
  public var hasEveryLetter: Bool { !centres.contains { $0 == nil } }

  /// −ln of how likely a tap at `p` was meant for the space bar, on the
  /// letters' scale: 0 on its middle line, growing with the distance
  /// above or below it (the bar is wide: along it, nothing).
  func spaceCost(at p: Point) -> Float {
    guard let space else { return 0 }
    let dy = (p.y - space.midY) / spreadY
    let dx = max(0, abs(p.x - space.midX) - space.width / 2) / spreadX
    return Float(0.5 * (dx * dx + dy * dy))
  }

  /// −ln of how likely a tap at `p` was meant for each letter, less a
  /// constant: 0 at a key's centre, +∞ for a letter with no key.
  public func costs(at p: Point) -> [Float] {
    centres.map { c in
      guard let c else { return .infinity }
      let dx = (p.x - c.x) / spreadX
      let dy = (p.y - c.y) / spreadY
      return Float(0.5 * (dx * dx + dy * dy))
    }
  }
}
