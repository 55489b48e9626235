import CWaylandClient
import SciMathBase
import SciMathCore
import SciMathPlatform

/// The seat's pointer and touchscreen on the keyboard's surfaces, as the
/// touches the key state machine takes: a pressed pointer is touch 0, each
/// finger its own touch. Points are in the surface's pixels; on the
/// bring-back button, in screen pixels (`.restoreButton`).
final class SeatInput {
  let connection: WaylandConnection
  /// The surfaces whose input this takes, by their `wl_surface`.
  weak var keyboard: LayerSurface?
  var buttons: [WeakSurface] = []
  private var pointer: OpaquePointer?
  private var touch: OpaquePointer?
  /// Where the pointer is, and over which surface.
  private var pointerSurface: OpaquePointer?
  private var pointerAt = Point(x: 0, y: 0)
  private var pressed = false
  /// Each finger's surface and last point (surface units), by the
  /// compositor's touch id: a finger's up event says neither.
  private var fingers: [Int32: (surface: OpaquePointer, x: Double, y: Double)] = [:]
  /// The compositor's millisecond timestamps on the machine's clock: a
  /// press read late, while the loop drew or typed, is still when it was.
  private var clock = EventClock()
  /// The last event's timestamp; enter and leave carry none.
  private var lastTime: UInt32?

  init(connection: WaylandConnection) {
    self.connection = connection
    connection.onSeatCapabilities = { [unowned self] caps in capabilities(caps) }
  }

  var userData: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  private func capabilities(_ caps: UInt32) {
    let hasPointer = caps & WL_SEAT_CAPABILITY_POINTER.rawValue != 0
    let hasTouch = caps & WL_SEAT_CAPABILITY_TOUCH.rawValue != 0
    if hasPointer, pointer == nil, let seat = connection.seat {
      pointer = wl_seat_get_pointer(seat)
      wl_pointer_add_listener(pointer, &Self.pointerListener, userData)
    } else if !hasPointer, let gone = pointer {
      // The last mouse was unplugged: a press it began ends unseen.
      wl_pointer_release(gone)
      pointer = nil
      pointerSurface = nil
      if pressed { cancel() }
    }
    if hasTouch, touch == nil, let seat = connection.seat {
      touch = wl_seat_get_touch(seat)
      wl_touch_add_listener(touch, &Self.touchListener, userData)
    } else if !hasTouch, let gone = touch {
      wl_touch_release(gone)
      touch = nil
      if !fingers.isEmpty { cancel() }
    }
  }

  /// Every touch ends without typing (its device went away).
  private func cancel() {
    pressed = false
    fingers = [:]
    connection.queue.post(.keyboard(.touchCancel(id: nil), at: MonotonicClock.seconds()))
  }

  /// Posts `event` for whichever surface of ours `surface` is.
  private func post(
    _ surface: OpaquePointer?, _ make: (Int, Point) -> KeyboardEvent, id: Int,
    x: Double, y: Double
  ) {
    guard let surface else { return }
    let now = MonotonicClock.seconds()
    let at =
      lastTime.map { clock.seconds(atServerTime: $0, readAt: now) } ?? clock.now(now)
    if let keyboard, keyboard.surface == surface {
      connection.queue.post(.keyboard(make(id, keyboard.pixels(x, y)), at: at))
    } else if let button = buttons.lazy.compactMap(\.surface).first(where: { $0.surface == surface }
    ),
      case .button(let frame) = button.role
    {
      let p = button.pixels(x, y)
      connection.queue.post(.restoreButton(make(id, Point(x: frame.x + p.x, y: frame.y + p.y))))
    }
  }

  private static func down(_ id: Int, _ p: Point) -> KeyboardEvent { .touchDown(id: id, at: p) }
  private static func move(_ id: Int, _ p: Point) -> KeyboardEvent { .touchMove(id: id, to: p) }
  private static func up(_ id: Int, _ p: Point) -> KeyboardEvent { .touchUp(id: id, at: p) }

  private func pointerMoved(_ x: Double, _ y: Double) {
    pointerAt = Point(x: x, y: y)
    if pressed { post(pointerSurface, Self.move, id: 0, x: x, y: y) }
  }

  private func pointerButton(pressed down: Bool) {
    guard down != pressed else { return }
    pressed = down
    post(pointerSurface, down ? Self.down : Self.up, id: 0, x: pointerAt.x, y: pointerAt.y)
  }

  static func input(_ data: UnsafeMutableRawPointer?) -> SeatInput? {
    data.map { Unmanaged<SeatInput>.fromOpaque($0).takeUnretainedValue() }
  }

  nonisolated(unsafe) static var pointerListener = wl_pointer_listener(
    enter: { data, _, _, surface, x, y in
      guard let input = input(data) else { return }
      input.pointerSurface = surface
      input.pointerAt = Point(x: wl_fixed_to_double(x), y: wl_fixed_to_double(y))
    },
    leave: { data, _, _, _ in
      // A pressed pointer keeps its surface (the compositor's implicit
      // grab): the release still ends the touch where it began.
      guard let input = input(data), !input.pressed else { return }
      input.pointerSurface = nil
    },
    motion: { data, _, time, x, y in
      input(data)?.lastTime = time
      input(data)?.pointerMoved(wl_fixed_to_double(x), wl_fixed_to_double(y))
    },
    button: { data, _, _, time, button, state in
      // BTN_LEFT: the others do nothing on a keyboard.
      guard button == 0x110 else { return }
      input(data)?.lastTime = time
      input(data)?.pointerButton(pressed: state == WL_POINTER_BUTTON_STATE_PRESSED.rawValue)
    },
    axis: { _, _, _, _, _ in },
    frame: { _, _ in },
    axis_source: { _, _, _ in },
    axis_stop: { _, _, _, _ in },
    axis_discrete: { _, _, _, _ in },
    axis_value120: { _, _, _, _ in })

  nonisolated(unsafe) static var touchListener = wl_touch_listener(
    down: { data, _, _, time, surface, id, x, y in
      guard let input = input(data), let surface else { return }
      input.lastTime = time
      let (px, py) = (wl_fixed_to_double(x), wl_fixed_to_double(y))
      input.fingers[id] = (surface, px, py)
      input.post(surface, SeatInput.down, id: Int(id) + 1, x: px, y: py)
    },
    up: { data, _, _, time, id in
      guard let input = input(data), let finger = input.fingers.removeValue(forKey: id) else {
        return
      }
      input.lastTime = time
      input.post(finger.surface, SeatInput.up, id: Int(id) + 1, x: finger.x, y: finger.y)
    },
    motion: { data, _, time, id, x, y in
      guard let input = input(data), let finger = input.fingers[id] else { return }
      input.lastTime = time
      let (px, py) = (wl_fixed_to_double(x), wl_fixed_to_double(y))
      input.fingers[id] = (finger.surface, px, py)
      input.post(finger.surface, SeatInput.move, id: Int(id) + 1, x: px, y: py)
    },
    frame: { _, _ in },
    cancel: { data, _ in input(data)?.cancel() },
    shape: { _, _, _, _, _ in },
    orientation: { _, _, _, _ in })
}
