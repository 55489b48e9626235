import CX11
import FoundationEssentials
import SciMathCore

/// An open X display with XKB and XTest checked, closed on deinit.
///
/// Xlib's default error handler exits the process; a keyboard must not die
/// (and leave the keymap changed) because one request failed, so errors
/// are ignored here: each caller checks what it asked for (the typing
/// engine re-reads the keymap it changed; a window that failed shows none).
public final class XConnection {
  public let display: OpaquePointer
  public let xkbEventBase: Int32
  /// XKB's major opcode, to recognise its requests in a RECORD stream.
  let xkbOpcode: Int32

  public init(name: String? = nil) throws {
    guard let d = XOpenDisplay(name) else {
      let shown = name ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
      throw XError(
        shown.isEmpty ? "no X display: DISPLAY is not set" : "cannot open X display '\(shown)'")
    }
    // Every check happens before a property is set: once they all are, a
    // throwing init also runs deinit, which closes the display.
    var opcode: Int32 = 0
    var event: Int32 = 0
    var error: Int32 = 0
    var major = Int32(XkbMajorVersion)
    var minor = Int32(XkbMinorVersion)
    guard XkbQueryExtension(d, &opcode, &event, &error, &major, &minor) != 0 else {
      XCloseDisplay(d)
      throw XError("the X server has no XKB extension")
    }
    let xkbEvent = event
    let xkbMajor = opcode
    guard XTestQueryExtension(d, &event, &error, &major, &minor) != 0 else {
      XCloseDisplay(d)
      throw XError("the X server has no XTEST extension, which typing needs")
    }
    display = d
    xkbEventBase = xkbEvent
    xkbOpcode = xkbMajor
    XSetErrorHandler { _, _ in 0 }
  }

  deinit { XCloseDisplay(display) }

  /// The display's name, for the crash journal's file name.
  public var name: String { String(cString: XDisplayString(display)) }

  /// The default screen's size in pixels.
  public var screenSize: (width: Int, height: Int) {
    let s = scm_default_screen(display)
    return (Int(XDisplayWidth(display, s)), Int(XDisplayHeight(display, s)))
  }

  public func sync() { XSync(display, 0) }
  public func flush() { XFlush(display) }
}
