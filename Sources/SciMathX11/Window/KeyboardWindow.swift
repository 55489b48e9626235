import CX11
import FoundationEssentials
import SciMathCore

/// The keyboard's window: never focused, above other windows, out of the
/// taskbar and pager, docked at the bottom of the screen with struts (so
/// maximised windows end above it) or floating; unmanaged where the window
/// manager would focus it on a click (`WindowManagerFocus`).
public final class KeyboardWindow {
  public let connection: XConnection
  public let window: Window
  public private(set) var width: Int
  public private(set) var height: Int
  public let docked: Bool
  let own: OwnWindow
  public let deleteAtom: Atom
  /// `_NET_WM_PING`: the window manager (or a test) asks whether the
  /// keyboard's loop is running; the answer goes back at once.
  public let pingAtom: Atom

  var display: OpaquePointer { connection.display }

  public struct Screen {
    public var width: Int
    public var height: Int
  }

  public var screen: Screen {
    let s = scm_default_screen(display)
    return Screen(width: Int(XDisplayWidth(display, s)), height: Int(XDisplayHeight(display, s)))
  }

  /// A docked window at `dock`, or (nil) a floating one of `width` ×
  /// `height` first shown at the middle of the screen's bottom edge.
  public init(connection: XConnection, width: Int, height: Int, dock: DockFrame?, title: String) {
    self.connection = connection
    let d = connection.display
    let s = scm_default_screen(d)
    let screenW = Int(XDisplayWidth(d, s))
    let screenH = Int(XDisplayHeight(d, s))
    let placed =
      dock
      ?? DockFrame(
        frame: PixelRect(
          x: (screenW - width) / 2, y: screenH - height, width: width, height: height),
        strutBottom: 0, strutStartX: 0, strutEndX: 0)
    self.width = placed.frame.width
    self.height = placed.frame.height
    docked = dock != nil
    var attributes = XSetWindowAttributes()
    attributes.event_mask = ExposureMask | StructureNotifyMask
    attributes.background_pixmap = 0  // None: no server-side clear, so no flicker
    attributes.override_redirect = WindowManagerFocus.focusesOnClick(d) ? 1 : 0
    window = XCreateWindow(
      d, scm_root_window(d), Int32(placed.frame.x), Int32(placed.frame.y),
      UInt32(placed.frame.width),
      UInt32(placed.frame.height), 0, XDefaultDepth(d, s), UInt32(InputOutput),
      XDefaultVisual(d, s),
      UInt(CWEventMask | CWBackPixmap | CWOverrideRedirect), &attributes)
    own = OwnWindow(display: d, window: window)
    deleteAtom = XInternAtom(d, "WM_DELETE_WINDOW", 0)
    pingAtom = XInternAtom(d, "_NET_WM_PING", 0)
    var protocols = [deleteAtom, pingAtom]
    XSetWMProtocols(d, window, &protocols, Int32(protocols.count))
    setHints(title: title, dock: placed)
  }

  deinit {
    own.free()
    XDestroyWindow(display, window)
    connection.flush()
  }

  func setAtoms(_ property: String, _ values: [String]) { own.setAtoms(property, values) }
  func setCardinals(_ property: String, _ values: [Int]) { own.setCardinals(property, values) }

  func setHints(title: String, dock: DockFrame) {
    own.setIdentity(title: title)
    setAtoms(
      "_NET_WM_WINDOW_TYPE", [docked ? "_NET_WM_WINDOW_TYPE_DOCK" : "_NET_WM_WINDOW_TYPE_UTILITY"])
    setAtoms(
      "_NET_WM_STATE",
      ["_NET_WM_STATE_ABOVE", "_NET_WM_STATE_SKIP_TASKBAR", "_NET_WM_STATE_SKIP_PAGER"])
    setPositionHints(dock)
    if docked { setStruts(dock) }
  }

  func setPositionHints(_ dock: DockFrame) {
    guard let size = XAllocSizeHints() else { return }
    // Static: the window itself goes where it is asked, and any frame the
    // window manager adds goes around it. With the default gravity a
    // window manager that adds a title bar pushed the bottom row below the
    // screen (fluxbox); with South, icewm puts the window one pixel lower
    // than asked.
    size.pointee.flags = PPosition | PMinSize | PWinGravity
    size.pointee.win_gravity = StaticGravity
    size.pointee.x = Int32(dock.frame.x)
    size.pointee.y = Int32(dock.frame.y)
    size.pointee.min_width = 200
    size.pointee.min_height = 100
    XSetWMNormalHints(display, window, size)
    XFree(size)
  }

  /// Reserves the bottom of the dock's monitor: left, right, top, bottom,
  /// then the x range of the bottom strut (_NET_WM_STRUT_PARTIAL). The
  /// old `_NET_WM_STRUT` gets the same bottom, for window managers that
  /// know no other.
  func setStruts(_ dock: DockFrame) {
    setCardinals("_NET_WM_STRUT", [0, 0, 0, dock.strutBottom])
    setCardinals(
      "_NET_WM_STRUT_PARTIAL",
      [0, 0, 0, dock.strutBottom, 0, 0, 0, 0, 0, 0, dock.strutStartX, dock.strutEndX])
  }

  /// Moves a docked window to a new frame (a monitor or scale changed).
  public func place(_ dock: DockFrame) {
    width = dock.frame.width
    height = dock.frame.height
    setPositionHints(dock)
    if docked { setStruts(dock) }
    XMoveResizeWindow(
      display, window, Int32(dock.frame.x), Int32(dock.frame.y), UInt32(dock.frame.width),
      UInt32(dock.frame.height))
    connection.flush()
  }

  /// Answers a `_NET_WM_PING` as EWMH says: the same message, sent to
  /// the root window. It is read by the loop, so an answer proves the
  /// keyboard has handled every event that came before the ping.
  func answerPing(_ event: XEvent) {
    var reply = event
    let root = scm_root_window(display)
    reply.xclient.window = root
    XSendEvent(
      display, root, 0, SubstructureNotifyMask | SubstructureRedirectMask, &reply)
    connection.flush()
  }

  /// A floating window that covers `place` (a text field, in the focused
  /// window's coordinates) moves off it: below it if it fits there, else
  /// above it, keeping its left edge.
  public func moveOff(_ place: PixelRect) {
    guard !docked else { return }
    let root = scm_root_window(display)
    var focus: Window = 0
    var revert: Int32 = 0
    XGetInputFocus(display, &focus, &revert)
    guard focus > 1, focus != window else { return }  // None, PointerRoot
    var (fx, fy): (Int32, Int32) = (0, 0)
    var child: Window = 0
    guard XTranslateCoordinates(display, focus, root, 0, 0, &fx, &fy, &child) != 0 else { return }
    var field = place
    field.x += Int(fx)
    field.y += Int(fy)
    var (wx, wy): (Int32, Int32) = (0, 0)
    XTranslateCoordinates(display, window, root, 0, 0, &wx, &wy, &child)
    let (top, bottom) = (Int(wy), Int(wy) + height)
    guard top < field.y + field.height, bottom > field.y, Int(wx) < field.x + field.width,
      Int(wx) + width > field.x
    else { return }
    let gap = 8
    let below = field.y + field.height + gap
    let y = below + height <= screen.height ? below : max(0, field.y - gap - height)
    XMoveWindow(display, window, wx, Int32(y))
    connection.flush()
  }

  public func show() {
    XMapRaised(display, window)
    connection.flush()
  }

  public func hide() {
    XUnmapWindow(display, window)
    connection.flush()
  }

  /// Asks for a new size, where the window is (a floating window whose
  /// scale changed).
  public func resize(width: Int, height: Int) {
    self.width = width
    self.height = height
    XResizeWindow(display, window, UInt32(width), UInt32(height))
    connection.flush()
  }

  /// Records a size the window manager gave us.
  public func resized(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Copies a rectangle of a 32-bit xRGB pixel buffer (Cairo's ARGB32 on a
  /// little-endian machine) to the window: the back buffer's front.
  public func present(
    pixels: UnsafeMutableRawPointer, stride: Int, bufferWidth: Int,
    bufferHeight: Int, x rx: Int, y ry: Int, width rw: Int, height rh: Int
  ) {
    own.present(
      pixels: pixels, stride: stride, bufferWidth: bufferWidth, bufferHeight: bufferHeight,
      x: rx, y: ry, width: rw, height: rh)
  }
}
