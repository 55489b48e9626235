import CX11
import FoundationEssentials
import SciMathCore

/// The round button that brings a dismissed keyboard back: a small
/// window shaped to a circle (the Shape extension), never focused (input
/// False, as the keyboard's own window), kept above other windows and on
/// every desktop, out of the taskbar and pager. A compositor draws it at
/// 80 % opacity (_NET_WM_WINDOW_OPACITY); without one it is opaque.
public final class RestoreButtonWindow {
  let connection: XConnection
  public let window: Window
  let own: OwnWindow
  /// Where it is on the screen, in pixels.
  public private(set) var frame: Rect
  public private(set) var shown = false

  public init(connection: XConnection, frame: Rect) {
    self.connection = connection
    let d = connection.display
    let f = Self.pixels(frame)
    self.frame = frame
    var attributes = XSetWindowAttributes()
    attributes.event_mask = ExposureMask | StructureNotifyMask
    attributes.background_pixmap = 0
    attributes.override_redirect = WindowManagerFocus.focusesOnClick(d) ? 1 : 0
    let s = scm_default_screen(d)
    window = XCreateWindow(
      d, scm_root_window(d), f.x, f.y, f.side, f.side, 0, XDefaultDepth(d, s),
      UInt32(InputOutput), XDefaultVisual(d, s),
      UInt(CWEventMask | CWBackPixmap | CWOverrideRedirect), &attributes)
    own = OwnWindow(display: d, window: window)
    own.setIdentity(title: "SciMath keyboard button")
    own.setAtoms("_NET_WM_WINDOW_TYPE", ["_NET_WM_WINDOW_TYPE_DOCK"])
    own.setAtoms(
      "_NET_WM_STATE",
      [
        "_NET_WM_STATE_ABOVE", "_NET_WM_STATE_STICKY", "_NET_WM_STATE_SKIP_TASKBAR",
        "_NET_WM_STATE_SKIP_PAGER",
      ])
    own.setCardinals("_NET_WM_DESKTOP", [0xFFFF_FFFF])
    own.setCardinals("_NET_WM_WINDOW_OPACITY", [Int(0.8 * Double(UInt32.max))])
    setPosition(f)
    shape(side: f.side)
  }

  deinit {
    own.free()
    XDestroyWindow(connection.display, window)
    connection.flush()
  }

  static func pixels(_ r: Rect) -> (x: Int32, y: Int32, side: UInt32) {
    (Int32(r.x.rounded()), Int32(r.y.rounded()), UInt32(max(1, r.width.rounded())))
  }

  /// The window is the circle alone: clicks beside it reach what is below.
  func shape(side: UInt32) {
    let d = connection.display
    let mask = XCreatePixmap(d, window, side, side, 1)
    let gc = XCreateGC(d, mask, 0, nil)
    XSetForeground(d, gc, 0)
    XFillRectangle(d, mask, gc, 0, 0, side, side)
    XSetForeground(d, gc, 1)
    XFillArc(d, mask, gc, 0, 0, side, side, 0, 360 * 64)
    XShapeCombineMask(d, window, ShapeBounding, 0, 0, mask, ShapeSet)
    XFreeGC(d, gc)
    XFreePixmap(d, mask)
  }

  func setPosition(_ f: (x: Int32, y: Int32, side: UInt32)) {
    guard let size = XAllocSizeHints() else { return }
    size.pointee.flags = PPosition | USPosition | PMinSize | PMaxSize
    size.pointee.x = f.x
    size.pointee.y = f.y
    size.pointee.min_width = Int32(f.side)
    size.pointee.min_height = Int32(f.side)
    size.pointee.max_width = Int32(f.side)
    size.pointee.max_height = Int32(f.side)
    XSetWMNormalHints(connection.display, window, size)
    XFree(size)
  }

  /// Moves it (dragged, dropped, or its screen changed); a new size is
  /// shaped anew.
  public func move(to frame: Rect) {
    let f = Self.pixels(frame)
    if f.side != Self.pixels(self.frame).side { shape(side: f.side) }
    self.frame = frame
    setPosition(f)
    XMoveResizeWindow(connection.display, window, f.x, f.y, f.side, f.side)
    connection.flush()
  }

  public func show() {
    guard !shown else { return }
    shown = true
    XMapRaised(connection.display, window)
    connection.flush()
  }

  public func hide() {
    guard shown else { return }
    shown = false
    XUnmapWindow(connection.display, window)
    connection.flush()
  }

  /// Puts the button's picture (a square buffer of its size) on it.
  public func present(pixels: UnsafeMutableRawPointer, stride: Int, side: Int) {
    own.present(
      pixels: pixels, stride: stride, bufferWidth: side, bufferHeight: side, x: 0, y: 0,
      width: side, height: side)
    connection.flush()
  }
}
