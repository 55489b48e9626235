import Foundation
import SciMathCore

/// Native Wayland clients of a session's compositor (headless sway), and
/// what sway says of its windows.
extension XSession {
  /// The environment of a native Wayland client: the compositor's socket
  /// by its full path, the toolkits on their Wayland backends.
  public func waylandClient() throws -> [String: String] {
    guard let wayland, let runtime = wayland["XDG_RUNTIME_DIR"],
      let display = wayland["WAYLAND_DISPLAY"]
    else { throw TestFailure("no Wayland compositor runs this session") }
    // The seat's pointer and keyboard, as a laptop has: GTK takes a window
    // as focused only from a keyboard's focus.
    _ = try waylandPointer()
    return [
      "WAYLAND_DISPLAY": runtime + "/" + display, "XDG_RUNTIME_DIR": runtime,
      "GDK_BACKEND": "wayland", "QT_QPA_PLATFORM": "wayland",
    ]
  }

  /// A GTK text view on Wayland, focused, recording what it receives; its
  /// text comes through the input method (text-input-v3), as GTK's own
  /// `wayland` input method module takes it.
  public func startWaylandTextView(gtk version: Int, title: String? = nil) throws
    -> RecordingTextView
  {
    let toolkit = RecordingToolkit(gtk: version)
    let file = directory.appendingPathComponent("wayland-view-\(UUID().uuidString.prefix(6)).txt")
    let ready = file.appendingPathExtension("ready")
    var args = [
      TestPaths.fixtures.appendingPathComponent("textview.py").path, toolkit.rawValue, file.path,
      ready.path,
    ]
    if let title { args += ["--prgname", title] }
    let process = try start(
      "/usr/bin/python3", args,
      environment: try waylandClient().merging(["GTK_IM_MODULE": "wayland"]) { $1 })
    try waitFor("the \(toolkit.label) view on Wayland to be focused", timeout: 20) {
      FileManager.default.fileExists(atPath: ready.path)
    }
    return RecordingTextView(file: file, process: process)
  }

  /// foot, the wlroots desktops' terminal, recording the bytes it sends
  /// its shell (text through the input method, keys as a terminal sends
  /// them).
  public func startWaylandTerminal() throws -> RecordingTerminal {
    try Programs.require("/usr/bin/foot", package: "foot")
    let file = directory.appendingPathComponent("foot-\(UUID().uuidString.prefix(6)).txt")
    let ready = file.appendingPathExtension("ready")
    let script = "stty -icanon -echo -isig -ixon; : > '\(ready.path)'; exec cat > '\(file.path)'"
    let process = try start(
      "/usr/bin/foot", ["--title", "recording-foot", "/bin/sh", "-c", script],
      environment: try waylandClient().merging(["LC_ALL": "C.UTF-8"]) { $1 })
    try waitFor("foot to start", timeout: 20) { FileManager.default.fileExists(atPath: ready.path) }
    try waitFor("foot to have the focus") { (try? swayFocusedName()) == "recording-foot" }
    return RecordingTerminal(file: file, process: process)
  }

  /// sway's IPC socket, in its runtime folder.
  func swaySocket() throws -> String {
    guard let runtime = wayland?["XDG_RUNTIME_DIR"],
      let name = try? FileManager.default.contentsOfDirectory(atPath: runtime)
        .first(where: { $0.hasPrefix("sway-ipc.") })
    else { throw TestFailure("no sway socket") }
    return runtime + "/" + name
  }

  /// `swaymsg` with `arguments`; its standard output.
  public func swaymsg(_ arguments: [String]) throws -> String {
    try run("/usr/bin/swaymsg", ["-s", try swaySocket()] + arguments)
  }

  /// The windows sway shows, with their frames (borders included) and
  /// whether each has the focus.
  public func swayWindows() throws -> [(name: String, id: Int, frame: PixelRect, focused: Bool)] {
    let data = Data(try swaymsg(["-t", "get_tree"]).utf8)
    guard let tree = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw TestFailure("swaymsg get_tree gave no tree")
    }
    var found: [(String, Int, PixelRect, Bool)] = []
    func walk(_ node: [String: Any]) {
      if node["pid"] != nil, let rect = node["rect"] as? [String: Int] {
        found.append(
          (
            node["name"] as? String ?? "", node["id"] as? Int ?? 0,
            PixelRect(
              x: rect["x"] ?? 0, y: rect["y"] ?? 0, width: rect["width"] ?? 0,
              height: rect["height"] ?? 0), node["focused"] as? Bool ?? false
          ))
      }
      for key in ["nodes", "floating_nodes"] {
        for child in node[key] as? [[String: Any]] ?? [] { walk(child) }
      }
    }
    walk(tree)
    return found
  }

  public func swayFocusedName() throws -> String? {
    try swayWindows().first(where: \.focused)?.name
  }

  /// A rectangle of the output, as grim captures it (screencopy).
  public func grim(_ frame: PixelRect) throws -> URL {
    try Programs.require("/usr/bin/grim", package: "grim")
    let file = directory.appendingPathComponent("grim-\(UUID().uuidString.prefix(6)).png")
    _ = try run(
      "/usr/bin/grim",
      ["-g", "\(frame.x),\(frame.y) \(frame.width)x\(frame.height)", file.path],
      environment: try waylandClient())
    return file
  }
}
