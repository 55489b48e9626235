import Foundation
import SciMathTestSupport
import XCTest

/// `scimath type` into clients that do not answer `_NET_WM_PING` (xterm,
/// an Xt program; xev, plain Xlib), stopped for 300 ms and for 1 s at
/// random moments while 800 characters of the corpus arrive: every one
/// arrives, and the keymap is as it was afterwards. A client translates a
/// key with the keymap it holds when it handles the key, so a keycode
/// given a new character while the client is stopped would type that one.
final class StalledClientTypingTests: XSessionTestCase {
  var runtimeDir: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    runtimeDir = TestPaths.temporaryDirectory("runtime")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: runtimeDir)
  }

  /// The corpus's first 800 characters.
  var text: String { String(Corpus.text.prefix(800)) }

  /// Types `text` while `pid` is stopped for `milliseconds` at random
  /// moments; returns `scimath type`'s report.
  func typeWhileStopping(_ pid: Int32, milliseconds: Int, seed: Int) throws -> ProcessResult {
    let stopper = try x.start(
      "/usr/bin/python3",
      [
        TestPaths.fixtures.appendingPathComponent("stopper.py").path, "\(pid)", "\(milliseconds)",
        "\(seed)",
      ])
    defer {
      kill(stopper.processIdentifier, SIGTERM)
      stopper.waitUntilExit()
    }
    return try x.result(
      TestPaths.binary.path, ["type", "--stats", "-"],
      environment: ["XDG_RUNTIME_DIR": runtimeDir.path], stdin: Data(text.utf8))
  }

  func assertXtermGetsEverything(stoppedFor milliseconds: Int, seed: Int) throws {
    let keymap = try x.keymap()
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let r = try typeWhileStopping(
      terminal.process.processIdentifier, milliseconds: milliseconds, seed: seed)
    XCTAssertEqual(r.status, 0, r.stderr)
    let want = text
    let got = String(decoding: terminal.waitForBytes(want.utf8.count, timeout: 60), as: UTF8.self)
    let wrong = wrongCharacters(got, want)
    XCTAssertEqual(
      wrong, 0,
      "xterm stopped \(milliseconds) ms: \(wrong) wrong of \(want.count), "
        + "\(firstDifference(got, want)); \(r.stderr)")
    XCTAssertEqual(try x.keymap(), keymap, "the keymap is restored")
    print("xterm stopped \(milliseconds) ms: \(wrong) wrong of \(want.count); \(r.stderr)")
  }

  /// xev, a plain Xlib program, focused, printing what each key press
  /// translates to (XmbLookupString in UTF-8) into a file.
  func startXev() throws -> (process: Process, received: () -> String) {
    let file = x.directory.appendingPathComponent("xev-\(UUID().uuidString.prefix(6)).txt")
    let title = "xev-\(UUID().uuidString.prefix(8))"
    let process = try x.start(
      "/bin/sh", ["-c", "exec stdbuf -oL xev -event keyboard -name '\(title)' > '\(file.path)'"],
      environment: ["LC_ALL": "C.UTF-8"])
    let window =
      try x.run("/usr/bin/xdotool", ["search", "--sync", "--name", title])
      .split(separator: "\n").first.map(String.init) ?? ""
    try x.waitFor("xev to have the focus") {
      _ = try? x.run("/usr/bin/xdotool", ["windowactivate", window])
      return (try? x.run("/usr/bin/xdotool", ["getwindowfocus"]))?
        .trimmingCharacters(in: .whitespacesAndNewlines) == window
    }
    return (process, { Self.typed(byXev: (try? String(contentsOf: file, encoding: .utf8)) ?? "") })
  }

  /// The text of xev's "XmbLookupString gives N bytes: (61 62) ..." lines,
  /// Return as a line break.
  static func typed(byXev output: String) -> String {
    var bytes: [UInt8] = []
    for line in output.split(separator: "\n") where line.contains("XmbLookupString gives") {
      guard let open = line.firstIndex(of: "("), let close = line.firstIndex(of: ")") else {
        continue
      }
      bytes += line[line.index(after: open)..<close].split(separator: " ").compactMap {
        UInt8($0, radix: 16)
      }
    }
    return String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r", with: "\n")
  }

  func assertXevGetsEverything(stoppedFor milliseconds: Int, seed: Int) throws {
    let keymap = try x.keymap()
    let xev = try startXev()
    defer { kill(xev.process.processIdentifier, SIGKILL) }
    let r = try typeWhileStopping(
      xev.process.processIdentifier, milliseconds: milliseconds, seed: seed)
    XCTAssertEqual(r.status, 0, r.stderr)
    var got = ""
    try? x.waitFor("xev to print every key", timeout: 30) {
      got = xev.received()
      return got.count >= text.count
    }
    let wrong = wrongCharacters(got, text)
    XCTAssertEqual(
      wrong, 0,
      "xev stopped \(milliseconds) ms: \(wrong) wrong of \(text.count), "
        + "\(firstDifference(got, text)); \(r.stderr)")
    XCTAssertEqual(try x.keymap(), keymap, "the keymap is restored")
    print("xev stopped \(milliseconds) ms: \(wrong) wrong of \(text.count); \(r.stderr)")
  }

  func testXevStopped300Milliseconds() throws {
    try assertXevGetsEverything(stoppedFor: 300, seed: 23)
  }

  func testXevStoppedOneSecond() throws {
    try assertXevGetsEverything(stoppedFor: 1000, seed: 24)
  }

  func testXtermStopped300Milliseconds() throws {
    try assertXtermGetsEverything(stoppedFor: 300, seed: 21)
  }

  func testXtermStoppedOneSecond() throws {
    try assertXtermGetsEverything(stoppedFor: 1000, seed: 22)
  }
}
