import CWaylandClient
import CWaylandProtocols
import FoundationEssentials
import SciMathBase
import SciMathCore
import SciMathPlatform

/// The keyboard as KWin's input method (`zwp_input_method_v1`), which KWin
/// offers only to the program it starts as its virtual keyboard. A text
/// field's focus comes as a context, through which text (`commit_string`),
/// deletes before the cursor and keys by keysym go; KWin offers no
/// virtual keyboard protocol.
final class KWinInputMethod {
  let proxy: OpaquePointer
  let connection: WaylandConnection
  private var context: OpaquePointer?
  /// The serial of the field's state, as the last `commit_state` said.
  private var serial: UInt32 = 0
  private(set) var knowsSurroundings = false
  private(set) var lastDone = 0.0
  var watched = false
  /// The modifiers, in the order `modifiers_map` names them to KWin.
  static let modifierNames = ["shift", "ctrl", "alt", "super"]
  static let xkbNames = ["Shift", "Control", "Mod1", "Mod4"]

  init(proxy: OpaquePointer, connection: WaylandConnection) {
    self.proxy = proxy
    self.connection = connection
    zwp_input_method_v1_add_listener(
      proxy, &Self.listener, Unmanaged.passUnretained(self).toOpaque())
  }

  var active: Bool { context != nil }

  private func activate(_ new: OpaquePointer) {
    if let context { zwp_input_method_context_v1_destroy(context) }
    context = new
    serial = 0
    knowsSurroundings = false
    lastDone = MonotonicClock.seconds()
    zwp_input_method_context_v1_add_listener(
      new, &Self.contextListener, Unmanaged.passUnretained(self).toOpaque())
    // The names the keysym request's modifier bits stand for.
    var map = wl_array()
    wl_array_init(&map)
    for name in Self.xkbNames {
      let bytes = Array(name.utf8) + [0]
      if let slot = wl_array_add(&map, bytes.count) {
        slot.copyMemory(from: bytes, byteCount: bytes.count)
      }
    }
    zwp_input_method_context_v1_modifiers_map(new, &map)
    wl_array_release(&map)
    if watched { connection.queue.post(.textFocus(editable: true, field: nil)) }
  }

  private func deactivate(_ gone: OpaquePointer?) {
    guard let context, gone == nil || gone == context else { return }
    zwp_input_method_context_v1_destroy(context)
    self.context = nil
    if watched { connection.queue.post(.textFocus(editable: false, field: nil)) }
  }

  nonisolated(unsafe) static var listener = zwp_input_method_v1_listener(
    activate: { data, _, context in
      guard let data, let context else { return }
      Unmanaged<KWinInputMethod>.fromOpaque(data).takeUnretainedValue().activate(context)
    },
    deactivate: { data, _, context in
      guard let data else { return }
      Unmanaged<KWinInputMethod>.fromOpaque(data).takeUnretainedValue().deactivate(context)
    })

  static func from(_ data: UnsafeMutableRawPointer?) -> KWinInputMethod? {
    data.map { Unmanaged<KWinInputMethod>.fromOpaque($0).takeUnretainedValue() }
  }

  nonisolated(unsafe) static var contextListener = zwp_input_method_context_v1_listener(
    surrounding_text: { data, _, _, _, _ in
      guard let im = from(data) else { return }
      im.knowsSurroundings = true
      im.lastDone = MonotonicClock.seconds()
    },
    reset: { _, _ in },
    content_type: { _, _, _, _ in },
    invoke_action: { _, _, _, _ in },
    commit_state: { data, _, serial in
      guard let im = from(data) else { return }
      im.serial = serial
      im.lastDone = MonotonicClock.seconds()
    },
    preferred_language: { _, _, _ in })
}

extension KWinInputMethod: TextRoute {
  func commit(erasingBytes erase: Int, text: String) {
    guard let context else { return }
    if erase > 0 {
      zwp_input_method_context_v1_delete_surrounding_text(context, -Int32(erase), UInt32(erase))
    }
    for part in ControlSocket.parts(text, maxBytes: 4000) {
      zwp_input_method_context_v1_commit_string(context, serial, part)
    }
    if text.isEmpty { zwp_input_method_context_v1_commit_string(context, serial, "") }
  }

  func key(_ keysym: UInt32, modifiers: [String]) -> Bool {
    guard let context else { return false }
    let mask = modifiers.reduce(UInt32(0)) { mask, name in
      mask | (Self.modifierNames.firstIndex(of: name).map { UInt32(1) << UInt32($0) } ?? 0)
    }
    let time = UInt32(truncatingIfNeeded: Int(MonotonicClock.seconds() * 1000))
    zwp_input_method_context_v1_keysym(
      context, serial, time, keysym, WL_KEYBOARD_KEY_STATE_PRESSED.rawValue, mask)
    zwp_input_method_context_v1_keysym(
      context, serial, time, keysym, WL_KEYBOARD_KEY_STATE_RELEASED.rawValue, mask)
    return true
  }
}
