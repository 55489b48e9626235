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
public struct ContactDecoder: Sendable {
  private var buttonsDown = Set<Int32>()

  public init() {}

  /// The keyboard event an XI2 device event stands for, or nil.
  public mutating func event(type: Int32, _ e: XIDeviceEvent) -> KeyboardEvent? {
    let p = Point(x: e.event_x, y: e.event_y)
    switch type {
    case XI_TouchBegin: return .touchDown(id: Int(e.detail), at: p)
    case XI_TouchUpdate: return .touchMove(id: Int(e.detail), to: p)
    case XI_TouchEnd: return .touchUp(id: Int(e.detail), at: p)
    case XI_ButtonPress, XI_ButtonRelease, XI_Motion:
      if e.flags & Int32(XIPointerEmulated) != 0 { return nil }
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

  /// The window went away: every contact ends without a release.
  public mutating func cancelAll() { buttonsDown.removeAll() }
}
