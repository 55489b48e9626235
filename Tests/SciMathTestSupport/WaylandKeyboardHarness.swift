import Foundation
import SciMathCore

/// A running `scimath run --backend wayland` under headless sway, docked
/// at the bottom of the output as a layer surface, clicked through the
/// compositor's virtual pointer (`WaylandPointer`) at positions from
/// `scimath layout --json`, as a user would.
public final class WaylandKeyboardHarness: TappableKeyboard {
  public let session: XSession
  public let process: Process
  public let form: Form
  public let width: Int
  public let scale = 1.0
  public var desktopKeys = false
  /// Where the keyboard should be on the output: docked, centred, at the
  /// bottom, the strip above the keys.
  public let frame: PixelRect
  public let strip: Bool
  /// The keyboard's environment, for `scimath show | hide | type` beside it.
  public let environment: [String: String]
  let pointer: WaylandPointer

  /// Starts the keyboard with `settings` (a preferences file's text) and
  /// waits until a window of sway's ends above it (its exclusive zone),
  /// which also says it is mapped. `strip` must say what the settings say.
  public init(
    session: XSession, settings: String = "", strip: Bool = true, arguments: [String] = [],
    stderr: URL? = nil
  ) throws {
    self.session = session
    self.strip = strip
    guard let pointer = try session.waylandPointer() else {
      throw TestFailure("no Wayland pointer: the session runs no compositor")
    }
    self.pointer = pointer
    let config = session.directory.appendingPathComponent("wayland-config")
    try FileManager.default.createDirectory(
      at: config.appendingPathComponent("scimath"), withIntermediateDirectories: true)
    try settings.write(
      to: config.appendingPathComponent("scimath/settings.conf"), atomically: true,
      encoding: .utf8)
    environment = try session.waylandClient().merging([
      "XDG_RUNTIME_DIR": session.directory.path, "XDG_CONFIG_HOME": config.path,
      "XDG_DATA_HOME": session.directory.appendingPathComponent("wayland-data").path,
    ]) { $1 }
    let (screenWidth, screenHeight) = try session.screenSize()
    width = min(screenWidth, Int(DockFrame.maxWidthPoints))
    form = width >= 600 ? .pad : .phone
    let keyboard = Keyboard(catalog: TestPaths.catalog, form: form, width: Double(width))
    let height = Int(
      (keyboard.geometry(.abc).height + (strip ? keyboard.stripLayout.height : 0)).rounded(.up))
    frame = PixelRect(
      x: (screenWidth - width) / 2, y: screenHeight - height, width: width, height: height)
    process = try session.start(
      TestPaths.binary.path, ["run", "--backend", "wayland"] + arguments,
      environment: environment,
      stderr: stderr
        ?? ProcessInfo.processInfo.environment["SCIMATH_TEST_STDERR"].map {
          URL(fileURLWithPath: $0)
        })
    try waitForDock()
    // The first frame follows the configure that docked it.
    usleep(300_000)
  }

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGTERM)
      let deadline = Date().addingTimeInterval(10)
      while process.isRunning && Date() < deadline { usleep(20_000) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
  }

  /// Whether every window of sway's ends above the keyboard.
  public func windowsEndAbove() throws -> Bool {
    let windows = try session.swayWindows()
    return !windows.isEmpty && windows.allSatisfy { $0.frame.maxY <= frame.y }
  }

  /// Whether some window reaches the output's bottom (no zone is kept).
  public func windowsReachTheBottom() throws -> Bool {
    try session.swayWindows().contains { $0.frame.maxY == frame.maxY }
  }

  public func waitForDock(timeout: Double = 20) throws {
    try session.waitFor("a window to end above the docked keyboard", timeout: timeout) {
      (try? windowsEndAbove()) == true
    }
  }

  /// Where the keys start in the surface: below the strip.
  public var keyTop: Double {
    strip
      ? Keyboard(catalog: TestPaths.catalog, form: form, width: Double(width)).stripLayout.height
      : 0
  }

  public func move(to p: Point) {
    pointer.move(
      x: Int32(frame.x) + Int32(p.x.rounded()), y: Int32(frame.y) + Int32((p.y + keyTop).rounded()))
  }

  /// A click anywhere on the output (the bring-back button).
  public func pointerClick(x: Int32, y: Int32) {
    pointer.move(x: x, y: y)
    pointer.press()
    pointer.release()
  }

  public func press() { pointer.press() }
  public func release() { pointer.release() }

  /// A stroke through `points`, the button held, its events stamped
  /// `milliseconds` apart as a steady hand's (a stroke's pace decides
  /// where it rested, and a busy machine stalls a sender now and then).
  public func drag(through points: [Point], milliseconds: Int = 5) {
    guard let first = points.first else { return }
    pointer.pace(milliseconds: milliseconds)
    move(to: first)
    press()
    for p in points.dropFirst() { move(to: p) }
    release()
    pointer.pace(milliseconds: 0)
  }

  /// The keyboard's pixels on the output, as a PNG (grim, screencopy),
  /// the pointer moved off it first: sway draws its cursor into the
  /// output's pixels.
  public func capture() throws -> URL {
    pointer.move(x: 0, y: 0)
    return try session.grim(frame)
  }

  /// `scimath ARGS` beside the keyboard (show, hide, toggle, type).
  public func command(_ arguments: [String], stdin: Data? = nil) throws -> (
    status: Int32, stderr: String
  ) {
    let r = try session.result(
      TestPaths.binary.path, arguments, environment: environment, stdin: stdin)
    return (r.status, r.stderr)
  }
}
