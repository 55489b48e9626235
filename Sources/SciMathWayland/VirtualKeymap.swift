import CWaylandClient
import FoundationEssentials
import Glibc

/// The virtual keyboard's keymap: the user's layout as xkbcommon makes it
/// from the environment's names (XKB_DEFAULT_LAYOUT …, else us), with any
/// character the layout lacks on keycodes of its own above the layout's
/// (one level each). It answers which key, with which modifiers, types a
/// keysym. Made once; it grows only when text must go as keys (no input
/// method is active) and holds a character it lacks.
final class VirtualKeymap {
  /// The first keycode for added characters: above every keycode the
  /// layout names (evdev's go to 708), so none is ever taken from it.
  private let firstExtraKeycode: UInt32

  private let context: OpaquePointer
  private(set) var keymap: OpaquePointer
  /// The keymap's text, as uploaded (xkbcommon's own serialisation).
  private(set) var text: String
  private var extras: [UInt32] = []  // keysyms, in keycode order
  /// keysym → (keycode, shifted), from the layout then the extras.
  private var keys: [UInt32: (keycode: UInt32, shifted: Bool)] = [:]
  private(set) var shiftMask: UInt32 = 0
  private(set) var masks: [String: UInt32] = [:]

  init() throws {
    guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else {
      throw WaylandError("xkbcommon: no context")
    }
    self.context = context
    guard let base = xkb_keymap_new_from_names(context, nil, XKB_KEYMAP_COMPILE_NO_FLAGS) else {
      xkb_context_unref(context)
      throw WaylandError("xkbcommon could not make a keymap for the layout named in XKB_DEFAULT_*")
    }
    keymap = base
    text = Self.string(base)
    firstExtraKeycode = max(xkb_keymap_max_keycode(base) + 1, 256)
    index()
  }

  deinit {
    xkb_keymap_unref(keymap)
    xkb_context_unref(context)
  }

  static func string(_ keymap: OpaquePointer) -> String {
    guard let raw = xkb_keymap_get_as_string(keymap, XKB_KEYMAP_FORMAT_TEXT_V1) else { return "" }
    defer { free(raw) }
    return String(cString: raw)
  }

  /// The key for `keysym`, if the keymap has it.
  func key(for keysym: UInt32) -> (keycode: UInt32, shifted: Bool)? { keys[keysym] }

  /// Adds `keysyms` the keymap lacks, each on a keycode of its own.
  /// Returns whether anything was added (the keymap must be uploaded).
  func add(_ keysyms: [UInt32]) throws -> Bool {
    let new = keysyms.filter { keys[$0] == nil }.reduce(into: [UInt32]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    guard !new.isEmpty else { return false }
    let all = extras + new
    guard
      let made = Self.compile(
        base: text, extras: new,
        from: firstExtraKeycode + UInt32(extras.count), context: context)
    else {
      throw WaylandError("xkbcommon could not add \(new.count) characters to the keymap")
    }
    xkb_keymap_unref(keymap)
    keymap = made
    text = Self.string(made)
    extras = all
    index()
    return true
  }

  /// The keymap `base` with `extras` from keycode `first` on: a keycode
  /// name in the keycodes section and a one-level key in the symbols one.
  private static func compile(
    base: String, extras: [UInt32], from first: UInt32,
    context: OpaquePointer
  ) -> OpaquePointer? {
    var codes = ""
    var symbols = ""
    for (i, keysym) in extras.enumerated() {
      let keycode = first + UInt32(i)
      codes += "\t<S\(keycode)> = \(keycode);\n"
      symbols += "\tkey <S\(keycode)> { [ \(name(keysym)) ] };\n"
    }
    guard let withCodes = insert(codes, atEndOf: "xkb_keycodes", in: base),
      let whole = insert(symbols, atEndOf: "xkb_symbols", in: withCodes)
    else { return nil }
    return whole.withCString {
      xkb_keymap_new_from_string(
        context, $0, XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS)
    }
  }

  /// `lines` before the `};` that ends the section opened by `section`
  /// (xkbcommon's serialisation puts it alone on a line).
  private static func insert(_ lines: String, atEndOf section: String, in text: String) -> String? {
    var result: [Substring] = []
    var inSection = false
    var done = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if !done, line.hasPrefix(section) { inSection = true }
      if inSection, line == "};" {
        result.append(Substring(lines))
        inSection = false
        done = true
      }
      result.append(line)
    }
    return done ? result.joined(separator: "\n") : nil
  }

  private static func name(_ keysym: UInt32) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    let n = xkb_keysym_get_name(keysym, &buffer, buffer.count)
    guard n > 0 else { return "0x" + String(keysym, radix: 16) }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Reads which key types each keysym: level 1 plainly, level 2 with
  /// Shift, first layout only; the first key found for a keysym wins.
  private func index() {
    keys = [:]
    for (name, xkbName) in [
      ("shift", "Shift"), ("ctrl", "Control"), ("alt", "Mod1"),
      ("super", "Mod4"),
    ] {
      let i = xkb_keymap_mod_get_index(keymap, xkbName)
      masks[name] = i == XKB_MOD_INVALID ? 0 : 1 << i
    }
    shiftMask = masks["shift"] ?? 0
    let low = xkb_keymap_min_keycode(keymap)
    let high = xkb_keymap_max_keycode(keymap)
    guard low <= high else { return }
    for keycode in low...high {
      for level: UInt32 in [0, 1] {
        var syms: UnsafePointer<xkb_keysym_t>?
        let n = xkb_keymap_key_get_syms_by_level(keymap, keycode, 0, level, &syms)
        guard n == 1, let sym = syms?.pointee, keys[sym] == nil else { continue }
        keys[sym] = (keycode, level == 1)
      }
    }
  }
}
