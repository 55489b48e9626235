/// A JSON text read into values, for `JSONValueDecoder`.
///
/// The Assets' two JSON files (5.6 KB) took Foundation's JSONDecoder
/// 3.0 M instructions at every start; this reader and the decoder take
/// 2.3 M, most of it the generic `Decodable` machinery both share, and the
/// start's Assets step went from 1.37 to 1.12 ms (BENCHMARKS.md). The files
/// are the same JSON, read strictly as RFC 8259 has it, and decoded by the
/// same `Decodable` conformances.
enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  /// The number as written, so that an integer is read exactly.
  case number(String)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])
}

/// Why a text is not JSON, and where (1-based line and column, in bytes).
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
  public var problem: String
  public var line: Int
  public var column: Int

  public var description: String { "not valid JSON: \(problem) at line \(line), column \(column)" }
}

/// A strict reader of JSON text: no comments, no trailing commas, no
/// duplicate keys (which JSON leaves undefined, and which in a data file
/// are a mistake), at most 512 levels deep.
struct JSONParser {
  private let bytes: [UInt8]
  private var index = 0

  static func parse(_ text: String) throws -> JSONValue {
    var parser = JSONParser(bytes: Array(text.utf8))
    parser.skipSpace()
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.index == parser.bytes.count else {
      throw parser.error("\(parser.describeNext()) after the value")
    }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private mutating func value(depth: Int) throws -> JSONValue {
    guard depth < 512 else { throw error("nesting deeper than 512 levels") }
    guard index < bytes.count else { throw error("the text ends where a value should be") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw error("\(describeNext()) where a value should be")
    }
  }

  private mutating func object(depth: Int) throws -> JSONValue {
    index += 1
    var members: [String: JSONValue] = [:]
    skipSpace()
    if take(UInt8(ascii: "}")) { return .object(members) }
    while true {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("\(describeNext()) where a key should be")
      }
      let keyStart = index
      let key = try string()
      skipSpace()
      guard take(UInt8(ascii: ":")) else { throw error("\(describeNext()) where ':' should be") }
      skipSpace()
      let member = try value(depth: depth + 1)
      guard members.updateValue(member, forKey: key) == nil else {
        index = keyStart
        throw error("the key '\(key)' a second time")
      }
      skipSpace()
      if take(UInt8(ascii: "}")) { return .object(members) }
      guard take(UInt8(ascii: ",")) else {
        throw error("\(describeNext()) where ',' or '}' should be")
      }
      skipSpace()
    }
  }

  private mutating func array(depth: Int) throws -> JSONValue {
    index += 1
    var items: [JSONValue] = []
    skipSpace()
    if take(UInt8(ascii: "]")) { return .array(items) }
    while true {
      items.append(try value(depth: depth + 1))
      skipSpace()
      if take(UInt8(ascii: "]")) { return .array(items) }
      guard take(UInt8(ascii: ",")) else {
        throw error("\(describeNext()) where ',' or ']' should be")
      }
      skipSpace()
    }
  }

  /// A string from its opening quote; the text is valid UTF-8 already (it
  /// came from a String), so only escapes and control characters are checked.
  private mutating func string() throws -> String {
    let opening = index
    index += 1
    var start = index
    // Most strings have no escape: they are read straight from the text.
    while index < bytes.count, bytes[index] != UInt8(ascii: "\""),
      bytes[index] != UInt8(ascii: "\\"),
      bytes[index] >= 0x20
    {
      index += 1
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
      index += 1
      return String(decoding: bytes[start..<index - 1], as: UTF8.self)
    }
    var decoded: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        decoded += bytes[start..<index]
        index += 1
        return String(decoding: decoded, as: UTF8.self)
      } else if byte == UInt8(ascii: "\\") {
        decoded += bytes[start..<index]
        decoded += String(try escape()).utf8
        start = index
      } else if byte < 0x20 {
        throw error("a control character (\(byte)) inside a string")
      } else {
        index += 1
      }
    }
    index = opening
    throw error("a string that is never closed")
  }

  /// The character an escape at `index` stands for; `index` moves past it.
  private mutating func escape() throws -> Unicode.Scalar {
    guard index + 1 < bytes.count else { throw error("an escape cut short") }
    let code = bytes[index + 1]
    index += 2
    switch code {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(code)
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let unit = try hex4()
      if (0xD800..<0xDC00).contains(unit) {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw error("a high surrogate without its low one") }
        index += 2
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
        else { throw error("a high surrogate without its low one") }
        return scalar
      }
      guard let scalar = Unicode.Scalar(unit) else { throw error("a low surrogate alone") }
      return scalar
    default:
      index -= 1
      throw error("\(describeNext()) after a backslash")
    }
  }

  private mutating func hex4() throws -> UInt32 {
    var unit: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = hexDigit(bytes[index]) else {
        throw error("\(describeNext()) in a \\u escape")
      }
      unit = unit << 4 | digit
      index += 1
    }
    return unit
  }

  private func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  /// A number as RFC 8259 spells it: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
  private mutating func number() throws -> String {
    let start = index
    _ = take(UInt8(ascii: "-"))
    if !take(UInt8(ascii: "0")) {
      guard digits() > 0 else { throw error("\(describeNext()) where a digit should be") }
    }
    if take(UInt8(ascii: ".")) {
      guard digits() > 0 else { throw error("\(describeNext()) where a digit should be") }
    }
    if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
      if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
      guard digits() > 0 else { throw error("\(describeNext()) where a digit should be") }
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func digits() -> Int {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    return index - start
  }

  private mutating func literal(_ word: StaticString, _ value: JSONValue) throws -> JSONValue {
    let count = word.utf8CodeUnitCount
    let spelled = word.withUTF8Buffer { Array($0) }
    guard index + count <= bytes.count, Array(bytes[index..<index + count]) == spelled else {
      throw error("\(describeNext()) where a value should be")
    }
    index += count
    return value
  }

  private mutating func take(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  private mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
      default: return
      }
    }
  }

  /// The character at `index`, quoted, or "the end of the text".
  private func describeNext() -> String {
    guard index < bytes.count else { return "the end of the text" }
    var end = index + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
  }

  private func error(_ problem: String) -> JSONSyntaxError {
    let before = bytes[..<min(index, bytes.count)]
    let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    return JSONSyntaxError(problem: problem, line: line, column: index - lineStart + 1)
  }
}
