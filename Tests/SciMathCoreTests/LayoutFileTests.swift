import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

/// The layout format: every shipped file is valid, and a broken one is
/// refused with its file, line, row or key, and the problem.
final class LayoutFileTests: XCTestCase {
  let phone = TestPaths.catalog.metrics.phone

  /// Every layout file on disk, found by listing the folders rather than
  /// from a list in the test, so a file added later is checked too.
  func testEveryShippedLayoutFileParsesAndValidates() throws {
    let modes = try String(
      contentsOf: TestPaths.assets.appendingPathComponent("layouts/modes.txt"), encoding: .utf8)
    let lines = modes.split(separator: "\n").filter { $0.hasPrefix("mode ") }
      .map { $0.split(separator: " ").map(String.init) }
    let modeFiles = Set(lines.map { $0[2] })
    XCTAssertEqual(modeFiles.count, 17, "modes.txt names the letter layouts, one a mode")
    // A language's own 123 and #+= layers: named in its line, in each form.
    let ownLayers = Set(
      lines.flatMap { $0.dropFirst(3) }.filter { $0.hasPrefix("123=") || $0.hasPrefix("symbols=") }
        .map { String($0.drop { $0 != "=" }.dropFirst()) })
    let layers = Set(LayerID.allCases.map { "\($0.rawValue).layout" } + ["desktop.layout"])
      .union(ownLayers)
    var checked = 0
    for form in Form.allCases {
      let folder = TestPaths.assets.appendingPathComponent("layouts/\(form.rawValue)")
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      XCTAssertEqual(
        Set(names.filter { $0.hasSuffix(".layout") }), layers.union(modeFiles),
        "\(form): each file is a layer or an input mode, and each of those has its file")
      for name in names where name.hasSuffix(".layout") {
        let path = "layouts/\(form.rawValue)/\(name)"
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let layout = try LayoutParser.parse(text, source: path)
        try LayoutValidator.validate(layout, metrics: TestPaths.catalog.metrics.metrics(for: form))
        XCTAssertEqual(layout.rows.count, name == "desktop.layout" ? 1 : 4, path)
        if modeFiles.contains(name) {
          XCTAssertTrue(
            layout.rows.flatMap(\.items).contains { $0.kind == .action(.globe) },
            "\(path): a letter layout has a globe key, so the user can always cycle away")
        }
        checked += 1
      }
    }
    XCTAssertEqual(checked, 2 * (layers.count + modeFiles.count) - 2, "abc.layout is both")
    XCTAssertGreaterThan(ownLayers.count, 10)
  }

  func problem(_ text: String) -> String {
    do {
      let layout = try LayoutParser.parse(text, source: "x.layout")
      try LayoutValidator.validate(layout, metrics: phone)
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  func testUnknownKeyNamesLineAndKey() {
    XCTAssertTrue(
      problem("# c\nrow q w e r t y u i o p\nrow shfit@50 a b c d e f g h\n")
        .hasPrefix("x.layout:3: row key 1 'shfit@50': unknown key"), problem("row shfit"))
  }

  func testBadWidthNamesKey() {
    XCTAssertEqual(
      problem("row q w e r t y u i o p@-3\n"),
      "x.layout:1: row key 10 'p@-3': the width after '@' must be a positive number of points or '*'"
    )
  }

  func testRowThatDoesNotFillTheWidth() {
    XCTAssertEqual(
      problem("row q w e r t y u i o\n"),
      "x.layout:1: row 1: keys add up to 351 pt but the form is 390 pt wide"
        + " (give one key the width '*' to fill the rest)")
  }

  func testOverfullRowWithFill() {
    XCTAssertEqual(
      problem("row q w e r t y u i o p space@*\n"),
      "x.layout:1: row 1: fixed widths add up to 390 pt of 390 pt, leaving too little for the '*' key"
    )
  }

  func testHintsMustMatchTheCharacterKeys() {
    XCTAssertEqual(
      problem("row q w e r t y u i o p\nhints 1 2\n"),
      "x.layout:2: 2 hints for 10 character keys in the row above (write 'none' for a key without one)"
    )
    XCTAssertEqual(
      problem("hints 1\n"),
      "x.layout:2: 'hints' must follow the row it labels"
        .replacingOccurrences(of: ":2:", with: ":1:"))
  }

  func testEmptyAndUnknownDirectives() {
    XCTAssertEqual(
      problem("# nothing\n"), "x.layout: no rows: a layout needs at least one 'row' line")
    XCTAssertEqual(
      problem("rows q\n"),
      "x.layout:1: unknown directive 'rows' (expected name, label, xkb-group, row or hints)")
    XCTAssertEqual(
      problem("row gap@390\n"), "x.layout:1: row 1: the row has no keys")
    XCTAssertEqual(
      problem("row q@4 w@386\n"),
      "x.layout:1: row 1 key 1: 4.0 pt is no wider than the 6.0 pt gap: the key would vanish")
  }

  func testSpecialTokens() throws {
    let layout = try LayoutParser.parse("row @ @@20 ,! # q@* gap@3\n", source: "t")
    let kinds = layout.rows[0].items.map(\.kind)
    XCTAssertEqual(kinds[0], .character(output: "@", shifted: nil))
    XCTAssertEqual(layout.rows[0].items[1].width, .points(20))
    XCTAssertEqual(kinds[2], .character(output: ",", shifted: "!"))
    XCTAssertEqual(kinds[3], .character(output: "#", shifted: nil))
    XCTAssertEqual(layout.rows[0].items[4].width, .fill)
    XCTAssertNil(kinds[5])
  }

  /// Files saved on Windows read as they do with "\n" ("\r\n" is one Swift
  /// Character, so splitting Characters on "\n" once missed it), and
  /// multi-byte keys, pairs and action names survive the split into words.
  func testCRLFTabsAndMultiByteKeys() throws {
    let text = "name Greek\n\n# a comment\nrow ∫@20 ,! ά 123\tabc  sci\n"
    let lf = try LayoutParser.parse(text, source: "t")
    let crlf = try LayoutParser.parse(
      text.replacingOccurrences(of: "\n", with: "\r\n"), source: "t")
    for layout in [lf, crlf] {
      XCTAssertEqual(layout.name, "Greek")
      XCTAssertEqual(layout.rows.count, 1)
      XCTAssertEqual(layout.rows[0].line, 4)
      XCTAssertEqual(
        layout.rows[0].items.map(\.kind),
        [
          .character(output: "∫", shifted: nil), .character(output: ",", shifted: "!"),
          .character(output: "ά", shifted: nil), .action(.numbers), .action(.abc), .action(.sci),
        ])
      XCTAssertEqual(layout.rows[0].items[0].width, .points(20))
    }
  }

  /// A broken file in a copy of Assets stops the catalog with its name.
  func testCatalogNamesTheBrokenFile() throws {
    let dir = TestPaths.temporaryDirectory("assets")
    defer { try? FileManager.default.removeItem(at: dir) }
    let copy = dir.appendingPathComponent("Assets")
    try FileManager.default.copyItem(at: TestPaths.assets, to: copy)
    let file = copy.appendingPathComponent("layouts/pad/sci.layout")
    try "row ∫ ∂\n".write(to: file, atomically: true, encoding: .utf8)
    XCTAssertThrowsError(try AssetCatalog.load(from: copy)) { error in
      XCTAssertEqual(
        "\(error)",
        "layouts/pad/sci.layout:1: row 1: keys add up to 139 pt but the form is 768 pt wide"
          + " (give one key the width '*' to fill the rest)")
    }
    try "{\"light\": {}}".write(
      to: copy.appendingPathComponent("themes.json"), atomically: true, encoding: .utf8)
    XCTAssertThrowsError(try AssetCatalog.load(from: copy)) { error in
      XCTAssertTrue("\(error)".hasPrefix("themes.json: missing 'background'"), "\(error)")
    }
  }
}
