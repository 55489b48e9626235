import Foundation

/// KWin (Plasma's compositor) headless: `kwin_wayland --virtual` under a
/// session bus of its own, starting the keyboard itself as its input
/// method (`--inputmethod`), the only way KWin offers a keyboard its
/// protocols. kwin_wayland carries a file capability (cap_sys_resource)
/// that stops it under a debugger or as root in a container: a copy
/// without it, under a name ending in kwin_wayland, runs. KWin shows the
/// input panel only after a touch unless KWIN_IM_SHOW_ALWAYS is set.
/// Clicks come from the tests' pointer through org_kde_kwin_fake_input,
/// which KWin grants to a program whose desktop file asks for it.
public final class KWinSession {
  public let directory: URL
  public let width = 1280
  public let height = 800
  let process: Process
  /// The environment of a client of this KWin.
  public let client: [String: String]
  /// The keyboard's own environment (its runtime folder, its settings).
  public let keyboard: [String: String]

  /// Starts KWin with `scimath run` as its input method, `settings` in
  /// its preferences file.
  public init(settings: String = "") throws {
    try Programs.require("/usr/bin/kwin_wayland")
    try Programs.require("/usr/bin/dbus-run-session")
    try Programs.require("/usr/bin/kbuildsycoca5")
    directory = TestPaths.temporaryDirectory("kwin")
    let fm = FileManager.default
    let runtime = directory.appendingPathComponent("runtime")
    let kbRuntime = directory.appendingPathComponent("keyboard-runtime")
    let config = directory.appendingPathComponent("config")
    let apps = directory.appendingPathComponent("data/applications")
    for folder in [runtime, kbRuntime, config.appendingPathComponent("scimath"), apps] {
      try fm.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    chmod(runtime.path, 0o700)
    chmod(kbRuntime.path, 0o700)
    try settings.write(
      to: config.appendingPathComponent("scimath/settings.conf"), atomically: true,
      encoding: .utf8)
    let kwin = directory.appendingPathComponent("kwin_wayland")
    try fm.copyItem(atPath: "/usr/bin/kwin_wayland", toPath: kwin.path)
    try """
    [Desktop Entry]
    Type=Application
    Name=scimath test pointer
    Exec=\(TestPaths.waylandPointer.path)
    NoDisplay=true
    X-KDE-Wayland-Interfaces=org_kde_kwin_fake_input

    """.write(
      to: apps.appendingPathComponent("scimath-test-pointer.desktop"), atomically: true,
      encoding: .utf8)
    let socket = "wayland-kwin-\(getpid())"
    keyboard = [
      "XDG_RUNTIME_DIR": kbRuntime.path, "XDG_CONFIG_HOME": config.path,
      "XDG_DATA_HOME": directory.appendingPathComponent("keyboard-data").path,
      "WAYLAND_DISPLAY": runtime.appendingPathComponent(socket).path,
    ]
    let wrapper = directory.appendingPathComponent("keyboard.sh")
    try """
    #!/bin/sh
    exec env XDG_RUNTIME_DIR='\(kbRuntime.path)' XDG_CONFIG_HOME='\(config.path)' \\
      XDG_DATA_HOME='\(directory.appendingPathComponent("keyboard-data").path)' \\
      '\(TestPaths.binary.path)' run 2>> '\(directory.appendingPathComponent("keyboard.log").path)'

    """.write(to: wrapper, atomically: true, encoding: .utf8)
    chmod(wrapper.path, 0o755)
    var environment = ProcessInfo.processInfo.environment
    for name in ["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET", "DBUS_SESSION_BUS_ADDRESS"] {
      environment[name] = nil
    }
    environment.merge([
      "XDG_RUNTIME_DIR": runtime.path,
      "XDG_DATA_DIRS": directory.appendingPathComponent("data").path + ":/usr/share",
      "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path,
      "HOME": directory.path, "KWIN_IM_SHOW_ALWAYS": "1",
    ]) { $1 }
    // KWin reads which interfaces a program asks for from KService's cache.
    let sycoca = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/kbuildsycoca5"), ["--noincremental"],
      environment: environment)
    guard sycoca.status == 0 else { throw TestFailure("kbuildsycoca5: \(sycoca.stderr)") }
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-run-session")
    process.arguments = [
      "--", kwin.path, "--virtual", "--socket", socket, "--width", "\(width)", "--height",
      "\(height)", "--inputmethod", wrapper.path,
    ]
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    let log = directory.appendingPathComponent("kwin.log")
    _ = fm.createFile(atPath: log.path, contents: nil)
    process.standardError = try FileHandle(forWritingTo: log)
    try process.run()
    client = [
      "XDG_RUNTIME_DIR": runtime.path, "WAYLAND_DISPLAY": socket, "GDK_BACKEND": "wayland",
      "GTK_IM_MODULE": "wayland",
    ]
    let control = kbRuntime.appendingPathComponent("scimath-\(socket).control")
    let deadline = Date().addingTimeInterval(30)
    while !fm.fileExists(atPath: control.path) {
      if Date() > deadline || !process.isRunning {
        end()
        throw TestFailure("KWin did not start the keyboard (\(log.path))")
      }
      usleep(50_000)
    }
  }

  deinit {
    end()
    try? FileManager.default.removeItem(at: directory)
  }

  /// Ends KWin, the keyboard it started and the session bus: every
  /// process below the one this session started, by pid.
  func end() {
    let pids = Self.descendants(of: process.processIdentifier)
    for pid in pids.reversed() { kill(pid, SIGTERM) }
    if process.isRunning { kill(process.processIdentifier, SIGTERM) }
    let deadline = Date().addingTimeInterval(5)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    for pid in pids where kill(pid, 0) == 0 { kill(pid, SIGKILL) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  }

  /// The processes started below `pid`, parents first.
  static func descendants(of pid: Int32) -> [Int32] {
    var parents: [Int32: Int32] = [:]
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
      guard let child = Int32(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, let parent = Int32(fields[1]) { parents[child] = parent }
    }
    var found: [Int32] = []
    var frontier = [pid]
    while let next = frontier.popLast() {
      let children = parents.filter { $0.value == next }.map(\.key)
      found += children
      frontier += children
    }
    return found
  }

  /// Starts `path` as a client of this KWin; the caller ends it.
  public func start(_ path: String, _ arguments: [String], environment: [String: String] = [:])
    throws -> Process
  {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = arguments
    p.environment = ProcessInfo.processInfo.environment.merging(client.merging(environment) { $1 })
    { $1 }
    p.standardOutput = FileHandle.nullDevice
    p.standardError = FileHandle.nullDevice
    try p.run()
    return p
  }
}
