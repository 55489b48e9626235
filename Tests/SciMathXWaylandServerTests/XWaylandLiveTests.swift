import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

/// The live keyboard on sway's Xwayland, floating over the application:
/// every key of every layer arrives in an xterm, every alternate in a GTK 3
/// view (X11 backend), the application keeps the focus, and the keymap is
/// byte for byte as it was once the keyboard has ended.
final class XWaylandLiveTests: XSessionTestCase {
  override class func makeSession() throws -> XSession { try .sway() }

  /// The keys typed as they are: no word features, a short long press.
  static let longPressDelay = 0.2
  var config: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    config = try TestPaths.configHome(
      "xwayland-config",
      settings: """
        autocorrect = off
        suggestions = off
        auto-capitalize = off
        period-shortcut = off
        slide-to-type = off
        long-press-delay = \(Int(Self.longPressDelay * 1000))

        """)
  }

  override func tearDownWithError() throws {
    if let config { try? FileManager.default.removeItem(at: config) }
  }

  func keymap() throws -> String { try x.run("/usr/bin/xkbcomp", ["-xkb", x.display, "-"]) }

  func keyboard() throws -> LiveKeyboardHarness {
    try LiveKeyboardHarness(
      session: x, form: .phone, environment: ["XDG_CONFIG_HOME": config.path])
  }

  func testEveryKeyOfEveryLayerArrivesInAnXterm() throws {
    let before = try keymap()
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let focus = try x.run("/usr/bin/xdotool", ["getwindowfocus"])
    var k: LiveKeyboardHarness? = try keyboard()
    let expected = try XCTUnwrap(k).tapEveryKey()
    let got = String(
      decoding: terminal.waitForBytes(expected.utf8.count, timeout: 20), as: UTF8.self)
    if got != expected { XCTFail("xterm: \(firstDifference(got, expected))") }
    XCTAssertEqual(
      try x.run("/usr/bin/xdotool", ["getwindowfocus"]), focus, "xterm keeps the focus")
    k = nil  // SIGTERM: the keyboard ends as a user's does
    XCTAssertEqual(try keymap(), before, "the keymap is as it was")
  }

  func testEveryAlternateArrivesInAGTK3View() throws {
    let before = try keymap()
    let view = try x.startRecordingTextView(gtk: 3)
    defer { kill(view.process.processIdentifier, SIGKILL) }
    var k: LiveKeyboardHarness? = try keyboard()
    let chosen = try XCTUnwrap(k).chooseEveryAlternate(delay: Self.longPressDelay)
    XCTAssertGreaterThan(chosen.unicodeScalars.count, 300, "alternates of every layer")
    let got = view.waitForCharacters(chosen.count, timeout: 30)
    if got != chosen { XCTFail("GTK 3: \(firstDifference(got, chosen))") }
    k = nil
    XCTAssertEqual(try keymap(), before, "the keymap is as it was")
  }
}
