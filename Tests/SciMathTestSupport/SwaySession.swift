import Foundation

extension XSession {
  /// Headless sway (wlroots) with its Xwayland: X clients run there as on
  /// GNOME's, KDE's or sway's desktop, with the compositor's keymap.
  ///
  /// sway will not run as root: as root it runs as `nobody`, in folders of
  /// its own, and lets root's X clients in (`xhost +si:localuser:root`).
  /// Xwayland starts with the first X client; sway reports its display.
  public static func sway(screen: String = "1280x800") throws -> XSession {
    try Programs.require("/usr/bin/sway", package: "sway")
    try Programs.require("/usr/bin/Xwayland", package: "xwayland")
    try Programs.require("/usr/bin/xhost", package: "x11-xserver-utils")
    let directory = TestPaths.temporaryDirectory("sway")
    let runtime = directory.appendingPathComponent("runtime")
    let home = directory.appendingPathComponent("home")
    let config = directory.appendingPathComponent("config")
    let asRoot = getuid() == 0
    let uid: uid_t = asRoot ? 65534 : getuid()  // nobody
    let gid: gid_t = asRoot ? 65534 : getgid()
    for folder in [runtime, home] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      chown(folder.path, uid, gid)
    }
    chmod(directory.path, 0o755)
    chmod(runtime.path, 0o700)
    try "xwayland enable\noutput HEADLESS-1 resolution \(screen)\n"
      .write(to: config, atomically: true, encoding: .utf8)
    chmod(config.path, 0o644)
    // wlroots makes the X sockets' folder owned by sway's user when it is
    // missing, and no other user's server could then use it.
    if !FileManager.default.fileExists(atPath: "/tmp/.X11-unix") {
      mkdir("/tmp/.X11-unix", 0o1777)
      chmod("/tmp/.X11-unix", 0o1777)
    }
    let sway = Process()
    sway.executableURL = URL(fileURLWithPath: asRoot ? "/usr/bin/setpriv" : "/usr/bin/sway")
    sway.arguments =
      (asRoot ? ["--reuid=\(uid)", "--regid=\(gid)", "--clear-groups", "/usr/bin/sway"] : [])
      + ["-c", config.path]
    var environment = ProcessInfo.processInfo.environment
    for name in ["DISPLAY", "WAYLAND_DISPLAY", "SWAYSOCK", "XAUTHORITY"] {
      environment[name] = nil
    }
    sway.environment = environment.merging([
      "HOME": home.path, "XDG_RUNTIME_DIR": runtime.path, "WLR_BACKENDS": "headless",
      "WLR_LIBINPUT_NO_DEVICES": "1", "WLR_RENDERER": "pixman", "WLR_HEADLESS_OUTPUTS": "1",
    ]) { $1 }
    sway.standardOutput = FileHandle.nullDevice
    let log = directory.appendingPathComponent("sway.log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    sway.standardError = try FileHandle(forWritingTo: log)
    try sway.run()
    // Until the session exists, a failure ends sway here.
    var started: XSession? = nil
    defer {
      if started == nil {
        kill(sway.processIdentifier, SIGKILL)
        XSession.reap(sway.processIdentifier)
        try? FileManager.default.removeItem(at: directory)
      }
    }
    let swaySocket = try waitForFile(in: runtime, prefix: "sway-ipc.", what: "sway's socket")
    // A script sway runs as its user, with the DISPLAY of its Xwayland
    // (a script: sway's own commands end at a semicolon).
    let shown = runtime.appendingPathComponent("display")
    let script = directory.appendingPathComponent("report-display.sh")
    let grant = asRoot ? "xhost +si:localuser:root >/dev/null\n" : ""
    try "\(grant)printf %s \"$DISPLAY\" > '\(shown.path)'\n"
      .write(to: script, atomically: true, encoding: .utf8)
    chmod(script.path, 0o644)
    let message = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/swaymsg"),
      ["-s", swaySocket.path, "exec", "/bin/sh \(script.path)"])
    guard message.status == 0 else {
      throw TestFailure("swaymsg exec failed: \(message.stdout) \(message.stderr)")
    }
    let deadline = Date().addingTimeInterval(20)
    var display = ""
    while display.isEmpty {
      display = (try? String(contentsOf: shown, encoding: .utf8)) ?? ""
      if Date() > deadline { throw TestFailure("sway's Xwayland did not start (\(log.path))") }
      usleep(20_000)
    }
    let session = XSession(
      display: display, processes: [sway],
      environment: ["GDK_BACKEND": "x11", "QT_QPA_PLATFORM": "xcb"], directory: directory)
    started = session
    let socket = try waitForFile(in: runtime, prefix: "wayland-", what: "sway's Wayland socket")
    session.wayland = [
      "XDG_RUNTIME_DIR": runtime.path,
      "WAYLAND_DISPLAY": socket.lastPathComponent.replacingOccurrences(of: ".lock", with: ""),
    ]
    try session.waitFor("Xwayland to let this user in") {
      (try? session.result("/usr/bin/xprop", ["-root", "-len", "0", "_NET_SUPPORTED"]))?.status
        == 0
    }
    return session
  }

  private static func waitForFile(in folder: URL, prefix: String, what: String) throws -> URL {
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      if let name = names.first(where: { $0.hasPrefix(prefix) }) {
        return folder.appendingPathComponent(name)
      }
      usleep(20_000)
    }
    throw TestFailure("timed out waiting for \(what) in \(folder.path)")
  }
}
