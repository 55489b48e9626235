import SciMathBase

/// Where a language's letters lie on a letter layer, and how far a tap is
/// from each: the decoder's spatial model, from the layer's own geometry
/// (form, width and scale in use), so a pad and a phone, wide or narrow,
/// each weigh taps in their own key sizes.
///
/// A tap meant for a key lands around its visible centre, scattered as a
/// 2-D Gaussian, as decoders since Goodman et al. (2002) model it. The
/// spread is a share of the key pitch (and of the row's height): wide
/// enough that a tap on the border between two keys leaves both in play,
/// narrow enough that a tap two keys away costs more than almost any
/// word's rarity. It follows how widely the user's own taps scatter
/// (`TapScatter`): a wide spread reads a careful hand's exact taps as
/// other keys' letters, a narrow one a hurried hand's misses as no word.
///
/// The letters are those of the language model's alphabet: a letter with
/// a key of its own is aimed at that key; a letter on a key's long press
/// (é under e, ß under s) at that key too, at no cost more: people leave
/// accents for the keyboard to put in, so a tap on e says e or é alike
/// and the words decide. (A cost of e^1 an accent made French "utilisé"
/// lose to "utilise", three times rarer once its accent was paid for.)
public struct KeySpace: Sendable {
  /// Each letter's key centre, by its number in the alphabet; nil for a
  /// letter the layer cannot type.
  public let centres: [Point?]
  /// Whether each letter is a key's own, not one on its long press.
  let owned: [Bool]
  /// The Gaussian's standard deviations, in points, and as a share of
  /// the pitch and the row's height.
  let spreadX: Double
  let spreadY: Double
  let spread: Double
  /// The letter keys' rows' height (their cells' median), in points.
  let rowHeight: Double
  /// The space bar: a tap on it may have been meant for a letter above.
  let spaceBar: Rect?
  /// Return, under m on the phone: a tap on it in a word may be n or m.
  let returnKey: Rect?
  /// The letter keys' pitch (their cells' median width), in points.
  public let pitch: Double
  /// Whether two of the alphabet's letters share a key (é on e's long
  /// press): only then can a word have another accent on the same keys.
  let sharesKeys: Bool

  /// The spread in key pitches before the user's taps say otherwise.
  public static let defaultSpread = 0.45

  /// nil when the layer types none of the alphabet's letters.
  public init?(
    keyboard: Keyboard, geometry: KeyboardGeometry, alphabet: [Unicode.Scalar],
    spread: Double = KeySpace.defaultSpread
  ) {
    var own: [Unicode.Scalar: Point] = [:]
    var underneath: [Unicode.Scalar: Point] = [:]
    var widths: [Double] = []
    var heights: [Double] = []
    spaceBar = geometry.keys.first { $0.action == .space }?.frame
    returnKey = geometry.keys.first { $0.action == .enter }?.frame
    for key in geometry.keys {
      guard let letter = key.letter else { continue }
      let centre = Point(x: key.frame.midX, y: key.frame.midY)
      own[letter] = centre
      widths.append(key.cell.width)
      heights.append(key.cell.height)
      for alternate in keyboard.alternates(for: key, shift: .off, layer: .abc) ?? []
      where alternate.unicodeScalars.count == 1 {
        if let a = alternate.unicodeScalars.first, underneath[a] == nil { underneath[a] = centre }
      }
    }
    let centres = alphabet.map { own[$0] ?? underneath[$0] }
    guard !widths.isEmpty, centres.contains(where: { $0 != nil }) else { return nil }
    self.centres = centres
    owned = alphabet.map { own[$0] != nil }
    let placed = centres.compactMap { $0 }
    sharesKeys = Set(placed.map { [$0.x, $0.y] }).count < placed.count
    let w = widths.sorted()[widths.count / 2]
    let h = heights.sorted()[heights.count / 2]
    pitch = w
    rowHeight = h
    self.spread = spread
    spreadX = spread * w
    spreadY = spread * h
  }

  private init(_ other: KeySpace, spread: Double) {
    (centres, owned, spaceBar, returnKey, pitch, rowHeight, sharesKeys) = (
      other.centres, other.owned, other.spaceBar, other.returnKey, other.pitch, other.rowHeight,
      other.sharesKeys
    )
    self.spread = spread
    spreadX = spread * pitch
    spreadY = spread * rowHeight
  }

  /// The same keys under another spread.
  func spread(_ spread: Double) -> KeySpace { KeySpace(self, spread: spread) }

  /// Whether letters `a` and `b` (numbers in the alphabet) are typed on
  /// the same key: one on the other's long press, or both.
  func sameKey(_ a: Int, _ b: Int) -> Bool {
    guard centres.indices.contains(a), centres.indices.contains(b), let p = centres[a],
      let q = centres[b]
    else { return false }
    return p == q
  }

  /// Whether letter `n` (its number in the alphabet) is a key's own: what
  /// a tap on that key types.
  func ownsKey(_ n: Int) -> Bool { owned.indices.contains(n) && owned[n] }

  /// Each letter's key, by its number in the alphabet: letters on one key
  /// (e and é) have one number; a letter the layer lacks has its own.
  var keyNumbers: [Int] {
    centres.indices.map { n in
      guard let c = centres[n] else { return -1 - n }
      return centres.firstIndex { $0 == c } ?? n
    }
  }

  /// −ln of how likely a tap at `p` was meant for the space bar, on the
  /// letters' scale: 0 on its middle line, growing with the distance
  /// above or below it (the bar is wide: along it, nothing).
  func spaceCost(at p: Point) -> Float {
    guard let spaceBar else { return 0 }
    return cost(of: spaceBar, at: p)
  }

  /// −ln of how likely a tap at `p` was meant for return, as `spaceCost`
  /// for the bar; nil where the layer has none, or where `p` lies below
  /// the band along its top edge (`returnEdge` of a row) that a finger
  /// reaching for the letter above reaches: deeper, it is return.
  func returnCost(at p: Point) -> Float? {
    guard let returnKey, p.y <= returnKey.minY + Self.returnEdge * rowHeight
    else { return nil }
    return cost(of: returnKey, at: p)
  }

  /// Return's top band, in rows: a tap aimed at its middle lands there at
  /// SD 0.25 of a row about one time in five, and is return unless the
  /// word being typed says otherwise.
  static let returnEdge = 0.2

  /// A wide key's cost: from its middle line, and along it from its ends.
  private func cost(of key: Rect, at p: Point) -> Float {
    let dy = (p.y - key.midY) / spreadY
    let dx = max(0, abs(p.x - key.midX) - key.width / 2) / spreadX
    return Float(0.5 * (dx * dx + dy * dy))
  }

  /// −ln of how likely a tap at `p` was meant for each letter, less a
  /// constant: 0 at a key's centre, +∞ for a letter the layer lacks.
  public func costs(at p: Point) -> [Float] {
    centres.map { c in
      guard let c else { return .infinity }
      let dx = (p.x - c.x) / spreadX
      let dy = (p.y - c.y) / spreadY
      return Float(0.5 * (dx * dx + dy * dy))
    }
  }
}
