import CX11
import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

/// The docked keyboard on a laptop with a second monitor, under Xorg with
/// the dummy driver (RandR monitors, which Xvfb lacks): a 2560×1600 panel
/// named eDP-1 beside a taller 1920×2160 HDMI-1, the desktop's scale set
/// with `xrdb`. After each change the window's geometry and struts are
/// checked, and a tap must still type the key under the finger.
final class DisplayLiveTests: XCTestCase {
  var x: XSession!
  var terminal: RecordingTerminal!

  override func setUpWithError() throws {
    x = try XSession.xorgDummy()
    // The dummy's own output off, then a framebuffer for two monitors.
    try x.run("/usr/bin/xrandr", ["--output", "DUMMY0", "--off"])
    try setMonitors(screen: "4480x2160", panel: "2560/286x1600/179+0+0")
    try setDPI(192)
    terminal = try x.startRecordingTerminal()
  }

  override func tearDownWithError() throws {
    x?.stop()
  }

  /// Monitors first (an existing one must be deleted: the server refuses
  /// to redefine it), the framebuffer last: RandR tells clients of a
  /// framebuffer change (RRScreenChangeNotify), not of `--setmonitor`, as a
  /// real rotation or mode change comes with its framebuffer's.
  func setMonitors(screen: String, panel: String) throws {
    for (name, geometry) in [("eDP-1", panel), ("HDMI-1", "1920/527x2160/296+2560+0")] {
      _ = try? x.run("/usr/bin/xrandr", ["--delmonitor", name])
      try x.run("/usr/bin/xrandr", ["--setmonitor", name, geometry, "none"])
    }
    try x.run("/usr/bin/xrandr", ["--fb", screen])
    let monitors = try x.run("/usr/bin/xrandr", ["--listmonitors"])
    guard monitors.contains("eDP-1 \(panel)") else {
      throw TestFailure("xrandr did not set the panel to \(panel): \(monitors)")
    }
  }

  func setDPI(_ dpi: Int) throws {
    let file = x.directory.appendingPathComponent("resources")
    try "Xft.dpi: \(dpi)\n".write(to: file, atomically: true, encoding: .utf8)
    try x.run("/usr/bin/xrdb", ["-merge", file.path])
  }

  /// The window's frame on the root window and its bottom strut.
  func frame(_ k: LiveKeyboardHarness) -> (x: Int, y: Int, width: Int, height: Int) {
    var a = XWindowAttributes()
    XGetWindowAttributes(k.display, k.windowID, &a)
    k.updateOrigin()
    return (Int(k.origin.x), Int(k.origin.y), Int(a.width), Int(a.height))
  }

  func strut(_ k: LiveKeyboardHarness) throws -> [Int] {
    let out = try x.run("/usr/bin/xprop", ["-id", k.window, "_NET_WM_STRUT_PARTIAL"])
    guard let values = out.split(separator: "=").last else { return [] }
    return values.split(separator: ",").compactMap {
      Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }

  /// The keyboard's height in points at a width, the strip's included,
  /// from `scimath layout` (the pad form: every width here is 600 points
  /// or more).
  func layoutHeight(width: Int) throws -> Double {
    let r = try ProcessRunner.run(
      TestPaths.binary, ["layout", "--json", "--form", "pad", "--width", "\(width)"])
    guard let doc = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any],
      let height = doc["heightPoints"] as? Double, let strip = doc["stripPoints"] as? Double
    else { throw TestFailure("scimath layout: \(r.stderr)") }
    return height + strip
  }

  /// Waits until the window has `width` pixels.
  func waitForWidth(_ k: LiveKeyboardHarness, _ width: Int) throws {
    do {
      try x.waitFor("the keyboard to be \(width) px wide", timeout: 5) { frame(k).width == width }
    } catch {
      let monitors = (try? x.run("/usr/bin/xrandr", ["--listmonitors"])) ?? ""
      throw TestFailure("\(error); frame \(frame(k)); \(monitors)")
    }
  }

  func assertDocked(
    _ k: LiveKeyboardHarness, panelWidth: Int, panelHeight: Int, rootHeight: Int, scale: Double,
    line: UInt = #line
  ) throws {
    let f = frame(k)
    let points =
      Int((1194 * scale).rounded(.down)) <= panelWidth ? 1194.0 : Double(panelWidth) / scale
    XCTAssertEqual(f.width, Int((points * scale).rounded(.down)), "width", line: line)
    XCTAssertEqual(f.x, (panelWidth - f.width) / 2, "centred on the panel", line: line)
    XCTAssertEqual(f.y + f.height, panelHeight, "on the panel's bottom edge", line: line)
    let expected = try layoutHeight(width: Int(points.rounded(.down))) * scale
    XCTAssertEqual(Double(f.height), expected, accuracy: scale + 1, "height", line: line)
    let s = try strut(k)
    XCTAssertEqual(s.count, 12, "strut partial", line: line)
    if s.count == 12 {
      XCTAssertEqual(s[3], rootHeight - panelHeight + f.height, "bottom strut", line: line)
      XCTAssertEqual([s[10], s[11]], [0, panelWidth - 1], "the panel's columns only", line: line)
    }
    k.width = Int(points.rounded(.down))
    k.scale = scale
  }

  func assertTapTypes(_ k: LiveKeyboardHarness, _ id: String, on layer: LayerID, _ text: String)
    throws
  {
    let before = terminal.received.count
    try k.click(id, on: layer, pause: 0.1)
    let got = terminal.waitForBytes(before + text.utf8.count, timeout: 5)
    XCTAssertEqual(String(decoding: got.dropFirst(before), as: UTF8.self), text, "tap on \(id)")
  }

  func testDocksOnThePanelAtTheDesktopsScaleAndFollowsChanges() throws {
    let k = try LiveKeyboardHarness(session: x, form: .pad, docked: true)
    try waitForWidth(k, 2388)
    try assertDocked(k, panelWidth: 2560, panelHeight: 1600, rootHeight: 2160, scale: 2)
    try assertTapTypes(k, "q", on: .abc, "q")
    try k.click("123", on: .abc)

    // The scale changes (Xft.dpi 192 → 144): docked anew in place, on the
    // same layer.
    try setDPI(144)
    try waitForWidth(k, 1791)
    try assertDocked(k, panelWidth: 2560, panelHeight: 1600, rootHeight: 2160, scale: 1.5)
    try assertTapTypes(k, "1", on: .numbers, "1")

    // The panel turns to portrait, the screen grows: a rotation's RandR
    // change. 1194 pt at 1.5 is wider than 1600 px: the panel's width.
    try setMonitors(screen: "4480x2560", panel: "1600/179x2560/286+0+0")
    try waitForWidth(k, 1600)
    try assertDocked(k, panelWidth: 1600, panelHeight: 2560, rootHeight: 2560, scale: 1.5)
    try assertTapTypes(k, "2", on: .numbers, "2")

    // Back to 96 dpi: 1 px a point, 1194 pt fits the portrait panel.
    try setDPI(96)
    try waitForWidth(k, 1194)
    try assertDocked(k, panelWidth: 1600, panelHeight: 2560, rootHeight: 2560, scale: 1)
    try assertTapTypes(k, "3", on: .numbers, "3")
  }

  func testAMonitorNamedInTheSettingsIsUsed() throws {
    let config = x.directory.appendingPathComponent("config/scimath")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    try "monitor = HDMI-1\nscale = 1\n".write(
      to: config.appendingPathComponent("settings.conf"), atomically: true, encoding: .utf8)
    let k = try LiveKeyboardHarness(session: x, form: .pad, docked: true)
    try waitForWidth(k, 1194)
    let f = frame(k)
    XCTAssertEqual(f.x, 2560 + (1920 - 1194) / 2, "centred on HDMI-1")
    XCTAssertEqual(f.y + f.height, 2160, "on HDMI-1's bottom edge")
    XCTAssertEqual(try strut(k).suffix(2), [2560, 4479], "HDMI-1's columns only")
    k.width = 1194
    try assertTapTypes(k, "w", on: .abc, "w")

    // HDMI-1 unplugged (its monitor gone, the framebuffer shrunk to the
    // panel): the keyboard moves to the panel rather than vanish.
    try x.run("/usr/bin/xrandr", ["--delmonitor", "HDMI-1"])
    try x.run("/usr/bin/xrandr", ["--fb", "2560x1600"])
    try x.waitFor("the keyboard on the panel", timeout: 5) { frame(k).x < 2560 }
    let moved = frame(k)
    XCTAssertEqual(moved.x, (2560 - 1194) / 2)
    XCTAssertEqual(moved.y + moved.height, 1600)
    try assertTapTypes(k, "e", on: .abc, "e")
  }
}
