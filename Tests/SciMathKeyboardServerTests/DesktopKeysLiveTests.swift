import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

/// The desktop row on the live keyboard, tapped with XTest, into an xterm
/// in raw mode: what a terminal program reads is the bytes below.
final class DesktopKeysLiveTests: XSessionTestCase {
  func keyboard() throws -> LiveKeyboardHarness {
    let config = TestPaths.temporaryDirectory("desktop-config")
    let dir = config.appendingPathComponent("scimath")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try "desktop-keys = on\n".write(
      to: dir.appendingPathComponent("settings.conf"), atomically: true, encoding: .utf8)
    let k = try LiveKeyboardHarness(
      session: x, form: .phone, environment: ["XDG_CONFIG_HOME": config.path])
    k.desktopKeys = true
    return k
  }

  /// Ctrl then c is ^C, Esc, Tab and ↑ their codes, Ctrl locked then a
  /// and b ^A ^B, and the lock let go: a plain c.
  func testTheRowsKeysReachATerminalAsItsBytes() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let k = try keyboard()
    for id in ["ctrl", "c", "esc", "tab", "up"] { try k.click(id, on: .abc) }
    try k.click("ctrl", on: .abc)
    try k.click("ctrl", on: .abc, pause: 0.01)
    for id in ["a", "b", "ctrl", "c"] { try k.click(id, on: .abc) }
    XCTAssertEqual(
      Array(terminal.waitForBytes(9, timeout: 10)),
      [0x03, 0x1B, 0x09, 0x1B, 0x5B, 0x41, 0x01, 0x02, 0x63],
      "^C, Esc, Tab, ESC [ A, ^A, ^B, c")
    XCTAssertEqual(try x.keysDown(), [])
    // Alt, then F4 from Esc's popup: the window manager closes the xterm.
    try k.click("alt", on: .abc)
    k.move(to: try k.center("esc", .abc))
    k.press()
    usleep(800_000)
    let f4 = Keyboard(catalog: TestPaths.catalog, form: .phone, desktopKeys: true)
    let key = try XCTUnwrap(f4.geometry(.abc).key(id: "esc"))
    let popup = f4.geometry(.abc).popup(for: key, items: DesktopKey.popup(for: .esc) ?? [])
    let cell = popup.cells[3].center
    k.move(to: Point(x: cell.x * k.scale, y: cell.y * k.scale))
    k.release()
    try x.waitFor("Alt+F4 to close the xterm", timeout: 10) { !terminal.process.isRunning }
  }

  /// A modifier latched, then the keyboard killed: no key or modifier is
  /// down afterwards, and the next key from elsewhere arrives plain.
  func testAModifierLatchedWhenTheKeyboardIsKilledIsNotHeld() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let k = try keyboard()
    try k.click("ctrl", on: .abc)
    try k.click("alt", on: .abc)
    try k.waitUntilAnswering()
    kill(k.process.processIdentifier, SIGKILL)
    k.process.waitUntilExit()
    XCTAssertEqual(try x.keysDown(), [])
    _ = try x.run("/usr/bin/xdotool", ["type", "a"])
    XCTAssertEqual(Array(terminal.waitForBytes(1, timeout: 10)), [0x61], "a plain a")
  }

  /// With hide-on-hardware-keys on, the keyboard's own taps leave it up;
  /// a key from another client (xdotool, as a hardware keyboard would)
  /// hides it.
  func testAKeyFromAnotherKeyboardHidesItAndItsOwnKeysDoNot() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let config = TestPaths.temporaryDirectory("hide-config")
    let dir = config.appendingPathComponent("scimath")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try "hide-on-hardware-keys = on\n".write(
      to: dir.appendingPathComponent("settings.conf"), atomically: true, encoding: .utf8)
    let k = try LiveKeyboardHarness(
      session: x, form: .phone, environment: ["XDG_CONFIG_HOME": config.path])
    for id in ["q", "w", "shift", "e"] { try k.click(id, on: .abc) }
    XCTAssertEqual(String(decoding: terminal.waitForBytes(3, timeout: 10), as: UTF8.self), "qwE")
    try k.waitUntilAnswering()
    XCTAssertTrue(k.mapped, "its own keys do not hide it")
    _ = try x.run("/usr/bin/xdotool", ["key", "x"])
    try x.waitFor("the keyboard to step aside", timeout: 5) { !k.mapped }
  }

  /// In a Wayland session the keyboard says once that it types only into
  /// X11 applications, and works.
  func testAWaylandSessionIsToldOnceAndTheKeyboardTypes() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let log = TestPaths.temporaryDirectory("wayland").appendingPathComponent("stderr.txt")
    let k = try LiveKeyboardHarness(
      session: x, form: .phone, environment: ["WAYLAND_DISPLAY": "wayland-0"], stderr: log)
    try k.click("q", on: .abc)
    XCTAssertEqual(String(decoding: terminal.waitForBytes(1, timeout: 10), as: UTF8.self), "q")
    let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    XCTAssertEqual(said.components(separatedBy: "Wayland session").count - 1, 1, said)
    XCTAssertTrue(said.contains("only into X11 applications"), said)
  }
}
