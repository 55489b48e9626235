/// Decodes `Decodable` values from JSON text as Foundation's JSONDecoder
/// does with its default strategies (keys as written, numbers exact, no
/// dates or data), and throws the same `DecodingError`s, so that a data
/// file's mistakes read the same (`AssetCatalog.describe`). It was made
/// for the start's sake (see `JSONValue`); `scimath recognize` reads its
/// drawings with it too, so that the project reads JSON one way.
public struct JSONValueDecoder: Decoder {
  let value: JSONValue
  public let codingPath: [any CodingKey]
  public var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// Throws `JSONSyntaxError` for text that is not JSON, `DecodingError`
  /// for JSON that is not a `T`.
  public static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
    try T(from: JSONValueDecoder(value: try JSONParser.parse(text), codingPath: []))
  }

  init(value: JSONValue, codingPath: [any CodingKey]) {
    self.value = value
    self.codingPath = codingPath
  }

  public func container<Key: CodingKey>(keyedBy type: Key.Type) throws
    -> KeyedDecodingContainer<Key>
  {
    guard case .object(let members) = value else {
      throw value.mismatch(
        [String: Any].self, at: codingPath, wanted: "keyed decoding container")
    }
    return KeyedDecodingContainer(JSONKeyedReader<Key>(members: members, codingPath: codingPath))
  }

  public func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let items) = value else {
      throw value.mismatch([Any].self, at: codingPath, wanted: "unkeyed decoding container")
    }
    return JSONUnkeyedReader(items: items, codingPath: codingPath)
  }

  public func singleValueContainer() throws -> any SingleValueDecodingContainer {
    JSONSingleReader(value: value, codingPath: codingPath)
  }
}

/// The scalars, read as JSONDecoder reads them.
extension JSONValue {
  func bool(at path: @autoclosure () -> [any CodingKey]) throws -> Bool {
    if self == .null {  // JSONDecoder's wording for a null Bool
      throw DecodingError.typeMismatch(
        Bool.self,
        .init(
          codingPath: path(), debugDescription: "Expected to decode Bool but found null instead."))
    }
    guard case .bool(let b) = self else { throw mismatch(Bool.self, at: path()) }
    return b
  }

  func string(at path: @autoclosure () -> [any CodingKey]) throws -> String {
    guard case .string(let s) = self else { throw mismatch(String.self, at: path()) }
    return s
  }

  func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(
    _ type: T.Type, at path: @autoclosure () -> [any CodingKey]
  ) throws -> T {
    guard case .number(let text) = self else { throw mismatch(T.self, at: path()) }
    guard let number = T(text), number.isFinite else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: path(), debugDescription: "Number \(text) does not fit in \(T.self)."))
    }
    return number
  }

  /// An integer, also one written with a fraction or exponent that is whole.
  func integer<T: FixedWidthInteger>(
    _ type: T.Type, at path: @autoclosure () -> [any CodingKey]
  ) throws -> T {
    guard case .number(let text) = self else { throw mismatch(T.self, at: path()) }
    if let exact = T(text) { return exact }
    guard let number = Double(text), let whole = T(exactly: number) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: path(), debugDescription: "Number \(text) does not fit in \(T.self)."))
    }
    return whole
  }

  func decoded<T: Decodable>(_ type: T.Type, at path: [any CodingKey]) throws -> T {
    try T(from: JSONValueDecoder(value: self, codingPath: path))
  }

  /// The error for a value of the wrong kind, worded as JSONDecoder words
  /// it; `wanted` names a container where one was asked for.
  func mismatch(_ type: Any.Type, at path: [any CodingKey], wanted: String? = nil)
    -> DecodingError
  {
    let found: String
    switch self {
    case .null:
      let what = wanted ?? "value of type \(type)"
      return .valueNotFound(
        type,
        .init(codingPath: path, debugDescription: "Cannot get \(what) -- found null value instead"))
    case .bool: found = "bool"
    case .number: found = "number"
    case .string: found = "a string"
    case .array: found = "an array"
    case .object: found = "a dictionary"
    }
    return .typeMismatch(
      type,
      .init(
        codingPath: path, debugDescription: "Expected to decode \(type) but found \(found) instead."
      ))
  }
}

/// An object's members, by key.
struct JSONKeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [String: JSONValue]
  let codingPath: [any CodingKey]

  var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

  private func member(_ key: Key) throws -> JSONValue {
    guard let value = members[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key,
        .init(
          codingPath: codingPath,
          debugDescription: "No value associated with key \(key.stringValue)."))
    }
    return value
  }

  private func path(_ key: Key) -> [any CodingKey] { codingPath + [key] }

  private func real<T: BinaryFloatingPoint & LosslessStringConvertible>(_ t: T.Type, _ k: Key)
    throws -> T
  { try member(k).floatingPoint(t, at: path(k)) }

  private func whole<T: FixedWidthInteger>(_ t: T.Type, _ k: Key) throws -> T {
    try member(k).integer(t, at: path(k))
  }

  func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }
  func decode(_: Bool.Type, forKey k: Key) throws -> Bool { try member(k).bool(at: path(k)) }
  func decode(_: String.Type, forKey k: Key) throws -> String { try member(k).string(at: path(k)) }
  func decode(_ t: Double.Type, forKey k: Key) throws -> Double { try real(t, k) }
  func decode(_ t: Float.Type, forKey k: Key) throws -> Float { try real(t, k) }
  func decode(_ t: Int.Type, forKey k: Key) throws -> Int { try whole(t, k) }
  func decode(_ t: Int8.Type, forKey k: Key) throws -> Int8 { try whole(t, k) }
  func decode(_ t: Int16.Type, forKey k: Key) throws -> Int16 { try whole(t, k) }
  func decode(_ t: Int32.Type, forKey k: Key) throws -> Int32 { try whole(t, k) }
  func decode(_ t: Int64.Type, forKey k: Key) throws -> Int64 { try whole(t, k) }
  func decode(_ t: UInt.Type, forKey k: Key) throws -> UInt { try whole(t, k) }
  func decode(_ t: UInt8.Type, forKey k: Key) throws -> UInt8 { try whole(t, k) }
  func decode(_ t: UInt16.Type, forKey k: Key) throws -> UInt16 { try whole(t, k) }
  func decode(_ t: UInt32.Type, forKey k: Key) throws -> UInt32 { try whole(t, k) }
  func decode(_ t: UInt64.Type, forKey k: Key) throws -> UInt64 { try whole(t, k) }
  func decode<T: Decodable>(_ t: T.Type, forKey k: Key) throws -> T {
    try member(k).decoded(t, at: path(k))
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try JSONValueDecoder(value: member(key), codingPath: path(key)).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try JSONValueDecoder(value: member(key), codingPath: path(key)).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    let key = JSONIndexKey(stringValue: "super")
    return JSONValueDecoder(value: members["super"] ?? .null, codingPath: codingPath + [key])
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    JSONValueDecoder(value: members[key.stringValue] ?? .null, codingPath: path(key))
  }
}

/// An array's items, in turn.
struct JSONUnkeyedReader: UnkeyedDecodingContainer {
  let items: [JSONValue]
  let codingPath: [any CodingKey]
  private(set) var currentIndex = 0

  init(items: [JSONValue], codingPath: [any CodingKey]) {
    self.items = items
    self.codingPath = codingPath
  }

  var count: Int? { items.count }
  var isAtEnd: Bool { currentIndex >= items.count }

  /// The next item and its path; `currentIndex` moves past it.
  private mutating func next(_ type: Any.Type) throws -> (JSONValue, [any CodingKey]) {
    let path = codingPath + [JSONIndexKey(intValue: currentIndex)]
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type, .init(codingPath: path, debugDescription: "Unkeyed container is at end."))
    }
    currentIndex += 1
    return (items[currentIndex - 1], path)
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, items[currentIndex] == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ t: Bool.Type) throws -> Bool {
    let (v, p) = try next(t)
    return try v.bool(at: p)
  }
  mutating func decode(_ t: String.Type) throws -> String {
    let (v, p) = try next(t)
    return try v.string(at: p)
  }
  mutating func decode(_ t: Double.Type) throws -> Double { try floating(t) }
  mutating func decode(_ t: Float.Type) throws -> Float { try floating(t) }
  mutating func decode(_ t: Int.Type) throws -> Int { try integer(t) }
  mutating func decode(_ t: Int8.Type) throws -> Int8 { try integer(t) }
  mutating func decode(_ t: Int16.Type) throws -> Int16 { try integer(t) }
  mutating func decode(_ t: Int32.Type) throws -> Int32 { try integer(t) }
  mutating func decode(_ t: Int64.Type) throws -> Int64 { try integer(t) }
  mutating func decode(_ t: UInt.Type) throws -> UInt { try integer(t) }
  mutating func decode(_ t: UInt8.Type) throws -> UInt8 { try integer(t) }
  mutating func decode(_ t: UInt16.Type) throws -> UInt16 { try integer(t) }
  mutating func decode(_ t: UInt32.Type) throws -> UInt32 { try integer(t) }
  mutating func decode(_ t: UInt64.Type) throws -> UInt64 { try integer(t) }
  mutating func decode<T: Decodable>(_ t: T.Type) throws -> T {
    let (v, p) = try next(t)
    return try v.decoded(t, at: p)
  }

  private mutating func floating<T: BinaryFloatingPoint & LosslessStringConvertible>(
    _ t: T.Type
  ) throws -> T {
    let (v, p) = try next(t)
    return try v.floatingPoint(t, at: p)
  }

  private mutating func integer<T: FixedWidthInteger>(_ t: T.Type) throws -> T {
    let (v, p) = try next(t)
    return try v.integer(t, at: p)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let (v, p) = try next([String: Any].self)
    return try JSONValueDecoder(value: v, codingPath: p).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let (v, p) = try next([Any].self)
    return try JSONValueDecoder(value: v, codingPath: p).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    let (v, p) = try next(Any.self)
    return JSONValueDecoder(value: v, codingPath: p)
  }
}

/// A single value.
struct JSONSingleReader: SingleValueDecodingContainer {
  let value: JSONValue
  let codingPath: [any CodingKey]

  func decodeNil() -> Bool { value == .null }
  func decode(_: Bool.Type) throws -> Bool { try value.bool(at: codingPath) }
  func decode(_: String.Type) throws -> String { try value.string(at: codingPath) }
  func decode(_ t: Double.Type) throws -> Double { try value.floatingPoint(t, at: codingPath) }
  func decode(_ t: Float.Type) throws -> Float { try value.floatingPoint(t, at: codingPath) }
  func decode(_ t: Int.Type) throws -> Int { try value.integer(t, at: codingPath) }
  func decode(_ t: Int8.Type) throws -> Int8 { try value.integer(t, at: codingPath) }
  func decode(_ t: Int16.Type) throws -> Int16 { try value.integer(t, at: codingPath) }
  func decode(_ t: Int32.Type) throws -> Int32 { try value.integer(t, at: codingPath) }
  func decode(_ t: Int64.Type) throws -> Int64 { try value.integer(t, at: codingPath) }
  func decode(_ t: UInt.Type) throws -> UInt { try value.integer(t, at: codingPath) }
  func decode(_ t: UInt8.Type) throws -> UInt8 { try value.integer(t, at: codingPath) }
  func decode(_ t: UInt16.Type) throws -> UInt16 { try value.integer(t, at: codingPath) }
  func decode(_ t: UInt32.Type) throws -> UInt32 { try value.integer(t, at: codingPath) }
  func decode(_ t: UInt64.Type) throws -> UInt64 { try value.integer(t, at: codingPath) }
  func decode<T: Decodable>(_ t: T.Type) throws -> T { try value.decoded(t, at: codingPath) }
}

/// The key of an array's item in a coding path, and of "super".
struct JSONIndexKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    intValue = nil
  }

  init(intValue: Int) {
    stringValue = "Index \(intValue)"
    self.intValue = intValue
  }
}
