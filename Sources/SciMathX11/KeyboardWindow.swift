import CX11
import Foundation

/// The keyboard's window: never focused, above other windows, out of the
/// taskbar and pager, docked at the bottom of the screen with struts (so
/// maximised windows end above it) or floating.
public final class KeyboardWindow {
  public let x: XConnection
  public let window: Window
  public private(set) var width: Int
  public private(set) var height: Int
  public let docked: Bool
  let visual: UnsafeMutablePointer<Visual>
  let depth: Int32
  let gc: GC
  public let deleteAtom: Atom

  var display: OpaquePointer { x.display }

  public struct Screen {
    public var width: Int
    public var height: Int
  }

  public var screen: Screen {
    let s = scm_default_screen(display)
    return Screen(width: Int(XDisplayWidth(display, s)), height: Int(XDisplayHeight(display, s)))
  }

  public init(connection: XConnection, width: Int, height: Int, docked: Bool, title: String) {
    x = connection
    let d = connection.display
    let s = scm_default_screen(d)
    visual = XDefaultVisual(d, s)
    depth = XDefaultDepth(d, s)
    self.width = width
    self.height = height
    self.docked = docked
    let screenW = Int(XDisplayWidth(d, s))
    let screenH = Int(XDisplayHeight(d, s))
    var attributes = XSetWindowAttributes()
    attributes.event_mask = ExposureMask | StructureNotifyMask
    attributes.background_pixmap = 0  // None: no server-side clear, so no flicker
    window = XCreateWindow(
      d, scm_root_window(d), Int32((screenW - width) / 2), Int32(screenH - height),
      UInt32(width), UInt32(height), 0, depth, UInt32(InputOutput), visual,
      UInt(CWEventMask | CWBackPixmap), &attributes)
    gc = XCreateGC(d, window, 0, nil)
    deleteAtom = XInternAtom(d, "WM_DELETE_WINDOW", 0)
    var protocols = [deleteAtom]
    XSetWMProtocols(d, window, &protocols, 1)
    setHints(title: title, screenW: screenW, screenH: screenH)
  }

  deinit {
    XFreeGC(display, gc)
    XDestroyWindow(display, window)
    x.flush()
  }

  func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }

  func setAtoms(_ property: String, _ values: [String]) {
    setProperty(property, type: XA_ATOM, values.map { CLong(bitPattern: atom($0)) })
  }

  func setCardinals(_ property: String, _ values: [Int]) {
    setProperty(property, type: XA_CARDINAL, values.map { CLong($0) })
  }

  /// A 32-bit property, which Xlib takes as an array of C longs.
  func setProperty(_ property: String, type: Atom, _ values: [CLong]) {
    var longs = values
    _ = longs.withUnsafeMutableBytes { raw in
      XChangeProperty(
        display, window, atom(property), type, 32, PropModeReplace,
        raw.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(values.count))
    }
  }

  func setHints(title: String, screenW: Int, screenH: Int) {
    XStoreName(display, window, title)
    // Input False: the window manager must never give us the focus, or the
    // text would go to the keyboard instead of the application.
    if let hints = XAllocWMHints() {
      hints.pointee.flags = InputHint | StateHint
      hints.pointee.input = 0
      hints.pointee.initial_state = NormalState
      XSetWMHints(display, window, hints)
      XFree(hints)
    }
    if let classHint = XAllocClassHint() {
      "scimath".withCString { name in
        "SciMath".withCString { cls in
          classHint.pointee.res_name = UnsafeMutablePointer(mutating: name)
          classHint.pointee.res_class = UnsafeMutablePointer(mutating: cls)
          XSetClassHint(display, window, classHint)
        }
      }
      XFree(classHint)
    }
    setCardinals("_NET_WM_PID", [Int(getpid())])
    setAtoms(
      "_NET_WM_WINDOW_TYPE", [docked ? "_NET_WM_WINDOW_TYPE_DOCK" : "_NET_WM_WINDOW_TYPE_UTILITY"])
    setAtoms(
      "_NET_WM_STATE",
      ["_NET_WM_STATE_ABOVE", "_NET_WM_STATE_SKIP_TASKBAR", "_NET_WM_STATE_SKIP_PAGER"])
    if let size = XAllocSizeHints() {
      size.pointee.flags = PPosition | PMinSize
      size.pointee.x = Int32((screenW - width) / 2)
      size.pointee.y = Int32(screenH - height)
      size.pointee.min_width = 200
      size.pointee.min_height = 100
      XSetWMNormalHints(display, window, size)
      XFree(size)
    }
    if docked { setStruts(screenHeight: screenH, screenWidth: screenW) }
  }

  /// Reserves the bottom of the screen: left, right, top, bottom, then the
  /// x range of the bottom strut (_NET_WM_STRUT_PARTIAL).
  func setStruts(screenHeight: Int, screenWidth: Int) {
    let x0 = (screenWidth - width) / 2
    setCardinals("_NET_WM_STRUT", [0, 0, 0, height])
    setCardinals("_NET_WM_STRUT_PARTIAL", [0, 0, 0, height, 0, 0, 0, 0, 0, 0, x0, x0 + width - 1])
  }

  public func show() {
    XMapRaised(display, window)
    x.flush()
  }

  public func hide() {
    XUnmapWindow(display, window)
    x.flush()
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
    guard depth == 24 || depth == 32,
      let image = XCreateImage(
        display, visual, UInt32(depth), ZPixmap, 0, pixels.assumingMemoryBound(to: CChar.self),
        UInt32(bufferWidth), UInt32(bufferHeight), 32, Int32(stride))
    else { return }
    XPutImage(
      display, window, gc, image, Int32(rx), Int32(ry), Int32(rx), Int32(ry), UInt32(rw), UInt32(rh)
    )
    image.pointee.data = nil  // the pixels belong to Cairo, not to XDestroyImage
    scm_destroy_image(image)
  }
}
