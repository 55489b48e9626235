import Foundation
import SciMathTestSupport
import XCTest

@testable import SciMathCore

/// `JSONValueDecoder` reads the Assets' JSON for the start instead of
/// Foundation's JSONDecoder; what a user sees must not change: the same
/// values from the same files, the same message for the same mistake.
final class JSONValueDecoderTests: XCTestCase {
  func foundation<T: Decodable>(_ type: T.Type, _ text: String) -> Result<T, Error> {
    Result { try JSONDecoder().decode(type, from: Data(text.utf8)) }
  }

  func ours<T: Decodable>(_ type: T.Type, _ text: String) -> Result<T, Error> {
    Result { try JSONValueDecoder.decode(type, from: text) }
  }

  /// Both decoders agree: equal values, or the same message as the user
  /// reads it (`AssetCatalog.describe`), or both refuse text that is not JSON.
  func assertAgree<T: Decodable & Equatable>(
    _ type: T.Type, _ text: String, _ note: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    switch (foundation(type, text), ours(type, text)) {
    case (.success(let a), .success(let b)):
      XCTAssertEqual(a, b, note, file: file, line: line)
    case (.failure(let a as DecodingError), .failure(let b as DecodingError)):
      // A number out of its type's range: Foundation says only that the
      // data is not valid JSON; ours says which number, and where.
      if case .dataCorrupted(let c) = a, c.debugDescription.contains("not valid JSON") {
        guard case .dataCorrupted(let d) = b, d.debugDescription.contains("does not fit in"),
          !d.codingPath.isEmpty
        else {
          return XCTFail("\(note): Foundation finds no JSON, ours: \(b)", file: file, line: line)
        }
        return
      }
      XCTAssertEqual(
        AssetCatalog.describe(a), AssetCatalog.describe(b), note, file: file, line: line)
    case (.failure(let a as DecodingError), .failure(is JSONSyntaxError)):
      guard case .dataCorrupted(let c) = a, c.debugDescription.contains("not valid JSON") else {
        return XCTFail("\(note): ours finds no JSON; Foundation: \(a)", file: file, line: line)
      }
    case (let a, let b):
      XCTFail("\(note): Foundation \(a), ours \(b)", file: file, line: line)
    }
  }

  /// The shipped files decode to the values Foundation decodes.
  func testTheShippedFilesDecodeAlike() throws {
    let metrics = try String(
      contentsOf: TestPaths.assets.appendingPathComponent("metrics.json"), encoding: .utf8)
    let themes = try String(
      contentsOf: TestPaths.assets.appendingPathComponent("themes.json"), encoding: .utf8)
    assertAgree(MetricsFile.self, metrics, "metrics.json")
    assertAgree([String: Theme].self, themes, "themes.json")
    XCTAssertNoThrow(try JSONValueDecoder.decode(MetricsFile.self, from: metrics))
  }

  /// Every member of the shipped files taken out, made a string, a number,
  /// null, an array or an object in turn: each mistake reads the same.
  func testEveryMistakeInTheShippedFilesReadsTheSame() throws {
    for (name, decode) in [
      ("metrics.json", { (text: String) in self.assertAgree(MetricsFile.self, text, "") }),
      ("themes.json", { (text: String) in self.assertAgree([String: Theme].self, text, "") }),
    ] {
      let text = try String(
        contentsOf: TestPaths.assets.appendingPathComponent(name), encoding: .utf8)
      let document = try JSONParser.parse(text)
      var mutants = 0
      for path in Self.paths(in: document) {
        for replacement in [
          nil, JSONValue.string("x"), .number("7"), .number("2.5"), .null, .array([]),
          .object([:]), .bool(true),
        ] {
          decode(Self.text(Self.replacing(path, in: document, with: replacement)))
          mutants += 1
        }
      }
      XCTAssertGreaterThan(mutants, 200, name)
    }
  }

  struct Sample: Codable, Equatable {
    enum Kind: String, Codable { case one, two }
    var int: Int
    var double: Double
    var flag: Bool
    var text: String
    var maybe: Int?
    var kind: Kind
    var list: [Int]
    var map: [String: Double]
    var inner: Inner?
    struct Inner: Codable, Equatable { var small: UInt8 }
  }

  /// Numbers, strings and shapes at their edges decode, or fail, alike.
  func testEdgesDecodeAlike() {
    let base =
      #"{"int": 1, "double": 2, "flag": false, "text": "t", "kind": "one", "list": [], "map": {}}"#
    assertAgree(Sample.self, base, "base")
    let edges: [(String, String)] = [
      (#""int": 1"#, #""int": 3.0"#), (#""int": 1"#, #""int": 3.5"#),
      (#""int": 1"#, #""int": 1e3"#), (#""int": 1"#, #""int": -0"#),
      (#""int": 1"#, #""int": 99999999999999999999"#), (#""int": 1"#, #""int": "1""#),
      (#""double": 2"#, #""double": -1.5E-3"#), (#""double": 2"#, #""double": 1e400"#),
      (#""double": 2"#, #""double": null"#), (#""flag": false"#, #""flag": 0"#),
      (#""text": "t""#, #""text": "a\"b\\c\/d\b\f\n\r\t""#),
      (#""text": "t""#, #""text": "\u00e9\uD83D\uDE00 π""#),
      (#""kind": "one""#, #""kind": "three""#),
      (#""list": []"#, #""list": [1, 2.0, 3]"#), (#""list": []"#, #""list": [1, "2"]"#),
      (#""list": []"#, #""list": [1, null]"#), (#""map": {}"#, #""map": {"a": 1, "b": 2.5}"#),
      (#""map": {}"#, #""map": {"a": "1"}"#), (#""map": {}"#, #""map": {}, "maybe": null"#),
      (#""map": {}"#, #""map": {}, "maybe": 4"#),
      (#""map": {}"#, #""map": {}, "inner": {"small": 255}"#),
      (#""map": {}"#, #""map": {}, "inner": {"small": 256}"#),
      (#""map": {}"#, #""map": {}, "inner": {"small": -1}"#),
      (#""map": {}"#, #""map": {}, "inner": []"#),
      (#""int": 1, "#, ""),
    ]
    for (from, to) in edges {
      assertAgree(Sample.self, base.replacingOccurrences(of: from, with: to), to)
    }
  }

  /// Text that is not JSON is refused, where it goes wrong. Foundation
  /// refuses it too, but for a trailing comma and a duplicate key, which it
  /// takes: RFC 8259 has neither, and in a data file both are mistakes.
  func testWhatIsNotJSONIsRefusedWithItsPlace() {
    let cases: [(String, Int, Int)] = [
      ("{\"a\": 1,}", 1, 9), ("[1, 2,]", 1, 7), ("{\"a\": 1} x", 1, 10), ("// c\n{}", 1, 1),
      ("{\"a\": 01}", 1, 8), ("{\"a\": 1.}", 1, 9), ("[.5]", 1, 2), ("[+1]", 1, 2),
      ("[\"a\nb\"]", 1, 4), ("[\"\\x\"]", 1, 4), ("[\"\\uD800\"]", 1, 9), ("[\"\\uDC00\"]", 1, 9),
      ("[\"abc", 1, 2), ("{\n  \"a\": tru\n}", 2, 8), ("", 1, 1), ("[1 2]", 1, 4),
      ("{\"a\" 1}", 1, 6), ("{1: 2}", 1, 2),
      (String(repeating: "[", count: 600) + String(repeating: "]", count: 600), 1, 513),
    ]
    for (text, line, column) in cases {
      XCTAssertThrowsError(try JSONParser.parse(text), text) { error in
        guard let e = error as? JSONSyntaxError else { return XCTFail("\(text): \(error)") }
        XCTAssertEqual([e.line, e.column], [line, column], "\(text): \(e)")
      }
      if text.contains(",}") || text.contains(",]") { continue }
      XCTAssertThrowsError(
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed),
        "\(text): Foundation takes it")
    }
    XCTAssertThrowsError(try JSONParser.parse(#"{"a": 1, "a": 2}"#)) {
      XCTAssertEqual(($0 as? JSONSyntaxError)?.problem, "the key 'a' a second time")
    }
  }

  // MARK: - Mutating a document

  enum Step {
    case key(String)
    case index(Int)
  }

  static func paths(in value: JSONValue, at prefix: [Step] = []) -> [[Step]] {
    switch value {
    case .object(let members):
      return members.keys.sorted().flatMap { key in
        [prefix + [.key(key)]] + paths(in: members[key] ?? .null, at: prefix + [.key(key)])
      }
    case .array(let items):
      return items.indices.flatMap { i in
        [prefix + [.index(i)]] + paths(in: items[i], at: prefix + [.index(i)])
      }
    default:
      return []
    }
  }

  /// `value` with the member at `path` replaced, or removed when nil.
  static func replacing(_ path: [Step], in value: JSONValue, with new: JSONValue?) -> JSONValue {
    guard let step = path.first else { return new ?? .null }
    let rest = Array(path.dropFirst())
    switch (step, value) {
    case (.key(let key), .object(var members)):
      if rest.isEmpty, new == nil {
        members[key] = nil
      } else {
        members[key] = replacing(rest, in: members[key] ?? .null, with: new)
      }
      return .object(members)
    case (.index(let i), .array(var items)):
      if rest.isEmpty, new == nil {
        items.remove(at: i)
      } else {
        items[i] = replacing(rest, in: items[i], with: new)
      }
      return .array(items)
    default:
      return value
    }
  }

  static func text(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let n): return n
    case .string(let s):
      let escaped = s.unicodeScalars.map { c -> String in
        switch c {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case _ where c.value < 0x20: return String(format: "\\u%04x", c.value)
        default: return String(c)
        }
      }
      return "\"" + escaped.joined() + "\""
    case .array(let items): return "[" + items.map(text).joined(separator: ",") + "]"
    case .object(let members):
      return "{"
        + members.keys.sorted().map { text(.string($0)) + ":" + text(members[$0] ?? .null) }
        .joined(separator: ",") + "}"
    }
  }
}
