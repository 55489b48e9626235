import SciMathCore
import SciMathTestSupport
import XCTest

/// The space bar as a trackpad, as on iOS: held or slid, it moves the
/// cursor one key per 10 pt of travel and types no space; a plain tap
/// still types a space.
final class SpaceTrackpadTests: XCTestCase {
  func driver(_ form: Form = .phone) -> KeyboardDriver {
    KeyboardDriver(keyboard: Keyboard(catalog: TestPaths.catalog, form: form))
  }

  func space(_ d: KeyboardDriver) throws -> Point { try XCTUnwrap(d.center("space")) }

  func testATapTypesASpace() throws {
    let d = driver()
    let p = try space(d)
    d.touchDown(1, at: p, time: 0)
    d.touchMove(1, to: Point(x: p.x + 4, y: p.y + 2), time: 0.05)
    XCTAssertEqual(d.touchUp(1, at: Point(x: p.x + 4, y: p.y + 2), time: 0.1), [.text(" ")])
    XCTAssertFalse(d.view.trackpad)
  }

  func testSlidingAcrossMovesOneKeyPerTenPointsAndTypesNoSpace() throws {
    let d = driver()
    let p = try space(d)
    d.touchDown(1, at: p, time: 0)
    XCTAssertEqual(
      d.touchMove(1, to: Point(x: p.x + 35, y: p.y), time: 0.05),
      Array(repeating: .moveCursor(.right), count: 3))
    XCTAssertTrue(d.view.trackpad, "the labels fade")
    XCTAssertEqual(d.lastStep.repaint, .all)
    XCTAssertEqual(
      d.touchMove(1, to: Point(x: p.x + 41, y: p.y), time: 0.1), [.moveCursor(.right)],
      "the 5 pt left over count toward the next step")
    XCTAssertEqual(
      d.touchMove(1, to: Point(x: p.x - 20, y: p.y), time: 0.15),
      Array(repeating: .moveCursor(.left), count: 6))
    XCTAssertEqual(d.touchUp(1, at: Point(x: p.x - 20, y: p.y), time: 0.2), [])
    XCTAssertFalse(d.view.trackpad)
    XCTAssertEqual(d.lastStep.repaint, .all, "the labels come back")
  }

  func testTravelAlongMovesUpAndDown() throws {
    let d = driver()
    let p = try space(d)
    d.touchDown(1, at: p, time: 0)
    XCTAssertEqual(
      d.touchMove(1, to: Point(x: p.x, y: p.y - 25), time: 0.05),
      [.moveCursor(.up), .moveCursor(.up)])
    XCTAssertEqual(
      d.touchMove(1, to: Point(x: p.x, y: p.y + 10), time: 0.1),
      Array(repeating: .moveCursor(.down), count: 3))
    XCTAssertEqual(d.touchUp(1, at: Point(x: p.x, y: p.y + 10), time: 0.15), [])
  }

  func testHoldingTurnsItIntoATrackpadWithoutMoving() throws {
    let d = driver(.pad)
    let p = try space(d)
    d.touchDown(1, at: p, time: 0)
    d.advance(to: 0.1)  // the flash ends
    XCTAssertFalse(d.view.trackpad)
    XCTAssertEqual(d.nextDeadline, 0.5)
    d.advance(to: 0.5)
    XCTAssertTrue(d.view.trackpad)
    XCTAssertEqual(
      d.touchMove(1, to: Point(x: p.x + 8, y: p.y), time: 0.6), [],
      "held, even 8 pt is travel toward a step")
    XCTAssertEqual(d.touchMove(1, to: Point(x: p.x + 10, y: p.y), time: 0.7), [.moveCursor(.right)])
    XCTAssertEqual(d.touchUp(1, at: Point(x: p.x + 10, y: p.y), time: 0.8), [])
  }

  /// Another key tapped while the space bar is a trackpad still types.
  func testOtherKeysStillType() throws {
    let d = driver()
    let p = try space(d)
    d.touchDown(1, at: p, time: 0)
    d.touchMove(1, to: Point(x: p.x + 12, y: p.y), time: 0.05)
    let q = try XCTUnwrap(d.center("q"))
    d.touchDown(2, at: q, time: 0.1)
    XCTAssertEqual(d.touchUp(2, at: q, time: 0.15), [.text("q")])
    XCTAssertEqual(d.touchUp(1, at: Point(x: p.x + 12, y: p.y), time: 0.2), [])
  }
}
