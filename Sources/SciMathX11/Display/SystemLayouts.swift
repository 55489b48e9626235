import CX11
import SciMathCore

extension XConnection {
  /// The keyboard layouts of the server's keymap by group ("us", "de"),
  /// from its XKB symbols name; empty when the server names none.
  public func xkbLayouts() -> [String] {
    guard let desc = XkbAllocKeyboard() else { return [] }
    defer { XkbFreeKeyboard(desc, 0, 1) }
    guard XkbGetNames(display, UInt32(XkbSymbolsNameMask), desc) == Success,
      let names = desc.pointee.names, names.pointee.symbols != 0,
      let raw = XGetAtomName(display, names.pointee.symbols)
    else { return [] }
    defer { XFree(raw) }
    return SystemLanguages.layouts(inSymbols: String(cString: raw))
  }
}
