import CX11
import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

/// The bring-back button under Xvfb and openbox: it appears when the
/// keyboard is dismissed, a tap brings the keyboard back without moving
/// the focus, a drag moves it and its place is kept, and it can be off.
final class RestoreButtonLiveTests: XSessionTestCase {
  var config: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    config = TestPaths.temporaryDirectory("restore-config")
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: config) }

  func start(_ form: Form = .pad) throws -> LiveKeyboardHarness {
    try LiveKeyboardHarness(session: x, form: form, environment: ["XDG_CONFIG_HOME": config.path])
  }

  func scimath(_ args: [String]) throws {
    _ = try x.result(
      TestPaths.binary.path, args,
      environment: ["XDG_CONFIG_HOME": config.path, "XDG_RUNTIME_DIR": x.directory.path])
  }

  struct Shown {
    var x: Int, y: Int, width: Int, height: Int
    var viewable: Bool
    var center: (Int, Int) { (x + width / 2, y + height / 2) }
  }

  /// The button's window as xwininfo sees it, if it exists.
  func button() -> Shown? {
    guard
      let id = (try? x.run("/usr/bin/xdotool", ["search", "--name", "^SciMath keyboard button$"]))?
        .split(separator: "\n").first.map(String.init),
      let info = try? x.run("/usr/bin/xwininfo", ["-id", id])
    else { return nil }
    func number(_ label: String) -> Int {
      info.split(separator: "\n").first { $0.contains(label) }
        .flatMap { Int($0.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") }
        ?? -1
    }
    return Shown(
      x: number("Absolute upper-left X"), y: number("Absolute upper-left Y"),
      width: number("Width"), height: number("Height"), viewable: info.contains("IsViewable"))
  }

  func settingsFile() -> String {
    let file = config.appendingPathComponent("scimath/settings.conf")
    return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
  }

  func focus() throws -> String {
    try x.run("/usr/bin/xdotool", ["getwindowfocus"])
  }

  func testDismissShowsTheButtonAndATapBringsTheKeyboardBack() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let k = try start()
    let focused = try focus()
    XCTAssertFalse(button()?.viewable ?? false, "no button while the keyboard is shown")
    try k.click("dismiss", on: .abc)
    try x.waitFor("the keyboard hidden and the button shown") {
      !k.mapped && button()?.viewable == true
    }
    let shown = try XCTUnwrap(button())
    XCTAssertEqual(shown.width, 48, "48 pt at scale 1")
    XCTAssertEqual(shown.x + shown.width, 1366 - 8, "against the right edge")
    XCTAssertEqual(shown.y, 8 + Int((0.6 * Double(768 - 48 - 16)).rounded()), "60 % down")
    try x.run(
      "/usr/bin/xdotool", ["mousemove", "\(shown.center.0)", "\(shown.center.1)", "click", "1"])
    try x.waitFor("the keyboard back and the button gone") {
      k.mapped && button()?.viewable == false
    }
    XCTAssertEqual(try focus(), focused, "the focus never moved")
    k.updateOrigin()
    try k.click("q", on: .abc)
    XCTAssertEqual(String(decoding: terminal.waitForBytes(1), as: UTF8.self), "q")
  }

  func testADragMovesTheButtonAndItsPlaceIsKept() throws {
    let k = try start(.phone)
    try scimath(["hide"])
    try x.waitFor("the button") { !k.mapped && button()?.viewable == true }
    let shown = try XCTUnwrap(button())
    var (px, py) = shown.center
    try x.run("/usr/bin/xdotool", ["mousemove", "\(px)", "\(py)", "mousedown", "1"])
    for _ in 0..<20 {
      px -= 60
      py -= 10
      try x.run("/usr/bin/xdotool", ["mousemove", "\(px)", "\(py)"])
    }
    try x.run("/usr/bin/xdotool", ["mouseup", "1"])
    try x.waitFor("the place kept in settings.conf") {
      settingsFile().contains("restore-button-place = left,")
    }
    try x.waitFor("the button against the left edge") { button()?.x == 8 }
    XCTAssertEqual(try XCTUnwrap(button()).center.1, py, "at the height it was let go")
    XCTAssertFalse(k.mapped, "a drag does not bring the keyboard back")
    try scimath(["show"])
    try x.waitFor("the keyboard back") { k.mapped && button()?.viewable == false }
    try scimath(["hide"])
    try x.waitFor("the button again, where it was left") {
      button()?.viewable == true && button()?.x == 8 && button()?.center.1 == py
    }
  }

  func testOffMeansNoButton() throws {
    try FileManager.default.createDirectory(
      at: config.appendingPathComponent("scimath"), withIntermediateDirectories: true)
    try "restore-button = off\n".write(
      to: config.appendingPathComponent("scimath/settings.conf"), atomically: true,
      encoding: .utf8)
    let k = try start(.phone)
    try scimath(["hide"])
    try x.waitFor("hidden") { !k.mapped }
    usleep(300_000)
    XCTAssertFalse(button()?.viewable ?? false)
    // Turned on while the keyboard is hidden: the button comes at once.
    try scimath(["settings", "set", "restore-button", "on"])
    try x.waitFor("the button once it is on") { button()?.viewable == true }
  }
}
