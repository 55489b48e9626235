import Foundation
import SciMathTestSupport
import XCTest

/// tools/link-order.py reorders a built binary's libraries so that the
/// dynamic loader's look-ups stop sooner. Checked here on a copy of the
/// test build, with the loader's own account of what it binds.
final class LinkOrderTests: XCTestCase {
  let tool = TestPaths.repository.appendingPathComponent("tools/link-order.py")

  /// Every symbol binding the loader makes starting `binary --help`, lazy
  /// ones included: "file symbol version" → the library that defines it.
  func bindings(_ binary: URL) throws -> [String: String] {
    let r = try ProcessRunner.run(
      binary, ["--help"], environment: ["LD_DEBUG": "bindings", "LD_BIND_NOW": "1"])
    XCTAssertEqual(r.status, 0, r.stderr)
    var found: [String: String] = [:]
    for line in r.stderr.split(separator: "\n") {
      // "binding file F [0] to L [0]: normal symbol `S' [V]"
      guard let at = line.range(of: "binding file ") else { continue }
      let words = line[at.upperBound...].split(separator: " ")
      guard words.count >= 8, let tick = words[7].firstIndex(of: "'") else { continue }
      let file = words[0] == binary.path ? "BINARY" : words[0].split(separator: "/").last ?? ""
      let symbol = words[7][words[7].index(after: words[7].startIndex)..<tick]
      let version = words.count > 8 ? words[8] : ""
      found["\(file) \(symbol) \(version)"] = String(words[3].split(separator: "/").last ?? "")
    }
    return found
  }

  /// The libraries the binary names, in its order.
  func needed(_ binary: URL) throws -> [String] {
    let r = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/readelf"), ["-d", binary.path])
    XCTAssertEqual(r.status, 0, r.stderr)
    return r.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }.compactMap {
      $0.split(separator: "[").last?.split(separator: "]").first.map(String.init)
    }
  }

  /// The order the loader searches for a symbol: the binary's global scope.
  func scope(_ binary: URL) throws -> [String] {
    let r = try ProcessRunner.run(binary, ["--help"], environment: ["LD_DEBUG": "scopes"])
    guard let line = r.stderr.split(separator: "\n").first(where: { $0.contains("scope 0:") }),
      let list = line.components(separatedBy: "scope 0: ").last
    else {
      XCTFail("the loader printed no scope")
      return []
    }
    return list.split(separator: " ").map { String($0.split(separator: "/").last ?? $0) }
  }

  /// How many libraries the look-ups pass before the one that answers,
  /// in all: what the order is for.
  func walk(_ bindings: [String: String], _ scope: [String]) -> Int {
    bindings.values.reduce(0) { $0 + (scope.firstIndex(of: $1) ?? scope.count) }
  }

  func testReorderingShortensLookUpsAndBindsEverySymbolAsBefore() throws {
    let dir = TestPaths.temporaryDirectory("link-order")
    defer { try? FileManager.default.removeItem(at: dir) }
    let copy = dir.appendingPathComponent("scimath")
    try FileManager.default.copyItem(at: TestPaths.binary, to: copy)
    let helpBefore = try ProcessRunner.run(copy, ["--help"]).stdout
    let before = try bindings(copy)
    let orderBefore = try needed(copy)
    let scopeBefore = try scope(copy)
    XCTAssertGreaterThan(before.count, 1000, "the loader reported too few bindings to judge")

    let r = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/python3"), [tool.path, "apply", copy.path])
    XCTAssertEqual(r.status, 0, r.stderr)

    let orderAfter = try needed(copy)
    XCTAssertEqual(Set(orderAfter), Set(orderBefore), "the same libraries, only reordered")
    XCTAssertNotEqual(orderAfter, orderBefore)
    // The test build names only the libraries it links directly (the
    // release build names all 31), so only those move here.
    let (walked, walkedBefore) = (walk(before, try scope(copy)), walk(before, scopeBefore))
    XCTAssertLessThan(
      walked * 4, walkedBefore * 3,
      "look-ups pass a quarter fewer libraries or better: \(orderAfter)")
    XCTAssertEqual(try bindings(copy), before, "every symbol bound to the same library")
    XCTAssertEqual(try ProcessRunner.run(copy, ["--help"]).stdout, helpBefore)
    // libm and libc both define frexp and modf; libm answered first, and
    // still must, though libc answers far more look-ups.
    if let m = orderAfter.firstIndex(of: "libm.so.6"),
      let c = orderAfter.firstIndex(of: "libc.so.6"),
      let mBefore = orderBefore.firstIndex(of: "libm.so.6"),
      let cBefore = orderBefore.firstIndex(of: "libc.so.6")
    {
      XCTAssertEqual(m < c, mBefore < cBefore)
    }
  }

  /// The keyboard starts without Pango and the libraries only it brings
  /// (GObject, GIO and theirs, FriBidi, libthai): it loads them when a
  /// label needs a layout, so they are neither named nor needed by what
  /// it names.
  func testTheKeyboardNeedsNoPangoToStart() throws {
    let r = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/ldd"), [TestPaths.binary.path])
    XCTAssertEqual(r.status, 0, r.stderr)
    let libraries = r.stdout.split(separator: "\n").compactMap {
      $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).first
    }
    XCTAssertTrue(libraries.contains("libcairo.so.2"), "ldd listed: \(libraries)")
    let unwanted = ["libpango", "libgobject", "libgio", "libfribidi", "libthai", "libmount"]
    XCTAssertEqual(
      libraries.filter { name in unwanted.contains { name.hasPrefix($0) } }, [],
      "ldd listed: \(libraries)")
  }

  func testAFileThatIsNotABinaryIsLeftAlone() throws {
    let dir = TestPaths.temporaryDirectory("link-order-text")
    defer { try? FileManager.default.removeItem(at: dir) }
    let text = dir.appendingPathComponent("notes.txt")
    try Data("not a program\n".utf8).write(to: text)
    let r = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/python3"), [tool.path, "apply", text.path])
    XCTAssertNotEqual(r.status, 0)
    XCTAssertTrue(r.stderr.contains("not a 64-bit little-endian ELF file"), r.stderr)
    XCTAssertEqual(try String(contentsOf: text, encoding: .utf8), "not a program\n")
  }
}
