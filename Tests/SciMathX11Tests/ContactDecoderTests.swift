import CX11
import SciMathCore
import SciMathX11
import XCTest

/// XI2 device events, built by hand as the server would send them, turned
/// into keyboard events: touches by their ids, the mouse as one contact
/// while its first button is down, and pointer events emulated from a
/// touch dropped.
final class ContactDecoderTests: XCTestCase {
  var decoder = ContactDecoder()

  func event(
    _ type: Int32, detail: Int32, x: Double, y: Double, device: Int32 = 2, flags: Int32 = 0
  ) -> KeyboardEvent? {
    var e = XIDeviceEvent()
    e.evtype = type
    e.detail = detail
    e.event_x = x
    e.event_y = y
    e.deviceid = device
    e.flags = flags
    return decoder.event(type: type, e)
  }

  func testTouchesKeepTheirIds() {
    XCTAssertEqual(
      event(XI_TouchBegin, detail: 7, x: 10, y: 20), .touchDown(id: 7, at: Point(x: 10, y: 20)))
    XCTAssertEqual(
      event(XI_TouchBegin, detail: 8, x: 50, y: 20), .touchDown(id: 8, at: Point(x: 50, y: 20)))
    XCTAssertEqual(
      event(XI_TouchUpdate, detail: 7, x: 12.5, y: 21), .touchMove(id: 7, to: Point(x: 12.5, y: 21))
    )
    XCTAssertEqual(
      event(XI_TouchEnd, detail: 8, x: 51, y: 22), .touchUp(id: 8, at: Point(x: 51, y: 22)))
    XCTAssertEqual(
      event(XI_TouchEnd, detail: 7, x: 13, y: 21), .touchUp(id: 7, at: Point(x: 13, y: 21)))
  }

  func testTheFirstButtonIsAContactNamedByItsDevice() {
    XCTAssertNil(event(XI_Motion, detail: 0, x: 1, y: 1), "hovering touches nothing")
    XCTAssertEqual(
      event(XI_ButtonPress, detail: 1, x: 5, y: 6, device: 4),
      .touchDown(id: -4, at: Point(x: 5, y: 6)))
    XCTAssertEqual(
      event(XI_Motion, detail: 0, x: 7, y: 6, device: 4), .touchMove(id: -4, to: Point(x: 7, y: 6)))
    XCTAssertNil(event(XI_Motion, detail: 0, x: 7, y: 6, device: 5), "another pointer, not down")
    XCTAssertEqual(
      event(XI_ButtonRelease, detail: 1, x: 8, y: 6, device: 4),
      .touchUp(id: -4, at: Point(x: 8, y: 6)))
    XCTAssertNil(event(XI_ButtonRelease, detail: 1, x: 8, y: 6, device: 4), "released once")
  }

  func testOtherButtonsAndWheelTouchNothing() {
    for button: Int32 in [2, 3, 4, 5] {
      XCTAssertNil(event(XI_ButtonPress, detail: button, x: 5, y: 6), "button \(button)")
      XCTAssertNil(event(XI_ButtonRelease, detail: button, x: 5, y: 6), "button \(button)")
    }
  }

  func testPointerEventsEmulatedFromATouchAreDropped() {
    let emulated = Int32(XIPointerEmulated)
    XCTAssertNil(event(XI_ButtonPress, detail: 1, x: 5, y: 6, flags: emulated))
    XCTAssertNil(event(XI_Motion, detail: 0, x: 6, y: 6, flags: emulated))
    XCTAssertNil(event(XI_ButtonRelease, detail: 1, x: 6, y: 6, flags: emulated))
    XCTAssertEqual(
      event(XI_TouchBegin, detail: 3, x: 5, y: 6), .touchDown(id: 3, at: Point(x: 5, y: 6)),
      "the touch itself is seen")
  }

  func testAfterACancelTheReleaseIsNoContact() {
    _ = event(XI_ButtonPress, detail: 1, x: 5, y: 6)
    decoder.cancelAll()
    XCTAssertNil(event(XI_Motion, detail: 0, x: 7, y: 6))
    XCTAssertNil(event(XI_ButtonRelease, detail: 1, x: 8, y: 6))
  }
}

// The decoder makes touch events only, whose printed form holds the id and
// the point in full; the core's events carry data (keyboards, tables) that
// it does not compare.
extension KeyboardEvent: Equatable {
  public static func == (a: KeyboardEvent, b: KeyboardEvent) -> Bool { "\(a)" == "\(b)" }
}
