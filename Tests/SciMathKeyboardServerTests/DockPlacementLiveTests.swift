import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

/// The docked keyboard sits exactly on the screen's bottom edge under each
/// window manager in its stock configuration: its window's bottom row of
/// pixels is the screen's last, neither off the screen nor above it, and
/// its strut reserves its height.
final class DockPlacementLiveTests: XCTestCase {
  func testTheDockEndsAtTheScreensBottomUnderEachWindowManager() throws {
    let layout = try ProcessRunner.run(
      TestPaths.binary, ["layout", "--json", "--form", "pad", "--width", "1194"])
    let doc = try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any]
    let keys = try XCTUnwrap(doc?["heightPoints"] as? Double)
    let strip = try XCTUnwrap(doc?["stripPoints"] as? Double)
    let height = Int((keys + strip).rounded(.up))
    for manager in ["openbox", "xfwm4", "fluxbox", "icewm"] {
      let x = try XSession(manager: manager)
      defer { x.stop() }
      let keyboard = try DockedKeyboard(in: x)
      defer { keyboard.stop() }
      let window = keyboard.window
      // The window manager may move the window once more after mapping
      // it: the place is read once it has held still.
      var place = ""
      var previous = ""
      try x.waitFor("the window to settle under \(manager)") {
        previous = place
        place = (try? x.run("/usr/bin/xwininfo", ["-id", window])) ?? ""
        usleep(200_000)
        return !place.isEmpty && place == previous
      }
      func value(_ name: String) -> Int? {
        place.split(separator: "\n").first { $0.contains(name) }?.split(separator: ":").last
          .flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
      }
      let top = try XCTUnwrap(value("Absolute upper-left Y"), place)
      let windowHeight = try XCTUnwrap(value("Height"), place)
      XCTAssertEqual(windowHeight, height, manager)
      XCTAssertEqual(top + windowHeight, 768, "\(manager): the window's bottom is the screen's")
      XCTAssertEqual(value("Absolute upper-left X"), (1366 - 1194) / 2, manager)
      let strut = try x.run("/usr/bin/xprop", ["-id", window, "_NET_WM_STRUT_PARTIAL"])
      XCTAssertTrue(strut.contains("= 0, 0, 0, \(height),"), "\(manager): \(strut)")
    }
  }
}
