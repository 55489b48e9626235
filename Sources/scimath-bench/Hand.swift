import Foundation
import SciMathCore

/// A reproducible source of randomness (SplitMix64), so that every run of
/// the benchmark draws the same hands.
struct SeededRandom: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// How a person's hand turns a clean glyph into a drawing: a slant, a
/// squash, a tilt, a wobble and a tremor, sampled at an uneven pace, with
/// strokes drawn in another order or direction, or joined without lifting
/// the pen. The benchmark draws the held-out glyphs with many such hands.
struct Hand {
  var shear: Double
  var aspect: Double
  var tilt: Double
  var wobble: Double
  var tremor: Double
  var shuffle: Double
  var reverse: Double
  var join: Double

  static func random(_ rng: inout SeededRandom) -> Hand {
    Hand(
      shear: .random(in: -0.2...0.2, using: &rng),
      aspect: .random(in: 0.8...1.2, using: &rng),
      tilt: .random(in: -0.12...0.12, using: &rng),
      wobble: .random(in: 5...30, using: &rng),
      tremor: .random(in: 0...6, using: &rng),
      shuffle: .random(in: 0...0.5, using: &rng),
      reverse: .random(in: 0...0.3, using: &rng),
      join: .random(in: 0...0.5, using: &rng))
  }

  /// One drawing of `glyph` (in the template files' 0–1000 box).
  func draw(_ glyph: Drawing, _ rng: inout SeededRandom) -> Drawing {
    var strokes = glyph.strokes.map { paced($0, &rng) }
    if Double.random(in: 0..<1, using: &rng) < shuffle { strokes.shuffle(using: &rng) }
    strokes = strokes.map { Double.random(in: 0..<1, using: &rng) < reverse ? $0.reversed() : $0 }
    var joined: [[Point]] = []
    for stroke in strokes {
      if let last = joined.last?.last, let first = stroke.first, stroke.count > 1,
        (joined.last?.count ?? 0) > 1,
        hypot(first.x - last.x, first.y - last.y) < 120,
        Double.random(in: 0..<1, using: &rng) < join
      {
        joined[joined.count - 1].append(contentsOf: stroke)
      } else {
        joined.append(stroke)
      }
    }
    let (c, s) = (cos(tilt), sin(tilt))
    let phase = Double.random(in: 0..<6.283, using: &rng)
    let frequency = Double.random(in: 1.5...3.5, using: &rng)
    return Drawing(
      strokes: joined.map { stroke in
        stroke.enumerated().map { i, p in
          let t = Double(i) / Double(max(stroke.count - 1, 1))
          let wx = wobble * sin(frequency * 6.283 * t + phase)
          let wy = wobble * sin(frequency * 6.283 * t + phase * 1.7 + 1)
          let x = (p.x + wx + .random(in: -tremor...tremor, using: &rng)) * aspect
          let y = p.y + wy + .random(in: -tremor...tremor, using: &rng)
          let sx = x + shear * y
          return Point(x: sx * c - y * s, y: sx * s + y * c)
        }
      })
  }
}

/// The stroke as an input device samples it: points every 6–30 units.
func paced(_ stroke: [Point], _ rng: inout SeededRandom) -> [Point] {
  guard stroke.count > 1 else { return stroke }
  var out = [stroke[0]]
  var carry = 0.0
  let spacing = Double.random(in: 6...30, using: &rng)
  for i in 1..<stroke.count {
    let a = stroke[i - 1]
    let b = stroke[i]
    let length = hypot(b.x - a.x, b.y - a.y)
    var at = spacing - carry
    while at < length {
      out.append(Point(x: a.x + (b.x - a.x) * at / length, y: a.y + (b.y - a.y) * at / length))
      at += spacing
    }
    carry = length - (at - spacing)
  }
  out.append(stroke[stroke.count - 1])
  return out
}
