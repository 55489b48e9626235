/// What a touch that went down on a letter (or on shift beside the
/// letters) has drawn so far: every point it went through and when, and the
/// letter keys it entered, in order. At a third letter (the first counts)
/// it is a slide: it draws a word (`KeyStateMachine+Slide`).
struct SlideTrace: Sendable {
  private(set) var path: [Point]
  /// When the finger was at each point of `path` (seconds): where it
  /// slowed tells the decoder where its letters are.
  private(set) var times: [Double]
  /// Indices of the letter keys entered, a key entered again counted again.
  private(set) var crossed: [Int]
  private(set) var sliding = false

  static let slideLetters = 3

  /// `key`: the letter it went down on; nil for shift.
  init(at p: Point, key: Int?, time: Double) {
    path = [p]
    times = [time]
    crossed = key.map { [$0] } ?? []
  }

  /// The finger moved to `p`, over letter key `letter` (nil: another key
  /// or none). Whether it became a slide just now; `mayStart`: nothing
  /// forbids it (no popup open).
  mutating func follow(to p: Point, at time: Double, letter: Int?, mayStart: Bool) -> Bool {
    path.append(p)
    times.append(time)
    if let letter, crossed.last != letter { crossed.append(letter) }
    guard !sliding, mayStart, Set(crossed).count >= Self.slideLetters else { return false }
    sliding = true
    return true
  }

  /// A slide now, whatever it crossed: the touch left an open popup's
  /// reach (`KeyStateMachine.drawsOnPastAlternates`).
  mutating func begin() { sliding = true }

  /// The distinct letter keys entered.
  var letters: Int { Set(crossed).count }
}
