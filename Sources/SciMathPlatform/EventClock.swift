/// Turns a display server's event timestamps (the X server's, a Wayland
/// compositor's) into seconds on `MonotonicClock`, so that the state
/// machine measures a touch by when it happened, not by when the loop got
/// to it. The loop is held up now and then (typing into
/// a slow client waits for it to take a new keymap); a press read before
/// such a wait and its release read after must still be a tap, not a long
/// press.
///
/// The server counts milliseconds in 32 bits from its own start. The two
/// clocks differ by a constant the keyboard cannot ask for, so it keeps the
/// least difference it has seen: that of the event read soonest after it
/// happened. A time is never later than now, nor earlier than the last one
/// given, so the machine's clock never runs backwards.
public struct EventClock: Sendable {
  /// Monotonic minus server seconds, the least seen so far.
  var offset = Double.infinity
  /// The last server timestamp, to notice its wrap (every 49.7 days).
  var lastServerTime: UInt32?
  /// Whole turns of the server's 32-bit counter.
  var wraps = 0
  /// The last time given.
  var last = -Double.infinity

  public init() {}

  /// The monotonic time of an event stamped `serverTime` and read `now`.
  public mutating func seconds(atServerTime serverTime: UInt32, readAt now: Double) -> Double {
    if let previous = lastServerTime, serverTime < previous, previous - serverTime > 1 << 31 {
      wraps += 1
    }
    lastServerTime = serverTime
    let server = (Double(serverTime) + Double(wraps) * 4_294_967_296) / 1000
    offset = min(offset, now - server)
    return given(server + offset, now: now)
  }

  /// The time of something that has no timestamp of its own (a deadline,
  /// a change of settings): now.
  public mutating func now(_ now: Double) -> Double {
    given(now, now: now)
  }

  /// The last time given, if any.
  public var lastGiven: Double? { last.isFinite ? last : nil }

  mutating func given(_ time: Double, now: Double) -> Double {
    last = max(last, min(time, now))
    return last
  }
}
