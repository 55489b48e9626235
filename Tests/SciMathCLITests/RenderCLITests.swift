import Foundation
import SciMathTestSupport
import XCTest

/// `scimath render` and `scimath layout` as a user runs them.
final class RenderCLITests: XCTestCase {
  var dir: URL!

  override func setUp() { dir = TestPaths.temporaryDirectory("cli") }
  override func tearDown() { try? FileManager.default.removeItem(at: dir) }

  func scimath(_ args: [String]) throws -> ProcessResult {
    try ProcessRunner.run(TestPaths.binary, args)
  }

  /// PNG width and height from the IHDR chunk.
  func pngSize(_ path: String) throws -> (Int, Int) {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    func be32(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be32(16), be32(20))
  }

  func testRendersAll16FormLayerThemeCombinations() throws {
    for form in ["phone", "pad"] {
      for layer in ["abc", "123", "symbols", "sci"] {
        for theme in ["light", "dark"] {
          let out = dir.appendingPathComponent("\(form)-\(layer)-\(theme).png").path
          let r = try scimath([
            "render", "--form", form, "--layer", layer, "--theme", theme, "--scale", "2", "--out",
            out,
          ])
          XCTAssertEqual(r.status, 0, r.stderr)
          let (w, h) = try pngSize(out)
          XCTAssertEqual(w, form == "phone" ? 780 : 1536)
          XCTAssertEqual(h, form == "phone" ? 432 : 512)
        }
      }
    }
  }

  func testStateOptionsAndWidth() throws {
    let out = dir.appendingPathComponent("s.png").path
    for args in [
      ["--balloon", "q"], ["--alternates", "e", "--shift", "on"],
      ["--pressed", "shift", "--shift", "caps"],
      ["--layer", "sci", "--alternates", "∫"], ["--flash", "space"], ["--width", "428"],
    ] {
      let r = try scimath(["render", "--out", out] + args)
      XCTAssertEqual(r.status, 0, "\(args): \(r.stderr)")
    }
    _ = try scimath(["render", "--form", "pad", "--width", "1024", "--out", out])
    XCTAssertEqual(try pngSize(out).0, 1024)
  }

  /// Bad arguments: a usage message, exit code 2, and no file written.
  func testBadArgumentsExit2AndWriteNothing() throws {
    let out = dir.appendingPathComponent("bad.png").path
    let cases: [([String], String)] = [
      (["--layer", "greek"], "greek"),
      (["--form", "watch"], "watch"),
      (["--theme", "sepia"], "sepia"),
      (["--pressed", "nokey"], "no key 'nokey'"),
      (["--balloon", "shift"], "not a character key"),
      (["--form", "pad", "--balloon", "q"], "no balloons"),
      (["--alternates", "space"], "has no alternates"),
      (["--width", "-5"], "--width"),
      (["--scale", "0"], "--scale"),
      (["--shift", "maybe"], "maybe"),
      (["--bogus"], "--bogus"),
    ]
    for (args, message) in cases {
      let r = try scimath(["render", "--out", out] + args)
      XCTAssertEqual(r.status, 2, "\(args)")
      XCTAssertTrue(r.stderr.contains(message), "\(args): \(r.stderr)")
      XCTAssertFalse(FileManager.default.fileExists(atPath: out), "\(args) wrote a file")
    }
    let noOut = try scimath(["render"])
    XCTAssertEqual(noOut.status, 2)
    XCTAssertTrue(noOut.stderr.contains("--out"), noOut.stderr)
    let notPNG = try scimath(["render", "--out", dir.appendingPathComponent("x.jpg").path])
    XCTAssertEqual(notPNG.status, 2)
  }

  func testUnwritableOutputIsAFailureNotAUsageError() throws {
    let r = try scimath(["render", "--out", "/nonexistent-dir/x.png"])
    XCTAssertEqual(r.status, 1)
    XCTAssertTrue(r.stderr.contains("cannot write"), r.stderr)
  }

  func layout(_ args: [String]) throws -> [String: Any] {
    let r = try scimath(["layout", "--json"] + args)
    XCTAssertEqual(r.status, 0, r.stderr)
    let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8))
    return try XCTUnwrap(object as? [String: Any])
  }

  func keys(_ doc: [String: Any]) -> [String: [String: Any]] {
    let list = doc["keys"] as? [[String: Any]] ?? []
    return Dictionary(list.map { ($0["id"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
  }

  func frame(_ key: [String: Any]?) -> (x: Double, y: Double, w: Double, h: Double) {
    let f = key?["frame"] as? [String: Double] ?? [:]
    return (f["x"] ?? .nan, f["y"] ?? .nan, f["width"] ?? .nan, f["height"] ?? .nan)
  }

  /// The "done when" measurement: phone at 390 pt and pad at 768 pt within
  /// 1 pt of the reference figures, read back through `scimath layout`.
  func testLayoutJSONMatchesTheReferenceFigures() throws {
    let phone = try layout(["--form", "phone", "--width", "390", "--scale", "1"])
    XCTAssertEqual(phone["width"] as? Int, 390)
    XCTAssertEqual(phone["height"] as? Int, 216)
    let pk = keys(phone)
    let q = frame(pk["q"])
    let w = frame(pk["w"])
    let a = frame(pk["a"])
    XCTAssertEqual(q.w, 33, accuracy: 1)
    XCTAssertEqual(q.h, 42, accuracy: 1)
    XCTAssertEqual(w.x - q.x, 39, accuracy: 1)
    XCTAssertEqual(a.y - q.y, 54, accuracy: 1)
    XCTAssertEqual(pk["q"]?["output"] as? String, "q")
    XCTAssertEqual(pk["globe"]?["action"] as? String, "globe")

    let pad = try layout(["--form", "pad", "--width", "768"])
    let dk = keys(pad)
    let pq = frame(dk["q"])
    let pw = frame(dk["w"])
    let pa = frame(dk["a"])
    XCTAssertEqual(pq.w, 57, accuracy: 1)
    XCTAssertEqual(pq.h, 55, accuracy: 1)
    XCTAssertEqual(pw.x - (pq.x + pq.w), 12, accuracy: 1)
    XCTAssertEqual(pa.y - pq.y, 64, accuracy: 1)
    XCTAssertEqual(dk["q"]?["hint"] as? String, "1")
  }

  func testLayoutFramesAreInPixels() throws {
    let doc = try layout(["--form", "phone", "--layer", "sci", "--scale", "2"])
    XCTAssertEqual(doc["width"] as? Int, 780)
    let micro = keys(doc)["\u{B5}"]
    XCTAssertEqual(micro?["codepoints"] as? [String], ["U+00B5"])
    XCTAssertEqual(frame(micro).w, 66, accuracy: 0.01)
  }

  func testLayoutRequiresJSONFlag() throws {
    let r = try scimath(["layout"])
    XCTAssertEqual(r.status, 2)
  }

  /// A contact sheet: four layers a row, a row per theme (and with
  /// --states two more rows of samples per theme, the phone's balloon
  /// among them), 16 pt margins and 24 pt captions; byte-identical when
  /// drawn again.
  func testContactSheetHoldsEveryLayerInBothThemesAndIsReproducible() throws {
    let plain = dir.appendingPathComponent("sheet.png").path
    let r = try scimath(["render", "--sheet", "--form", "phone", "--scale", "1", "--out", plain])
    XCTAssertEqual(r.status, 0, r.stderr)
    let (w, h) = try pngSize(plain)
    XCTAssertEqual(w, 16 + 4 * (390 + 16))
    XCTAssertEqual(h, 16 + 2 * (24 + 216 + 16))
    let withStates = dir.appendingPathComponent("states.png").path
    let again = dir.appendingPathComponent("states-again.png").path
    for out in [withStates, again] {
      let s = try scimath([
        "render", "--sheet", "--states", "--form", "phone", "--scale", "1", "--out", out,
      ])
      XCTAssertEqual(s.status, 0, s.stderr)
    }
    XCTAssertEqual(try pngSize(withStates).1, 16 + 6 * (24 + 216 + 16))
    XCTAssertEqual(
      try Data(contentsOf: URL(fileURLWithPath: withStates)),
      try Data(contentsOf: URL(fileURLWithPath: again)), "the same bytes on a second run")
  }

  func testSheetOptionsThatContradictAreUsageErrors() throws {
    let out = dir.appendingPathComponent("x.png").path
    for args in [
      ["--sheet", "--pressed", "a"], ["--states"], ["--sheet", "--balloon", "q"], ["--modes"],
      ["--sheet", "--modes", "--states"],
    ] {
      let r = try scimath(["render"] + args + ["--out", out])
      XCTAssertEqual(r.status, 2, "\(args): \(r.stderr)")
      XCTAssertFalse(FileManager.default.fileExists(atPath: out), "\(args) wrote nothing")
    }
  }

  /// Every language: its layout as JSON, a render, and one sheet of all 17
  /// in both themes (four a row: 34 images, nine rows).
  func testEveryLanguageLaysOutRendersAndMakesASheet() throws {
    let tags = [
      "en", "el", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "nb", "fi", "pl",
      "cs", "tr", "ru", "uk",
    ]
    for tag in tags {
      let layout = try scimath(["layout", "--json", "--mode", tag])
      XCTAssertEqual(layout.status, 0, layout.stderr)
    }
    let layout = try scimath(["layout", "--json", "--mode", "ru"])
    XCTAssertTrue(layout.stdout.contains("\"output\" : \"й\""), "Cyrillic letters")
    XCTAssertEqual(try scimath(["layout", "--json", "--mode", "klingon"]).status, 2)
    let out = dir.appendingPathComponent("uk.png").path
    let one = try scimath(["render", "--mode", "uk", "--form", "pad", "--out", out])
    XCTAssertEqual(one.status, 0, one.stderr)
    XCTAssertEqual(try pngSize(out).0, 768)
    let sheet = dir.appendingPathComponent("modes.png").path
    let r = try scimath(["render", "--sheet", "--modes", "--scale", "1", "--out", sheet])
    XCTAssertEqual(r.status, 0, r.stderr)
    let (w, h) = try pngSize(sheet)
    XCTAssertEqual(w, 16 + 4 * (390 + 16))
    XCTAssertEqual(h, 16 + 9 * (24 + 216 + 16))
  }
}
