import CX11
import SciMathCore

/// XInput 2.2 touch and pointer events selected on our windows, and the
/// raw events of screen-valued pointers on the root window, read from
/// Xlib's event cookies; `ContactDecoder` says what they mean.
public final class PointerInput {
  let connection: XConnection
  let opcode: Int32
  var decoder = ContactDecoder()
  let interruptions: TypingInterruptions
  /// Set when the last interruption was a key of another keyboard (read
  /// and cleared by `EventSource`).
  var otherKeyboardTyped = false
  /// The windows selected: a raw press counts only on one of them.
  private var windows = Set<Window>()

  public init(connection: XConnection, window: Window) throws {
    self.connection = connection
    var op: Int32 = 0
    var event: Int32 = 0
    var error: Int32 = 0
    guard XQueryExtension(connection.display, "XInputExtension", &op, &event, &error) != 0 else {
      throw XError("the X server has no XInput extension")
    }
    opcode = op
    var major: Int32 = 2
    var minor: Int32 = 2
    guard XIQueryVersion(connection.display, &major, &minor) == Success, major >= 2 else {
      throw XError("the X server has no XInput 2")
    }
    touches = minor >= 2
    interruptions = TypingInterruptions(display: connection.display)
    select(window)
  }

  /// Whether the server delivers touches (XInput 2.2).
  let touches: Bool

  /// Takes touches and the pointer on another of our windows too.
  public func select(_ window: Window) {
    windows.insert(window)
    var mask = [UInt8](repeating: 0, count: Int(scm_xi_mask_len(XI_LASTEVENT)))
    var events = [XI_ButtonPress, XI_ButtonRelease, XI_Motion]
    if touches { events += [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd] }
    for e in events { scm_xi_set_mask(&mask, e) }
    mask.withUnsafeMutableBufferPointer { buffer in
      var selection = XIEventMask(
        deviceid: XIAllMasterDevices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
      XISelectEvents(connection.display, window, &selection, 1)
    }
  }

  /// Raw button and motion events of one source device, on the root
  /// window: delivered whatever grab holds the pointer (XInput 2.1).
  func selectRaw(device: Int32) {
    var mask = [UInt8](repeating: 0, count: Int(scm_xi_mask_len(XI_LASTEVENT)))
    for e in [XI_RawButtonPress, XI_RawButtonRelease, XI_RawMotion] { scm_xi_set_mask(&mask, e) }
    mask.withUnsafeMutableBufferPointer { buffer in
      var selection = XIEventMask(
        deviceid: device, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
      XISelectEvents(connection.display, scm_root_window(connection.display), &selection, 1)
    }
  }

  /// The keyboard event an X event stands for (in the window's pixels),
  /// the window it came to, where it was on the screen and the server's
  /// timestamp of it; nil for any other event.
  func event(from event: inout XEvent)
    -> (window: Window, event: KeyboardEvent, root: Point, serverTime: UInt32)?
  {
    guard event.xcookie.type == GenericEvent, event.xcookie.extension == opcode,
      XGetEventData(connection.display, &event.xcookie) != 0
    else { return nil }
    defer { XFreeEventData(connection.display, &event.xcookie) }
    guard let data = event.xcookie.data else { return nil }
    let type = event.xcookie.evtype
    if type == XI_RawKeyPress {
      let raw = data.assumingMemoryBound(to: XIRawEvent.self).pointee
      guard interruptions.fromOtherKeyboard(raw) else { return nil }
      otherKeyboardTyped = true
      return (0, .typingInterrupted, Point(x: 0, y: 0), UInt32(truncatingIfNeeded: raw.time))
    }
    if type == XI_RawButtonPress || type == XI_RawButtonRelease || type == XI_RawMotion {
      let raw = data.assumingMemoryBound(to: XIRawEvent.self).pointee
      if let contact = decoder.raw(type: type, raw, hit: window(at:)) {
        return (contact.window, contact.event, contact.screen, UInt32(truncatingIfNeeded: raw.time))
      }
      // A press off the keyboard (placed by its raw motions when it has
      // them, else where the pointer is now) may move the cursor.
      let outside = {
        guard let p = self.decoder.rawPlace(of: raw.sourceid) ?? self.interruptions.pointer() else {
          return false
        }
        return self.window(at: p) == nil
      }
      guard type == XI_RawButtonPress, interruptions.interrupts(button: raw, outside: outside)
      else { return nil }
      return (0, .typingInterrupted, Point(x: 0, y: 0), UInt32(truncatingIfNeeded: raw.time))
    }
    let device = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
    let decoded = decoder.event(type: type, device)
    for source in decoder.takeRawSources() { selectRaw(device: source) }
    return decoded.map {
      (
        device.event, $0, Point(x: device.root_x, y: device.root_y),
        UInt32(truncatingIfNeeded: device.time)
      )
    }
  }

  /// The window of ours on top at a point on the screen, and its origin
  /// on the screen: found by walking down from the root through the
  /// windows that hold the point (a window manager's frame, then ours).
  func window(at p: Point) -> (window: Window, origin: Point)? {
    let d = connection.display
    let root = scm_root_window(d)
    let (px, py) = (Int32(p.x.rounded(.down)), Int32(p.y.rounded(.down)))
    var w = root
    for _ in 0..<16 {
      var (wx, wy): (Int32, Int32) = (0, 0)
      var child: Window = 0
      guard XTranslateCoordinates(d, root, w, px, py, &wx, &wy, &child) != 0 else { return nil }
      if windows.contains(w) { return (w, Point(x: Double(px - wx), y: Double(py - wy))) }
      guard child != 0 else { return nil }
      w = child
    }
    return nil
  }

  /// Whether an X event belongs to XInput (decoded or not).
  func owns(_ event: XEvent) -> Bool {
    event.xcookie.type == GenericEvent && event.xcookie.extension == opcode
  }
}
