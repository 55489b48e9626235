import Foundation
import SciMathCore

/// The hands the drawing model learns from: wilder than the benchmark's
/// `Hand`, in the ways people's drawings differ from a font's glyph. Each
/// stroke is put a little off where the font has it, scaled and turned on
/// its own; its ends overshoot or stop short; dots become short dashes;
/// the whole is bent by a smooth random field (elastic distortion), then
/// slanted, squashed or stretched and tilted; strokes are drawn in another
/// order or direction, or joined; the pen samples at an uneven pace and
/// trembles. Glyph units: the template files' 0–1000 box.
struct TrainingHand {
  var shear: Double
  var aspect: Double
  var tilt: Double
  var misplace: Double
  var bend: Double
  var tremor: Double
  var shuffle: Double
  var reverse: Double
  var join: Double
  /// How far apart a stroke's end and the next one's start may be for the
  /// pen to run on between them.
  var reach: Double

  /// A tilt of ±0.15 radians: a wider one (±0.3) or pens running on
  /// between any two strokes took ../shared/handwriting's top-1 down by
  /// 1 to 1.5 points. Narrower squashes (0.8–1.25), less or more
  /// misplacing and bending moved it by less than a point.
  static let tiltRange = 0.15
  static func random(_ rng: inout SeededRandom) -> TrainingHand {
    TrainingHand(
      shear: .random(in: -0.35...0.35, using: &rng),
      aspect: exp(.random(in: log(0.6)...log(1.6), using: &rng)),
      tilt: .random(in: -tiltRange...tiltRange, using: &rng),
      misplace: .random(in: 0...60, using: &rng),
      bend: .random(in: 0...70, using: &rng),
      tremor: .random(in: 0...6, using: &rng),
      shuffle: .random(in: 0...0.6, using: &rng),
      reverse: .random(in: 0...0.5, using: &rng),
      join: .random(in: 0...0.5, using: &rng),
      reach: 150)
  }

  func draw(_ glyph: Drawing, _ rng: inout SeededRandom) -> Drawing {
    var strokes = glyph.strokes.filter { !$0.isEmpty }.map { stroke -> [Point] in
      let shaped = stroke.count == 1 ? dash(stroke[0], &rng) : ends(stroke, &rng)
      return moved(shaped, &rng)
    }
    if Double.random(in: 0..<1, using: &rng) < shuffle { strokes.shuffle(using: &rng) }
    strokes = strokes.map { Double.random(in: 0..<1, using: &rng) < reverse ? $0.reversed() : $0 }
    var joined: [[Point]] = []
    for stroke in strokes {
      if let last = joined.last?.last, let first = stroke.first, stroke.count > 1,
        (joined.last?.count ?? 0) > 1, hypot(first.x - last.x, first.y - last.y) < reach,
        Double.random(in: 0..<1, using: &rng) < join
      {
        joined[joined.count - 1].append(contentsOf: stroke)
      } else {
        joined.append(stroke)
      }
    }
    let field = Field.random(amplitude: bend, &rng)
    let (c, s) = (cos(tilt), sin(tilt))
    return Drawing(
      strokes: joined.map { stroke in
        paced(stroke, &rng).map { p in
          let bent = field.apply(p)
          let x = (bent.x + .random(in: -tremor...tremor, using: &rng)) * aspect
          let y = bent.y + .random(in: -tremor...tremor, using: &rng)
          let sx = x + shear * y
          return Point(x: sx * c - y * s, y: sx * s + y * c)
        }
      })
  }

  /// A dot as people put it: a tap, or a short dash in any direction.
  private func dash(_ p: Point, _ rng: inout SeededRandom) -> [Point] {
    guard Double.random(in: 0..<1, using: &rng) < 0.6 else { return [p] }
    let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
    let length = Double.random(in: 10...90, using: &rng)
    let d = Point(x: cos(angle) * length / 2, y: sin(angle) * length / 2)
    return [Point(x: p.x - d.x, y: p.y - d.y), Point(x: p.x + d.x, y: p.y + d.y)]
  }

  /// The stroke with each end run on along its direction or cut short.
  private func ends(_ stroke: [Point], _ rng: inout SeededRandom) -> [Point] {
    var out = stroke
    let length = zip(stroke, stroke.dropFirst()).reduce(0) {
      $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y)
    }
    for atEnd in [false, true] {
      let change = Double.random(in: -0.08...0.12, using: &rng) * length
      guard out.count > 1 else { break }
      let (tip, next) = atEnd ? (out[out.count - 1], out[out.count - 2]) : (out[0], out[1])
      let d = hypot(tip.x - next.x, tip.y - next.y)
      guard d > 0 else { continue }
      if change > 0 {
        let extended = Point(
          x: tip.x + (tip.x - next.x) / d * change, y: tip.y + (tip.y - next.y) / d * change)
        if atEnd { out.append(extended) } else { out.insert(extended, at: 0) }
      } else if out.count > 2, -change < d {
        let cut = Point(
          x: tip.x + (next.x - tip.x) / d * -change, y: tip.y + (next.y - tip.y) / d * -change)
        if atEnd { out[out.count - 1] = cut } else { out[0] = cut }
      }
    }
    return out
  }

  /// The stroke moved, scaled and turned a little about its own centre.
  private func moved(_ stroke: [Point], _ rng: inout SeededRandom) -> [Point] {
    let n = Double(stroke.count)
    let cx = stroke.reduce(0) { $0 + $1.x } / n
    let cy = stroke.reduce(0) { $0 + $1.y } / n
    let dx = Double.random(in: -misplace...misplace, using: &rng)
    let dy = Double.random(in: -misplace...misplace, using: &rng)
    let scale = Double.random(in: 0.85...1.15, using: &rng)
    let turn = Double.random(in: -0.1...0.1, using: &rng)
    let (c, s) = (cos(turn) * scale, sin(turn) * scale)
    return stroke.map { p in
      let x = p.x - cx
      let y = p.y - cy
      return Point(x: cx + dx + x * c - y * s, y: cy + dy + x * s + y * c)
    }
  }
}

/// A smooth random displacement: three waves in x and three in y, each a
/// glyph or two long.
private struct Field {
  var waves: [(kx: Double, ky: Double, phase: Double, ax: Double, ay: Double)]

  static func random(amplitude: Double, _ rng: inout SeededRandom) -> Field {
    Field(
      waves: (0..<3).map { _ in
        let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
        let k = 2 * .pi / Double.random(in: 600...1800, using: &rng)
        return (
          k * cos(angle), k * sin(angle), .random(in: 0..<(2 * .pi), using: &rng),
          .random(in: -amplitude...amplitude, using: &rng) / 2,
          .random(in: -amplitude...amplitude, using: &rng) / 2
        )
      })
  }

  func apply(_ p: Point) -> Point {
    var out = p
    for w in waves {
      let v = sin(w.kx * p.x + w.ky * p.y + w.phase)
      out.x += w.ax * v
      out.y += w.ay * v
    }
    return out
  }
}
