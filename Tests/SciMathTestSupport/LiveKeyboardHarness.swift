import CX11
import Foundation
import SciMathCore
import XCTest

/// A running `scimath run` in an X session, clicked with XTest pointer
/// events at positions from `scimath layout --json`, as a user would.
public final class LiveKeyboardHarness: TappableKeyboard {
  public let x: XSession
  public let process: Process
  /// Whether `process` is a wrapper (strace) with the keyboard its child.
  public let wrapped: Bool
  public let window: String
  public let display: OpaquePointer
  public let form: Form
  /// The keyboard's width in points, and pixels a point, for key centres.
  public var width: Int
  public var scale = 1.0
  public var origin: (x: Int32, y: Int32) = (0, 0)
  /// Whether the keyboard shows the desktop row (`desktop-keys = on` in
  /// its settings): the keys' places follow.
  public var desktopKeys = false
  /// The pointer through the compositor, under one (sway's Xwayland
  /// delivers no XTest pointer event to a window); else XTest's.
  let waylandPointer: WaylandPointer?

  /// Starts `scimath run --float --form FORM`, or with `fixedForm` false
  /// `--form auto` (the phone at its 390 px starting width), or with
  /// `docked` plain `scimath run` (set `width` and `scale` to what it
  /// chose). `wrapper` runs the keyboard under another program (strace);
  /// the window is then found by its class alone. `binary` runs another
  /// build (the installed package's).
  public init(
    session: XSession, form: Form, fixedForm: Bool = true, docked: Bool = false,
    arguments: [String] = [], environment: [String: String] = [:], stderr: URL? = nil,
    wrapper: [String] = [], binary: URL = TestPaths.binary
  ) throws {
    x = session
    self.form = form
    waylandPointer = try session.waylandPointer()
    wrapped = !wrapper.isEmpty
    guard let d = XOpenDisplay(session.display) else { throw TestFailure("cannot open display") }
    display = d
    // Xlib's default handler ends the process: a capture of a window the
    // window manager put partly off the screen (BadMatch) would end the
    // whole test run. A failed request shows as a failed capture instead.
    XSetErrorHandler { _, _ in 0 }
    let command =
      [binary.path, "run"]
      + (docked ? [] : ["--float", "--form", fixedForm ? form.rawValue : "auto"]) + arguments
    process = try session.start(
      wrapper.first ?? command[0], Array((wrapper + command).dropFirst()),
      environment: [
        "XDG_RUNTIME_DIR": session.directory.path,
        "XDG_CONFIG_HOME": session.directory.appendingPathComponent("config").path,
        "XDG_DATA_HOME": session.directory.appendingPathComponent("data").path,
      ].merging(environment) { $1 }, stderr: stderr)
    let pid = process.processIdentifier
    var found = ""
    try session.waitFor("the keyboard's window") {
      let by = wrapper.isEmpty ? ["--pid", "\(pid)"] : []
      found =
        ((try? session.run("/usr/bin/xdotool", ["search"] + by + ["--class", "SciMath"])) ?? "")
        .split(separator: "\n").first.map(String.init) ?? ""
      return !found.isEmpty
    }
    window = found
    width = Int(TestPaths.catalog.metrics.metrics(for: form).referenceWidth)
    try session.waitFor("the keyboard window to be mapped") {
      (try? session.run("/usr/bin/xwininfo", ["-id", window]))?.contains("IsViewable") == true
    }
    // The window is mapped before its first frame is drawn: only the
    // ping's answer says the frame is shown and the loop is running.
    try waitUntilAnswering()
    usleep(200_000)
    updateOrigin()
    // A mouse arrives over the window before it clicks: a pointer that
    // jumps onto an X window and presses at once is moved twice as far by
    // Xwayland (sway 1.7) at the release.
    if let waylandPointer {
      for step: Int32 in [4, 5] {
        let (tx, ty) = (origin.x + step, origin.y + step)
        waylandPointer.move(x: tx, y: ty)
        waitForPointer { x, y, _ in x == tx && y == ty }
      }
    }
  }

  deinit {
    // SIGTERM, so the keyboard puts the keymap back as a user's would;
    // under a wrapper to the keyboard too, since strace ended by a signal
    // lets its child run on.
    if process.isRunning {
      let pid = process.processIdentifier
      if wrapped {
        let children = (try? x.run("/usr/bin/pgrep", ["-P", "\(pid)"])) ?? ""
        for child in children.split(separator: "\n").compactMap({ Int32($0) }) {
          kill(child, SIGTERM)
        }
      }
      kill(pid, SIGTERM)
      let deadline = Date().addingTimeInterval(10)
      while process.isRunning && Date() < deadline { usleep(20_000) }
      if process.isRunning { kill(pid, SIGKILL) }
      // Never hang the run: Foundation was once seen not to notice the
      // end of a killed strace, and waitUntilExit() waited for ever.
      let end = Date().addingTimeInterval(5)
      while process.isRunning && Date() < end { usleep(20_000) }
    }
    XCloseDisplay(display)
  }

  public var windowID: Window { Window(window) ?? 0 }

  /// Pings the keyboard (`_NET_WM_PING`) and waits for its answer, which
  /// its loop sends: it has started and handled everything sent before.
  public func waitUntilAnswering(timeout: Double = 20) throws {
    guard let d = XOpenDisplay(x.display) else { throw TestFailure("cannot open display") }
    defer { XCloseDisplay(d) }
    let root = scm_root_window(d)
    XSelectInput(d, root, SubstructureNotifyMask)
    let ping = XInternAtom(d, "_NET_WM_PING", 0)
    var event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.window = windowID
    event.xclient.message_type = XInternAtom(d, "WM_PROTOCOLS", 0)
    event.xclient.format = 32
    event.xclient.data.l.0 = Int(ping)
    event.xclient.data.l.1 = Int(getpid())
    event.xclient.data.l.2 = Int(windowID)
    XSendEvent(d, windowID, 0, 0, &event)
    XFlush(d)
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      while XPending(d) > 0 {
        var reply = XEvent()
        XNextEvent(d, &reply)
        if reply.type == ClientMessage, reply.xclient.data.l.0 == Int(ping),
          reply.xclient.data.l.1 == Int(getpid()), reply.xclient.data.l.2 == Int(windowID)
        {
          return
        }
      }
      usleep(1000)
    }
    throw TestFailure("the keyboard did not answer _NET_WM_PING in \(timeout) s")
  }

  public func updateOrigin() {
    var wx: Int32 = 0
    var wy: Int32 = 0
    var child: Window = 0
    XTranslateCoordinates(display, windowID, scm_root_window(display), 0, 0, &wx, &wy, &child)
    origin = (wx, wy)
  }

  /// Where the keys start in the window, in pixels: below the symbol
  /// strip when it is on. Points given in the keys' coordinates (the strip
  /// at negative y) are moved by this.
  public var keyTop: Double {
    var a = XWindowAttributes()
    XGetWindowAttributes(display, windowID, &a)
    let keys =
      Keyboard(
        catalog: TestPaths.catalog, form: form, width: Double(width), desktopKeys: desktopKeys
      )
      .geometry(.abc).height * scale
    return max(0, (Double(a.height) - keys).rounded(.down))
  }

  /// Moves the pointer and waits until the server reports it there: Xvfb
  /// can apply an XTest motion after a button press sent behind it, and the
  /// press would then land on the previous key.
  public func move(to p: Point) {
    let tx = origin.x + Int32(p.x.rounded())
    let ty = origin.y + Int32((p.y + keyTop).rounded())
    if let waylandPointer {
      waylandPointer.move(x: tx, y: ty)
    } else {
      XTestFakeMotionEvent(display, -1, tx, ty, 0)
    }
    waitForPointer { x, y, _ in x == tx && y == ty }
  }

  /// Moves through `points` (the button as it is) at a steady pace, the
  /// motions `milliseconds` apart by the server's clock: sent in one burst,
  /// each held back by XTest's delay, so a stall of this process cannot
  /// read as a finger at rest (a stroke's pace decides where it rested):
  /// nothing in the loop may ask the server anything, which would send
  /// the motions queued so far.
  public func moveSteadily(through points: [Point], milliseconds: Int = 5) {
    guard let last = points.last else { return }
    if let waylandPointer {
      waylandPointer.pace(milliseconds: milliseconds)
      for p in points { move(to: p) }
      waylandPointer.pace(milliseconds: 0)
      return
    }
    let top = keyTop
    func target(_ p: Point) -> (Int32, Int32) {
      (origin.x + Int32(p.x.rounded()), origin.y + Int32((p.y + top).rounded()))
    }
    for p in points {
      let (tx, ty) = target(p)
      XTestFakeMotionEvent(display, -1, tx, ty, UInt(milliseconds))
    }
    let (lx, ly) = target(last)
    waitForPointer { x, y, _ in x == lx && y == ly }
  }

  /// Xvfb applies XTest motion at once but queues button events, so each
  /// step waits for the server to report it done: otherwise the motion to
  /// the next key can overtake a release, and the keyboard (rightly) sees
  /// a finger slide from one key to the next.
  public func press() {
    if let waylandPointer { waylandPointer.press() } else { XTestFakeButtonEvent(display, 1, 1, 0) }
    waitForPointer { _, _, mask in mask & UInt32(Button1Mask) != 0 }
  }

  public func release() {
    if let waylandPointer {
      waylandPointer.release()
    } else {
      XTestFakeButtonEvent(display, 1, 0, 0)
    }
    waitForPointer { _, _, mask in mask & UInt32(Button1Mask) == 0 }
  }

  /// Waits up to 10 s: while the keyboard is busy (waiting for a stopped
  /// client to catch up) the server can hold a button event back, and the
  /// next motion, applied at once, would carry the press to another key.
  public func waitForPointer(_ done: (Int32, Int32, UInt32) -> Bool) {
    XSync(display, 0)
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      var root: Window = 0
      var child: Window = 0
      var rx: Int32 = 0
      var ry: Int32 = 0
      var wx: Int32 = 0
      var wy: Int32 = 0
      var mask: UInt32 = 0
      XQueryPointer(display, scm_root_window(display), &root, &child, &rx, &ry, &wx, &wy, &mask)
      if done(rx, ry, mask) { return }
      usleep(1000)
    }
  }

  /// Where this keyboard reads its settings (XDG_CONFIG_HOME).
  public var configHome: String { x.directory.appendingPathComponent("config").path }

  /// One pixel of the window, as 0xRRGGBB, at a point in the keys'
  /// coordinates (as `move(to:)` takes them).
  public func pixel(_ p: Point) -> UInt32 {
    let y = Int32((p.y + keyTop).rounded(.down))
    guard let image = XGetImage(display, windowID, Int32(p.x), y, 1, 1, UInt.max, ZPixmap)
    else { return 0 }
    defer { scm_destroy_image(image) }
    return UInt32(truncatingIfNeeded: scm_get_pixel(image, 0, 0)) & 0xFFFFFF
  }

  public var mapped: Bool {
    var a = XWindowAttributes()
    XGetWindowAttributes(display, windowID, &a)
    return a.map_state == IsViewable
  }

  /// The window's pixels as 0xRRGGBB per pixel.
  public func capture() throws -> (width: Int, height: Int, pixels: [UInt32]) {
    var attributes = XWindowAttributes()
    XGetWindowAttributes(display, windowID, &attributes)
    guard
      let image = XGetImage(
        display, windowID, 0, 0, UInt32(attributes.width), UInt32(attributes.height),
        UInt.max, ZPixmap)
    else { throw TestFailure("XGetImage failed") }
    defer { scm_destroy_image(image) }
    let w = Int(attributes.width)
    let h = Int(attributes.height)
    var pixels: [UInt32] = []
    pixels.reserveCapacity(w * h)
    // 32 bits a pixel in the machine's byte order, as Xvfb and Xorg give a
    // depth-24 window: read by rows, not a call a pixel.
    let i = image.pointee
    if i.bits_per_pixel == 32, i.byte_order == LSBFirst, let data = i.data {
      let stride = Int(i.bytes_per_line)
      for y in 0..<h {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        pixels += UnsafeBufferPointer(start: row, count: w).map { $0 & 0xFFFFFF }
      }
      return (w, h, pixels)
    }
    for y in 0..<h {
      for x in 0..<w {
        pixels.append(
          UInt32(truncatingIfNeeded: scm_get_pixel(image, Int32(x), Int32(y))) & 0xFFFFFF)
      }
    }
    return (w, h, pixels)
  }
}
