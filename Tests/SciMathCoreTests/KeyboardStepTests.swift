import SciMathCore
import SciMathTestSupport
import XCTest

/// The one pure step, driven as the live loop drives it: events in, the
/// outputs sent to a recording output in XTest's place, effects, and the
/// repaint each step asks for.
final class KeyboardStepTests: XCTestCase {
  let catalog = TestPaths.catalog

  func phone(modes: [InputMode]? = nil, preferences: KeyboardPreferences = KeyboardPreferences())
    -> KeyboardDriver
  {
    let keyboards = (modes ?? [catalog.modes[0]]).map {
      Keyboard(catalog: catalog, form: .phone, mode: $0)
    }
    return KeyboardDriver(keyboards: keyboards, preferences: preferences)
  }

  func point(_ k: KeyboardDriver, _ id: String) throws -> Point {
    try XCTUnwrap(k.center(id), "no key \(id) on \(k.layer)")
  }

  func tap(_ k: KeyboardDriver, _ id: String, at t: Double) throws -> [KeyOutput] {
    let p = try point(k, id)
    return k.touchDown(1, at: p, time: t) + k.touchUp(1, at: p, time: t + 0.05)
  }

  func testARefusedOutputIsReportedAndTheRestStillGoOut() throws {
    let k = phone()
    k.output.refuses = { $0 == .text("b") }
    for (i, id) in ["a", "b", "c"].enumerated() { _ = try tap(k, id, at: Double(i)) }
    _ = try tap(k, "backspace", at: 5)
    XCTAssertEqual(k.failures, [.text("b")])
    XCTAssertEqual(k.output.typed, "ac<deleteBackward>", "the keyboard goes on after a failure")
  }

  func testRepaintAsksForAsLittleAsChanged() throws {
    let k = phone(preferences: KeyboardPreferences(keyFlash: false))
    let pad = KeyboardDriver(keyboard: Keyboard(catalog: catalog, form: .pad))
    let q = try point(pad, "q")
    pad.touchDown(1, at: q, time: 0)
    let index = try XCTUnwrap(pad.keyboard.geometry(.abc).index(ofID: "q"))
    XCTAssertEqual(pad.lastStep.repaint, .keys([index]), "a press on the pad: one key")
    pad.advance(to: 0.05)
    XCTAssertEqual(pad.lastStep.repaint, .none, "nothing due yet")
    k.touchDown(1, at: try point(k, "g"), time: 0)
    guard case .region(let r) = k.lastStep.repaint else {
      return XCTFail("a balloon repaints a region, got \(k.lastStep.repaint)")
    }
    XCTAssertTrue(r.encloses(try XCTUnwrap(k.view.balloon).shape.extent))
    k.touchUp(1, at: try point(k, "g"), time: 0.1)
    _ = try tap(k, "123", at: 1)
    XCTAssertEqual(k.lastStep.repaint, .all, "a new layer")
    k.step(.preferencesChanged(KeyboardPreferences(keyFlash: false, theme: .dark)), at: 2)
    XCTAssertEqual(k.lastStep.repaint, .all, "a new theme")
    k.step(.preferencesChanged(KeyboardPreferences(keyFlash: true, theme: .dark)), at: 3)
    XCTAssertEqual(k.lastStep.repaint, .none, "key flash shows on the next touch only")
  }

  /// A mode change keeps the ABC layer but every letter changes: the whole
  /// keyboard is repainted, and the space bar again when its name goes.
  func testAModeChangeRepaintsEverythingAndTheNameOnSpaceGoesAway() throws {
    let k = phone(modes: catalog.modes)
    _ = try tap(k, "globe", at: 0)
    XCTAssertEqual(k.keyboard.mode?.id, "el")
    XCTAssertEqual(k.lastStep.repaint, .all)
    k.advance(to: 1.05)
    let space = try XCTUnwrap(k.keyboard.geometry(.abc).keys.firstIndex { $0.action == .space })
    XCTAssertNil(k.view.spaceLabel)
    XCTAssertEqual(k.lastStep.repaint, .keys([space]))
  }

  /// The server's keymap has US English and Greek: with follow-layout,
  /// Greek stands for group 2.
  func following(_ on: Bool) -> KeyboardDriver {
    var preferences = KeyboardPreferences()
    preferences.settings.followLayout = on
    preferences.system = SystemLanguages(xkbLayouts: ["us", "gr"])
    return phone(modes: catalog.modes, preferences: preferences)
  }

  func testWithoutFollowLayoutNoGroupIsLockedOrFollowed() throws {
    let k = following(false)
    XCTAssertEqual(k.machine.cycle.map { k.machine.keyboards[$0].mode?.id }, ["en", "el"])
    XCTAssertEqual(try tap(k, "globe", at: 0), [])
    XCTAssertEqual(k.step(.groupChanged(0), at: 1), [])
    XCTAssertEqual(k.keyboard.mode?.id, "el")
  }

  func testAGlobeTapLocksTheLinkedGroupAndAGroupChangeIsFollowed() throws {
    let k = following(true)
    XCTAssertEqual(try tap(k, "globe", at: 0), [.lockGroup(2)])
    XCTAssertEqual(k.effects, [.inputModeChosen("el")])
    // The lock comes back from the server as a group change: no loop.
    XCTAssertEqual(k.step(.groupChanged(1), at: 0.2), [])
    XCTAssertEqual(k.keyboard.mode?.id, "el")
    // Another client locks group 1 (US): English follows; then group 2.
    XCTAssertEqual(k.step(.groupChanged(0), at: 1), [])
    XCTAssertEqual(k.keyboard.mode?.id, "en")
    XCTAssertEqual(k.step(.groupChanged(1), at: 3), [], "following sends nothing")
    XCTAssertEqual(k.keyboard.mode?.id, "el")
    XCTAssertEqual(
      k.effects, [.inputModeChosen("el")], "only the user's choices are kept")
  }

  func testPreferencesApplyInPlace() throws {
    let k = phone(modes: catalog.modes)
    k.step(.preferencesChanged(KeyboardPreferences(keyFlash: false, inputMode: "greek")), at: 0)
    XCTAssertEqual(k.keyboard.mode?.id, "el", "a mode set in the file is shown")
    XCTAssertEqual(k.effects, [], "and not written back")
    k.touchDown(1, at: try point(k, "α"), time: 1)
    XCTAssertEqual(k.view.flashing, [])
    k.touchUp(1, at: try point(k, "α"), time: 1.05)
    let slow = KeyboardPreferences(longPressDelay: 1.5)
    k.step(.preferencesChanged(slow), at: 2)
    k.touchDown(1, at: try point(k, "ε"), time: 3)
    XCTAssertEqual(k.nextDeadline ?? 0, 3.1, accuracy: 1e-9, "the flash ends first")
    k.advance(to: 4)
    XCTAssertNil(k.view.popup, "no alternates before 1.5 s")
    k.advance(to: 4.5)
    XCTAssertNotNil(k.view.popup)
  }

  func testACancelledTouchTypesNothing() throws {
    let k = phone()
    k.touchDown(1, at: try point(k, "q"), time: 0)
    k.step(.touchCancel(id: 1), at: 0.1)
    XCTAssertEqual(k.view.pressed, [])
    XCTAssertEqual(k.touchUp(1, at: try point(k, "q"), time: 0.2), [])
    // A held backspace stops repeating; an open popup closes.
    k.touchDown(2, at: try point(k, "backspace"), time: 1)
    k.touchDown(3, at: try point(k, "e"), time: 1)
    k.advance(to: 1.6)
    XCTAssertNotNil(k.view.popup)
    let deletes = k.output.sent.count
    XCTAssertGreaterThan(deletes, 1, "backspace was repeating")
    k.step(.touchCancel(id: nil), at: 1.7)
    XCTAssertNil(k.view.popup)
    XCTAssertEqual(k.view.pressed, [])
    XCTAssertEqual(k.advance(to: 3), [], "no repeat after the cancel")
    XCTAssertEqual(k.output.sent.count, deletes)
  }
}
