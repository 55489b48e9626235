import CX11

/// One way the current keymap can produce a keysym: a key, the group it is
/// in, and the shift level within the group.
struct KeyPosition: Equatable {
  var keycode: Int
  var group: Int
  var level: Int
  var keysym: KeySym
}

/// The keyboard mapping as the server has it now: XKB groups, levels and
/// key types, plus the core view used to find keycodes with no symbols.
///
/// A snapshot goes stale when any client changes the keymap; `TypingEngine`
/// replaces it when MappingNotify or XkbMapNotify says so.
final class KeymapSnapshot {
  let minKeycode: Int
  let maxKeycode: Int
  /// Core keysyms of every keycode, min…max inclusive.
  let coreSymbols: [Int: [KeySym]]
  private let xkb: XkbDescPtr
  private var byCodepoint: [UInt32: [KeyPosition]] = [:]
  private var byKeysym: [KeySym: [KeyPosition]] = [:]

  init(display: OpaquePointer) throws {
    var minKC: Int32 = 0
    var maxKC: Int32 = 0
    XDisplayKeycodes(display, &minKC, &maxKC)
    minKeycode = Int(minKC)
    maxKeycode = Int(maxKC)
    var per: Int32 = 0
    let count = maxKC - minKC + 1
    guard let core = XGetKeyboardMapping(display, KeyCode(minKC), count, &per), per > 0 else {
      throw XError("cannot read the keyboard mapping")
    }
    defer { XFree(core) }
    var symbols: [Int: [KeySym]] = [:]
    for i in 0..<Int(count) {
      symbols[minKeycode + i] = (0..<Int(per)).map { core[i * Int(per) + $0] }
    }
    coreSymbols = symbols
    guard
      let desc = XkbGetMap(display, UInt32(XkbKeyTypesMask | XkbKeySymsMask), UInt32(XkbUseCoreKbd))
    else { throw XError("cannot read the XKB keymap") }
    xkb = desc
    for kc in minKeycode...maxKeycode {
      for group in 0..<numGroups(kc) {
        for level in 0..<Int(scm_key_group_width(xkb, Int32(kc), Int32(group))) {
          let sym = scm_key_sym(xkb, Int32(kc), Int32(level), Int32(group))
          guard sym != 0 else { continue }
          let position = KeyPosition(keycode: kc, group: group, level: level, keysym: sym)
          byKeysym[sym, default: []].append(position)
          let cp = xkb_keysym_to_utf32(UInt32(truncatingIfNeeded: sym))
          if cp != 0, Self.convertsAlike(sym) { byCodepoint[cp, default: []].append(position) }
        }
      }
    }
  }

  deinit { XkbFreeKeyboard(xkb, 0, 1) }

  /// Legacy keysyms whose character Xlib and xkbcommon agree on: Latin-1
  /// to 4, Kana, Arabic, Cyrillic, Greek, Latin-8/9 and the currency signs,
  /// besides Unicode keysyms. The technical, publishing and special blocks
  /// (0x8a1–0xcff) are left out: some convert differently in the two.
  static func convertsAlike(_ sym: KeySym) -> Bool {
    sym < 0x800 || (0x12A1...0x13FF).contains(sym) || (0x20A0...0x20AC).contains(sym)
      || (0x0100_0100...0x0110_FFFF).contains(sym)
  }

  func numGroups(_ kc: Int) -> Int { Int(scm_key_num_groups(xkb, Int32(kc))) }

  /// Keycodes with no symbol at all, in core or XKB: the only ones a
  /// typist may borrow.
  var emptyKeycodes: [Int] {
    (minKeycode...maxKeycode).filter { kc in
      numGroups(kc) == 0 && (coreSymbols[kc] ?? []).allSatisfy { $0 == 0 }
    }
  }

  /// Where a character or keysym already is: exact keysym matches first
  /// (so '1' prefers the digit row to the keypad), then other keysyms that
  /// stand for the same code point (legacy and Unicode forms).
  func positions(keysym: KeySym, codepoint: UInt32?) -> [KeyPosition] {
    var result = byKeysym[keysym] ?? []
    if let cp = codepoint {
      result += (byCodepoint[cp] ?? []).filter { $0.keysym != keysym }
    }
    return result
  }

  /// The group a key actually uses when `group` is active: XKB wraps a
  /// group the key does not have.
  func effectiveGroup(_ kc: Int, active group: Int) -> Int? {
    let n = numGroups(kc)
    return n == 0 ? nil : group % n
  }

  func level(_ kc: Int, group: Int, mods: UInt32) -> Int {
    Int(scm_key_level(xkb, Int32(kc), Int32(group), mods))
  }

  func typeMask(_ kc: Int, group: Int) -> UInt32 {
    scm_key_type_mask(xkb, Int32(kc), Int32(group))
  }
}
