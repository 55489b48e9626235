import FoundationEssentials
import Glibc
import SciMathBase

/// A drawing reduced to the two things the recognizer compares.
///
/// `path` is Penny Pincher's: the whole drawing as one path (the pen's
/// jumps between strokes included, marked as jumps), resampled to equal
/// steps, each step a unit vector; two drawings are alike when their steps
/// point the same way, summed by dot products, with no rotation, scaling
/// or square root at match time. People differ in the order and direction
/// of their strokes, so before resampling each stroke is turned to run as
/// most people draw it (left to right, or top to bottom; a loop from its
/// top, anticlockwise) and the strokes are put in reading order.
///
/// `grid` is the extension for what that cannot fix (strokes split or
/// joined differently, an order no rule guesses): how much ink runs in
/// each of four orientations in each cell of a grid over the drawing,
/// which does not depend on order, direction or the number of strokes.
struct DrawingFeatures: Sendable {
  /// Points along the path: 40 scored no better and make every match read
  /// more numbers (docs/recognition.md).
  static let pathPoints = 24
  static let pathStride = 3
  static let gridSide = 6
  static let channels = 5  // four orientations and dots
  static let gridLength = gridSide * gridSide * channels
  static let pathLength = (pathPoints - 1) * pathStride

  static let shapeLength = 9

  var path: [Float]
  var grid: [Float]
  /// What the matcher leaves out, for the drawing model only: see `shape(_:)`.
  var shape: [Float]

  init?(_ drawing: Drawing) {
    guard let strokes = Self.normalised(drawing) else { return nil }
    let ordered = Self.canonical(strokes)
    path = Self.pathVectors(ordered)
    grid = Self.orientationGrid(ordered)
    shape = Self.shape(strokes)
  }

  /// What scaling every drawing to one box leaves out of the path and the
  /// grid: the drawing's shape (log of width over height, bounded: a bar
  /// and a dot are both "very") and how many strokes (1, 2, 3, more) and
  /// dots (0, 1, 2, more) it took, each counted one-hot.
  static func shape(_ strokes: [[Point]]) -> [Float] {
    let box = Rect(bounding: strokes.joined()) ?? Rect(x: 0, y: 0, width: 0, height: 0)
    let aspect = log((box.width + 0.02) / (box.height + 0.02))
    let lines = strokes.filter { $0.count > 1 }.count
    let dots = strokes.count - lines
    var shape = [Float](repeating: 0, count: shapeLength)
    shape[0] = Float(max(-2.5, min(2.5, aspect)) / 2.5)
    shape[1 + min(max(lines, 1), 4) - 1] = 1
    shape[5 + min(dots, 3)] = 1
    return shape
  }

  /// The ink below which a stroke is a dot, in the drawing's box. People
  /// draw dots as short dashes, so a handwritten … is taken for ∼ or ‴
  /// when only a point counts; much longer, real short strokes become dots.
  static let dotLength = 0.12

  /// Strokes in a box of side 1 centred on 0 (the aspect kept); a stroke
  /// whose ink is shorter than `dotLength` of that box, or that is smaller
  /// than `dotExtent` and curls, is a dot, its mean point.
  /// Points that are not numbers, or so far out that the box's size is
  /// not one (past 10^307), are left out: such a drawing has nothing to
  /// recognize.
  static func normalised(_ drawing: Drawing) -> [[Point]]? {
    let strokes = drawing.strokes.map { $0.filter { $0.x.isFinite && $0.y.isFinite } }
      .filter { !$0.isEmpty }
    guard let box = Rect(bounding: strokes.joined()) else { return nil }
    let extent = max(box.width, box.height)
    let (cx, cy) = (box.midX, box.midY)
    guard extent.isFinite, cx.isFinite, cy.isFinite else { return nil }
    guard extent > 0 else { return [[Point(x: 0, y: 0)]] }
    return strokes.map { stroke in
      let points = stroke.map { Point(x: ($0.x - cx) / extent, y: ($0.y - cy) / extent) }
      let ink = inkLength(points)
      guard ink >= Self.dotLength, !Self.isScribbledDot(points, ink: ink) else {
        let n = Double(points.count)
        return [
          Point(x: points.reduce(0) { $0 + $1.x } / n, y: points.reduce(0) { $0 + $1.y } / n)
        ]
      }
      return points
    }
  }

  /// The size (the longer side of its box, in the drawing's box) below
  /// which a stroke that curls is a dot whatever its ink: people scribble
  /// a dot as a little ring or knot, whose ink runs long, and … and ÷ are
  /// found only if those rings count as dots. Larger, real small strokes
  /// (a prime, a slash) start to count as dots too (docs/recognition.md).
  static let dotExtent = 0.2
  /// How much longer than its size a small stroke's ink must be for it to
  /// curl: a short straight slash (⊊'s, ∉'s) is a stroke, not a dot,
  /// or ⊊ reads as ⊂ with a dot. The cost: an ellipsis drawn as three
  /// straight dashes a little over `dotLength` long is no longer three dots.
  static let curl = 1.6

  /// Whether the stroke, whose ink is `ink` long, is smaller than
  /// `dotExtent` both ways and curls.
  static func isScribbledDot(_ points: [Point], ink: Double) -> Bool {
    guard let box = Rect(bounding: points) else { return true }
    let extent = max(box.width, box.height)
    return extent < dotExtent && ink >= curl * extent
  }

  /// Each stroke turned as most people draw it, the strokes in reading
  /// order (the top-left start first; the longer first when two tie).
  static func canonical(_ strokes: [[Point]]) -> [[Point]] {
    let turned = strokes.map(turnedAsDrawn)
    return turned.enumerated().sorted { a, b in
      let ka = a.element[0].x + a.element[0].y
      let kb = b.element[0].x + b.element[0].y
      if abs(ka - kb) > 0.08 { return ka < kb }
      let la = inkLength(a.element)
      let lb = inkLength(b.element)
      return la != lb ? la > lb : a.offset < b.offset
    }.map(\.element)
  }

  static func turnedAsDrawn(_ stroke: [Point]) -> [Point] {
    guard stroke.count > 1, let start = stroke.first, let end = stroke.last else { return stroke }
    let length = inkLength(stroke)
    if stroke.count > 3 && start.distance(to: end) < 0.08 * length {
      // A loop: from its topmost point, anticlockwise on the screen.
      var ring = Array(stroke.dropLast())
      var top = 0
      for i in ring.indices where ring[i].y < ring[top].y { top = i }
      ring = Array(ring[top...] + ring[..<top])
      var area = 0.0
      for i in ring.indices {
        let a = ring[i]
        let b = ring[(i + 1) % ring.count]
        area += a.x * b.y - b.x * a.y
      }
      if area > 0 { ring = [ring[0]] + ring.dropFirst().reversed() }
      return ring + [ring[0]]
    }
    let dx = end.x - start.x
    let dy = end.y - start.y
    let backwards = abs(dx) >= abs(dy) ? dx < 0 : dy < 0
    return backwards ? stroke.reversed() : stroke
  }

  /// The path through every stroke and the jumps between them, resampled
  /// to `pathPoints` equal steps: per step a unit vector (x, y, jump) with
  /// jump 0 on ink and 1 in the air, scaled back to unit length.
  static func pathVectors(_ strokes: [[Point]]) -> [Float] {
    var points: [Point] = []
    var inAir: [Bool] = []  // for the segment that ends at points[i]
    for stroke in strokes {
      for (i, p) in stroke.enumerated() {
        if let last = points.last, last == p { continue }
        points.append(p)
        inAir.append(i == 0)
      }
    }
    var out = [Float](repeating: 0, count: pathLength)
    guard points.count > 1 else { return out }
    let cumulative = Point.lengths(along: points)
    guard let total = cumulative.last, total > 0 else { return out }
    let step = total / Double(pathPoints - 1)
    let samples = Point.resample(points, count: pathPoints)
    var segmentOfMid = 1
    for k in 0..<(pathPoints - 1) {
      let dx = samples[k + 1].x - samples[k].x
      let dy = samples[k + 1].y - samples[k].y
      let norm = (dx * dx + dy * dy).squareRoot()
      guard norm > 1e-12 else { continue }
      let mid = (Double(k) + 0.5) * step
      while segmentOfMid < points.count - 1 && cumulative[segmentOfMid] < mid { segmentOfMid += 1 }
      let jump = inAir[segmentOfMid]
      let scale = jump ? 1 / (2.0).squareRoot() : 1
      out[k * pathStride] = Float(dx / norm * scale)
      out[k * pathStride + 1] = Float(dy / norm * scale)
      out[k * pathStride + 2] = jump ? Float(scale) : 0
    }
    return out
  }

  /// Ink per cell and orientation (0°, 45°, 90°, 135°, each shared with
  /// its neighbour by angle, and each cell with its neighbours by
  /// position), plus dots, as a unit vector.
  static func orientationGrid(_ strokes: [[Point]]) -> [Float] {
    var grid = [Double](repeating: 0, count: gridLength)
    let side = Double(gridSide)
    func deposit(
      _ p: Point, channel: Int, weight: Double, spreadTo other: Int? = nil, share: Double = 0
    ) {
      let gx = (p.x + 0.5) * side - 0.5
      let gy = (p.y + 0.5) * side - 0.5
      let x0 = Int(gx.rounded(.down))
      let y0 = Int(gy.rounded(.down))
      let fx = gx - Double(x0)
      let fy = gy - Double(y0)
      // The four cells around the point, without an array a deposit: a
      // template's grid takes thousands of them.
      for corner in 0..<4 {
        let cx = x0 + corner % 2
        let cy = y0 + corner / 2
        guard cx >= 0 && cx < gridSide && cy >= 0 && cy < gridSide else { continue }
        let w = weight * (corner % 2 == 0 ? 1 - fx : fx) * (corner / 2 == 0 ? 1 - fy : fy)
        let cell = (cy * gridSide + cx) * channels
        grid[cell + channel] += w * (1 - share)
        if let other { grid[cell + other] += w * share }
      }
    }
    for stroke in strokes {
      if stroke.count == 1 {
        deposit(stroke[0], channel: 4, weight: 0.15)
        continue
      }
      for i in 1..<stroke.count {
        let a = stroke[i - 1]
        let b = stroke[i]
        let length = a.distance(to: b)
        guard length > 0 else { continue }
        var angle = atan2(b.y - a.y, b.x - a.x)
        if angle < 0 { angle += .pi }
        if angle >= .pi { angle -= .pi }
        let bin = angle / (.pi / 4)
        let lower = Int(bin.rounded(.down)) % 4
        let upper = (lower + 1) % 4
        let share = bin - bin.rounded(.down)
        let pieces = max(1, Int((length / 0.04).rounded(.up)))
        for j in 0..<pieces {
          let t = (Double(j) + 0.5) / Double(pieces)
          let p = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
          deposit(
            p, channel: lower, weight: length / Double(pieces), spreadTo: upper, share: share)
        }
      }
    }
    grid = blurred(grid)
    let norm = grid.reduce(0) { $0 + $1 * $1 }.squareRoot()
    return grid.map { Float(norm > 0 ? $0 / norm : 0) }
  }
  /// How much of each cell's ink its four neighbours also get: hands put a
  /// stroke a cell away from where a font has it. More blurs the fonts'
  /// own shapes together (docs/recognition.md).
  static let neighbourShare = 0.15

  /// The grid with `neighbourShare` of each cell added to its neighbours,
  /// channel by channel.
  static func blurred(_ grid: [Double]) -> [Double] {
    var out = grid
    for y in 0..<gridSide {
      for x in 0..<gridSide {
        for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
        where nx >= 0 && nx < gridSide && ny >= 0 && ny < gridSide {
          for ch in 0..<channels {
            out[(y * gridSide + x) * channels + ch] +=
              neighbourShare * grid[(ny * gridSide + nx) * channels + ch]
          }
        }
      }
    }
    return out
  }

  static func inkLength(_ stroke: [Point]) -> Double {
    guard stroke.count > 1 else { return 0 }
    var total = 0.0
    for i in 1..<stroke.count { total += stroke[i - 1].distance(to: stroke[i]) }
    return total
  }

}
