import Glibc

// The few text helpers the keyboard needs from outside the standard library.
// They stand in for corelibs Foundation's `trimmingCharacters(in:)` and
// `String(format:)`: the keyboard links FoundationEssentials only, because
// linking corelibs Foundation brought ICU's data and tens of thousands of
// relocations into the binary, and cost every start (docs/startup.md).

extension StringProtocol {
  /// The text without the spaces and tabs at either end: what
  /// `trimmingSpaces()` gave (Unicode's space separators
  /// and U+0009; line ends are kept).
  public func trimmingSpaces() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.isSpaceOrTab }) else { return "" }
    guard let last = scalars.lastIndex(where: { !$0.isSpaceOrTab }) else { return "" }
    var kept = String.UnicodeScalarView()
    kept.append(contentsOf: scalars[first...last])
    return String(kept)
  }
}

extension Unicode.Scalar {
  var isSpaceOrTab: Bool { self == "\t" || properties.generalCategory == .spaceSeparator }
}

/// `printf`-style formatting of numbers, as C's `snprintf` does it: "%04X",
/// "%.3f" and the like, independent of the user's locale (the C locale is
/// the only one the keyboard ever sets).
public func cFormat(_ format: String, _ arguments: CVarArg...) -> String {
  var buffer = [CChar](repeating: 0, count: 32)
  while true {
    let needed = Int(withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) })
    guard needed >= 0 else { return "" }
    if needed < buffer.count {
      return String(decoding: buffer[..<needed].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    buffer = [CChar](repeating: 0, count: needed + 1)
  }
}

/// "U+2207": a code point as Unicode writes it, at least four hex digits.
public func codePointName(_ value: UInt32) -> String {
  let hex = String(value, radix: 16, uppercase: true)
  return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}
