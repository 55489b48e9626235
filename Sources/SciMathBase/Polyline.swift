/// Lines drawn by a finger or a pen, as points: how far along each point
/// lies, and the same line as equally spaced points. Slide to type and the
/// drawing recognizer both compare lines this way.
extension Point {
  /// The distance along `line` to each of its points (the first at 0).
  public static func lengths(along line: [Point]) -> [Double] {
    var lengths = [0.0]
    lengths.reserveCapacity(line.count)
    for i in line.indices.dropFirst() {
      lengths.append(lengths[i - 1] + line[i - 1].distance(to: line[i]))
    }
    return lengths
  }

  /// `n` points equally spaced along `line` (all at its one point when it
  /// has no length; none for no line).
  public static func resample(_ line: [Point], count n: Int) -> [Point] {
    guard let first = line.first else { return [] }
    let lengths = lengths(along: line)
    let total = lengths.last ?? 0
    guard total > 0, n > 1 else { return Array(repeating: first, count: n) }
    let step = total / Double(n - 1)
    var out: [Point] = [first]
    out.reserveCapacity(n)
    var segment = 1
    for k in 1..<n {
      let at = min(Double(k) * step, total)
      while segment < line.count - 1, lengths[segment] < at { segment += 1 }
      let a = line[segment - 1]
      let b = line[segment]
      let span = lengths[segment] - lengths[segment - 1]
      let t = span > 0 ? (at - lengths[segment - 1]) / span : 0
      out.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
    }
    return out
  }
}
