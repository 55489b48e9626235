import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

/// `auto-show` on a real session bus, with the accessibility bus and its
/// registry started by D-Bus activation as desktops start them, and GTK 3
/// and GTK 4 windows holding an entry and a button.
final class AutoShowLiveTests: XSessionTestCase {
  func settings(_ text: String) throws -> URL {
    let config = TestPaths.temporaryDirectory("autoshow-config")
    let dir = config.appendingPathComponent("scimath")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try text.write(
      to: dir.appendingPathComponent("settings.conf"), atomically: true, encoding: .utf8)
    return config
  }

  /// Seconds until `condition` holds, polled every 5 ms, or nil.
  func seconds(until condition: () -> Bool, timeout: Double = 5) -> Double? {
    let start = Date()
    while Date().timeIntervalSince(start) < timeout {
      if condition() { return Date().timeIntervalSince(start) }
      usleep(5_000)
    }
    return nil
  }

  func testTheKeyboardFollowsTheFocusInGTK3AndGTK4() throws {
    // Ended with the test: the accessibility bus it starts goes with it.
    let (daemon, bus) = try x.startSessionBus()
    defer { kill(daemon.processIdentifier, SIGTERM) }
    // hide-on-hardware-keys is auto: on with auto-show.
    let config = try settings("auto-show = on\n")
    var latencies: [String] = []
    for gtk in ["3", "4"] {
      let ready = TestPaths.temporaryDirectory("focusview").appendingPathComponent("ready")
      let view = try x.start(
        "/usr/bin/python3",
        [TestPaths.fixtures.appendingPathComponent("focusview.py").path, gtk, ready.path],
        environment: bus.merging(["GTK_MODULES": "gail:atk-bridge"]) { $1 })
      defer { kill(view.processIdentifier, SIGKILL) }
      try x.waitFor("the GTK \(gtk) window") { FileManager.default.fileExists(atPath: ready.path) }
      let k = try LiveKeyboardHarness(
        session: x, form: .phone, environment: bus.merging(["XDG_CONFIG_HOME": config.path]) { $1 })
      usleep(1_000_000)  // the helper joins the bus
      // From the button (focused at start, so no event) to the entry.
      kill(view.processIdentifier, SIGUSR1)
      usleep(300_000)
      XCTAssertTrue(k.mapped, "GTK \(gtk): the entry keeps it shown")
      for round in 1...2 {
        kill(view.processIdentifier, SIGUSR2)
        XCTAssertNotNil(seconds { !k.mapped }, "GTK \(gtk) round \(round): the button hides it")
        kill(view.processIdentifier, SIGUSR1)
        let shown = seconds { k.mapped }
        XCTAssertNotNil(shown, "GTK \(gtk) round \(round): the entry shows it")
        latencies.append(shown.map { "\(Int($0 * 1000)) ms" } ?? "never")
      }
      // The view under the floating keyboard: a text field taking the
      // focus there moves the keyboard off it.
      kill(view.processIdentifier, SIGUSR2)
      XCTAssertNotNil(seconds { !k.mapped })
      let window =
        try x.run("/usr/bin/xdotool", ["search", "--name", "^focusview$"])
        .split(separator: "\n").first.map(String.init) ?? ""
      k.updateOrigin()
      _ = try x.run(
        "/usr/bin/xdotool", ["windowmove", window, "\(k.origin.x + 20)", "\(k.origin.y + 20)"])
      usleep(300_000)
      kill(view.processIdentifier, SIGUSR1)
      XCTAssertNotNil(seconds { k.mapped })
      usleep(300_000)
      k.updateOrigin()
      let geometry = try x.run("/usr/bin/xdotool", ["getwindowgeometry", "--shell", window])
      let g = Dictionary(
        uniqueKeysWithValues: geometry.split(separator: "\n").compactMap { line -> (String, Int)? in
          let kv = line.split(separator: "=")
          return kv.count == 2 ? (String(kv[0]), Int(kv[1]) ?? 0) : nil
        })
      let (vx, vy, vw, vh) = (g["X"] ?? 0, g["Y"] ?? 0, g["WIDTH"] ?? 0, g["HEIGHT"] ?? 0)
      let shot = try k.capture()
      let (kx, ky) = (Int(k.origin.x), Int(k.origin.y))
      let overlaps = kx < vx + vw && kx + shot.width > vx && ky < vy + vh && ky + shot.height > vy
      XCTAssertFalse(
        overlaps,
        "GTK \(gtk): the keyboard at \(kx),\(ky) \(shot.width)×\(shot.height) covers the view at \(vx),\(vy) \(vw)×\(vh)"
      )
      _ = try x.run("/usr/bin/xdotool", ["key", "x"])
      XCTAssertNotNil(seconds { !k.mapped }, "GTK \(gtk): a key from another keyboard hides it")
    }
    print("auto-show: entry focus to mapped window: \(latencies.joined(separator: ", "))")
  }

  /// The focus the keyboard starts with counts as a focus change: a
  /// button focused at the start hides it with no focus moving, and an
  /// entry focused at the start keeps it shown; in GTK 3 and GTK 4.
  func testTheFocusAtTheStartShowsOrHides() throws {
    // Ended with the test: the accessibility bus it starts goes with it.
    let (daemon, bus) = try x.startSessionBus()
    defer { kill(daemon.processIdentifier, SIGTERM) }
    let config = try settings("auto-show = on\n")
    for gtk in ["3", "4"] {
      for entryFirst in [false, true] {
        let ready = TestPaths.temporaryDirectory("focusview").appendingPathComponent("ready")
        let view = try x.start(
          "/usr/bin/python3",
          [TestPaths.fixtures.appendingPathComponent("focusview.py").path, gtk, ready.path],
          environment: bus.merging(["GTK_MODULES": "gail:atk-bridge"]) { $1 })
        defer { kill(view.processIdentifier, SIGKILL) }
        try x.waitFor("the GTK \(gtk) window") {
          FileManager.default.fileExists(atPath: ready.path)
        }
        if entryFirst {
          kill(view.processIdentifier, SIGUSR1)
          usleep(200_000)
        }
        let k = try LiveKeyboardHarness(
          session: x, form: .phone,
          environment: bus.merging(["XDG_CONFIG_HOME": config.path]) { $1 })
        if entryFirst {
          XCTAssertNil(
            seconds(until: { !k.mapped }, timeout: 3), "GTK \(gtk): the entry keeps it shown")
        } else {
          XCTAssertNotNil(
            seconds(until: { !k.mapped }, timeout: 5),
            "GTK \(gtk): the button focused at the start hides it")
          kill(view.processIdentifier, SIGUSR1)
          XCTAssertNotNil(seconds { k.mapped }, "GTK \(gtk): then the entry shows it")
        }
      }
    }
  }

  /// A bus that comes after the keyboard: the keyboard starts without
  /// one (and says so once), looks again later, and then follows the
  /// focus; it never says again that auto-show is off.
  func testABusThatComesLaterIsFound() throws {
    let socket = TestPaths.temporaryDirectory("latebus").appendingPathComponent("bus")
    let address = "unix:path=\(socket.path)"
    let bus = ["DBUS_SESSION_BUS_ADDRESS": address]
    let log = TestPaths.temporaryDirectory("latebus").appendingPathComponent("stderr.txt")
    let config = try settings("auto-show = on\n")
    let k = try LiveKeyboardHarness(
      session: x, form: .phone, environment: bus.merging(["XDG_CONFIG_HOME": config.path]) { $1 },
      stderr: log)
    try x.waitFor("the reason auto-show is off") {
      ((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains("auto-show is off")
    }
    let (daemon, _) = try x.startSessionBus(at: socket)
    defer { kill(daemon.processIdentifier, SIGTERM) }
    let ready = TestPaths.temporaryDirectory("focusview").appendingPathComponent("ready")
    let view = try x.start(
      "/usr/bin/python3",
      [TestPaths.fixtures.appendingPathComponent("focusview.py").path, "3", ready.path],
      environment: bus.merging(["GTK_MODULES": "gail:atk-bridge"]) { $1 })
    defer { kill(view.processIdentifier, SIGKILL) }
    try x.waitFor("the GTK 3 window") { FileManager.default.fileExists(atPath: ready.path) }
    // The focus moves to the entry and back to the button each second
    // until a helper listening on the new bus hears it and hides the
    // keyboard.
    let hidden = seconds(
      until: {
        kill(view.processIdentifier, SIGUSR1)
        usleep(500_000)
        kill(view.processIdentifier, SIGUSR2)
        usleep(500_000)
        return !k.mapped
      }, timeout: 30)
    XCTAssertNotNil(hidden, "the keyboard follows the focus on the bus that came")
    kill(view.processIdentifier, SIGUSR1)
    XCTAssertNotNil(seconds { k.mapped }, "the entry shows it")
    let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    XCTAssertEqual(said.components(separatedBy: "auto-show is off").count - 1, 1, said)
  }

  /// No accessibility bus: the keyboard says once why auto-show is off,
  /// and starts and types.
  func testWithoutAnAccessibilityBusTheKeyboardStartsAndTypes() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let log = TestPaths.temporaryDirectory("nobus").appendingPathComponent("stderr.txt")
    let config = try settings("auto-show = on\n")
    let k = try LiveKeyboardHarness(
      session: x, form: .phone,
      environment: [
        "XDG_CONFIG_HOME": config.path, "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent",
      ], stderr: log)
    try k.click("q", on: .abc)
    XCTAssertEqual(String(decoding: terminal.waitForBytes(1, timeout: 10), as: UTF8.self), "q")
    try x.waitFor("the reason auto-show is off") {
      ((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains("auto-show is off")
    }
    let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    XCTAssertEqual(said.components(separatedBy: "auto-show is off").count - 1, 1, said)
  }
}
