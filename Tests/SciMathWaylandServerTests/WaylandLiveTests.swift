import Foundation
import SciMathCore
import SciMathRender
import SciMathTestSupport
import XCTest

/// The live keyboard on Wayland (`--backend wayland`) under headless sway:
/// docked as a layer surface, clicked through the compositor's virtual
/// pointer, typing into native Wayland applications (foot, GTK 3 and GTK 4
/// on their Wayland backend) through the input method and its virtual
/// keyboard. wlroots 0.15 has no virtual touch (and there is no uinput):
/// these tests drive the pointer; KWinTests drive `wl_touch` with KWin's
/// fake touch.
final class WaylandLiveTests: XSessionTestCase {
  override class func makeSession() throws -> XSession { try .sway() }

  /// The keys typed as they are: no word features, a short long press.
  static let plain = """
    autocorrect = off
    suggestions = off
    auto-capitalize = off
    period-shortcut = off
    slide-to-type = off
    long-press-delay = 200

    """

  func focusedWindow() throws -> Int? { try x.swayWindows().first(where: \.focused)?.id }

  /// Docked: every window ends above it, and what it shows is what
  /// `scimath render` draws for the same state (the strip, the ABC
  /// layer), pixel for pixel. `scimath hide` gives the space back and
  /// `show` takes it again; the focus never moves.
  func testItDocksAboveTheWindowsAndShowsWhatTheRendererDraws() throws {
    let view = try x.startWaylandTextView(gtk: 3)
    defer { kill(view.process.processIdentifier, SIGKILL) }
    let focus = try focusedWindow()
    let k = try WaylandKeyboardHarness(session: x, settings: Self.plain)
    XCTAssertTrue(try k.windowsEndAbove(), "the window ends above the keyboard")
    let keyboard = Keyboard(catalog: TestPaths.catalog, form: k.form, width: Double(k.width))
    var scene = ScreenshotScene(layer: .abc)
    scene.strip = true
    let view0 = try scene.view(of: [keyboard], symbols: TestPaths.symbols)
    FontSetup.activate(assets: TestPaths.assets)
    let want = KeyboardRenderer(theme: TestPaths.catalog.theme(.light))
      .image(keyboard: keyboard, view: view0, scale: 1)
    try? x.waitFor("the surface to show the first frame", timeout: 5) {
      (try? ImageSurface.load(png: try k.capture().path)).map {
        ImageComparison().matches($0, want)
      } ?? false
    }
    let got = try ImageSurface.load(png: try k.capture().path)
    let result = ImageComparison().compare(got, want)
    if result.differing > 0 {
      try? want.writePNG(to: x.directory.appendingPathComponent("want.png").path)
      try? got.writePNG(to: "/tmp/wl-got.png")
      try? want.writePNG(to: "/tmp/wl-want.png")
    }
    XCTAssertTrue(result.sameSize, "\(got.width)×\(got.height) vs \(want.width)×\(want.height)")
    XCTAssertEqual(
      result.differing, 0, "the surface differs from the render in \(result.differing) px")
    XCTAssertEqual(try k.command(["hide"]).status, 0)
    try x.waitFor("the window to reach the bottom once hidden") {
      (try? k.windowsReachTheBottom()) == true
    }
    XCTAssertEqual(try k.command(["toggle"]).status, 0)
    try k.waitForDock()
    XCTAssertEqual(try focusedWindow(), focus, "the view keeps the focus")
    let again = try k.command(["run", "--backend", "wayland"])
    XCTAssertEqual(again.status, 0, again.stderr)
    XCTAssertTrue(again.stderr.contains("already running"), again.stderr)
  }

  /// Every key of every layer, clicked, arrives in foot as a terminal
  /// sends it (BackSpace as DEL, Return as a newline, undo as Ctrl+Z).
  func testEveryKeyOfEveryLayerArrivesInFoot() throws {
    let terminal = try x.startWaylandTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let focus = try focusedWindow()
    let k = try WaylandKeyboardHarness(session: x, settings: Self.plain)
    let expected = try k.tapEveryKey()
    let got = String(
      decoding: terminal.waitForBytes(expected.utf8.count, timeout: 20), as: UTF8.self)
    if got != expected { XCTFail("foot: \(firstDifference(got, expected))") }
    XCTAssertEqual(try focusedWindow(), focus, "foot keeps the focus")
  }

  /// Every alternate of every layer, long-pressed and slid to, arrives in
  /// a GTK 4 view.
  func testEveryAlternateArrivesInAGTK4View() throws {
    let view = try x.startWaylandTextView(gtk: 4)
    defer { kill(view.process.processIdentifier, SIGKILL) }
    let k = try WaylandKeyboardHarness(session: x, settings: Self.plain)
    let chosen = try k.chooseEveryAlternate(delay: 0.2)
    XCTAssertGreaterThan(chosen.unicodeScalars.count, 300, "alternates of every layer")
    let got = view.waitForCharacters(chosen.count, timeout: 30)
    if got != chosen { XCTFail("GTK 4: \(firstDifference(got, chosen))") }
  }

  /// What the keyboard replaces, replaced exactly in a GTK 3 view (one
  /// delete of the surrounding text and one commit each): taps that miss
  /// their keys corrected at the space, a `\alpha` shortcut at the space,
  /// a symbol the strip offers for `\to`, and a slid word after them.
  func testReplacementsArriveExactlyInAGTK3View() throws {
    let view = try x.startWaylandTextView(gtk: 3)
    defer { kill(view.process.processIdentifier, SIGKILL) }
    let k = try WaylandKeyboardHarness(
      session: x, settings: "latex-shortcuts = replace\nauto-capitalize = off\n")
    let keys = Keyboard(catalog: TestPaths.catalog, form: k.form, width: Double(k.width))
    let g = keys.geometry(.abc)
    // "thank you" with two taps on the key beside: "tjank ypu".
    for (id, cells) in [
      ("t", 0.0), ("h", 0.6), ("a", 0), ("n", 0), ("k", 0), ("space", 0), ("y", 0), ("o", 0.6),
      ("u", 0), ("space", 0),
    ] {
      let key = try XCTUnwrap(g.key(id: id), id)
      let c = key.frame.center
      k.click(Point(x: c.x + cells * key.cell.width, y: c.y))
    }
    XCTAssertEqual(view.waitForCharacters(10, timeout: 10), "thank you ")
    var layer = try k.type("\\alpha ")
    XCTAssertEqual(view.waitForCharacters(12, timeout: 10), "thank you α ")
    layer = try k.type("\\to", from: layer)
    k.click(keys.stripLayout.cell(0, .offering, scroll: 0).center)
    XCTAssertEqual(view.waitForCharacters(13, timeout: 10), "thank you α →")
    try k.type(" ", from: layer)
    // A stroke through h-e-l-l-o, the button held, a point every 6 px.
    let corners = try "hello".map { try XCTUnwrap(g.key(id: String($0))).frame.center }
    k.drag(through: Point.stroke(through: corners, every: 6))
    XCTAssertEqual(view.waitForCharacters(19, timeout: 10), "thank you α → hello")
  }

  /// Dismissed, the keyboard leaves the bring-back button (a small layer
  /// surface over the windows, where the settings put it); a click on it
  /// brings the keyboard back, docked, and the view keeps the focus.
  func testTheBringBackButtonBringsItBack() throws {
    let view = try x.startWaylandTextView(gtk: 3)
    defer { kill(view.process.processIdentifier, SIGKILL) }
    let focus = try focusedWindow()
    let k = try WaylandKeyboardHarness(session: x, settings: Self.plain)
    try k.click("dismiss", on: .abc)
    try x.waitFor("the window to reach the bottom once dismissed") {
      (try? k.windowsReachTheBottom()) == true
    }
    let (width, height) = try x.screenSize()
    let button = RestoreButtonPlace.standard.frame(
      size: 48, margin: 8, on: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
    // The button's pixels are drawn: more than the window behind it.
    let frame = PixelRect(
      x: Int(button.x), y: Int(button.y), width: Int(button.width), height: Int(button.height))
    try x.waitFor("the button to be drawn", timeout: 5) {
      (try? ImageSurface.load(png: try x.grim(frame).path)).map { Set($0.pixels()).count > 2 }
        ?? false
    }
    // Round, as X shapes its window: a corner shows the window behind, as
    // the point just left of the button does.
    let around = try ImageSurface.load(
      png: try x.grim(
        PixelRect(x: frame.x - 4, y: frame.y, width: frame.width + 4, height: frame.height)
      ).path
    ).pixels()
    XCTAssertEqual(around[1] & 0xFFFFFF, around[4] & 0xFFFFFF, "the corner is see-through")
    XCTAssertNotEqual(
      around[(frame.height / 2) * (frame.width + 4) + 4 + frame.width / 2] & 0xFFFFFF,
      around[1] & 0xFFFFFF, "the middle is the button's")
    k.pointerClick(x: Int32(button.midX), y: Int32(button.midY))
    try k.waitForDock(timeout: 10)
    XCTAssertEqual(try focusedWindow(), focus, "the view keeps the focus")
  }

  /// With auto-show, the keyboard follows the input method: shown while a
  /// text entry has the focus, hidden (its space given back) while a
  /// button has it.
  func testAutoShowFollowsTheTextField() throws {
    let ready = x.directory.appendingPathComponent("focusview-ready")
    let window = try x.start(
      "/usr/bin/python3",
      [
        TestPaths.fixtures.appendingPathComponent("focusview.py").path, "3",
        ready.path,
      ], environment: try x.waylandClient().merging(["GTK_IM_MODULE": "wayland"]) { $1 })
    defer { kill(window.processIdentifier, SIGKILL) }
    try x.waitFor("the focus view", timeout: 20) {
      FileManager.default.fileExists(atPath: ready.path)
    }
    let k = try WaylandKeyboardHarness(session: x, settings: Self.plain + "auto-show = on\n")
    try x.waitFor("the keyboard to hide: a button has the focus") {
      (try? k.windowsReachTheBottom()) == true
    }
    kill(window.processIdentifier, SIGUSR1)
    try k.waitForDock(timeout: 10)
    kill(window.processIdentifier, SIGUSR2)
    try x.waitFor("the keyboard to hide again") { (try? k.windowsReachTheBottom()) == true }
    kill(window.processIdentifier, SIGUSR1)
    try k.waitForDock(timeout: 10)
  }
}
