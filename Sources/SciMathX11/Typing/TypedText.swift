import CX11
import SciMathCore

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

  /// The keysym a borrowed key types: Latin-1 keysyms equal the code
  /// point; everything else uses the Unicode keysym (0x01000000 + code
  /// point), never a legacy one, since Xlib and xkbcommon convert a few
  /// legacy keysyms to different characters (0xabe: ⟩ in one, › in the other).
  static func keysym(for cp: UInt32) -> UInt {
    (0x20...0x7E).contains(cp) || (0xA0...0xFF).contains(cp) ? UInt(cp) : 0x0100_0000 + UInt(cp)
  }

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
        throw XError(cFormat("cannot type the control character U+%04X", cp))
      }
      if (0xD800...0xDFFF).contains(cp) || cp > 0x10FFFF {
        throw XError(cFormat("no keysym for U+%04X", cp))
      }
      symbols.append(Symbol(keysym: Self.keysym(for: cp), codepoint: cp))
    }
    self.symbols = symbols
  }
}
