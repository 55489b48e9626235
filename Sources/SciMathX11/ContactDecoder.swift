import CX11
import SciMathCore

/// XInput 2 device events turned into keyboard events, in window pixels.
///
/// Touches keep their XI2 touch id, which gives real multi-touch
/// rollover. A mouse or pen is a contact while its first button is down,
/// with the negated device id as its id, so it never collides with a
/// touch. Pointer events that XI2 emulates from a touch are dropped: the
/// touch itself was already seen.
///
/// The keyboard does not select TouchOwnership: the server then sends a
/// touch only once the keyboard owns it, and an owned touch cannot be
/// taken away, so a touch another client accepts is never seen at all.
/// Touches end early only when the window is hidden (`touchCancel(nil)`).
///
/// A pointer is placed by its motion events' valuators where they are in
/// screen pixels (a mouse, a touchpad, XTest), not by the events' root
/// position: a window manager's click grab freezes the pointer, and the
/// events the server then replays all carry the position the pointer has
/// at the replay — fast taps would land on a later tap's key. The
/// valuators keep where each motion went.
public struct ContactDecoder: Sendable {
  private var buttonsDown = Set<Int32>()
  /// Source devices by how many motions had valuators equal to their root
  /// position: two, and the device's valuators are screen pixels.
  private var screenValued: [Int32: Int] = [:]
  /// Each master pointer's last position by valuators, in screen pixels;
  /// nil when its last motion came from a device that has none.
  private var lastMotion: [Int32: Point] = [:]

  public init() {}

  /// The keyboard event an XI2 device event stands for, or nil.
  public mutating func event(type: Int32, _ e: XIDeviceEvent) -> KeyboardEvent? {
    var p = Point(x: e.event_x, y: e.event_y)
    switch type {
    case XI_TouchBegin: return .touchDown(id: Int(e.detail), at: p)
    case XI_TouchUpdate: return .touchMove(id: Int(e.detail), to: p)
    case XI_TouchEnd: return .touchUp(id: Int(e.detail), at: p)
    case XI_ButtonPress, XI_ButtonRelease, XI_Motion:
      if e.flags & Int32(XIPointerEmulated) != 0 { return nil }
      p = position(type: type, e)
      let id = -Int(e.deviceid)
      switch type {
      case XI_ButtonPress where e.detail == 1:
        buttonsDown.insert(e.deviceid)
        return .touchDown(id: id, at: p)
      case XI_ButtonRelease where e.detail == 1 && buttonsDown.contains(e.deviceid):
        buttonsDown.remove(e.deviceid)
        return .touchUp(id: id, at: p)
      case XI_Motion where buttonsDown.contains(e.deviceid):
        return .touchMove(id: id, to: p)
      default:
        return nil
      }
    default:
      return nil
    }
  }

  /// Where a pointer event happened in the window: by the last motion's
  /// valuators when its device gives screen pixels, else as the event says.
  mutating func position(type: Int32, _ e: XIDeviceEvent) -> Point {
    let event = Point(x: e.event_x, y: e.event_y)
    if type == XI_Motion {
      let screen = Self.screenPosition(e)
      if let v = screen, abs(v.x - e.root_x) < 0.5, abs(v.y - e.root_y) < 0.5 {
        screenValued[e.sourceid, default: 0] += 1
      }
      lastMotion[e.deviceid] = (screenValued[e.sourceid] ?? 0) >= 2 ? screen : nil
    }
    guard let v = lastMotion[e.deviceid] else { return event }
    // The window's origin on the screen, from the event itself.
    return Point(x: v.x - (e.root_x - e.event_x), y: v.y - (e.root_y - e.event_y))
  }

  /// Valuators 0 and 1 of an event, if it has both.
  static func screenPosition(_ e: XIDeviceEvent) -> Point? {
    guard let mask = e.valuators.mask, let values = e.valuators.values,
      e.valuators.mask_len > 0, mask[0] & 0b11 == 0b11
    else { return nil }
    return Point(x: values[0], y: values[1])
  }

  /// The window went away: every contact ends without a release.
  public mutating func cancelAll() { buttonsDown.removeAll() }
}
