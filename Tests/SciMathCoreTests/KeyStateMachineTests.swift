import SciMathCore
import SciMathTestSupport
import XCTest

/// The key state machine, driven by touches at chosen times: no clock, no
/// X, no drawing.
final class KeyStateMachineTests: XCTestCase {
  let machine = KeyboardDriver(keyboard: Keyboard(catalog: TestPaths.catalog, form: .phone))

  func at(_ id: String) -> Point {
    guard let key = machine.keyboard.geometry(machine.layer).key(id: id) else {
      XCTFail("no key \(id) on \(machine.layer)")
      return Point(x: -1, y: -1)
    }
    return key.frame.center
  }

  /// A 50 ms tap on a key.
  @discardableResult
  func tap(_ id: String, at t: Double, touch: Int = 1) -> [KeyOutput] {
    let p = at(id)
    return machine.touchDown(touch, at: p, time: t) + machine.touchUp(touch, at: p, time: t + 0.05)
  }

  func typed(_ outputs: [KeyOutput]) -> String {
    outputs.map { if case .text(let s) = $0 { return s } else { return "<\($0)>" } }.joined()
  }

  func testCharacterTypesOnReleaseNotOnTouch() {
    XCTAssertEqual(machine.touchDown(1, at: at("q"), time: 0), [])
    XCTAssertEqual(machine.touchUp(1, at: at("q"), time: 0.1), [.text("q")])
  }

  func testFlashStartsOnContactAndEndsAfterItsDuration() {
    _ = machine.touchDown(1, at: at("q"), time: 10)
    XCTAssertEqual(machine.view.flashing, ["q"], "no recognition delay")
    XCTAssertEqual(machine.view.pressed, ["q"])
    XCTAssertEqual(machine.nextDeadline ?? 0, 10.1, accuracy: 1e-9)
    _ = machine.touchUp(1, at: at("q"), time: 10.02)
    XCTAssertEqual(machine.view.flashing, ["q"], "a quick tap still flashes")
    _ = machine.advance(to: 10.1)
    XCTAssertEqual(machine.view.flashing, [])
    XCTAssertEqual(
      machine.nextDeadline ?? 0, 10.02 + 60, accuracy: 1e-9,
      "what is left: the typed q lapses, a minute later")
  }

  func testFlashCanBeTurnedOff() {
    machine.step(.preferencesChanged(KeyboardPreferences(keyFlash: false)), at: 0)
    _ = machine.touchDown(1, at: at("q"), time: 0)
    XCTAssertEqual(machine.view.flashing, [])
  }

  func testBalloonWhileACharacterIsDownOnPhoneOnly() {
    _ = machine.touchDown(1, at: at("g"), time: 0)
    XCTAssertEqual(machine.view.balloon?.label, "g")
    _ = machine.touchMove(1, to: at("h"), time: 0.1)
    XCTAssertEqual(machine.view.balloon?.keyID, "h", "the balloon follows the finger")
    XCTAssertEqual(machine.touchUp(1, at: at("h"), time: 0.2), [.text("h")])
    XCTAssertNil(machine.view.balloon)
    _ = machine.touchDown(2, at: at("shift"), time: 1)
    XCTAssertNil(machine.view.balloon, "no balloon on action keys")

    let pad = KeyboardDriver(keyboard: Keyboard(catalog: TestPaths.catalog, form: .pad))
    let q = pad.keyboard.geometry(.abc).key(id: "q")?.frame.center ?? Point(x: 0, y: 0)
    _ = pad.touchDown(1, at: q, time: 0)
    XCTAssertNil(pad.view.balloon, "iPadOS shows no balloons")
    XCTAssertEqual(pad.view.pressed, ["q"])
  }

  func testRolloverTypesBothInOrder() {
    var out = machine.touchDown(1, at: at("a"), time: 0)
    out += machine.touchDown(2, at: at("b"), time: 0.03)
    XCTAssertEqual(out, [.text("a")], "the first finger types when the second lands")
    out += machine.touchUp(1, at: at("a"), time: 0.05)
    out += machine.touchUp(2, at: at("b"), time: 0.08)
    XCTAssertEqual(typed(out), "ab")
    // And when the second lifts first.
    out = machine.touchDown(1, at: at("c"), time: 1) + machine.touchDown(2, at: at("d"), time: 1.02)
    out += machine.touchUp(2, at: at("d"), time: 1.04) + machine.touchUp(1, at: at("c"), time: 1.06)
    XCTAssertEqual(typed(out), "cd")
  }

  /// A contact down again without its release (the release lost on the
  /// way) ends the first where it was: its tap still types, then the
  /// second's.
  func testAContactDownAgainWithoutItsReleaseStillTypesTheFirst() {
    var out = machine.touchDown(1, at: at("q"), time: 0)
    out += machine.touchDown(1, at: at("w"), time: 0.02)
    XCTAssertEqual(out, [.text("q")])
    out += machine.touchUp(1, at: at("w"), time: 0.04)
    XCTAssertEqual(typed(out), "qw")
  }

  func testLongPressOpensAtHalfASecondAndSlideSelects() {
    _ = machine.touchDown(1, at: at("e"), time: 0)
    XCTAssertEqual(machine.nextDeadline ?? 0, 0.1, accuracy: 1e-9, "flash first")
    _ = machine.advance(to: 0.499)
    XCTAssertNil(machine.view.popup)
    _ = machine.advance(to: 0.5)
    let popup = try! XCTUnwrap(machine.view.popup)
    XCTAssertEqual(popup.items.first, "e")
    XCTAssertEqual(popup.selected, 0)
    XCTAssertNil(machine.view.balloon, "the popup replaces the balloon")
    _ = machine.touchMove(1, to: popup.cells[2].center, time: 0.7)
    XCTAssertEqual(machine.view.popup?.selected, 2)
    XCTAssertEqual(
      machine.touchUp(1, at: popup.cells[2].center, time: 0.8), [.text(popup.items[2])])
    XCTAssertNil(machine.view.popup)
  }

  func testReleaseFarOutsideThePopupCancels() {
    _ = machine.touchDown(1, at: at("e"), time: 0)
    _ = machine.advance(to: 0.6)
    let far = Point(x: 389, y: 215)
    _ = machine.touchMove(1, to: far, time: 0.7)
    XCTAssertNil(machine.view.popup?.selected)
    XCTAssertEqual(machine.touchUp(1, at: far, time: 0.8), [])
  }

  func testLongPressWithShiftTypesUppercaseAndSpendsShift() {
    tap("shift", at: 0)
    _ = machine.touchDown(1, at: at("a"), time: 1)
    _ = machine.advance(to: 1.6)
    let popup = try! XCTUnwrap(machine.view.popup)
    XCTAssertEqual(popup.items.prefix(3).map { $0 }, ["A", "À", "Á"])
    XCTAssertEqual(machine.touchUp(1, at: popup.cells[1].center, time: 1.7), [.text("À")])
    XCTAssertEqual(machine.shift, .off)
  }

  func testShiftIsOneShotDoubleTapLocksTapUnlocks() {
    tap("shift", at: 0)
    XCTAssertEqual(machine.shift, .on)
    XCTAssertEqual(typed(tap("h", at: 1) + tap("i", at: 2)), "Hi")
    XCTAssertEqual(machine.shift, .off)
    tap("shift", at: 3)
    tap("shift", at: 3.3)
    XCTAssertEqual(machine.shift, .locked)
    XCTAssertEqual(typed(tap("o", at: 4) + tap("k", at: 5)), "OK")
    tap("shift", at: 6)
    XCTAssertEqual(machine.shift, .off)
    tap("shift", at: 7)
    tap("shift", at: 7.5)
    XCTAssertEqual(machine.shift, .off, "two taps 0.5 s apart are not a double tap")
  }

  func testBackspaceRepeatsThenDeletesWords() {
    XCTAssertEqual(machine.touchDown(1, at: at("backspace"), time: 0), [.deleteBackward])
    XCTAssertEqual(machine.advance(to: 0.49), [])
    XCTAssertEqual(machine.advance(to: 0.5), [.deleteBackward])
    XCTAssertEqual(machine.advance(to: 0.65), [.deleteBackward])  // 0.6
    // 1 + 1 + 1 so far; characters until 20, then words every 0.35 s.
    let out = machine.advance(to: 2.5)
    let chars = out.filter { $0 == .deleteBackward }.count
    XCTAssertEqual(chars + 3, 20)
    XCTAssertEqual(out.last, .deleteWordBackward)
    // The 20th character went at 2.3, the first word at 2.4: next at 2.75.
    XCTAssertEqual(machine.nextDeadline ?? 0, 2.75, accuracy: 1e-9)
    _ = machine.touchMove(1, to: at("p"), time: 2.52)
    XCTAssertEqual(
      machine.advance(to: 2.76), [.deleteWordBackward], "jitter does not stop the repeat")
    XCTAssertEqual(machine.touchUp(1, at: at("backspace"), time: 2.8), [])
    XCTAssertEqual(machine.advance(to: 5), [])
  }

  func testBackspaceHasNoAlternates() {
    _ = machine.touchDown(1, at: at("backspace"), time: 0)
    _ = machine.advance(to: 0.6)
    XCTAssertNil(machine.view.popup)
  }

  func testLayerCycleAndABC() {
    tap("123", at: 0)
    XCTAssertEqual(machine.layer, .numbers)
    tap("symbols", at: 1)
    XCTAssertEqual(machine.layer, .symbols)
    tap("sci", at: 2)
    XCTAssertEqual(machine.layer, .sci)
    XCTAssertEqual(typed(tap("∫", at: 3)), "∫")
    tap("123", at: 4)
    XCTAssertEqual(machine.layer, .numbers)
    for (i, layer) in [LayerID.numbers, .symbols, .sci].enumerated() {
      let m = KeyboardDriver(keyboard: machine.keyboard, layer: layer)
      let p = m.keyboard.geometry(layer).key(id: "abc")?.frame.center ?? Point(x: 0, y: 0)
      _ = m.touchDown(1, at: p, time: Double(i))
      _ = m.touchUp(1, at: p, time: Double(i) + 0.1)
      XCTAssertEqual(m.layer, .abc, "ABC from \(layer)")
    }
  }

  /// A layer change swaps everything at once: a finger still down on the
  /// old layer types nothing on the new one.
  func testLayerChangeIsAtomic() {
    _ = machine.touchDown(1, at: at("backspace"), time: 0)
    _ = machine.touchDown(2, at: at("123"), time: 0.1)
    _ = machine.touchUp(2, at: at("123"), time: 0.2)
    XCTAssertEqual(machine.layer, .numbers)
    XCTAssertEqual(machine.view.pressed, [])
    XCTAssertEqual(machine.view.flashing, [])
    XCTAssertEqual(machine.advance(to: 3), [], "the held backspace ended with its layer")
    XCTAssertEqual(machine.touchUp(1, at: at("backspace"), time: 3.1), [])
  }

  func testSpaceReturnGlobeAndInertMic() {
    XCTAssertEqual(tap("space", at: 0), [.text(" ")])
    XCTAssertEqual(tap("return", at: 1), [.enter])
    XCTAssertEqual(tap("globe", at: 2), [], "with one mode the globe sends nothing")
    XCTAssertEqual(machine.view.spaceLabel, "English")
    XCTAssertEqual(machine.effects, [], "and there is no mode to keep")
    let pad = KeyboardDriver(keyboard: Keyboard(catalog: TestPaths.catalog, form: .pad))
    for (i, id) in ["mic", "dismiss"].enumerated() {
      let p = pad.keyboard.geometry(.abc).key(id: id)?.frame.center ?? Point(x: 0, y: 0)
      let out =
        pad.touchDown(1, at: p, time: Double(i)) + pad.touchUp(1, at: p, time: Double(i) + 0.1)
      XCTAssertEqual(out, [])
      XCTAssertEqual(pad.effects, id == "mic" ? [] : [.hide])
    }
  }

  func testPadPairKeyTypesItsShiftedCharacter() {
    let pad = KeyboardDriver(keyboard: Keyboard(catalog: TestPaths.catalog, form: .pad))
    let g = pad.keyboard.geometry(.abc)
    let comma = g.key(id: ",")?.frame.center ?? Point(x: 0, y: 0)
    let shift = g.key(id: "shift")?.frame.center ?? Point(x: 0, y: 0)
    var out = pad.touchDown(1, at: comma, time: 0) + pad.touchUp(1, at: comma, time: 0.1)
    out += pad.touchDown(1, at: shift, time: 1) + pad.touchUp(1, at: shift, time: 1.1)
    out += pad.touchDown(1, at: comma, time: 2) + pad.touchUp(1, at: comma, time: 2.1)
    XCTAssertEqual(typed(out), ",!")
  }
}
