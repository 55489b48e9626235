import FoundationEssentials
import SciMathBase

/// The likeliest words for a finger's path across the letters: shape
/// writing (Zhai and Kristensson's SHARK², 2004), the path against each
/// word's ideal path, the polyline through its letters' key centres.
///
/// Both are resampled to `points` points equally spaced along them, then
/// compared three ways, each a Gaussian: where they run (the mean distance
/// of corresponding points, in key pitches), what shape they have (the
/// same, after each is moved to its centroid and scaled to a unit box),
/// and how far the drawn path strays from the ideal one anywhere (its
/// farthest point from the polyline). The last is what tells "hard" from
/// "had" and "cars" from "cases": corresponding points spread a detour
/// over the whole word, so the mean barely sees it. The word's own
/// probability after the word before is added at half weight: a stroke
/// says more of its word than a tap of its letter. The words tried are
/// those that begin at a letter near where the path begins and end at one
/// near where it ends: a range of the sorted words each, never the whole
/// list.
public struct PathDecoder: Sendable {
  public let model: WordModel
  /// Each letter's key centre, by its number in the model's alphabet (nil:
  /// the layer cannot type it); accented letters at their base's key.
  let centres: [Point?]
  /// The key pitch, in the path's units.
  let pitch: Double

  static let points = 32
  /// Spreads: location in pitches, shape in the unit box, stray in
  /// pitches. A path drawn through every key's centre scores 0 on all.
  static let locationSpread = 0.4
  static let shapeSpread = 0.15
  static let straySpread = 0.25
  /// Where a stroke begins and ends is aimed as a tap is (the touch
  /// decoder's spread): it tells "hello" from "help", which run alike.
  static let endSpread = 0.45
  /// How far from the path's ends (pitches) its first and last letters
  /// may lie, and how many letters each end tries, nearest first.
  static let endReach = 1.6
  static let endLetters = 4
  /// The language model's weight against the path's.
  static let modelWeight: Float = 0.5

  public init(model: WordModel, centres: [Point?], pitch: Double) {
    self.model = model
    self.centres = centres
    self.pitch = pitch
  }

  /// The best `limit` words for `path` after word `previous`, best first;
  /// none for a path of one point or a limit of 0. With `through`, only
  /// the words whose ideal path has exactly those corners.
  public func words(
    for path: [Point], after previous: Int?, limit: Int, through: [Point]? = nil
  ) -> [WordCandidate] {
    guard limit > 0, let first = path.first, let last = path.last else { return [] }
    let drawn = Point.resample(path, count: Self.points)
    guard drawn.count == Self.points else { return [] }
    let drawnShape = Self.normalized(drawn)
    let starts = nearest(first)
    let ends = Set(nearest(last))
    var found: [(id: Int, score: Float)] = []
    // Every measure only lowers a score: a word already below the best
    // `limit` by the cheap ones (its ends, its probability) is not
    // measured further, nor one below them without the stray, the
    // costliest.
    var bar = -Float.infinity
    for start in starts {
      let range = model.narrow(0..<model.count, depth: 0, to: UInt8(start))
      for id in range where model.length(id) >= 2 {
        guard let end = model.lastLetter(id), ends.contains(Int(end)),
          let from = centres[start], let to = centres[Int(end)]
        else { continue }
        let a = first.distance(to: from) / pitch / Self.endSpread
        let b = last.distance(to: to) / pitch / Self.endSpread
        let cheap =
          Float(-0.5 * (a * a + b * b))
          + Self.modelWeight * model.logProbability(id, after: previous)
        guard cheap > bar, let corners = self.corners(id), through == nil || through == corners
        else { continue }
        let ideal = Point.resample(corners, count: Self.points)
        let l = Self.meanDistance(drawn, ideal) / pitch / Self.locationSpread
        let s = Self.meanDistance(drawnShape, Self.normalized(ideal)) / Self.shapeSpread
        let before = cheap - Float(0.5 * (l * l + s * s))
        guard before > bar else { continue }
        let stray = Self.farthest(drawn, from: corners) / pitch / Self.straySpread
        found.append((id, before - Float(0.5 * stray * stray)))
        if found.count >= limit {
          found.sort { $0.score > $1.score }
          found.removeLast(found.count - limit)
          bar = found[limit - 1].score
        }
      }
    }
    found.sort { $0.score > $1.score }
    return found.prefix(limit).map { WordCandidate(word: model.word($0.id), score: $0.score) }
  }

  /// The letters whose keys lie within `endReach` of `p`, nearest first.
  func nearest(_ p: Point) -> [Int] {
    let reach = Self.endReach * pitch
    return centres.indices.compactMap { i -> (Int, Double)? in
      guard let c = centres[i] else { return nil }
      let d = c.distance(to: p)
      return d <= reach ? (i, d) : nil
    }.sorted { $0.1 < $1.1 }.prefix(Self.endLetters).map(\.0)
  }

  /// The largest distance of a point of `drawn` from the polyline `ideal`.
  static func farthest(_ drawn: [Point], from ideal: [Point]) -> Double {
    var farthest = 0.0
    for p in drawn {
      var nearest = Double.infinity
      for i in 1..<ideal.count {
        nearest = min(nearest, squaredDistance(p, ideal[i - 1], ideal[i]))
      }
      farthest = max(farthest, nearest)
    }
    return farthest.squareRoot()
  }

  /// The squared distance of `p` from the segment from `a` to `b`.
  static func squaredDistance(_ p: Point, _ a: Point, _ b: Point) -> Double {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let squared = dx * dx + dy * dy
    let t = squared > 0 ? max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / squared)) : 0
    let (ex, ey) = (p.x - a.x - t * dx, p.y - a.y - t * dy)
    return ex * ex + ey * ey
  }

  /// The key centres a word's ideal path runs through, a letter doubled
  /// once; nil when a letter has no key.
  func corners(_ id: Int) -> [Point]? {
    var corners: [Point] = []
    for n in model.letters(id) {
      guard let c = centres[Int(n)] else { return nil }
      if corners.last != c { corners.append(c) }
    }
    if corners.count == 1 { corners.append(corners[0]) }
    return corners
  }

  /// The points moved to their centroid and scaled so that the larger side
  /// of their box is 1 (a point stays a point).
  static func normalized(_ points: [Point]) -> [Point] {
    guard let first = points.first else { return [] }
    var (sumX, sumY) = (0.0, 0.0)
    var (low, high) = (first, first)
    for p in points {
      sumX += p.x
      sumY += p.y
      low = Point(x: min(low.x, p.x), y: min(low.y, p.y))
      high = Point(x: max(high.x, p.x), y: max(high.y, p.y))
    }
    let (cx, cy) = (sumX / Double(points.count), sumY / Double(points.count))
    let side = max(high.x - low.x, high.y - low.y)
    let scale = side > 0 ? 1 / side : 1
    return points.map { Point(x: ($0.x - cx) * scale, y: ($0.y - cy) * scale) }
  }

  static func meanDistance(_ a: [Point], _ b: [Point]) -> Double {
    var sum = 0.0
    for (p, q) in zip(a, b) { sum += p.distance(to: q) }
    return sum / Double(min(a.count, b.count))
  }
}
