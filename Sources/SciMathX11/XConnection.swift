import CX11
import Foundation

public struct XError: Error, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}

/// An open X display with XKB and XTest checked, closed on deinit.
///
/// Xlib's default error handler exits the process; a keyboard must not die
/// (and leave the keymap changed) because one request failed, so errors
/// are counted instead and the caller checks `errorCount` where it matters.
public final class XConnection {
  public let display: OpaquePointer
  public let xkbEventBase: Int32
  nonisolated(unsafe) static var errors = 0

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
    guard XTestQueryExtension(d, &event, &error, &major, &minor) != 0 else {
      XCloseDisplay(d)
      throw XError("the X server has no XTEST extension, which typing needs")
    }
    display = d
    xkbEventBase = xkbEvent
    XSetErrorHandler { _, _ in
      XConnection.errors += 1
      return 0
    }
  }

  deinit { XCloseDisplay(display) }

  public var errorCount: Int { Self.errors }

  /// The display's name, for the crash journal's file name.
  public var name: String { String(cString: XDisplayString(display)) }

  public func sync() { XSync(display, 0) }
  public func flush() { XFlush(display) }
}
