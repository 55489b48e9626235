import Foundation
import SciMathCore
import SciMathRender
import SciMathTestSupport
import XCTest

/// The symbol strip on the live keyboard, clicked with XTest as a user
/// taps it, typing into a focused xterm.
final class StripLiveTests: XSessionTestCase {
  /// Search, type "nabla" on the keys, tap the first result: xterm gets ∇
  /// and nothing else; the window shows what `render --search` draws.
  func testSearchingNablaTypesNabla() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let k = try LiveKeyboardHarness(session: x, form: .phone)
    let keyboard = Keyboard(catalog: TestPaths.catalog, form: .phone)
    let strip = keyboard.stripLayout
    k.click(strip.button.center)
    for letter in ["n", "a", "b", "l", "a"] { try k.click(letter, on: .abc) }

    var scene = ScreenshotScene(layer: .abc)
    scene.search = "nabla"
    let view = try scene.view(of: [keyboard], symbols: TestPaths.symbols)
    XCTAssertEqual(view.strip?.items.first, "∇")
    FontSetup.activate(assets: TestPaths.assets)
    let image = KeyboardRenderer(theme: TestPaths.catalog.theme(.light))
      .image(keyboard: keyboard, view: view, scale: 1)
    try? x.waitFor("the window to show the results", timeout: 5) {
      (try? k.capture()).map { ImageComparison().matches($0.pixels, image.pixels()) } ?? false
    }
    let result = ImageComparison().compare(try k.capture().pixels, image.pixels())
    XCTAssertTrue(result.sameSize)
    XCTAssertLessThanOrEqual(
      result.fraction, ImageComparison().allowedFraction, "\(result.differing) px differ")
    XCTAssertEqual(terminal.received, Data(), "the query never reaches the application")

    k.click(strip.cell(0, .searching, scroll: 0).center)
    XCTAssertEqual(String(decoding: terminal.waitForBytes(3), as: UTF8.self), "∇")
    // The search is over: the keys type into the application again, and ∇
    // waits on the strip.
    // While a word is typed the strip offers words; after a break that is
    // not a word (the digit), the recent symbols again.
    try k.click("q", on: .abc)
    XCTAssertEqual(String(decoding: terminal.waitForBytes(4), as: UTF8.self), "∇q")
    try k.click("123", on: .abc)
    try k.click("2", on: .numbers)
    try k.click("space", on: .numbers)
    XCTAssertEqual(String(decoding: terminal.waitForBytes(6), as: UTF8.self), "∇q2 ")
    k.click(strip.cell(0, .idle, scroll: 0).center)
    XCTAssertEqual(String(decoding: terminal.waitForBytes(9), as: UTF8.self), "∇q2 ∇")
  }

  /// `strip = off`: no strip, the window is the keys' height.
  func testStripOffLeavesTheKeysAlone() throws {
    let config = x.directory.appendingPathComponent("config/scimath")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    try "strip = off\n".write(
      to: config.appendingPathComponent("settings.conf"), atomically: true, encoding: .utf8)
    let k = try LiveKeyboardHarness(session: x, form: .phone)
    let keyboard = Keyboard(catalog: TestPaths.catalog, form: .phone)
    XCTAssertEqual(try k.capture().height, Int(keyboard.geometry(.abc).height.rounded(.up)))
    XCTAssertEqual(k.keyTop, 0)
  }
}
