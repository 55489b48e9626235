import SciMathCore
import XCTest

/// Scale, monitor choice and the docked frame: the pure rules behind the
/// keyboard's place on real laptop screens.
final class DisplayGeometryTests: XCTestCase {
  func testScaleFollowsTheFirstSourceThatSaysSomething() {
    XCTAssertEqual(DisplayScale().resolve(.auto), 1)
    XCTAssertEqual(DisplayScale(resourceDPI: 192, xsettingsDPI: 96).resolve(.auto), 2)
    XCTAssertEqual(DisplayScale(xsettingsDPI: 144, windowScalingFactor: 2).resolve(.auto), 1.5)
    XCTAssertEqual(DisplayScale(windowScalingFactor: 2, gdkScale: "3").resolve(.auto), 2)
    XCTAssertEqual(DisplayScale(gdkScale: "3").resolve(.auto), 3)
    XCTAssertEqual(DisplayScale(gdkScale: "lots").resolve(.auto), 1)
    XCTAssertEqual(DisplayScale(resourceDPI: 143).resolve(.auto), 1.5, "rounded to 1/8")
    XCTAssertEqual(DisplayScale(resourceDPI: 48).resolve(.auto), 1, "never below 1")
    XCTAssertEqual(DisplayScale(resourceDPI: 960).resolve(.auto), 4, "never above 4")
    XCTAssertEqual(DisplayScale(resourceDPI: 192).resolve(.fixed(1.25)), 1.25, "a fixed one wins")
  }

  func testXftDPIIsReadFromResourceManagerText() {
    let text = "Xft.antialias:\t1\nXft.dpi:\t144\n*customization:\t-color\n"
    XCTAssertEqual(DisplayScale.xftDPI(inResources: text), 144)
    XCTAssertNil(DisplayScale.xftDPI(inResources: "Xft.dpi:\tbig\n"))
    XCTAssertNil(DisplayScale.xftDPI(inResources: "Xft.dpix:\t144\n"))
  }

  func testScaleAndMonitorSettingsTakeWhatTheyShould() {
    XCTAssertEqual(ScaleChoice("auto"), .auto)
    XCTAssertEqual(ScaleChoice("1.5"), .fixed(1.5))
    XCTAssertNil(ScaleChoice("0.5"))
    XCTAssertNil(ScaleChoice("5"))
    XCTAssertNil(ScaleChoice("nan"))
    XCTAssertEqual(ScaleChoice.fixed(2).text, "2")
    XCTAssertEqual(MonitorChoice("HDMI-1"), .named("HDMI-1"))
    XCTAssertEqual(MonitorChoice("Primary"), .primary)
    XCTAssertNil(MonitorChoice("two words"))
  }

  let panel = Monitor(name: "eDP-1", x: 0, y: 0, width: 2560, height: 1600, outputs: ["eDP-1"])
  let external = Monitor(
    name: "HDMI-1", x: 2560, y: 0, width: 1920, height: 2160, primary: true, outputs: ["HDMI-1"])

  func testAutoPrefersTheBuiltInPanelThenPrimaryThenPointer() {
    XCTAssertEqual(Monitor.chosen(.auto, among: [external, panel], pointer: nil), panel)
    let lvds = Monitor(name: "DP-3", x: 0, y: 0, width: 10, height: 10, outputs: ["LVDS1"])
    XCTAssertTrue(lvds.isBuiltIn, "by an output's name")
    let a = Monitor(name: "DP-1", x: 0, y: 0, width: 100, height: 100)
    let b = Monitor(name: "DP-2", x: 100, y: 0, width: 100, height: 100)
    var bPrimary = b
    bPrimary.primary = true
    XCTAssertEqual(Monitor.chosen(.auto, among: [a, bPrimary], pointer: (10, 10)), bPrimary)
    XCTAssertEqual(Monitor.chosen(.auto, among: [a, b], pointer: (150, 50)), b)
    XCTAssertEqual(Monitor.chosen(.auto, among: [a, b], pointer: nil), a)
    XCTAssertNil(Monitor.chosen(.auto, among: [], pointer: nil))
  }

  func testPrimaryAndNamedChoicesFallBackToAuto() {
    XCTAssertEqual(Monitor.chosen(.primary, among: [panel, external], pointer: nil), external)
    XCTAssertEqual(
      Monitor.chosen(.named("HDMI-1"), among: [panel, external], pointer: nil), external)
    XCTAssertEqual(
      Monitor.chosen(.named("DP-9"), among: [panel, external], pointer: nil), panel,
      "a monitor that is gone: the keyboard still appears")
  }

  func testDockedFrameIsIPadSizedCentredAtTheMonitorsBottom() {
    // Height 0.3 of the width, as a stand-in for a form's proportions.
    let dock = DockFrame.docked(on: panel, rootHeight: 2160, scale: 2) { $0 * 0.3 }
    XCTAssertEqual(dock.frame.width, 2388, "1194 pt at 2 px a point")
    XCTAssertEqual(dock.frame.x, (2560 - 2388) / 2)
    XCTAssertEqual(dock.frame.height, Int((1194 * 0.3 * 2).rounded(.up)))
    XCTAssertEqual(
      dock.frame.y + dock.frame.height, 1600, "on the panel's bottom edge, not the screen's")
    XCTAssertEqual(dock.strutBottom, 2160 - 1600 + dock.frame.height)
    XCTAssertEqual(dock.strutStartX, 0)
    XCTAssertEqual(dock.strutEndX, 2559, "the panel's columns only")
  }

  func testNarrowMonitorsAndTheSizeSettingLimitTheWidth() {
    let small = Monitor(name: "eDP-1", x: 100, y: 50, width: 1366, height: 768)
    let full = DockFrame.docked(on: small, rootHeight: 818, scale: 1.5) { $0 / 3 }
    XCTAssertEqual(full.frame.width, 1366, "1194 pt at 1.5 is wider than the panel")
    XCTAssertEqual(full.frame.x, 100)
    XCTAssertEqual(full.frame.height, Int((1366.0 / 1.5 / 3 * 1.5).rounded(.up)))
    let sized = DockFrame.docked(on: small, rootHeight: 818, scale: 1, widthOverride: 800) {
      $0 / 2
    }
    XCTAssertEqual(sized.frame.width, 800)
    XCTAssertEqual(sized.frame.height, 400)
    XCTAssertEqual(sized.frame.x, 100 + 283)
    XCTAssertEqual(sized.frame.y, 50 + 768 - 400)
  }
}
