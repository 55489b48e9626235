import CX11
import Foundation
import SciMathCore
import SciMathRender
import SciMathTestSupport
import XCTest

/// The live keyboard under Xvfb and openbox, typing into a focused xterm.
final class LiveKeyboardTests: XSessionTestCase {

  /// Clicks every key of every layer (`tapEveryKey`) and checks xterm
  /// received exactly what each key types, and kept the focus.
  func clickEveryKey(_ form: Form) throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let keyboard = try LiveKeyboardHarness(session: x, form: form)
    let focusBefore = try x.run("/usr/bin/xdotool", ["getwindowfocus"])
    let expected = try keyboard.tapEveryKey()
    let want = Data(expected.utf8)
    let got = terminal.waitForBytes(want.count, timeout: 20)
    let text = String(decoding: got, as: UTF8.self)
    if text != expected { XCTFail("\(form): \(firstDifference(text, expected))") }
    XCTAssertEqual(
      try x.run("/usr/bin/xdotool", ["getwindowfocus"]), focusBefore, "xterm keeps the focus")
  }

  func testClickEveryKeyPhone() throws { try clickEveryKey(.phone) }

  func testClickEveryKeyPad() throws { try clickEveryKey(.pad) }

  func testShiftCapsLayerCycleAndABC() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let k = try LiveKeyboardHarness(session: x, form: .phone)
    // One-shot shift.
    try k.click("shift", on: .abc)
    try k.click("h", on: .abc)
    try k.click("i", on: .abc)
    // Double tap locks caps; a tap unlocks.
    try k.click("shift", on: .abc, pause: 0.05)
    try k.click("shift", on: .abc)
    try k.click("o", on: .abc)
    try k.click("k", on: .abc)
    try k.click("shift", on: .abc, pause: 0.4)
    try k.click("x", on: .abc)
    // The cycle 123 → #+= → sci → 123, and ABC back.
    try k.click("123", on: .abc)
    try k.click("1", on: .numbers)
    try k.click("symbols", on: .numbers)
    try k.click("#", on: .symbols)
    try k.click("sci", on: .symbols)
    try k.click("∫", on: .sci)
    try k.click("123", on: .sci)
    try k.click("2", on: .numbers)
    try k.click("abc", on: .numbers)
    try k.click("z", on: .abc)
    XCTAssertEqual(String(decoding: terminal.waitForBytes(11), as: UTF8.self), "HiOKx1#∫2z")
  }

  func testLongPressAndSlideTypesAnAlternate() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let k = try LiveKeyboardHarness(session: x, form: .phone)
    let keyboard = Keyboard(catalog: TestPaths.catalog, form: .phone)
    let g = keyboard.geometry(.abc)
    let e = try XCTUnwrap(g.key(id: "e"))
    let items = try XCTUnwrap(keyboard.alternates(for: e, shift: .off, layer: .abc))
    let popup = g.popup(for: e, items: items)
    k.move(to: e.frame.center)
    k.press()
    usleep(700_000)
    k.move(to: popup.cells[2].center)
    usleep(50_000)
    k.release()
    XCTAssertEqual(
      String(decoding: terminal.waitForBytes(items[2].utf8.count), as: UTF8.self), items[2])
  }

  /// A tap is timed by the server's timestamps, not by when the keyboard's
  /// loop reads it: with the keyboard stopped for 1.2 s between reading a
  /// press and reading its release (as typing into a slow client holds it),
  /// the space bar still types a space (held, it would become the
  /// trackpad and type nothing) and backspace deletes once (held, it
  /// repeats).
  func testATapHeldUpInTheLoopIsStillATap() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let k = try LiveKeyboardHarness(session: x, form: .phone)
    let pid = k.process.processIdentifier
    for key in ["space", "backspace"] {
      k.move(to: try k.center(key, .abc))
      k.press()
      try k.waitUntilAnswering()
      kill(pid, SIGSTOP)
      k.release()
      usleep(1_200_000)
      kill(pid, SIGCONT)
      try k.waitUntilAnswering()
    }
    XCTAssertEqual(
      Array(terminal.waitForBytes(2, timeout: 5)), [0x20, 0x7F], "a space, one delete")
  }

  /// Sliding on the space bar moves the cursor (xterm gets the cursor
  /// keys' escape sequences) and types no space; a tap still types one.
  func testSpaceBarSlidesTheCursor() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let k = try LiveKeyboardHarness(session: x, form: .phone)
    let p = try k.center("space", .abc)
    k.move(to: p)
    k.press()
    k.move(to: Point(x: p.x + 15, y: p.y))
    k.move(to: Point(x: p.x + 35, y: p.y))
    k.move(to: Point(x: p.x + 35, y: p.y - 21))
    k.release()
    let right = "\u{1B}[C"
    let up = "\u{1B}[A"
    let expected = right + right + right + up + up
    XCTAssertEqual(
      String(decoding: terminal.waitForBytes(expected.utf8.count), as: UTF8.self), expected)
    k.click(p)
    XCTAssertEqual(
      String(decoding: terminal.waitForBytes(expected.utf8.count + 1), as: UTF8.self),
      expected + " ")
  }

  func testBackspaceRepeatsWhileHeld() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let k = try LiveKeyboardHarness(session: x, form: .phone)
    k.move(to: try k.center("backspace", .abc))
    k.press()
    usleep(1_250_000)
    k.release()
    // One on contact, then from 0.5 s one every 0.1 s: 8 or 9 by 1.25 s.
    let got = terminal.waitForBytes(8, timeout: 3)
    XCTAssertTrue((8...10).contains(got.count), "\(got.count) deletes")
    XCTAssertTrue(got.allSatisfy { $0 == 0x7F })
  }

  /// The live window shows exactly what `scimath render` draws for the
  /// same form, layer and theme.
  func testLiveWindowMatchesRender() throws {
    for (form, theme) in [(Form.phone, ThemeName.dark), (.pad, .light)] {
      let k = try LiveKeyboardHarness(
        session: x, form: form, arguments: ["--theme", theme.rawValue])
      try k.click("123", on: .abc)
      FontSetup.activate(assets: TestPaths.assets)
      let keyboard = Keyboard(catalog: TestPaths.catalog, form: form)
      let image = KeyboardRenderer(theme: TestPaths.catalog.theme(theme))
        .image(
          keyboard: keyboard, view: TestPaths.withIdleStrip(ViewState(layer: .numbers), keyboard),
          scale: 1)
      // The flash ends 0.1 s after the click; a loaded machine may take
      // longer to show it, so the window gets 5 s to settle on the render.
      try? x.waitFor("the window to settle", timeout: 5) {
        (try? k.capture()).map { ImageComparison().matches($0.pixels, image.pixels()) } ?? false
      }
      let live = try k.capture()
      XCTAssertEqual(live.width, image.width)
      XCTAssertEqual(live.height, image.height)
      let result = ImageComparison().compare(live.pixels, image.pixels())
      XCTAssertTrue(result.sameSize)
      XCTAssertLessThanOrEqual(
        result.fraction, ImageComparison().allowedFraction,
        "\(form) \(theme): \(result.differing) px")
    }
  }

  /// Holding a key past its flash: the key is repainted when the flash
  /// ends, and the balloon over it must be repainted too.
  func testBalloonStaysOverAHeldKeyAfterItsFlash() throws {
    let k = try LiveKeyboardHarness(session: x, form: .phone)
    let keyboard = Keyboard(catalog: TestPaths.catalog, form: .phone)
    let g = keyboard.geometry(.abc)
    let key = try XCTUnwrap(g.key(id: "g"))
    k.move(to: key.frame.center)
    k.press()
    usleep(350_000)  // past the 0.1 s flash, short of the 0.5 s long-press
    let live = try k.capture()
    k.release()
    var view = ViewState(layer: .abc, pressed: ["g"])
    view.balloon = Balloon(keyID: "g", label: "g", shape: try XCTUnwrap(g.balloon(for: key)))
    FontSetup.activate(assets: TestPaths.assets)
    let image = KeyboardRenderer(theme: TestPaths.catalog.theme(.light)).image(
      keyboard: keyboard, view: TestPaths.withIdleStrip(view, keyboard), scale: 1)
    let result = ImageComparison().compare(live.pixels, image.pixels())
    XCTAssertLessThanOrEqual(
      result.fraction, ImageComparison().allowedFraction, "\(result.differing) px differ")
  }

  /// Resizing a floating keyboard redraws it at the new width, and with
  /// `--form auto` the form follows: 800 px wide is the pad.
  func testFloatingWindowFollowsItsWidth() throws {
    let k = try LiveKeyboardHarness(session: x, form: .phone, fixedForm: false)
    let keyboard = Keyboard(catalog: TestPaths.catalog, form: .pad, width: 800)
    let height = Int((keyboard.geometry(.abc).height + keyboard.stripLayout.height).rounded(.up))
    _ = try x.run("/usr/bin/xdotool", ["windowsize", k.window, "800", "\(height)"])
    try x.waitFor("the window to take its new size") { ((try? k.capture())?.width ?? 0) == 800 }
    usleep(300_000)
    let live = try k.capture()
    FontSetup.activate(assets: TestPaths.assets)
    let image = KeyboardRenderer(theme: TestPaths.catalog.theme(.light))
      .image(
        keyboard: keyboard, view: TestPaths.withIdleStrip(ViewState(layer: .abc), keyboard),
        scale: 1)
    XCTAssertEqual(live.height, image.height)
    let result = ImageComparison().compare(live.pixels, image.pixels())
    XCTAssertLessThanOrEqual(
      result.fraction, ImageComparison().allowedFraction, "\(result.differing) px differ")
  }

  func testWindowNeverTakesFocusAndDocksWithStruts() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let keyboard = try DockedKeyboard(in: x)
    defer { keyboard.stop() }
    let window = keyboard.window
    let props = try x.run(
      "/usr/bin/xprop",
      ["-id", window, "WM_HINTS", "_NET_WM_WINDOW_TYPE", "_NET_WM_STATE", "_NET_WM_STRUT_PARTIAL"])
    XCTAssertTrue(props.contains("Client accepts input or input focus: False"), props)
    XCTAssertTrue(props.contains("_NET_WM_WINDOW_TYPE_DOCK"), props)
    XCTAssertTrue(props.contains("_NET_WM_STATE_ABOVE"), props)
    XCTAssertTrue(props.contains("_NET_WM_STATE_SKIP_TASKBAR"), props)
    // 1194 pt (an 11-inch iPad's keyboard) at 1 px a point on the 1366 ×
    // 768 screen, the pad's height for that width; the strut covers the
    // monitor's columns (Xvfb's one monitor: the whole screen).
    let layout = try ProcessRunner.run(
      TestPaths.binary, ["layout", "--json", "--form", "pad", "--width", "1194"])
    let doc = try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any]
    // The keys and the symbol strip above them.
    let keys = try XCTUnwrap(doc?["heightPoints"] as? Double)
    let strip = try XCTUnwrap(doc?["stripPoints"] as? Double)
    let height = Int((keys + strip).rounded(.up))
    XCTAssertTrue(
      props.contains(
        "_NET_WM_STRUT_PARTIAL(CARDINAL) = 0, 0, 0, \(height), 0, 0, 0, 0, 0, 0, 0, 1365"),
      props)
    let info = try x.run("/usr/bin/xwininfo", ["-id", window])
    XCTAssertTrue(info.contains("Absolute upper-left X:  86"), info)
    XCTAssertTrue(info.contains("Absolute upper-left Y:  \(768 - height)"), info)
    XCTAssertTrue(info.contains("Width: 1194"), info)
    XCTAssertNotEqual(
      try x.run("/usr/bin/xdotool", ["getwindowfocus"]).trimmingCharacters(
        in: .whitespacesAndNewlines), window)
  }

  func testSIGTERMExitsCleanly() throws {
    let keymap = try x.keymap()
    let k = try LiveKeyboardHarness(session: x, form: .phone)
    kill(k.process.processIdentifier, SIGTERM)
    k.process.waitUntilExit()
    XCTAssertEqual(k.process.terminationStatus, 128 + SIGTERM)
    XCTAssertEqual(try x.keymap(), keymap)
  }
}

/// Without a display: a clear message and exit code 1.
final class RunWithoutDisplayTests: XCTestCase {
  func testNoDisplay() throws {
    let r = try ProcessRunner.run(TestPaths.binary, ["run"], environment: ["DISPLAY": ":4243"])
    XCTAssertEqual(r.status, 1)
    XCTAssertTrue(r.stderr.contains("cannot open X display"), r.stderr)
  }
}
