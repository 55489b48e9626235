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
///
/// Such a device's presses and releases are then read from its raw events
/// on the root window: the server sends those as it reads the device,
/// before and regardless of any grab, while a window manager's click grab
/// can lose them for good (traced under openbox: a tap's release and the
/// next tap's press and release never reached the pointer; raw events had
/// every one). A raw press counts where our window is the top one at its
/// point; the press itself still goes to whoever the server gives it to.
/// The device's own button events are then left out, and a contact begun
/// by them before its raw events arrived is ended by them. Only while the
/// device was the last to move its pointer over our window: a dwell
/// clicker's XTest press where a mouse has moved the pointer is placed by
/// the device events as before. (XTest motions made relative, whose
/// valuators are steps, are still taken for places: nothing in an event
/// tells them from motions replayed after a freeze.) A source whose raw
/// motions are not where its own motion events put it is never read raw:
/// Xwayland's relative pointer (a mouse on a Wayland desktop) gives screen
/// pixels in its events and steps in its raw events. A motion event is
/// matched against every raw motion not yet matched, since under a freeze
/// the raw events of later motions come before it.
public struct ContactDecoder: Sendable {
  private var buttonsDown = Set<Int32>()
  /// Source devices by how many motions had valuators equal to their root
  /// position: two, and the device's valuators are screen pixels. One that
  /// differs proves nothing: motions replayed after a freeze differ too.
  private var screenValued: [Int32: Int] = [:]
  /// Each master pointer's source device of its last motion over us.
  private var lastMover: [Int32: Int32] = [:]
  /// Each master pointer's last position by valuators, in screen pixels;
  /// nil when its last motion came from a device that has none.
  private var lastMotion: [Int32: Point] = [:]
  /// Screen-valued source devices and their master pointer: the caller
  /// selects their raw events (`takeRawSources`).
  private var rawMaster: [Int32: Int32] = [:]
  private var rawToSelect: [Int32] = []
  /// Sources whose raw motions have come: their selection took effect and
  /// their place is known, so their button events are read raw from now
  /// on. A raw press before any raw motion (the selection took effect
  /// between the motion and the press) is left to the device's own event.
  private var rawSeen = Set<Int32>()
  /// Each raw source's last position on the screen.
  private var rawPosition: [Int32: Point] = [:]
  /// Sources whose raw motions proved not to be screen pixels.
  private var rawInSteps = Set<Int32>()
  /// Each raw source's raw motions that no motion event has matched yet
  /// (the latest few), and the server time of its first.
  private var rawUnmatched: [Int32: [Point]] = [:]
  private var rawFirstTime: [Int32: Time] = [:]
  /// Raw contacts by source: the window pressed and its origin on the
  /// screen at the press.
  private var rawContacts: [Int32: (window: Window, origin: Point)] = [:]

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
      if readsRaw(e.sourceid), type == XI_ButtonPress { return nil }
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
      lastMover[e.deviceid] = e.sourceid
      // Only a motion made after the first raw one: one made before
      // the selection can come after later raw motions.
      if let v = screen, let first = rawFirstTime[e.sourceid], e.time >= first,
        let unmatched = rawUnmatched[e.sourceid], !unmatched.isEmpty
      {
        if let i = unmatched.firstIndex(where: { abs($0.x - v.x) < 0.5 && abs($0.y - v.y) < 0.5 }) {
          // Kept: the server may send another motion event at the same
          // place (no raw motion of its own).
          rawUnmatched[e.sourceid] = Array(unmatched[i...])
        } else {
          rawInSteps.insert(e.sourceid)
        }
      }
      if let v = screen, abs(v.x - e.root_x) < 0.5, abs(v.y - e.root_y) < 0.5 {
        screenValued[e.sourceid, default: 0] += 1
        if screenValued[e.sourceid] == 2, rawMaster[e.sourceid] == nil {
          rawMaster[e.sourceid] = e.deviceid
          rawToSelect.append(e.sourceid)
        }
      }
      lastMotion[e.deviceid] = (screenValued[e.sourceid] ?? 0) >= 2 ? screen : nil
    }
    guard let v = lastMotion[e.deviceid] else { return event }
    // The window's origin on the screen, from the event itself.
    return Point(x: v.x - (e.root_x - e.event_x), y: v.y - (e.root_y - e.event_y))
  }

  /// Valuators 0 and 1 of an event, if it has both.
  static func screenPosition(_ e: XIDeviceEvent) -> Point? { values(e.valuators) }

  /// Valuators 0 and 1, if both are there; the values array holds only
  /// the valuators set in the mask, in order.
  static func values(_ v: XIValuatorState) -> Point? {
    guard let mask = v.mask, let values = v.values, v.mask_len > 0, mask[0] & 0b11 == 0b11
    else { return nil }
    return Point(x: values[0], y: values[1])
  }

  /// Whether a source's presses are read from its raw events now: its
  /// raw events come, its valuators are screen pixels, and it moved its
  /// pointer last.
  func readsRaw(_ source: Int32) -> Bool {
    guard let master = rawMaster[source], !rawInSteps.contains(source) else { return false }
    return rawSeen.contains(source) && (screenValued[source] ?? 0) >= 2
      && lastMover[master] == source
  }

  /// Source devices found screen-valued since the last call, whose raw
  /// events the caller now selects on the root window, one device each.
  public mutating func takeRawSources() -> [Int32] {
    defer { rawToSelect.removeAll() }
    return rawToSelect
  }

  /// The contact a raw event of a selected source stands for: the window
  /// it is on, the event in that window's pixels and the point on the
  /// screen. `hit` gives the window of ours that is on top at a point on
  /// the screen and its origin there, or nil.
  public mutating func raw(
    type: Int32, _ e: XIRawEvent, hit: (Point) -> (window: Window, origin: Point)?
  ) -> (window: Window, event: KeyboardEvent, screen: Point)? {
    // Selected one device each, so the device is the source.
    let source = e.deviceid
    guard let master = rawMaster[source], !rawInSteps.contains(source) else { return nil }
    if type == XI_RawMotion, let v = Self.values(e.valuators) {
      rawPosition[source] = v
      rawSeen.insert(source)
      rawUnmatched[source] = Array((rawUnmatched[source] ?? []).suffix(31)) + [v]
      if rawFirstTime[source] == nil { rawFirstTime[source] = e.time }
    }
    guard let p = rawPosition[source] else { return nil }
    let id = -Int(master)
    switch type {
    case XI_RawButtonPress where e.detail == 1:
      guard readsRaw(source) else { return nil }
      // A contact its button events began and whose release was lost
      // gives way; the state machine ends it as a tap.
      buttonsDown.remove(master)
      guard let (window, origin) = hit(p) else { return nil }
      rawContacts[source] = (window, origin)
      return (window, .touchDown(id: id, at: Point(x: p.x - origin.x, y: p.y - origin.y)), p)
    case XI_RawMotion:
      guard let c = rawContacts[source] else { return nil }
      return (c.window, .touchMove(id: id, to: Point(x: p.x - c.origin.x, y: p.y - c.origin.y)), p)
    case XI_RawButtonRelease where e.detail == 1:
      guard let c = rawContacts.removeValue(forKey: source) else { return nil }
      return (c.window, .touchUp(id: id, at: Point(x: p.x - c.origin.x, y: p.y - c.origin.y)), p)
    default:
      return nil
    }
  }

  /// Where a source's raw motions last put it on the screen, if it has any.
  func rawPlace(of source: Int32) -> Point? {
    rawInSteps.contains(source) ? nil : rawPosition[source]
  }

  /// The window went away: every contact ends without a release.
  public mutating func cancelAll() {
    buttonsDown.removeAll()
    rawContacts.removeAll()
  }
}
