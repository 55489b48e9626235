import CX11
import FoundationEssentials
import Glibc
import SciMathCore

/// What the keyboard's windows share: properties for the window manager,
/// hints that keep the focus away from them, and pixels put from a
/// 32-bit back buffer.
struct OwnWindow {
  let display: OpaquePointer
  let window: Window
  let visual: UnsafeMutablePointer<Visual>
  let depth: Int32
  let gc: GC

  init(display: OpaquePointer, window: Window) {
    self.display = display
    self.window = window
    let s = scm_default_screen(display)
    visual = XDefaultVisual(display, s)
    depth = XDefaultDepth(display, s)
    gc = XCreateGC(display, window, 0, nil)
  }

  func free() { XFreeGC(display, gc) }

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

  /// Title, class, pid, and input False: the window manager must never
  /// give us the focus, or the text would go to the keyboard instead of
  /// the application.
  func setIdentity(title: String) {
    XStoreName(display, window, title)
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
  }

  /// Copies a rectangle of a 32-bit xRGB pixel buffer (Cairo's ARGB32 on a
  /// little-endian machine) to the window.
  func present(
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
