import Foundation
import SciMathCore
import SciMathRender
import SciMathTestSupport
import XCTest

/// Shortcuts as you type on the live keyboard, tapped with XTest as a
/// user taps, into an xterm reading lines (its line editing applies the
/// backspaces) and GTK 3 and GTK 4 text views.
final class ShortcutLiveTests: XSessionTestCase {
  /// Each test's own settings, since the X session is shared.
  var config: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    config = TestPaths.temporaryDirectory("shortcut-config")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: config)
  }

  func keyboard(_ settings: String = "") throws -> LiveKeyboardHarness {
    let dir = config.appendingPathComponent("scimath")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try settings.write(
      to: dir.appendingPathComponent("settings.conf"), atomically: true, encoding: .utf8)
    return try LiveKeyboardHarness(
      session: x, form: .phone, environment: ["XDG_CONFIG_HOME": config.path])
  }

  var strip: StripLayout { Keyboard(catalog: TestPaths.catalog, form: .phone).stripLayout }

  /// The window as `scimath render --typed` draws it, on `layer`.
  func waitForRender(of typed: String, on layer: LayerID, _ k: LiveKeyboardHarness) throws {
    var scene = ScreenshotScene(layer: layer)
    scene.typed = typed
    let keyboard = Keyboard(catalog: TestPaths.catalog, form: .phone)
    let view = try scene.view(of: [keyboard], symbols: TestPaths.symbols)
    FontSetup.activate(assets: TestPaths.assets)
    let image = KeyboardRenderer(theme: TestPaths.catalog.theme(.light))
      .image(keyboard: keyboard, view: view, scale: 1)
    try? x.waitFor("the window to show the strip offering for \(typed)", timeout: 5) {
      (try? k.capture()).map { ImageComparison().matches($0.pixels, image.pixels()) } ?? false
    }
    let result = ImageComparison().compare(try k.capture().pixels, image.pixels())
    XCTAssertTrue(result.sameSize)
    XCTAssertEqual(
      result.differing, 0, "the window differs from the render in \(result.differing) px")
  }

  /// `\alpha`, then the strip's first symbol, then return: the terminal's
  /// line is exactly α. With the default (suggest) a space leaves `\to`
  /// alone; `scimath settings set latex-shortcuts replace` turns
  /// replacement on in the running keyboard.
  func testTheStripPutsAlphaInPlaceOfItsNameInAnXterm() throws {
    let terminal = try x.startRecordingTerminal(lines: true)
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let k = try keyboard()
    var layer = try k.type("\\alpha")
    try waitForRender(of: "\\alpha", on: layer, k)
    k.click(strip.cell(0, .offering, scroll: 0).center)
    layer = try k.type(" \\to ", from: layer)
    let set = try ProcessRunner.run(
      TestPaths.binary, ["settings", "set", "latex-shortcuts", "replace"],
      environment: ["XDG_CONFIG_HOME": config.path, "DISPLAY": x.display])
    XCTAssertEqual(set.status, 0, set.stderr)
    usleep(500_000)
    try k.waitUntilAnswering()
    layer = try k.type("<= \n", from: layer)
    let line = "α \\to ≤ \n"
    XCTAssertEqual(
      String(decoding: terminal.waitForBytes(line.utf8.count, timeout: 10), as: UTF8.self), line)
  }

  /// With replacement on, in a GTK 3 and then a GTK 4 view: every shortcut
  /// replaced at the space after it, and the strip's α for `\alpha`.
  func testReplacementInGTK3AndGTK4Views() throws {
    for gtk in [3, 4] {
      let view = try x.startRecordingTextView(gtk: gtk)
      defer { kill(view.process.processIdentifier, SIGKILL) }
      let k = try keyboard("latex-shortcuts = replace\n")
      try k.type("x <= y \\to z \\alpha")
      k.click(strip.cell(0, .offering, scroll: 0).center)
      XCTAssertEqual(view.waitForCharacters(11, timeout: 10), "x ≤ y → z α", "GTK \(gtk)")
    }
  }

  /// The focus moves to another window after `\alpha` was typed into an
  /// xterm: a space there replaces nothing, and nothing is erased.
  func testAFocusChangeForgetsWhatWasTyped() throws {
    let view = try x.startRecordingTextView(gtk: 3)
    defer { kill(view.process.processIdentifier, SIGKILL) }
    let window = try x.run("/usr/bin/xdotool", ["getwindowfocus"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let k = try keyboard("latex-shortcuts = replace\n")
    try k.type("abcdef")
    XCTAssertEqual(view.waitForCharacters(6, timeout: 10), "abcdef")
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let layer = try k.type("\\alpha")
    XCTAssertEqual(
      String(decoding: terminal.waitForBytes(6, timeout: 10), as: UTF8.self), "\\alpha")
    // Back to the view without touching the keyboard or the pointer.
    try x.waitFor("the view to have the focus") {
      _ = try? x.run("/usr/bin/xdotool", ["windowactivate", window])
      return (try? x.run("/usr/bin/xdotool", ["getwindowfocus"]))?
        .trimmingCharacters(in: .whitespacesAndNewlines) == window
    }
    try k.type(" ", from: layer)
    XCTAssertEqual(view.waitForCharacters(7, timeout: 10), "abcdef ")
    XCTAssertEqual(String(decoding: terminal.received, as: UTF8.self), "\\alpha")
  }

  /// An xterm holding `\\alpha`, typed by a keyboard with replacement on:
  /// a space would now put α in its place, unless something broke the
  /// typing. The layer is the one shown after it.
  func alphaTypedWithReplacement() throws -> (RecordingTerminal, LiveKeyboardHarness, LayerID) {
    let terminal = try x.startRecordingTerminal()
    let k = try keyboard("latex-shortcuts = replace\n")
    let layer = try k.type("\\alpha")
    XCTAssertEqual(
      String(decoding: terminal.waitForBytes(6, timeout: 10), as: UTF8.self), "\\alpha")
    return (terminal, k, layer)
  }

  /// Another client types (xdotool, as a hardware keyboard would) after
  /// `\alpha`: the keyboard's space then replaces nothing.
  func testAKeyFromAnotherKeyboardForgetsWhatWasTyped() throws {
    let (terminal, k, layer) = try alphaTypedWithReplacement()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    _ = try x.run("/usr/bin/xdotool", ["type", "x"])
    XCTAssertEqual(
      String(decoding: terminal.waitForBytes(7, timeout: 10), as: UTF8.self), "\\alphax")
    try k.type(" ", from: layer)
    XCTAssertEqual(
      String(decoding: terminal.waitForBytes(8, timeout: 10), as: UTF8.self), "\\alphax ")
  }

  /// A click outside the keyboard (into the xterm, which may move its
  /// cursor there) after `\alpha`: a space then replaces nothing.
  func testAPressOutsideTheKeyboardForgetsWhatWasTyped() throws {
    let (terminal, k, layer) = try alphaTypedWithReplacement()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    // The xterm is at the screen's top left (80x24+0+0).
    k.updateOrigin()
    k.click(Point(x: 60 - Double(k.origin.x), y: 40 - Double(k.origin.y) - k.keyTop))
    try k.type(" ", from: layer)
    XCTAssertEqual(
      String(decoding: terminal.waitForBytes(7, timeout: 10), as: UTF8.self), "\\alpha ")
  }

  /// π typed from the sci layer, held on the strip and pinned: the pin is
  /// in settings.conf, the recent symbol in recents.txt (remember-recents
  /// is on), and a new keyboard shows π on its strip at once.
  func testPinsAndRememberedRecentsSurviveARestart() throws {
    let recents = x.directory.appendingPathComponent("data/scimath/recents.txt")
    try? FileManager.default.removeItem(at: recents)
    do {
      let k = try keyboard("remember-recents = on\n")
      let layer = try k.type("π∞")
      try x.waitFor("recents.txt to hold ∞ and π") {
        (try? String(contentsOf: recents, encoding: .utf8)) == "∞\nπ\n"
      }
      k.move(to: strip.cell(1, .idle, scroll: 0).center)
      k.press()
      usleep(900_000)
      k.release()
      k.click(strip.pinButton.center)
      let file = config.appendingPathComponent("scimath/settings.conf")
      try x.waitFor("favourites = π in settings.conf") {
        (try? String(contentsOf: file, encoding: .utf8))?.contains("favourites = π") == true
      }
      try k.click("abc", on: layer)
    }
    let k = try LiveKeyboardHarness(
      session: x, form: .phone, environment: ["XDG_CONFIG_HOME": config.path])
    var scene = ScreenshotScene(layer: .abc)
    scene.favourites = ["π"]
    scene.recents = ["∞"]
    let keyboard = Keyboard(catalog: TestPaths.catalog, form: .phone)
    let view = try scene.view(of: [keyboard])
    FontSetup.activate(assets: TestPaths.assets)
    let image = KeyboardRenderer(theme: TestPaths.catalog.theme(.light))
      .image(keyboard: keyboard, view: view, scale: 1)
    let result = ImageComparison().compare(try k.capture().pixels, image.pixels())
    XCTAssertTrue(result.sameSize)
    XCTAssertEqual(result.differing, 0, "π pinned, then ∞: \(result.differing) px differ")
  }
}
