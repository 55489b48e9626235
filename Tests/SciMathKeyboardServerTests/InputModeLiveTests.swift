import CX11
import Foundation
import SciMathCore
import SciMathRender
import SciMathTestSupport
import XCTest

/// Input modes on the live keyboard: Greek into xterm, the mode kept across
/// a restart, and a bad layout of the user's that does not stop the start.
final class InputModeLiveTests: XSessionTestCase {
  var config: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    config = TestPaths.temporaryDirectory("config")
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: config) }

  var env: [String: String] { ["XDG_CONFIG_HOME": config.path] }

  func greekGeometry() -> (Keyboard, KeyboardGeometry) {
    let keyboard = Keyboard(
      catalog: TestPaths.catalog, form: .phone, mode: TestPaths.catalog.mode(named: "greek"))
    return (keyboard, keyboard.geometry(.abc))
  }

  /// One tap of the globe, then Greek: plain, shifted, and accented by a
  /// long press, the accented one also shifted.
  func testGreekLettersAccentedAndShiftedArrive() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let k = try LiveKeyboardHarness(session: x, form: .phone, environment: env)
    try k.click("globe", on: .abc)
    let (keyboard, g) = greekGeometry()
    func click(_ id: String) throws { k.click(try XCTUnwrap(g.key(id: id)).frame.center) }
    func longPress(_ id: String, pick: Int, shift: ShiftState) throws {
      let key = try XCTUnwrap(g.key(id: id))
      let items = try XCTUnwrap(keyboard.alternates(for: key, shift: shift, layer: .abc))
      let popup = g.popup(for: key, items: items)
      k.move(to: key.frame.center)
      k.press()
      usleep(700_000)
      k.move(to: popup.cells[pick].center)
      k.release()
      usleep(50_000)
    }
    try click("α")
    try click("shift")
    try click("β")
    try longPress("ε", pick: 1, shift: .off)
    try click("shift")
    try longPress("ι", pick: 2, shift: .on)
    try click("ς")
    let want = "αΒέΪς"
    XCTAssertEqual(String(decoding: terminal.waitForBytes(want.utf8.count), as: UTF8.self), want)
  }

  /// Taps on the Greek letters change no keymap: the letters shown were
  /// mapped when the mode appeared (a change at each tap let openbox's
  /// click grab move fast taps).
  func testTapsOnTheLettersShownChangeNoKeymap() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let k = try LiveKeyboardHarness(session: x, form: .phone, environment: env)
    try k.click("globe", on: .abc)
    try k.waitUntilAnswering()
    let shown = try x.keymap()
    let (_, g) = greekGeometry()
    let word = ["κ", "α", "λ", "η", "μ", "ε", "ρ", "α"]
    for id in word { k.click(try XCTUnwrap(g.key(id: id)).frame.center) }
    let want = word.joined()
    XCTAssertEqual(String(decoding: terminal.waitForBytes(want.utf8.count), as: UTF8.self), want)
    XCTAssertEqual(try x.keymap(), shown, "the keymap changed while letters were tapped")
  }

  /// After a globe tap the window shows the Greek letters at once, with
  /// the mode's name on the space bar for a second, then the plain bar:
  /// the mode change and the name's end are both repainted.
  func testGlobeTapRepaintsTheLettersAndTheSpaceBar() throws {
    let k = try LiveKeyboardHarness(session: x, form: .phone, environment: env)
    try k.click("globe", on: .abc)
    let clicked = Date()
    let (keyboard, _) = greekGeometry()
    FontSetup.activate(assets: TestPaths.assets)
    let renderer = KeyboardRenderer(theme: TestPaths.catalog.theme(.light))
    var named = ViewState(layer: .abc)
    named.spaceLabel = "Ελληνικά"
    for (view, after) in [(named, 0.3), (ViewState(layer: .abc), 1.3)] {
      let wait = after - Date().timeIntervalSince(clicked)
      if wait > 0 { usleep(useconds_t(wait * 1_000_000)) }
      let live = try k.capture()
      let image = renderer.image(
        keyboard: keyboard, view: TestPaths.withIdleStrip(view, keyboard), scale: 1)
      let result = ImageComparison().compare(live.pixels, image.pixels())
      XCTAssertTrue(result.sameSize)
      XCTAssertLessThanOrEqual(
        result.fraction, ImageComparison().allowedFraction,
        "at \(after) s: \(result.differing) px differ")
    }
  }

  func testModeSurvivesARestart() throws {
    do {
      let k = try LiveKeyboardHarness(session: x, form: .phone, environment: env)
      try k.click("globe", on: .abc, pause: 0.3)
    }
    let settings = config.appendingPathComponent("scimath/settings.conf")
    XCTAssertEqual(try String(contentsOf: settings, encoding: .utf8), "input-mode = el\n")
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let k = try LiveKeyboardHarness(session: x, form: .phone, environment: env)
    // The English "q" position is the Greek ";" position, "a" is "α".
    try k.click("a", on: .abc)
    XCTAssertEqual(String(decoding: terminal.waitForBytes(2), as: UTF8.self), "α")
  }

  func testBadUserLayoutIsReportedAndTheKeyboardStarts() throws {
    let dir = config.appendingPathComponent("scimath/layouts/phone")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try "name Broken\nrow q w e r t y u i o p\nrow q@5\n".write(
      to: dir.appendingPathComponent("broken.layout"), atomically: true, encoding: .utf8)
    let log = config.appendingPathComponent("stderr.txt")
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let k = try LiveKeyboardHarness(session: x, form: .phone, environment: env, stderr: log)
    try k.click("q", on: .abc)
    XCTAssertEqual(
      String(decoding: terminal.waitForBytes(1), as: UTF8.self), "q", "the keyboard works")
    let message = try String(contentsOf: log, encoding: .utf8)
    XCTAssertTrue(
      message.contains("broken.layout:3: row 2 key 1: 5.0 pt is no wider than the 6.0 pt gap"),
      message)
  }

  /// With the server's layouts `us,gr` and `follow-layout`: the
  /// languages are English and Greek, Greek stands for group 2; the globe
  /// locks group 2, and when another client locks a group, its language
  /// follows.
  func testTheLanguageOfTheServersGroupIsLockedAndFollowed() throws {
    _ = try x.run("/usr/bin/setxkbmap", ["-layout", "us,gr"])
    defer { _ = try? x.run("/usr/bin/setxkbmap", ["-layout", "us"]) }
    let settings = config.appendingPathComponent("scimath/settings.conf")
    try FileManager.default.createDirectory(
      at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "follow-layout = on\n".write(to: settings, atomically: true, encoding: .utf8)
    guard let d = XOpenDisplay(x.display) else { throw TestFailure("cannot open display") }
    defer { XCloseDisplay(d) }
    func group() -> Int {
      var state = XkbStateRec()
      XkbGetState(d, UInt32(XkbUseCoreKbd), &state)
      return Int(state.group)
    }
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let k = try LiveKeyboardHarness(session: x, form: .phone, environment: env)
    try k.click("globe", on: .abc, pause: 0.2)
    try x.waitFor("group 2 to be locked") { group() == 1 }
    XkbLockGroup(d, UInt32(XkbUseCoreKbd), 0)
    XSync(d, 0)
    usleep(200_000)
    try k.click("a", on: .abc)
    XkbLockGroup(d, UInt32(XkbUseCoreKbd), 1)
    XSync(d, 0)
    usleep(200_000)
    try k.click("a", on: .abc)
    XCTAssertEqual(String(decoding: terminal.waitForBytes(3), as: UTF8.self), "aα")
  }
}
