import Foundation

/// A pointer that moves and clicks through the Wayland compositor
/// (Tests/WaylandPointer), as a mouse on a Wayland desktop does: the
/// compositor gives the events to Xwayland, which gives them to the X
/// window under the pointer. XTest's own pointer reaches no X window
/// there. Positions are the output's pixels, which are the X screen's.
public final class WaylandPointer {
  public let process: Process
  let commands: FileHandle
  let answers: FileHandle

  convenience init(session: XSession, wayland: [String: String]) throws {
    let (width, height) = try session.screenSize()
    try self.init(environment: wayland, width: width, height: height)
    session.adopt(process)
  }

  /// A pointer on the compositor `environment` names (WAYLAND_DISPLAY),
  /// whose output is `width` × `height` pixels; the caller ends `process`.
  public init(environment wayland: [String: String], width: Int, height: Int) throws {
    try Programs.require(TestPaths.waylandPointer.path, package: "libwayland-dev (to build it)")
    process = Process()
    process.executableURL = TestPaths.waylandPointer
    process.arguments = ["\(width)", "\(height)"]
    process.environment = ProcessInfo.processInfo.environment.merging(wayland) { $1 }
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    commands = input.fileHandleForWriting
    answers = output.fileHandleForReading
    guard readLine() == "ready" else {
      throw TestFailure("the Wayland pointer did not start (does the compositor have one?)")
    }
  }

  public func move(x: Int32, y: Int32) { send("move \(max(0, x)) \(max(0, y))") }
  public func press() { send("press") }
  public func release() { send("release") }
  /// From the next event on, the pointer's events stamped `milliseconds`
  /// apart (wlroots; 0: stamped as sent).
  public func pace(milliseconds: Int) { send("pace \(max(0, milliseconds))") }
  /// A finger (KWin's fake input only).
  public func touchDown(x: Int32, y: Int32) { send("touch-down \(max(0, x)) \(max(0, y))") }
  public func touchMove(x: Int32, y: Int32) { send("touch-move \(max(0, x)) \(max(0, y))") }
  public func touchUp() { send("touch-up") }

  /// Sends a command and waits until the compositor has handled it.
  func send(_ command: String) {
    commands.write(Data((command + "\n").utf8))
    _ = readLine()
  }

  func readLine() -> String {
    var line = Data()
    while true {
      let byte = answers.readData(ofLength: 1)
      if byte.isEmpty || byte == Data("\n".utf8) { break }
      line.append(byte)
    }
    return String(decoding: line, as: UTF8.self)
  }
}

extension XSession {
  /// The compositor's pointer, started once for the session; nil when no
  /// compositor runs the display.
  public func waylandPointer() throws -> WaylandPointer? {
    if let started = waylandPointerStarted { return started }
    guard let wayland else { return nil }
    waylandPointerStarted = try WaylandPointer(session: self, wayland: wayland)
    return waylandPointerStarted
  }

  /// The root window's size in pixels, as `xwininfo -root` says.
  public func screenSize() throws -> (Int, Int) {
    let info = try run("/usr/bin/xwininfo", ["-root"])
    func value(_ name: String) -> Int? {
      info.split(separator: "\n").first { $0.contains(name + ":") }
        .flatMap { Int($0.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") }
    }
    guard let w = value("Width"), let h = value("Height") else {
      throw TestFailure("xwininfo -root gave no size")
    }
    return (w, h)
  }
}
