import SciMathCore
import SciMathTestSupport
import XCTest

/// The desktop row through the pure step: its keys send named keys, its
/// modifiers latch for one key, lock on a double tap and let go on a
/// third, and reach the next key of any layer.
final class DesktopKeysTests: XCTestCase {
  var time = 0.0
  let d = KeyboardDriver(
    KeyStateMachine(
      keyboards: [
        Keyboard(catalog: TestPaths.catalog, form: .phone, desktopKeys: true)
      ]))

  @discardableResult
  func tap(_ id: String, after gap: Double = 0.5) -> [KeyOutput] {
    time += gap
    guard let p = d.center(id) else {
      XCTFail("no key \(id) on \(d.layer)")
      return []
    }
    return d.touchDown(1, at: p, time: time) + d.touchUp(1, at: p, time: time + 0.05)
  }

  func testTheRowIsAboveTheLettersOnEveryLayer() {
    for layer in LayerID.allCases {
      let keys = d.keyboard.geometry(layer).keys.filter { $0.row == 0 }.map(\.id)
      XCTAssertEqual(keys, ["esc", "tab", "ctrl", "alt", "super", "left", "down", "up", "right"])
    }
    let plain = Keyboard(catalog: TestPaths.catalog, form: .phone)
    XCTAssertEqual(
      d.keyboard.geometry(.abc).height, plain.geometry(.abc).height * 5 / 4, accuracy: 0.01)
  }

  func testKeysGoOutWithTheModifiersOnAndShift() {
    XCTAssertEqual(tap("esc"), [.key(.escape, modifiers: [], shift: false)])
    XCTAssertEqual(tap("tab"), [.key(.tab, modifiers: [], shift: false)])
    tap("shift")
    XCTAssertEqual(tap("tab"), [.key(.tab, modifiers: [], shift: true)], "Shift+Tab")
    XCTAssertEqual(d.shift, .off, "spent")
    tap("alt")
    XCTAssertEqual(tap("up"), [.key(.up, modifiers: [.alt], shift: false)])
    XCTAssertEqual(tap("left"), [.key(.left, modifiers: [], shift: false)], "latched for one key")
  }

  func testALatchedCtrlReachesTheNextCharacterOfAnyLayer() {
    tap("ctrl")
    XCTAssertEqual(d.view.modifiers, [.ctrl: .on])
    XCTAssertEqual(tap("c"), [.chord("c", modifiers: [.ctrl])])
    XCTAssertEqual(d.view.modifiers, [:])
    XCTAssertEqual(tap("c"), [.text("c")])
    tap("ctrl")
    tap("shift")
    XCTAssertEqual(tap("t"), [.chord("T", modifiers: [.ctrl])], "Ctrl+Shift+T")
    tap("alt")
    tap("123")
    XCTAssertEqual(tap("4"), [.chord("4", modifiers: [.alt])])
    tap("ctrl")
    XCTAssertEqual(tap("space"), [.key(.space, modifiers: [.ctrl], shift: false)])
  }

  func testADoubleTapLocksAndAThirdLetsGo() {
    tap("ctrl")
    tap("ctrl", after: 0.2)
    XCTAssertEqual(d.view.modifiers, [.ctrl: .locked])
    XCTAssertEqual(
      tap("a") + tap("b"),
      [
        .chord("a", modifiers: [.ctrl]), .chord("b", modifiers: [.ctrl]),
      ])
    tap("ctrl")
    XCTAssertEqual(d.view.modifiers, [:])
    XCTAssertEqual(tap("a"), [.text("a")])
    tap("super")
    tap("super", after: 0.8)
    XCTAssertEqual(d.view.modifiers, [:], "two slow taps: latched, then released")
  }

  func testHeldKeysOfferFunctionKeysAndPageKeys() throws {
    for (id, item, key) in [
      ("esc", "F12", DesktopKey.function(12)), ("left", "Home", .home), ("right", "End", .end),
      ("up", "PgUp", .pageUp), ("down", "PgDn", .pageDown),
    ] {
      time += 1
      let p = try XCTUnwrap(d.center(id))
      d.touchDown(1, at: p, time: time)
      d.advance(to: time + 0.6)
      let popup = try XCTUnwrap(d.view.popup, id)
      let i = try XCTUnwrap(popup.items.firstIndex(of: item), "\(popup.items)")
      let cell = popup.cells[i].center
      d.touchMove(1, to: cell, time: time + 0.7)
      XCTAssertEqual(
        d.touchUp(1, at: cell, time: time + 0.8), [.key(key, modifiers: [], shift: false)])
    }
    XCTAssertFalse(d.machine.shownCharacters.contains("F1"), "popup names are not characters")
  }

  func testAModifiedKeyBreaksTheShortcutTyping() {
    let s = KeyboardDriver(
      KeyStateMachine(
        keyboards: [Keyboard(catalog: TestPaths.catalog, form: .phone, desktopKeys: true)],
        symbols: .ready(TestPaths.symbols)))
    for id in ["123", "symbols", "\\", "abc", "t", "o"] {
      time += 0.3
      if let p = s.center(id) {
        s.touchDown(1, at: p, time: time)
        s.touchUp(1, at: p, time: time + 0.05)
      }
    }
    XCTAssertEqual(s.view.strip?.mode, .offering)
    time += 0.3
    if let p = s.center("left") {
      s.touchDown(1, at: p, time: time)
      s.touchUp(1, at: p, time: time + 0.05)
    }
    XCTAssertEqual(s.view.strip?.mode, .idle, "the cursor moved")
  }
}
