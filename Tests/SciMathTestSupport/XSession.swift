import Foundation

/// A real X session for tests: Xvfb (or Xorg with the dummy driver) on a
/// free display, optionally openbox,
/// and xterm clients that record what they receive.
///
/// Every process is started by this object and ended by pid with SIGKILL
/// (Foundation's terminate() does not reach children on Linux).
public final class XSession {
  public let display: String
  private var processes: [Process] = []
  /// Processes asked to end with SIGTERM first, so they end their own
  /// children (sway its Xwayland) before SIGKILL.
  private var terminateFirst = Set<pid_t>()
  public let directory: URL
  /// Variables every program started here gets besides DISPLAY.
  private var extraEnvironment: [String: String] = [:]
  /// Where a Wayland client reaches the compositor, when one runs the
  /// display (XDG_RUNTIME_DIR and WAYLAND_DISPLAY).
  public internal(set) var wayland: [String: String]?
  /// The window manager this session started, if any.
  public private(set) var windowManager: String?
  /// The pointer that clicks through the compositor, once asked for.
  var waylandPointerStarted: WaylandPointer?

  /// Starts Xvfb (with `extraArguments`, e.g. ["-extension", "XTEST"]) and,
  /// when `windowManager`, openbox, or `manager` (xfwm4, fluxbox, icewm)
  /// in its stock configuration. `screen` is WIDTHxHEIGHT in pixels.
  public convenience init(
    windowManager: Bool = true, manager: String = "openbox", screen: String = "1366x768",
    extraArguments: [String] = []
  ) throws {
    try self.init(
      server: "/usr/bin/Xvfb",
      arguments: ["-screen", "0", "\(screen)x24", "-nolisten", "tcp"] + extraArguments,
      windowManager: windowManager ? manager : nil, directory: TestPaths.temporaryDirectory("x"))
  }

  /// Xorg with the dummy video driver, for what Xvfb lacks: RandR 1.5
  /// monitors (`xrandr --setmonitor`), framebuffer and mode changes.
  public static func xorgDummy(windowManager: Bool = true) throws -> XSession {
    let directory = TestPaths.temporaryDirectory("xorg")
    let config = directory.appendingPathComponent("xorg.conf")
    try Self.dummyConfig.write(to: config, atomically: true, encoding: .utf8)
    return try XSession(
      server: "/usr/lib/xorg/Xorg",
      arguments: [
        "-config", config.path, "-noreset", "-nolisten", "tcp", "-novtswitch", "-sharevts",
        "-logfile", directory.appendingPathComponent("Xorg.log").path,
      ], windowManager: windowManager ? "openbox" : nil, directory: directory)
  }

  /// No input devices of its own (the tests use XTest), no VT switching,
  /// room for two monitors side by side.
  static let dummyConfig = """
    Section "ServerFlags"
      Option "AutoAddDevices" "false"
      Option "AutoAddGPU" "false"
      Option "DontVTSwitch" "true"
    EndSection
    Section "Device"
      Identifier "dummy"
      Driver "dummy"
      VideoRam 256000
    EndSection
    Section "Monitor"
      Identifier "monitor"
      HorizSync 5.0-1000.0
      VertRefresh 5.0-200.0
    EndSection
    Section "Screen"
      Identifier "screen"
      Device "dummy"
      Monitor "monitor"
      DefaultDepth 24
      SubSection "Display"
        Depth 24
        Virtual 4480 2560
      EndSubSection
    EndSection

    """

  /// A session on a display someone else's server runs (sway's Xwayland):
  /// `processes` are ended with the session, the first with SIGTERM first.
  init(display: String, processes: [Process], environment: [String: String], directory: URL) {
    self.display = display
    self.processes = processes
    self.directory = directory
    extraEnvironment = environment
    terminateFirst = Set(processes.prefix(1).map(\.processIdentifier))
  }

  private init(server: String, arguments: [String], windowManager: String?, directory: URL) throws {
    self.directory = directory
    try Programs.require(server)
    let xserver = Process()
    xserver.executableURL = URL(fileURLWithPath: server)
    xserver.arguments = ["-displayfd", "1"] + arguments
    let pipe = Pipe()
    xserver.standardOutput = pipe
    xserver.standardError = FileHandle.nullDevice
    try xserver.run()
    processes.append(xserver)
    var number = ""
    while !number.hasSuffix("\n") {
      let byte = pipe.fileHandleForReading.readData(ofLength: 1)
      if byte.isEmpty { throw TestFailure("\(server) exited before choosing a display") }
      number += String(decoding: byte, as: UTF8.self)
    }
    display = ":" + number.trimmingCharacters(in: .whitespacesAndNewlines)
    self.windowManager = windowManager
    if let windowManager {
      // Each in a home of its own: no user's configuration, the stock one.
      let home = directory.appendingPathComponent("wm-home").path
      if windowManager == "fluxbox" {
        // Its stock style sets the wallpaper with fbsetbg, which has no
        // image viewer here and puts up a dialog that takes the focus.
        let fluxbox = URL(fileURLWithPath: home).appendingPathComponent(".fluxbox")
        try FileManager.default.createDirectory(at: fluxbox, withIntermediateDirectories: true)
        try "background: none\n".write(
          to: fluxbox.appendingPathComponent("overlay"), atomically: true, encoding: .utf8)
      }
      // And on a session bus of its own, as in a desktop session: xfwm4
      // waits for its settings daemon (xfconfd) there and manages nothing
      // without one.
      let bus = try startSessionBus().environment
      try start("/usr/bin/" + windowManager, [], environment: ["HOME": home].merging(bus) { $1 })
      try waitFor("\(windowManager) to manage the screen", timeout: 30) {
        (try? self.run("/usr/bin/xprop", ["-root", "_NET_SUPPORTING_WM_CHECK"]))?
          .contains("window id") == true
      }
    }
  }

  deinit { stop() }

  public func stop() {
    for p in processes.reversed() where p.isRunning {
      if terminateFirst.contains(p.processIdentifier) {
        kill(p.processIdentifier, SIGTERM)
        if Self.reap(p.processIdentifier) { continue }
      }
      kill(p.processIdentifier, SIGKILL)
      Self.reap(p.processIdentifier)
    }
    processes.removeAll()
    try? FileManager.default.removeItem(at: directory)
  }

  /// Waits for a killed process by its pid, at most 5 s. Foundation's
  /// `waitUntilExit` never returned for fluxbox killed this way (left a
  /// zombie, unreaped); whichever of the two reaps it first, this returns.
  /// Returns whether it ended.
  @discardableResult
  static func reap(_ pid: pid_t) -> Bool {
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline {
      var status: Int32 = 0
      let r = waitpid(pid, &status, WNOHANG)
      if r == pid || (r == -1 && errno == ECHILD) { return true }
      usleep(10_000)
    }
    return false
  }

  public var environment: [String: String] {
    extraEnvironment.merging(["DISPLAY": display]) { $1 }
  }

  /// Starts a program on this display; its stderr goes to `stderr` when
  /// given, else nowhere.
  @discardableResult
  public func start(
    _ path: String, _ args: [String], environment extra: [String: String] = [:],
    stderr: URL? = nil
  ) throws -> Process {
    try Programs.require(path)
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = args
    p.environment = ProcessInfo.processInfo.environment.merging(environment.merging(extra) { $1 }) {
      $1
    }
    p.standardOutput = FileHandle.nullDevice
    if let stderr {
      _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
      p.standardError = try FileHandle(forWritingTo: stderr)
    } else {
      p.standardError = FileHandle.nullDevice
    }
    try p.run()
    processes.append(p)
    return p
  }

  /// A process started elsewhere, ended with this session.
  func adopt(_ process: Process) { processes.append(process) }

  /// A session bus (at `socket`, else a new one), ended with this session
  /// if not before: its daemon, and the variables that point a program to
  /// it.
  public func startSessionBus(at socket: URL? = nil) throws -> (
    daemon: Process, environment: [String: String]
  ) {
    let socket = socket ?? directory.appendingPathComponent("bus-\(UUID().uuidString.prefix(6))")
    let address = "unix:path=\(socket.path)"
    let daemon = try start(
      "/usr/bin/dbus-daemon", ["--session", "--nofork", "--nopidfile", "--address=\(address)"])
    try waitFor("the session bus") { FileManager.default.fileExists(atPath: socket.path) }
    return (daemon, ["DBUS_SESSION_BUS_ADDRESS": address])
  }

  /// Runs a command on this display to completion and returns its stdout.
  @discardableResult
  public func run(
    _ path: String, _ args: [String], environment extra: [String: String] = [:],
    stdin: Data? = nil
  ) throws -> String {
    let r = try ProcessRunner.run(
      URL(fileURLWithPath: path), args, environment: environment.merging(extra) { $1 }, stdin: stdin
    )
    return r.stdout
  }

  public func result(
    _ path: String, _ args: [String], environment extra: [String: String] = [:],
    stdin: Data? = nil
  ) throws -> ProcessResult {
    try ProcessRunner.run(
      URL(fileURLWithPath: path), args, environment: environment.merging(extra) { $1 }, stdin: stdin
    )
  }

  /// `xmodmap -pke`: the keymap as a user would compare it.
  public func keymap() throws -> String { try run("/usr/bin/xmodmap", ["-pke"]) }

  /// A UTF-8 xterm, focused, whose input is written raw to a file; with
  /// `lines`, a line at a time as a shell's prompt reads it, after the
  /// terminal's line editing (backspace erases a UTF-8 character).
  public func startRecordingTerminal(lines: Bool = false) throws -> RecordingTerminal {
    let file = directory.appendingPathComponent("received-\(UUID().uuidString.prefix(6)).txt")
    let ready = file.appendingPathExtension("ready")
    let mode = lines ? "icanon iutf8" : "-icanon"
    let script = "stty \(mode) -echo -isig -ixon; : > '\(ready.path)'; exec cat > '\(file.path)'"
    let title = "recording-\(UUID().uuidString.prefix(8))"
    let process = try start(
      "/usr/bin/xterm",
      ["-u8", "-T", title, "-geometry", "80x24+0+0", "-e", "/bin/sh", "-c", script],
      environment: ["LC_ALL": "C.UTF-8"])
    try waitFor("xterm to start") { FileManager.default.fileExists(atPath: ready.path) }
    let window =
      try run("/usr/bin/xdotool", ["search", "--sync", "--name", title])
      .split(separator: "\n").first.map(String.init) ?? ""
    if let windowManager {
      // A window manager handles its events in order, and re-grabs its key
      // bindings on every keymap change: after a test that kills typing
      // again and again (each run borrows keycodes, each start gives them
      // back) openbox was measured 13 s behind after 25 kills on a busy
      // machine. Wait until it has come to this window before asking it
      // for the focus.
      try waitFor("\(windowManager) to manage the xterm", timeout: 90) {
        (try? self.run("/usr/bin/xprop", ["-id", window, "WM_STATE"]))?.contains("Normal") == true
      }
    }
    // Ask the window manager to activate it: openbox may keep the focus
    // where the user (here, XTest) last typed.
    var focused = ""
    do {
      try waitFor("xterm to have the focus") {
        _ = try? self.run("/usr/bin/xdotool", ["windowactivate", window])
        focused = ((try? self.run("/usr/bin/xdotool", ["getwindowfocus"])) ?? "")
          .trimmingCharacters(in: .whitespacesAndNewlines)
        return focused == window
      }
    } catch {
      throw TestFailure("xterm window '\(window)' never got the focus (focus: '\(focused)')")
    }
    return RecordingTerminal(file: file, process: process)
  }

  public func waitFor(_ what: String, timeout: Double = 10, _ condition: () -> Bool) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
      if Date() > deadline { throw TestFailure("timed out waiting for \(what)") }
      usleep(20_000)
    }
  }
}

/// What an xterm started by `XSession` has received.
public struct RecordingTerminal {
  public let file: URL
  public let process: Process

  public var received: Data { (try? Data(contentsOf: file)) ?? Data() }

  /// Waits until `count` bytes have arrived and nothing more comes for a
  /// moment, or the timeout passes; returns what arrived.
  public func waitForBytes(_ count: Int, timeout: Double = 30) -> Data {
    let deadline = Date().addingTimeInterval(timeout)
    var last = received
    while Date() < deadline {
      usleep(50_000)
      let now = received
      if now.count >= count && now == last { return now }
      last = now
    }
    return received
  }
}

public struct TestFailure: Error, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}
