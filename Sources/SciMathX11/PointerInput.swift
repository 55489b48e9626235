import CX11
import SciMathCore

/// XInput 2.2 touch and pointer events selected on one window and read
/// from Xlib's event cookies; `ContactDecoder` says what they mean.
public final class PointerInput {
  let x: XConnection
  let opcode: Int32
  var decoder = ContactDecoder()

  public init(connection: XConnection, window: Window) throws {
    x = connection
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
    select(window)
  }

  /// Whether the server delivers touches (XInput 2.2).
  let touches: Bool

  /// Takes touches and the pointer on another of our windows too.
  public func select(_ window: Window) {
    var mask = [UInt8](repeating: 0, count: Int(scm_xi_mask_len(XI_LASTEVENT)))
    var events = [XI_ButtonPress, XI_ButtonRelease, XI_Motion]
    if touches { events += [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd] }
    for e in events { scm_xi_set_mask(&mask, e) }
    mask.withUnsafeMutableBufferPointer { buffer in
      var selection = XIEventMask(
        deviceid: XIAllMasterDevices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
      XISelectEvents(x.display, window, &selection, 1)
    }
  }

  /// The keyboard event an X event stands for (in the window's pixels),
  /// the window it came to, where it was on the screen and the server's
  /// timestamp of it; nil for any other event.
  func event(from event: inout XEvent)
    -> (window: Window, event: KeyboardEvent, root: Point, serverTime: UInt32)?
  {
    guard event.xcookie.type == GenericEvent, event.xcookie.extension == opcode,
      XGetEventData(x.display, &event.xcookie) != 0
    else { return nil }
    defer { XFreeEventData(x.display, &event.xcookie) }
    guard let data = event.xcookie.data else { return nil }
    let device = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
    return decoder.event(type: event.xcookie.evtype, device).map {
      (
        device.event, $0, Point(x: device.root_x, y: device.root_y),
        UInt32(truncatingIfNeeded: device.time)
      )
    }
  }

  /// Whether an X event belongs to XInput (decoded or not).
  func owns(_ event: XEvent) -> Bool {
    event.xcookie.type == GenericEvent && event.xcookie.extension == opcode
  }
}
