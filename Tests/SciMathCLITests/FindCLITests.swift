import Foundation
import SciMathTestSupport
import XCTest

/// `scimath find` as a user runs it.
final class FindCLITests: XCTestCase {
  func scimath(_ args: [String]) throws -> ProcessResult {
    try ProcessRunner.run(TestPaths.binary, ["find"] + args)
  }

  func testPrintsCharacterCodePointNameAndCommandALine() throws {
    let r = try scimath(["--limit", "2", "not", "equal"])
    XCTAssertEqual(r.status, 0, r.stderr)
    let lines = r.stdout.split(separator: "\n")
    XCTAssertEqual(lines.count, 2)
    XCTAssertEqual(lines.first, "≠\tU+2260\tNOT EQUAL TO\t\\neq\t!= =/=", "with its shortcuts")
  }

  func testJSONHasCharCodepointNameAndLatexOrNull() throws {
    let r = try scimath(["--json", "--limit", "3", "contour", "integral"])
    XCTAssertEqual(r.status, 0, r.stderr)
    let array = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
    XCTAssertEqual(array.count, 3)
    XCTAssertEqual(array.first?["char"] as? String, "∮")
    XCTAssertEqual(array.first?["codepoint"] as? String, "U+222E")
    XCTAssertEqual(array.first?["name"] as? String, "CONTOUR INTEGRAL")
    XCTAssertEqual(array.first?["latex"] as? String, "\\oint")
    // A symbol unicode-math names no command for has latex null.
    let bare = try scimath(["--json", "--limit", "1", "ϗ"])
    let first = try XCTUnwrap(
      (try JSONSerialization.jsonObject(with: Data(bare.stdout.utf8)) as? [[String: Any]])?.first)
    XCTAssertTrue(first["latex"] is NSNull, "\(first)")
  }

  func testJSONGivesTheStandardLaTeXNameFirst() throws {
    for (query, char, latex) in [
      ("alpha", "α", "\\alpha"), ("\\mathbb{R}", "ℝ", "\\mathbb{R}"), ("\\R", "ℝ", "\\mathbb{R}"),
      ("\\circ", "∘", "\\circ"), ("right arrow", "→", "\\to"), ("degree sign", "°", "\\degree"),
    ] {
      let r = try scimath(["--json", "--limit", "1", query])
      let first = try XCTUnwrap(
        (try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])?.first,
        query)
      XCTAssertEqual(first["char"] as? String, char, query)
      XCTAssertEqual(first["latex"] as? String, latex, query)
    }
  }

  func testHugeAndBinaryQueriesGetAClearAnswer() throws {
    // 100 kB: the most one argument may be is 128 kB.
    let huge = try scimath([String(repeating: "integral ", count: 11_000)])
    XCTAssertEqual(huge.status, 1, huge.stderr)
    XCTAssertLessThan(huge.stderr.count, 200, "the query is not echoed whole")
    let binary = try scimath(["\u{1}\u{7F}\u{FFFD}é\u{0301}"])
    XCTAssertEqual(binary.status, 1, binary.stderr)
    XCTAssertTrue(binary.stderr.contains("nothing matches"), binary.stderr)
  }

  func testNothingFoundIsExit1AndBadUsageExit2() throws {
    let none = try scimath(["xyzzy", "plugh"])
    XCTAssertEqual(none.status, 1)
    XCTAssertTrue(none.stderr.contains("nothing matches 'xyzzy plugh'"), none.stderr)
    XCTAssertEqual(none.stdout, "")
    for args in [[], ["--limit", "0", "pi"], ["--limit", "x", "pi"], [" "]] {
      XCTAssertEqual(try scimath(args).status, 2, "\(args)")
    }
  }
}
