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

  /// Events replayed after a window manager's click grab all carry the
  /// pointer's last root position (as seen under openbox: a release, a
  /// press and a release at the next tap's key). Each motion's valuators
  /// keep where it went; a device whose valuators are screen pixels
  /// places its presses and releases by them.
  func testAReplayedPressLandsWhereItsMotionWent() {
    // Two ordinary motions show the valuators are screen pixels.
    _ = pointer(XI_Motion, root: (130, 80), valuators: (130, 80))
    _ = pointer(XI_Motion, root: (140, 80), valuators: (140, 80))
    XCTAssertEqual(
      pointer(XI_ButtonPress, root: (140, 80)), .touchDown(id: -2, at: Point(x: 40, y: 30)))
    // Frozen, then replayed: every root is the last tap's place (300, 90).
    XCTAssertEqual(
      pointer(XI_ButtonRelease, root: (300, 90)), .touchUp(id: -2, at: Point(x: 40, y: 30)))
    _ = pointer(XI_Motion, root: (300, 90), valuators: (200, 60))
    XCTAssertEqual(
      pointer(XI_ButtonPress, root: (300, 90)), .touchDown(id: -2, at: Point(x: 100, y: 10)))
    XCTAssertEqual(
      pointer(XI_ButtonRelease, root: (300, 90)), .touchUp(id: -2, at: Point(x: 100, y: 10)))
  }

  /// A device whose valuators are its own units (a tablet) is placed by
  /// the events' positions.
  func testValuatorsInDeviceUnitsAreNotUsed() {
    var e = XIDeviceEvent()
    e.deviceid = 2
    e.sourceid = 9
    (e.root_x, e.root_y, e.event_x, e.event_y) = (130, 80, 30, 30)
    var mask: [UInt8] = [0b11]
    var values = [12000.0, 8000.0]
    mask.withUnsafeMutableBufferPointer { m in
      values.withUnsafeMutableBufferPointer { v in
        e.valuators = XIValuatorState(mask_len: 1, mask: m.baseAddress, values: v.baseAddress)
        for _ in 0..<3 { _ = decoder.event(type: XI_Motion, e) }
      }
    }
    e.valuators = XIValuatorState()
    e.detail = 1
    XCTAssertEqual(
      decoder.event(type: XI_ButtonPress, e), .touchDown(id: -2, at: Point(x: 30, y: 30)))
  }

  /// XTest's device 4 (master 2) moved twice where its valuators equal
  /// the root position: its raw events are asked for.
  func learnScreenValuedDevice() {
    pointer(XI_Motion, root: (130, 80), valuators: (130, 80))
    pointer(XI_Motion, root: (140, 80), valuators: (140, 80))
  }

  /// A raw event of device 4; `at` sets its valuators 0 and 1.
  func raw(_ type: Int32, at point: (Double, Double)? = nil, hit: Bool = true)
    -> (window: Window, event: KeyboardEvent, screen: Point)?
  {
    var e = XIRawEvent()
    e.evtype = type
    e.deviceid = 4
    e.detail = type == XI_RawMotion ? 0 : 1
    var mask: [UInt8] = [point == nil ? 0 : 0b11]
    var values = [point?.0 ?? 0, point?.1 ?? 0]
    return mask.withUnsafeMutableBufferPointer { m in
      values.withUnsafeMutableBufferPointer { v in
        e.valuators = XIValuatorState(mask_len: 1, mask: m.baseAddress, values: v.baseAddress)
        // Window 77 at (100, 50) on the screen holds every point, or none.
        return decoder.raw(type: type, e) { _ in hit ? (77, Point(x: 100, y: 50)) : nil }
      }
    }
  }

  /// Under a window manager's click grab the server can lose a tap's
  /// release and the next tap's press; raw events have them all. Once
  /// a screen-valued device's raw events come, its presses are read from
  /// them, placed by its raw motions, and its own press events are left
  /// out.
  func testAScreenValuedPointerIsReadFromItsRawEvents() {
    XCTAssertEqual(decoder.takeRawSources(), [])
    learnScreenValuedDevice()
    XCTAssertEqual(decoder.takeRawSources(), [4], "its raw events are asked for once")
    XCTAssertEqual(decoder.takeRawSources(), [])
    XCTAssertNil(raw(XI_RawMotion, at: (160, 90)), "moving without a press touches nothing")
    let press = raw(XI_RawButtonPress)
    XCTAssertEqual(press?.window, 77)
    XCTAssertEqual(press?.screen, Point(x: 160, y: 90))
    XCTAssertEqual(press?.event, .touchDown(id: -2, at: Point(x: 60, y: 40)))
    // The same press, as the pointer's own event (late, after the grab).
    var device = XIDeviceEvent()
    (device.deviceid, device.sourceid, device.detail) = (2, 4, 1)
    XCTAssertNil(decoder.event(type: XI_ButtonPress, device), "read once, from the raw event")
    XCTAssertEqual(
      raw(XI_RawMotion, at: (170, 95))?.event, .touchMove(id: -2, to: Point(x: 70, y: 45)))
    XCTAssertEqual(raw(XI_RawButtonRelease)?.event, .touchUp(id: -2, at: Point(x: 70, y: 45)))
    XCTAssertNil(decoder.event(type: XI_ButtonRelease, device), "released once")
    XCTAssertNil(raw(XI_RawButtonRelease), "released once")
  }

  /// A raw press where none of our windows is on top is someone else's.
  func testARawPressOffOurWindowsIsNoContact() {
    learnScreenValuedDevice()
    _ = raw(XI_RawMotion, at: (10, 10))
    XCTAssertNil(raw(XI_RawButtonPress, hit: false))
    XCTAssertNil(raw(XI_RawMotion, at: (160, 90)))
    XCTAssertNil(raw(XI_RawButtonRelease))
  }

  /// A pointer event over the window at (100, 50) on the screen, from a
  /// source device (XTest's, 4, unless said) of master 2, with valuators
  /// or none.
  @discardableResult
  func pointer(
    _ type: Int32, source: Int32 = 4, root: (Double, Double), valuators: (Double, Double)? = nil
  ) -> KeyboardEvent? {
    var e = XIDeviceEvent()
    e.evtype = type
    e.detail = type == XI_Motion ? 0 : 1
    (e.deviceid, e.sourceid) = (2, source)
    (e.root_x, e.root_y, e.event_x, e.event_y) = (root.0, root.1, root.0 - 100, root.1 - 50)
    var mask: [UInt8] = [valuators == nil ? 0 : 0b11]
    var values = [valuators?.0 ?? 0, valuators?.1 ?? 0]
    return mask.withUnsafeMutableBufferPointer { m in
      values.withUnsafeMutableBufferPointer { v in
        e.valuators = XIValuatorState(mask_len: 1, mask: m.baseAddress, values: v.baseAddress)
        return decoder.event(type: type, e)
      }
    }
  }

  /// A dwell clicker presses through XTest where a mouse moved the
  /// pointer: XTest's own last motion is not where the press is, so the
  /// press is read from its device event, where the pointer is.
  func testAPressWhereAnotherDeviceMovedThePointerIsReadFromDeviceEvents() {
    learnScreenValuedDevice()
    _ = raw(XI_RawMotion, at: (160, 90))
    pointer(XI_Motion, source: 6, root: (250, 100), valuators: (3, -1))  // the mouse, relative
    XCTAssertNil(raw(XI_RawButtonPress), "not at XTest's last place")
    XCTAssertEqual(
      pointer(XI_ButtonPress, root: (250, 100)), .touchDown(id: -2, at: Point(x: 150, y: 50)))
    XCTAssertNil(raw(XI_RawButtonRelease))
    XCTAssertEqual(
      pointer(XI_ButtonRelease, root: (250, 100)), .touchUp(id: -2, at: Point(x: 150, y: 50)))
  }

  /// The raw selection took effect between a motion and its press: the
  /// raw press has no place, and the device's press is read instead.
  func testARawPressBeforeAnyRawMotionIsLeftToTheDeviceEvent() {
    learnScreenValuedDevice()
    XCTAssertNil(raw(XI_RawButtonPress))
    XCTAssertEqual(
      pointer(XI_ButtonPress, root: (140, 80)), .touchDown(id: -2, at: Point(x: 40, y: 30)))
    XCTAssertEqual(
      pointer(XI_ButtonRelease, root: (140, 80)), .touchUp(id: -2, at: Point(x: 40, y: 30)))
  }

  /// Xwayland's relative pointer: its motion events carry screen pixels,
  /// its raw motions steps. Once a raw motion disagrees with its motion
  /// event, the device's own events place and press, raw ones are left.
  func testASourceWhoseRawMotionsAreStepsIsReadFromItsDeviceEvents() {
    learnScreenValuedDevice()
    XCTAssertEqual(decoder.takeRawSources(), [4])
    _ = raw(XI_RawMotion, at: (-120, 0))
    pointer(XI_Motion, root: (260, 90), valuators: (140, 80))
    _ = raw(XI_RawMotion, at: (0, 0))
    pointer(XI_Motion, root: (140, 80), valuators: (140, 80))
    XCTAssertNil(raw(XI_RawButtonPress), "its raw press is not read")
    XCTAssertEqual(
      pointer(XI_ButtonPress, root: (140, 80)), .touchDown(id: -2, at: Point(x: 40, y: 30)))
    XCTAssertNil(raw(XI_RawMotion, at: (10, 0)))
    XCTAssertNil(raw(XI_RawButtonRelease))
    XCTAssertEqual(
      pointer(XI_ButtonRelease, root: (140, 80)), .touchUp(id: -2, at: Point(x: 40, y: 30)))
  }

  /// Under a window manager's freeze the raw motions of later moves come
  /// before a motion event: it matches an earlier one, and the raw events
  /// are still read; so does a second motion event at the same place.
  func testRawMotionsAheadOfFrozenMotionEventsAreNoProofOfSteps() {
    learnScreenValuedDevice()
    _ = raw(XI_RawMotion, at: (150, 80))
    _ = raw(XI_RawMotion, at: (160, 90))
    _ = raw(XI_RawMotion, at: (170, 95))
    pointer(XI_Motion, root: (150, 80), valuators: (150, 80))
    pointer(XI_Motion, root: (160, 90), valuators: (160, 90))
    pointer(XI_Motion, root: (160, 90), valuators: (160, 90))  // again, with no raw motion
    XCTAssertEqual(raw(XI_RawButtonPress)?.event, .touchDown(id: -2, at: Point(x: 70, y: 45)))
  }

  /// Raw events of a device never found screen-valued are not read.
  func testRawEventsOfAnUnknownDeviceAreIgnored() {
    _ = raw(XI_RawMotion, at: (160, 90))
    XCTAssertNil(raw(XI_RawButtonPress))
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
