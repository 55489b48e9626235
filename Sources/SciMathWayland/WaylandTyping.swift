import CWaylandClient
import CWaylandProtocols
import FoundationEssentials
import Glibc
import SciMathCore
import SciMathPlatform

/// Text and keys into the focused Wayland application. Text goes through
/// the input method (`TextRoute`) when a text field is active; a
/// replacement (an autocorrection, a shortcut, a suggestion, a slid word)
/// is one delete of the surrounding text and one commit where the field
/// tells its surrounding text, BackSpaces otherwise. On wlroots, keys and
/// chords, and text where no input method is active, go through a virtual
/// keyboard with a keymap of its own, made once (`VirtualKeymap`); KWin
/// has none, and takes keys by keysym through its input method. Nothing
/// of the user's keymap changes, so there is nothing to put back.
final class WaylandTyping: PlatformOutput {
  let connection: WaylandConnection
  let inputMethod: TextRoute?
  /// The virtual keyboard and its keymap, where the compositor has them.
  private let keyboard: OpaquePointer?
  private let keymap: VirtualKeymap?
  /// UTF-8 bytes erased and not yet committed: applied with the next text,
  /// or alone at the next other output or flush.
  private var pendingErase = 0

  init(connection: WaylandConnection, inputMethod: TextRoute?) throws {
    self.connection = connection
    self.inputMethod = inputMethod
    guard let manager = connection.virtualKeyboardManager, let seat = connection.seat else {
      guard inputMethod != nil else { throw WaylandError("the compositor gave no way to type") }
      keyboard = nil
      keymap = nil
      return
    }
    guard let keyboard = zwp_virtual_keyboard_manager_v1_create_virtual_keyboard(manager, seat)
    else { throw WaylandError("the compositor gave no virtual keyboard") }
    self.keyboard = keyboard
    keymap = try VirtualKeymap()
    try upload()
    // The seat gains its keyboard capability with the first keymap; keys
    // sent before the compositor has it could be lost.
    connection.roundtrip()
  }

  deinit { if let keyboard { zwp_virtual_keyboard_v1_destroy(keyboard) } }

  private func upload() throws {
    guard let keyboard, let keymap else { return }
    let bytes = Array(keymap.text.utf8) + [0]
    let fd = scm_memfd("scimath-keymap")
    guard fd >= 0 else { throw WaylandError("no memory file for the keymap") }
    defer { close(fd) }
    let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    guard written == bytes.count else { throw WaylandError("the keymap could not be written") }
    zwp_virtual_keyboard_v1_keymap(
      keyboard, WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1.rawValue, fd, UInt32(bytes.count))
  }

  var throughInputMethod: Bool { inputMethod?.active == true }

  func send(_ output: KeyOutput) throws {
    if case .text(let text) = output {
      try type(text)
      return
    }
    if case .erase(let erased) = output, throughInputMethod,
      inputMethod?.knowsSurroundings == true
    {
      pendingErase += erased.utf8.count
      return
    }
    commitPending()
    switch output {
    case .text, .lockGroup:
      // Wayland has no server group to lock: the keyboard's own mode is
      // all that changes.
      break
    case .erase(let erased):
      for _ in erased { try press("BackSpace") }
    case .deleteBackward: try press("BackSpace")
    case .deleteWordBackward: try press("BackSpace", modifiers: ["ctrl"])
    case .enter: try press("Return")
    case .undo: try press("z", modifiers: ["ctrl"])
    case .moveCursor(let direction):
      let names: [CursorDirection: String] = [
        .left: "Left", .right: "Right", .up: "Up", .down: "Down",
      ]
      try press(names[direction] ?? "Left")
    case .key(let key, let modifiers, let shift):
      try press(
        Self.keysymName(key), modifiers: modifiers.map(\.rawValue) + (shift ? ["shift"] : []))
    case .chord(let text, let modifiers):
      for scalar in text.unicodeScalars {
        try press(keysym: xkb_utf32_to_keysym(scalar.value), modifiers: modifiers.map(\.rawValue))
      }
    }
  }

  /// Text: committed through the input method, or as keys.
  private func type(_ text: String) throws {
    if let im = inputMethod, im.active {
      im.commit(erasingBytes: pendingErase, text: text)
      pendingErase = 0
      return
    }
    commitPending()
    let keysyms = text.unicodeScalars.map { scalar -> UInt32 in
      scalar == "\n" ? 0xff0d : scalar == "\t" ? 0xff09 : xkb_utf32_to_keysym(scalar.value)
    }
    guard let keymap else { throw WaylandError(Self.noField) }
    if try keymap.add(keysyms.filter { $0 != 0 }) {
      try upload()
      connection.roundtrip()
    }
    for keysym in keysyms where keysym != 0 { try press(keysym: keysym) }
  }

  /// An erase the input method holds, sent alone.
  private func commitPending() {
    guard pendingErase > 0, let im = inputMethod else { return }
    im.commit(erasingBytes: pendingErase, text: "")
    pendingErase = 0
  }

  func flush() { commitPending() }

  private func press(_ name: String, modifiers: [String] = []) throws {
    let keysym = xkb_keysym_from_name(name, XKB_KEYSYM_NO_FLAGS)
    try press(keysym: keysym, modifiers: modifiers)
  }

  static let noField =
    "no text field has the focus, and this compositor types only into one (KWin)"

  /// The key for `keysym`, pressed and released with `modifiers` held.
  private func press(keysym: UInt32, modifiers: [String] = []) throws {
    guard let keyboard, let keymap else {
      guard let route = inputMethod, route.key(keysym, modifiers: modifiers) else {
        throw WaylandError(Self.noField)
      }
      return
    }
    guard let key = keymap.key(for: keysym) else {
      throw WaylandError("no key types keysym 0x\(String(keysym, radix: 16))")
    }
    var mask = modifiers.reduce(UInt32(0)) { $0 | (keymap.masks[$1] ?? 0) }
    if key.shifted { mask |= keymap.shiftMask }
    let time = UInt32(truncatingIfNeeded: Int(MonotonicClock.seconds() * 1000))
    let evdev = key.keycode - 8
    if mask != 0 { zwp_virtual_keyboard_v1_modifiers(keyboard, mask, 0, 0, 0) }
    zwp_virtual_keyboard_v1_key(keyboard, time, evdev, WL_KEYBOARD_KEY_STATE_PRESSED.rawValue)
    zwp_virtual_keyboard_v1_key(keyboard, time, evdev, WL_KEYBOARD_KEY_STATE_RELEASED.rawValue)
    if mask != 0 { zwp_virtual_keyboard_v1_modifiers(keyboard, 0, 0, 0, 0) }
  }

  static func keysymName(_ key: DesktopKey) -> String {
    switch key {
    case .escape: return "Escape"
    case .tab: return "Tab"
    case .left: return "Left"
    case .down: return "Down"
    case .up: return "Up"
    case .right: return "Right"
    case .home: return "Home"
    case .end: return "End"
    case .pageUp: return "Prior"
    case .pageDown: return "Next"
    case .enter: return "Return"
    case .space: return "space"
    case .function(let n): return "F\(n)"
    }
  }

  /// Nothing of the user's desktop was changed.
  func restore() {}
}
