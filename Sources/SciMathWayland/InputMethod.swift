import CWaylandClient
import CWaylandProtocols
import FoundationEssentials
import SciMathBase
import SciMathCore
import SciMathPlatform

/// The keyboard as the seat's input method (`zwp_input_method_v2`): whether
/// a text field is active, whether it tells the text around its cursor (it
/// can then delete it), and the serial a commit must carry. Activation
/// changes are posted as text focus for `auto-show` while watched.
final class InputMethod {
  let proxy: OpaquePointer
  let queue: WaylandEventQueue
  /// Held so that the connection outlives the proxy.
  let connection: WaylandConnection
  /// A text field has the focus and asked for an input method.
  private(set) var active = false
  /// That field sends its surrounding text: `delete_surrounding_text` works.
  private(set) var knowsSurroundings = false
  /// Another input method holds the seat: this one never becomes active.
  private(set) var unavailable = false
  /// The number of `done` events: what `commit` must name.
  private(set) var serial: UInt32 = 0
  /// When the last `done` came (`MonotonicClock`).
  private(set) var lastDone = 0.0
  /// Posts `.textFocus` at each change of `active` (auto-show).
  var watched = false

  private var pendingActive: Bool?
  private var pendingSurroundings = false

  init?(connection: WaylandConnection) {
    guard let manager = connection.inputMethodManager, let seat = connection.seat,
      let proxy = zwp_input_method_manager_v2_get_input_method(manager, seat)
    else { return nil }
    self.proxy = proxy
    self.connection = connection
    queue = connection.queue
    zwp_input_method_v2_add_listener(
      proxy, &Self.listener, Unmanaged.passUnretained(self).toOpaque())
  }

  deinit { zwp_input_method_v2_destroy(proxy) }

  private func done() {
    serial &+= 1
    lastDone = MonotonicClock.seconds()
    if let now = pendingActive {
      if now != active, watched { queue.post(.textFocus(editable: now, field: nil)) }
      active = now
      // Activation resets what the field said; it says it again before
      // this done if it can.
      knowsSurroundings = now && pendingSurroundings
    } else if pendingSurroundings {
      knowsSurroundings = active
    }
    pendingActive = nil
    pendingSurroundings = false
  }

  /// Text for the focused field: erases `erase` bytes before the cursor
  /// first when given, then inserts `text`, applied at once. Text longer
  /// than a Wayland message holds goes in parts.
  func commit(erasingBytes erase: Int, text: String) {
    if erase > 0 { zwp_input_method_v2_delete_surrounding_text(proxy, UInt32(erase), 0) }
    let parts = ControlSocket.parts(text, maxBytes: 4000)
    if parts.isEmpty {
      zwp_input_method_v2_commit(proxy, serial)
      return
    }
    for part in parts {
      zwp_input_method_v2_commit_string(proxy, part)
      zwp_input_method_v2_commit(proxy, serial)
    }
  }

  static func from(_ data: UnsafeMutableRawPointer?) -> InputMethod? {
    data.map { Unmanaged<InputMethod>.fromOpaque($0).takeUnretainedValue() }
  }

  nonisolated(unsafe) static var listener = zwp_input_method_v2_listener(
    activate: { data, _ in
      guard let im = from(data) else { return }
      im.pendingActive = true
      im.pendingSurroundings = false
    },
    deactivate: { data, _ in from(data)?.pendingActive = false },
    surrounding_text: { data, _, _, _, _ in from(data)?.pendingSurroundings = true },
    text_change_cause: { _, _, _ in },
    content_type: { _, _, _, _ in },
    done: { data, _ in from(data)?.done() },
    unavailable: { data, _ in
      guard let im = from(data) else { return }
      im.unavailable = true
      im.active = false
    })
}
