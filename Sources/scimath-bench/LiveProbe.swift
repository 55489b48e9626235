import CX11
import Foundation
import SciMathX11

/// X-side measurements of an on-screen keyboard, for bench/live.py:
/// `scimath-bench first-frame CMD…` and `scimath-bench taps PID X Y N`.
struct LiveProbe {
  let connection: XConnection
  var d: OpaquePointer { connection.display }

  init() throws { connection = try XConnection() }

  /// Client windows (those with a WM_CLASS or a WM_NAME: matchbox-keyboard
  /// sets no class) anywhere under the root.
  func clientWindows() -> [Window] {
    var found: [Window] = []
    func walk(_ w: Window) {
      var root: Window = 0
      var parent: Window = 0
      var children: UnsafeMutablePointer<Window>?
      var count: UInt32 = 0
      guard XQueryTree(d, w, &root, &parent, &children, &count) != 0 else { return }
      defer { if let children { XFree(children) } }
      for i in 0..<Int(count) {
        guard let c = children?[i] else { continue }
        var hint = XClassHint()
        var name: UnsafeMutablePointer<CChar>?
        if XGetClassHint(d, c, &hint) != 0 {
          found.append(c)
          XFree(hint.res_name)
          XFree(hint.res_class)
        } else if XFetchName(d, c, &name) != 0 {
          found.append(c)
          if let name { XFree(name) }
        } else {
          walk(c)
        }
      }
    }
    walk(scm_root_window(d))
    return found
  }

  /// Whether a viewable window of at least 200 × 80 shows at least three
  /// colours along its middle rows: something has been drawn.
  func painted(_ w: Window) -> Bool {
    var a = XWindowAttributes()
    guard XGetWindowAttributes(d, w, &a) != 0, a.map_state == IsViewable, a.width >= 200,
      a.height >= 80
    else { return false }
    var colours = Set<UInt>()
    for fraction in [0.3, 0.5, 0.7] {
      guard
        let image = XGetImage(
          d, w, 0, Int32(Double(a.height) * fraction), UInt32(a.width), 1, UInt.max, ZPixmap)
      else { continue }
      for px in stride(from: 0, to: Int(a.width), by: 3) {
        colours.insert(scm_get_pixel(image, Int32(px), 0))
      }
      scm_destroy_image(image)
    }
    return colours.count >= 3
  }

  /// The window of process `pid` and its origin on the screen.
  func window(of pid: Int32) throws -> (window: Window, x: Int32, y: Int32) {
    guard let window = clientWindows().first(where: { self.pid(of: $0) == pid }) else {
      throw XError("cannot find the keyboard window")
    }
    var x: Int32 = 0
    var y: Int32 = 0
    var child: Window = 0
    XTranslateCoordinates(d, window, scm_root_window(d), 0, 0, &x, &y, &child)
    return (window, x, y)
  }

  /// The _NET_WM_PID of a window, if it has one.
  func pid(of w: Window) -> Int32? {
    var type: Atom = 0
    var format: Int32 = 0
    var n: UInt = 0
    var after: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    XGetWindowProperty(
      d, w, XInternAtom(d, "_NET_WM_PID", 0), 0, 1, 0, XA_CARDINAL, &type, &format, &n, &after,
      &data)
    defer { if let data { XFree(data) } }
    guard n == 1, let data else { return nil }
    return Int32(data.withMemoryRebound(to: CLong.self, capacity: 1) { $0.pointee })
  }

  /// Milliseconds from starting `command` to its first painted window, and
  /// the pid owning that window (or the one started, if it names none).
  ///
  /// The window tree is walked again only when the server reports a window
  /// created, reparented or mapped under the root, and then only the new
  /// windows' pixels are read, every millisecond. The probe used to walk the
  /// whole tree every millisecond, 20-30 round trips a walk, and so competed
  /// for the X server with the keyboard it was timing.
  func firstFrame(_ command: [String], environment: [String: String]? = nil) -> (
    ms: Double, pid: Int32
  )? {
    let root = scm_root_window(d)
    XSelectInput(d, root, SubstructureNotifyMask)
    defer {
      XSelectInput(d, root, NoEventMask)
      XSync(d, 0)
      while XPending(d) > 0 {
        var e = XEvent()
        XNextEvent(d, &e)
      }
    }
    let before = Set(clientWindows())
    XSync(d, 0)
    let t0 = Stopwatch.now()
    let p = Process()
    p.executableURL = URL(fileURLWithPath: command[0])
    p.arguments = Array(command.dropFirst())
    if let environment { p.environment = environment }
    p.standardOutput = FileHandle.nullDevice
    p.standardError = FileHandle.nullDevice
    guard (try? p.run()) != nil else { return nil }
    var fresh: [Window] = []
    while Stopwatch.now() - t0 < 20 {
      var treeChanged = false
      while XPending(d) > 0 {
        var e = XEvent()
        XNextEvent(d, &e)
        if [CreateNotify, ReparentNotify, MapNotify].contains(e.type) { treeChanged = true }
      }
      if treeChanged { fresh = clientWindows().filter { !before.contains($0) } }
      for w in fresh where painted(w) {
        return ((Stopwatch.now() - t0) * 1000, pid(of: w) ?? p.processIdentifier)
      }
      var fds = [pollfd(fd: scm_connection_number(d), events: Int16(POLLIN), revents: 0)]
      _ = poll(&fds, 1, 1)
    }
    return nil
  }
}

/// A focused window of the bench's own that records KeyPress times.
final class KeyClient {
  let probe: LiveProbe
  let window: Window

  init(probe: LiveProbe) {
    self.probe = probe
    let d = probe.d
    window = XCreateSimpleWindow(d, scm_root_window(d), 0, 0, 300, 100, 0, 0, 0xFFFFFF)
    XSelectInput(d, window, KeyPressMask | FocusChangeMask | StructureNotifyMask)
    XStoreName(d, window, "scimath-bench-client")
    XMapRaised(d, window)
    XSync(d, 0)
    usleep(300_000)
    XSetInputFocus(d, window, RevertToParent, 0)
    XSync(d, 0)
  }

  /// Waits for the next KeyPress; returns its arrival time, or nil.
  func nextKeyPress(timeout: Double) -> Double? {
    let d = probe.d
    let end = Stopwatch.now() + timeout
    while Stopwatch.now() < end {
      while XPending(d) > 0 {
        var e = XEvent()
        XNextEvent(d, &e)
        if e.type == KeyPress { return Stopwatch.now() }
      }
      var fds = [pollfd(fd: scm_connection_number(d), events: Int16(POLLIN), revents: 0)]
      _ = poll(&fds, 1, 1)
    }
    return nil
  }

  func drain() {
    while XPending(probe.d) > 0 {
      var e = XEvent()
      XNextEvent(probe.d, &e)
    }
  }
}
