import CX11

/// Text turned into the keysyms that type it, checked as a whole before
/// anything is typed, so a bad character types nothing.
public struct TypedText {
  public struct Symbol: Equatable {
    public var keysym: UInt
    /// The code point it types, for finding legacy keysyms in the keymap;
    /// nil for function keys (Return, Tab, …).
    public var codepoint: UInt32?
  }

  public var symbols: [Symbol]

  /// Control characters with a key of their own; "\r\n" types one Return.
  static let controlKeys: [UInt32: UInt] = [
    0x0A: UInt(XK_Return), 0x0D: UInt(XK_Return), 0x09: UInt(XK_Tab),
    0x08: UInt(XK_BackSpace), 0x1B: UInt(XK_Escape), 0x7F: UInt(XK_Delete),
  ]

  public init(_ text: String) throws {
    var symbols: [Symbol] = []
    let scalars = Array(text.unicodeScalars)
    for (i, scalar) in scalars.enumerated() {
      let cp = scalar.value
      if cp == 0x0D, i + 1 < scalars.count, scalars[i + 1].value == 0x0A { continue }
      if let key = Self.controlKeys[cp] {
        symbols.append(Symbol(keysym: key, codepoint: nil))
        continue
      }
      if cp < 0x20 || (0x80..<0xA0).contains(cp) {
        throw XError(String(format: "cannot type the control character U+%04X", cp))
      }
      let keysym = xkb_utf32_to_keysym(cp)
      guard keysym != 0 else {
        throw XError(String(format: "no keysym for U+%04X", cp))
      }
      symbols.append(Symbol(keysym: UInt(keysym), codepoint: cp))
    }
    self.symbols = symbols
  }
}
