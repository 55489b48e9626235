import SciMathPlatform
import XCTest

/// The server's event timestamps on the keyboard's monotonic clock.
final class EventClockTests: XCTestCase {
  /// Events read late keep the gaps between them; the least delay seen
  /// sets the offset.
  func testEventsReadLateKeepTheirSpacing() {
    var clock = EventClock()
    // A press at server 10.000 s read at once (monotonic 500.000 s) …
    XCTAssertEqual(clock.seconds(atServerTime: 10_000, readAt: 500), 500, accuracy: 1e-9)
    // … its release 60 ms later, read 1.2 s later: still 60 ms after it.
    XCTAssertEqual(clock.seconds(atServerTime: 10_060, readAt: 501.26), 500.06, accuracy: 1e-9)
  }

  /// An event read sooner than any before lowers the offset for later ones.
  func testTheLeastDelaySetsTheOffset() {
    var clock = EventClock()
    XCTAssertEqual(clock.seconds(atServerTime: 0, readAt: 100.5), 100.5, accuracy: 1e-9)
    XCTAssertEqual(clock.seconds(atServerTime: 1_000, readAt: 101.1), 101.1, accuracy: 1e-9)
    XCTAssertEqual(clock.seconds(atServerTime: 2_000, readAt: 103), 102.1, accuracy: 1e-9)
  }

  /// Times never run backwards, nor past now.
  func testTimesNeverRunBackwardsNorAhead() {
    var clock = EventClock()
    XCTAssertEqual(clock.seconds(atServerTime: 5_000, readAt: 50), 50, accuracy: 1e-9)
    XCTAssertEqual(clock.now(52), 52, accuracy: 1e-9)
    // Stamped before the deadline stepped at 52, read after it.
    XCTAssertEqual(clock.seconds(atServerTime: 6_000, readAt: 53), 52, accuracy: 1e-9)
    XCTAssertEqual(clock.now(51), 52, accuracy: 1e-9)
  }

  /// The server's 32-bit millisecond count wraps after 49.7 days.
  func testTheServerCounterWraps() {
    var clock = EventClock()
    XCTAssertEqual(
      clock.seconds(atServerTime: UInt32.max - 99, readAt: 1_000), 1_000, accuracy: 1e-6)
    XCTAssertEqual(clock.seconds(atServerTime: 100, readAt: 1_000.3), 1_000.2, accuracy: 1e-6)
    XCTAssertEqual(clock.seconds(atServerTime: 400, readAt: 1_000.5), 1_000.5, accuracy: 1e-6)
  }
}
