import CX11
import SciMathCore

/// What may have changed the focused application's text or cursor behind
/// the keyboard's back, so that the typing a shortcut is looked for in
/// (`KeyboardEvent.typingInterrupted`) no longer ends where its cursor is:
/// a key pressed on another keyboard, a button pressed outside the
/// keyboard's windows, and the focus moving.
///
/// Raw key and button presses of every device are selected on the root
/// window (XInput 2.1), so they arrive whoever has the focus or a grab;
/// presses only, so moving a mouse never wakes the keyboard. Nothing of a
/// key is kept but that it was pressed: not which key.
final class TypingInterruptions {
  let display: OpaquePointer
  /// The XTest keyboards: the keyboard's own typing comes from them.
  let ownKeyboards: Set<Int32>
  /// `_NET_ACTIVE_WINDOW`: its change on the root is a focus change under
  /// a window manager, seen at once.
  let activeWindow: Atom
  /// The keys this keyboard pressed itself, to tell them from another
  /// XTest client's; nil: every XTest key is taken for its own.
  var ownKeys: OwnKeyPresses?
  /// The focus at the last touch, to see it moved by the next.
  private var focus: Window = 0

  init(display: OpaquePointer) {
    self.display = display
    activeWindow = XInternAtom(display, "_NET_ACTIVE_WINDOW", 0)
    var count: Int32 = 0
    var own: Set<Int32> = []
    if let devices = XIQueryDevice(display, XIAllDevices, &count) {
      for i in 0..<Int(count) where devices[i].use == XISlaveKeyboard {
        if let name = devices[i].name, String(cString: name).contains("XTEST") {
          own.insert(devices[i].deviceid)
        }
      }
      XIFreeDeviceInfo(devices)
    }
    ownKeyboards = own
    var mask = [UInt8](repeating: 0, count: Int(scm_xi_mask_len(XI_LASTEVENT)))
    for e in [XI_RawKeyPress, XI_RawButtonPress] { scm_xi_set_mask(&mask, e) }
    mask.withUnsafeMutableBufferPointer { buffer in
      var selection = XIEventMask(
        deviceid: XIAllDevices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
      XISelectEvents(display, scm_root_window(display), &selection, 1)
    }
    _ = focusMoved()
  }

  /// A raw key press from another keyboard: from a slave device (its
  /// master's copy is the same press) that is not an XTest keyboard, or
  /// an XTest press this keyboard did not make (xdotool, another
  /// on-screen keyboard).
  func fromOtherKeyboard(_ e: XIRawEvent) -> Bool {
    guard e.deviceid == e.sourceid else { return false }
    guard ownKeyboards.contains(e.sourceid) else { return true }
    guard let ownKeys else { return false }
    return !ownKeys.claim(Int(e.detail))
  }

  /// A raw press of a pointer's buttons 1–3 (not the wheel, which moves
  /// no cursor) from a slave device: `outside` says whether it was off
  /// the keyboard's windows.
  func interrupts(button e: XIRawEvent, outside: () -> Bool) -> Bool {
    e.deviceid == e.sourceid && (1...3).contains(e.detail) && outside()
  }

  /// Whether the input focus is another window than at the last call.
  func focusMoved() -> Bool {
    var window: Window = 0
    var revert: Int32 = 0
    XGetInputFocus(display, &window, &revert)
    defer { focus = window }
    return window != focus
  }

  /// Where the pointer is on the screen now.
  func pointer() -> Point? {
    var root: Window = 0
    var child: Window = 0
    var (rx, ry, wx, wy): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
    var mask: UInt32 = 0
    guard
      XQueryPointer(
        display, scm_root_window(display), &root, &child, &rx, &ry, &wx, &wy, &mask) != 0
    else { return nil }
    return Point(x: Double(rx), y: Double(ry))
  }
}
