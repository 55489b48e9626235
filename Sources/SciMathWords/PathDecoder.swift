import FoundationEssentials
import SciMathBase

/// The likeliest words for a finger's path across the letters: shape
/// writing (Zhai and Kristensson's SHARK², 2004), the path against each
/// word's ideal path, the polyline through its letters' key centres.
///
/// Three measures, each a Gaussian, all in key pitches. Where the path
/// runs: both resampled to `points` points equally spaced along them, the
/// mean distance of corresponding points (it tells a word by where its
/// letters lie and in what proportion the path reaches them). How near
/// the path keeps to the ideal polyline: the mean squared distance of
/// its points from it, and its farthest point (a detour to a letter the
/// word lacks costs: "hard" is not "had", "there" not "the"). Whether the path passes each letter in turn: the
/// letters aligned in order to the path's nearest points, their squared
/// distances summed ("cars" is not "cases"). Real fingers cut and
/// overshoot corners, start and end off their keys and hook at either
/// end, so no single point decides (How We Swipe's strokes: docs/slide.md).
/// The word's own probability after the word before is added at full
/// weight. The words tried are those that begin at a letter near where
/// the path begins and end at one near where it ends: a range of the
/// sorted words each, never the whole list.
public struct PathDecoder: Sendable {
  public let model: WordModel
  /// Each letter's key centre, by its number in the model's alphabet (nil:
  /// the layer cannot type it); accented letters at their base's key.
  let centres: [Point?]
  /// The key pitch, in the path's units.
  let pitch: Double

  static let points = 32
  /// The path as the near and the in-turn measures see it: finer, since
  /// a letter must find a point near it.
  static let densePoints = 48
  /// Spreads, in pitches: where the path runs, how near it keeps to the
  /// ideal polyline on average and at its farthest, how near it passes
  /// each letter.
  static let locationSpread = 0.4
  static let nearSpread = 0.35
  static let straySpread = 0.5
  static let letterSpread = 0.5
  /// A letter the path passes farther from than this (pitches) costs the
  /// letters in turn as one this far: real strokes now and then skip a
  /// letter or cut far across a corner, and one such letter outweighed
  /// every other measure of the word meant ("advisors", "fundraising").
  static let letterReach = 1.5
  /// Where a stroke begins and ends is aimed as a tap is (the touch
  /// decoder's spread): it tells "hello" from "help", which run alike.
  static let endSpread = 0.45
  /// How far from the path's ends (pitches) its first and last letters
  /// may lie, and how many letters each end tries, nearest first: real
  /// strokes end on the word's last letter's key three times in four.
  static let endReach = 2.2
  /// A finger runs on past its last letter in the direction it moves
  /// more often than it stops short or aside: the part of the end's miss
  /// that lies past the letter along the path's last `headingLength`
  /// pitches counts at this wider spread. On How We Swipe's first 1,500
  /// strokes 0.65 was best of 0.65–1.2 (the same widening of the first
  /// letter's miss before it, where a finger lands short, lost strokes).
  static let runOnSpread = 0.65
  static let headingLength = 0.5
  /// The cosine of the widest angle between the path's heading at its
  /// end and a word's last stretch for which the run-on is drawn into the
  /// word's path: about 45° (0.5–0.9 alike on the first 1,500 strokes).
  static let runOnTurn = 0.7
  static let endLetters = 6
  /// Where a finger slows down it is at a letter of its word (real
  /// strokes slow to about half their pace there): a point slower than
  /// `restPace` of the stroke's median pace, over `paceWindow` seconds
  /// either side, is a rest, and a rest farther than `restSpread`
  /// pitches from every letter of a word costs it.
  static let restPace = 0.5
  static let paceWindow = 0.04
  static let restSpread = 0.4
  /// A rest farther than this (pitches) from every letter of a word costs
  /// it as one this far: one rest in seven is at no letter (a finger
  /// pausing, events delivered late), and a few such rests cost the word
  /// meant 20–70 times a letter's doubt ("oil", "better", "can").
  static let restReach = 1.2
  /// The language model's weight against the path's.
  static let modelWeight: Float = 1

  public init(model: WordModel, centres: [Point?], pitch: Double) {
    self.model = model
    self.centres = centres
    self.pitch = pitch
  }

  /// The best `limit` words for `path` after word `previous`, best first;
  /// none for a path of one point or a limit of 0. With `through`, only
  /// the words whose ideal path has exactly those corners.
  public func words(
    for path: [Point], times: [Double]? = nil, after previous: Int?, limit: Int,
    through: [Point]? = nil
  ) -> [WordCandidate] {
    guard limit > 0, let first = path.first, let last = path.last else { return [] }
    let rests = times.map { self.rests(path, $0) } ?? []
    let drawn = Point.resample(path, count: Self.points)
    let dense = Point.resample(path, count: Self.densePoints)
    guard drawn.count == Self.points, dense.count == Self.densePoints else { return [] }
    let starts = nearest(first)
    let arriving = Self.heading(path, pitch: pitch)
    // How far the path ends from each letter it may end at (squared, in
    // spreads), by the letter's number; nil for the others.
    var endMiss = [Double?](repeating: nil, count: centres.count)
    // Where the finger lifted, for each such letter it ran on past along
    // its heading (nil for the others).
    var runOn = [Point?](repeating: nil, count: centres.count)
    for end in nearest(last) {
      guard let to = centres[end] else { continue }
      let b = lastDistance(last, to, heading: arriving)
      endMiss[end] = b * b
      runOn[end] = arriving.flatMap { Self.ranOn(past: to, to: last, heading: $0) }
    }
    let apostrophe = model.apostrophe
    // The cheap measures first (its ends, its probability) for every word
    // tried; then the rest, best cheap score first. Every measure only
    // lowers a score, so once the cheap score of the next word is below
    // the best `limit` found, no later word can enter; nor is a word below
    // them by where it runs measured further.
    var cheap: [(id: Int, score: Float)] = []
    for start in starts {
      let range = model.narrow(0..<model.count, depth: 0, to: UInt8(start))
      guard let from = centres[start] else { continue }
      let a = first.distance(to: from) / pitch / Self.endSpread
      // A word's letters run from where the one before it ends: each
      // start read once (this scans tens of thousands of words a stroke).
      var begins = model.starts[range.lowerBound]
      for id in range {
        let next = model.starts[id + 1]
        defer { begins = next }
        guard next - begins >= 2, model.unigram[id] >= model.strokeFloor else { continue }
        guard let b2 = endMiss[Int(model.bytes[next - 1])] else { continue }
        let ends = Float(-0.5 * (a * a + b2))
        cheap.append((id, ends + Self.modelWeight * model.logProbability(id, after: previous)))
      }
    }
    cheap.sort { $0.score > $1.score }
    var found: [(id: Int, score: Float)] = []
    var bar = -Float.infinity
    var corners: [Point] = []
    var ideal: [Point] = []
    for (id, score) in cheap {
      guard score > bar else { break }
      guard self.corners(id, into: &corners, skipping: apostrophe),
        through == nil || through == corners
      else {
        continue
      }
      // Where it runs stops as soon as it alone would put the word below the bar.
      let scale = pitch * Self.locationSpread
      let reach = bar == -.infinity ? .infinity : Double(2 * (score - bar)).squareRoot() * scale
      // A finger that ran on past the word's last letter, going the way
      // the word's last stretch goes, drew that run-on too: the word's
      // path is read as running on to the lift, so that the run-on costs
      // once, at the end, and not again where the path runs and how near
      // it keeps ("we" drawn on towards r is not "were").
      ideal.removeAll(keepingCapacity: true)
      ideal.append(contentsOf: corners)
      if let lift = runOn[Int(model.bytes[model.starts[id + 1] - 1])], let arriving,
        Self.goesOn(corners, heading: arriving)
      {
        ideal.append(lift)
      }
      guard let mean = Self.meanDistance(drawn, along: ideal, below: reach) else { continue }
      let l = mean / scale
      let before = score - Float(0.5 * l * l + pauses(rests, at: corners))
      guard before > bar else { continue }
      let inTurn =
        Self.lettersInTurn(
          corners, along: dense, within: Self.letterReach * Self.letterReach * pitch * pitch
        ).squareRoot() / pitch / Self.letterSpread
      let lettered = before - Float(0.5 * inTurn * inTurn)
      // The nearness, the costliest, stops as soon as it alone would put
      // the word below the bar.
      guard lettered > bar,
        let near = nearness(dense, ideal, budget: Double(lettered - bar))
      else { continue }
      found.append((id, lettered - Float(near)))
      if found.count >= limit {
        found.sort { $0.score > $1.score }
        found.removeLast(found.count - limit)
        bar = found[limit - 1].score
      }
    }
    found.sort { $0.score > $1.score }
    return found.prefix(limit).map { WordCandidate(word: model.word($0.id), score: $0.score) }
  }

  /// The direction the path moves in over its last `headingLength`
  /// pitches, as a unit vector; nil for a path shorter than that.
  static func heading(_ path: [Point], pitch: Double) -> Point? {
    guard let end = path.last else { return nil }
    var length = 0.0
    var previous = end
    for p in path.reversed() {
      length += p.distance(to: previous)
      previous = p
      if length >= headingLength * pitch {
        let d = end.distance(to: p)
        guard d > 0 else { return nil }
        return Point(x: (end.x - p.x) / d, y: (end.y - p.y) / d)
      }
    }
    return nil
  }

  /// Where a path moving along `heading` that lifted at `lift` ran on
  /// past the letter centred at `c`: the lift's projection onto the line
  /// through the letter along the heading; nil when it stopped short.
  static func ranOn(past c: Point, to lift: Point, heading: Point) -> Point? {
    let along = (lift.x - c.x) * heading.x + (lift.y - c.y) * heading.y
    guard along > 0 else { return nil }
    return Point(x: c.x + along * heading.x, y: c.y + along * heading.y)
  }

  /// Whether a word whose keys are `corners` ends going the way the path
  /// went at its end (within `runOnTurn`): only then is running on past
  /// its last letter what the finger did. A word of one key goes any way.
  static func goesOn(_ corners: [Point], heading: Point) -> Bool {
    let n = corners.count
    guard n >= 2 else { return true }
    let (dx, dy) = (corners[n - 1].x - corners[n - 2].x, corners[n - 1].y - corners[n - 2].y)
    let length = (dx * dx + dy * dy).squareRoot()
    return length == 0 || (dx * heading.x + dy * heading.y) / length >= runOnTurn
  }

  /// Where the path ends against its last letter's centre `c`, in
  /// spreads: the part along the path's heading that lies past the letter
  /// (the finger ran on) at `runOnSpread`, the rest at the end spread.
  func lastDistance(_ p: Point, _ c: Point, heading: Point?) -> Double {
    let dx = (p.x - c.x) / pitch
    let dy = (p.y - c.y) / pitch
    guard let heading else { return (dx * dx + dy * dy).squareRoot() / Self.endSpread }
    let along = dx * heading.x + dy * heading.y
    let across = -dx * heading.y + dy * heading.x
    let a = along / (along > 0 ? Self.runOnSpread : Self.endSpread)
    let b = across / Self.endSpread
    return (a * a + b * b).squareRoot()
  }

  /// Where the stroke slowed down: points slower than `restPace` of its
  /// median pace and slower than both neighbours, its ends left out (a
  /// finger is still where it lands and lifts), rests closer than half a
  /// pitch to the one before merged into it.
  func rests(_ path: [Point], _ times: [Double]) -> [Point] {
    let n = path.count
    guard n >= 5, times.count == n else { return [] }
    var travelled = [0.0]
    for i in 1..<n { travelled.append(travelled[i - 1] + path[i - 1].distance(to: path[i])) }
    var pace = [Double](repeating: 0, count: n)
    var (a, b) = (0, 0)
    for i in 0..<n {
      while times[i] - times[a] > Self.paceWindow { a += 1 }
      b = max(b, i)
      while b < n - 1, times[b + 1] - times[i] <= Self.paceWindow { b += 1 }
      // A finger at rest sends no moves: the events either side, however
      // far, are its pace. Events stamped alike (a burst delivered at
      // once) say nothing of it: never a rest.
      let (from, to) = (min(a, max(i - 1, 0)), max(b, min(i + 1, n - 1)))
      let lasted = times[to] - times[from]
      pace[i] = lasted > 0 ? (travelled[to] - travelled[from]) / lasted : .infinity
    }
    let median = pace.sorted()[n / 2]
    guard median > 0, median.isFinite else { return [] }
    var rests: [Point] = []
    for i in 1..<(n - 1)
    where pace[i] < Self.restPace * median && pace[i] <= pace[i - 1] && pace[i] <= pace[i + 1] {
      if let r = rests.last, r.distance(to: path[i]) < 0.5 * pitch { continue }
      rests.append(path[i])
    }
    return rests
  }

  /// What the stroke's rests cost a word whose keys are `corners`: half
  /// the squared distance of each from the nearest (at most `restReach`),
  /// over its spread.
  func pauses(_ rests: [Point], at corners: [Point]) -> Double {
    let reach = Self.restReach * Self.restReach * pitch * pitch
    var sum = 0.0
    for r in rests {
      var nearest = Double.infinity
      for c in corners {
        let (dx, dy) = (r.x - c.x, r.y - c.y)
        nearest = min(nearest, dx * dx + dy * dy)
      }
      sum += min(nearest, reach)
    }
    return 0.5 * sum / (pitch * pitch * Self.restSpread * Self.restSpread)
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

  /// What the nearness measures cost (half the squares of the RMS
  /// distance of the points of `drawn` from the polyline `ideal` and of
  /// the farthest, each over its spread); nil once it exceeds `budget`,
  /// which it can only grow past as more points are taken.
  func nearness(_ drawn: [Point], _ ideal: [Point], budget: Double) -> Double? {
    let count = Double(drawn.count)
    let meanScale = 0.5 / (count * pitch * pitch * Self.nearSpread * Self.nearSpread)
    let strayScale = 0.5 / (pitch * pitch * Self.straySpread * Self.straySpread)
    var (sum, farthest) = (0.0, 0.0)
    for p in drawn {
      var nearest = Double.infinity
      for i in 1..<ideal.count {
        nearest = min(nearest, Self.squaredDistance(p, ideal[i - 1], ideal[i]))
      }
      sum += nearest
      farthest = max(farthest, nearest)
      if sum * meanScale + farthest * strayScale > budget { return nil }
    }
    return sum * meanScale + farthest * strayScale
  }

  /// The least sum of squared distances from each corner to a point of
  /// `path`, the corners taking points in order (a later corner never an
  /// earlier point), each at most `reach` (squared): whether the path
  /// passes each letter in turn.
  static func lettersInTurn(_ corners: [Point], along path: [Point], within reach: Double)
    -> Double
  {
    // best[j]: the least sum for the corners so far, the last of them at
    // point j or before.
    var best = [Double](repeating: 0, count: path.count)
    for c in corners {
      var running = Double.infinity
      for j in path.indices {
        let (dx, dy) = (path[j].x - c.x, path[j].y - c.y)
        running = min(running, best[j] + min(dx * dx + dy * dy, reach))
        best[j] = running
      }
    }
    return best.last ?? 0
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
  /// once, an apostrophe skipped (a stroke draws "dont" for don't), into
  /// `corners` (reused: this runs for thousands of words a stroke); false
  /// when a letter has no key.
  func corners(_ id: Int, into corners: inout [Point], skipping apostrophe: UInt8?) -> Bool {
    corners.removeAll(keepingCapacity: true)
    for i in model.starts[id]..<model.starts[id + 1] {
      let n = model.bytes[i]
      guard n != apostrophe else { continue }
      guard let c = centres[Int(n)] else { return false }
      if corners.last != c { corners.append(c) }
    }
    if corners.count == 1 { corners.append(corners[0]) }
    return !corners.isEmpty
  }

  /// The mean distance between the points of `drawn` and as many points
  /// equally spaced along `ideal` (the points `Point.resample` gives, not
  /// made: this runs for thousands of words a stroke); nil once it is
  /// sure to reach `limit`.
  static func meanDistance(_ drawn: [Point], along ideal: [Point], below limit: Double)
    -> Double?
  {
    guard let first = ideal.first, drawn.count > 1 else { return nil }
    let n = drawn.count
    let most = limit * Double(n)
    var total = 0.0
    for i in ideal.indices.dropFirst() { total += ideal[i - 1].distance(to: ideal[i]) }
    var sum = drawn[0].distance(to: first)
    guard total > 0 else {
      for p in drawn.dropFirst() { sum += p.distance(to: first) }
      return sum / Double(n)
    }
    let step = total / Double(n - 1)
    // The segment from ideal[segment - 1] to ideal[segment], which begins
    // `begins` along the line and ends `ends` along it.
    var segment = 1
    var begins = 0.0
    var ends = first.distance(to: ideal[1])
    for k in 1..<n {
      let at = min(Double(k) * step, total)
      while segment < ideal.count - 1, ends < at {
        segment += 1
        begins = ends
        ends += ideal[segment - 1].distance(to: ideal[segment])
      }
      let (a, b) = (ideal[segment - 1], ideal[segment])
      let span = ends - begins
      let t = span > 0 ? (at - begins) / span : 0
      sum += drawn[k].distance(to: Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
      if sum >= most { return nil }
    }
    return sum / Double(n)
  }
}
