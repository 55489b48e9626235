import SciMathCore
import XCTest

/// Where the bring-back button sits and what a finger on it does.
final class RestoreButtonTests: XCTestCase {
  let screen = Rect(x: 1366, y: 0, width: 1920, height: 1080)  // a second monitor

  func testPlaceIsReadCheckedAndWritten() {
    XCTAssertEqual(RestoreButtonPlace("left,0.25"), RestoreButtonPlace(edge: .left, down: 0.25))
    XCTAssertEqual(RestoreButtonPlace(" RIGHT , 1 ")?.text, "right,1.0")
    for bad in ["", "left", "top,0.5", "left,1.5", "left,-0.1", "left,nan", "left,0.5,1"] {
      XCTAssertNil(RestoreButtonPlace(bad), bad)
    }
    var settings = Settings()
    XCTAssertThrowsError(try settings.set("restore-button-place", "middle,0.5").get())
    XCTAssertEqual(settings.restoreButtonPlace, .standard)
    XCTAssertEqual(try settings.set("restore-button-place", "left,0.3").get(), "left,0.3")
    XCTAssertEqual(settings.restoreButtonPlace, RestoreButtonPlace(edge: .left, down: 0.3))
    XCTAssertEqual(try settings.set("restore-button", "off").get(), "off")
    XCTAssertFalse(settings.restoreButton)
  }

  func testFrameKeepsToItsEdgeOfItsMonitor() {
    let top = RestoreButtonPlace(edge: .left, down: 0).frame(size: 96, margin: 16, on: screen)
    XCTAssertEqual(top, Rect(x: 1382, y: 16, width: 96, height: 96))
    let bottom = RestoreButtonPlace(edge: .right, down: 1).frame(size: 96, margin: 16, on: screen)
    XCTAssertEqual(bottom, Rect(x: 3174, y: 968, width: 96, height: 96))
  }

  func testATapTapsAndADragDropsAtTheNearerEdge() {
    let frame = RestoreButtonPlace.standard.frame(size: 48, margin: 8, on: screen)
    var tap = RestoreButtonGesture(frame: frame, at: frame.center, slop: 8)
    var jitter = frame.center
    jitter.x += 6
    XCTAssertEqual(tap.move(to: jitter), frame, "within the slop the button stays")
    XCTAssertEqual(tap.release(at: jitter, margin: 8, on: screen), .tap)

    var drag = RestoreButtonGesture(frame: frame, at: frame.center, slop: 8)
    let to = Point(x: screen.minX + 500, y: 300)
    let moved = drag.move(to: to)
    XCTAssertEqual(moved.center.x, to.x, accuracy: 1e-9, "the button follows the finger")
    XCTAssertEqual(moved.center.y, to.y, accuracy: 1e-9)
    guard case .dropped(let place) = drag.release(at: to, margin: 8, on: screen) else {
      return XCTFail("a drag drops")
    }
    XCTAssertEqual(place.edge, .left, "500 px from the left of 1920: the left edge")
    let dropped = place.frame(size: 48, margin: 8, on: screen)
    XCTAssertEqual(dropped.minX, screen.minX + 8)
    XCTAssertEqual(dropped.center.y, 300, accuracy: 1e-9, "at the height it was let go")

    var off = RestoreButtonGesture(frame: frame, at: frame.center, slop: 8)
    _ = off.move(to: Point(x: 4000, y: -500))
    guard
      case .dropped(let outside) = off.release(at: Point(x: 4000, y: -500), margin: 8, on: screen)
    else { return XCTFail("a drag drops") }
    XCTAssertEqual(outside, RestoreButtonPlace(edge: .right, down: 0), "kept on the screen")
  }
}
