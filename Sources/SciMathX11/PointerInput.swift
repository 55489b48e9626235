import CX11

/// A contact on the keyboard window, in window pixels. Touches keep their
/// XI2 touch id; a mouse or pen button is a contact whose id is the
/// negated device id, so it can never collide with a touch.
public enum Contact: Equatable {
  case down(id: Int, x: Double, y: Double)
  case move(id: Int, x: Double, y: Double)
  case up(id: Int, x: Double, y: Double)
}

/// XInput 2.2 touch and pointer events on one window, turned into contacts.
///
/// Touches give real multi-touch rollover; mouse and pen come through the
/// master pointer's XI2 button and motion events. Pointer events that XI2
/// emulates from a touch are dropped: the touch itself was already seen.
public final class PointerInput {
  let x: XConnection
  let opcode: Int32
  private var buttonsDown = Set<Int32>()

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
    var mask = [UInt8](repeating: 0, count: Int(scm_xi_mask_len(XI_LASTEVENT)))
    var events = [XI_ButtonPress, XI_ButtonRelease, XI_Motion]
    if minor >= 2 { events += [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd] }
    for e in events { scm_xi_set_mask(&mask, e) }
    mask.withUnsafeMutableBufferPointer { buffer in
      var selection = XIEventMask(
        deviceid: XIAllMasterDevices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
      XISelectEvents(connection.display, window, &selection, 1)
    }
  }

  /// The contact an event stands for, or nil for any other event.
  public func contact(from event: inout XEvent) -> Contact? {
    guard event.xcookie.type == GenericEvent, event.xcookie.extension == opcode,
      XGetEventData(x.display, &event.xcookie) != 0
    else { return nil }
    defer { XFreeEventData(x.display, &event.xcookie) }
    guard let data = event.xcookie.data else { return nil }
    let e = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
    let px = e.event_x
    let py = e.event_y
    switch event.xcookie.evtype {
    case XI_TouchBegin: return .down(id: Int(e.detail), x: px, y: py)
    case XI_TouchUpdate: return .move(id: Int(e.detail), x: px, y: py)
    case XI_TouchEnd: return .up(id: Int(e.detail), x: px, y: py)
    case XI_ButtonPress, XI_ButtonRelease, XI_Motion:
      if e.flags & Int32(XIPointerEmulated) != 0 { return nil }
      let id = -Int(e.deviceid)
      switch event.xcookie.evtype {
      case XI_ButtonPress where e.detail == 1:
        buttonsDown.insert(e.deviceid)
        return .down(id: id, x: px, y: py)
      case XI_ButtonRelease where e.detail == 1 && buttonsDown.contains(e.deviceid):
        buttonsDown.remove(e.deviceid)
        return .up(id: id, x: px, y: py)
      case XI_Motion where buttonsDown.contains(e.deviceid):
        return .move(id: id, x: px, y: py)
      default:
        return nil
      }
    default:
      return nil
    }
  }
}
