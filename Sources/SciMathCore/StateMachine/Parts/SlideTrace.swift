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

  /// How far the finger has travelled along the path.
  var length: Double {
    zip(path, path.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
  }

  /// How often the path turned back across the keys: reversals of its
  /// left–right direction, each after a run longer than `span` (a finger
  /// choosing among a popup's cells goes one way, and back once if it
  /// overshoots; one drawing a word turns at its letters).
  func turns(longerThan span: Double) -> Int {
    guard var low = path.first?.x else { return 0 }
    var high = low
    var heading = 0
    var turns = 0
    for p in path.dropFirst() {
      switch heading {
      case 1 where p.x > high: high = p.x
      case 1 where p.x < high - span: (heading, low, turns) = (-1, p.x, turns + 1)
      case -1 where p.x < low: low = p.x
      case -1 where p.x > low + span: (heading, high, turns) = (1, p.x, turns + 1)
      case 0:
        if p.x > low + span {
          (heading, high) = (1, p.x)
        } else if p.x < high - span {
          (heading, low) = (-1, p.x)
        }
        (low, high) = (min(low, p.x), max(high, p.x))
      default: break
      }
    }
    return turns
  }
}
