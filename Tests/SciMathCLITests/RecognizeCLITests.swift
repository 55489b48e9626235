import Foundation
import SciMathTestSupport
import XCTest

/// `scimath recognize` and `scimath render --draw` as a user runs them.
final class RecognizeCLITests: XCTestCase {
  let integral =
    "{\"strokes\": [[[140, 30], [132, 12], [120, 4], [108, 8], [102, 24], [100, 60], [99, 120], [98, 180], [97, 240], [94, 270], [86, 286], [74, 290], [64, 280]]]}"

  func recognize(_ args: [String], stdin: String) throws -> ProcessResult {
    try ProcessRunner.run(
      TestPaths.binary, ["recognize"] + args,
      environment: ["XDG_DATA_HOME": TestPaths.temporaryDirectory("recognize-data").path],
      stdin: Data(stdin.utf8))
  }

  /// One answer line per drawing, in order; a bad line gets an error line
  /// in its place, the rest are answered, and the exit status is 1.
  func testEachLineIsAnsweredAndABadOneGetsAnErrorInItsPlace() throws {
    let r = try recognize(
      ["--top", "3"], stdin: integral + "\n{\"strokes\": 5}\n\n" + integral + "\n")
    XCTAssertEqual(r.status, 1, r.stderr)
    let lines = r.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.count, 3)
    let first = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [[String: Any]])
    XCTAssertEqual(first.count, 3)
    XCTAssertEqual(first.first?["char"] as? String, "∫")
    let scores = first.compactMap { $0["score"] as? Double }
    XCTAssertEqual(scores, scores.sorted(by: >), "best first")
    XCTAssertEqual(lines[1], "{\"error\": \"\\\"strokes\\\" is not an array of strokes\"}")
    XCTAssertEqual(lines[2], lines[0])
  }

  func testAllGoodIsExit0AndAFileCanBeNamed() throws {
    let file = TestPaths.temporaryDirectory("recognize").appendingPathComponent("d.jsonl")
    try (integral + "\n").write(to: file, atomically: true, encoding: .utf8)
    let r = try recognize([file.path], stdin: "")
    XCTAssertEqual(r.status, 0, r.stderr)
    XCTAssertEqual(r.stdout.split(separator: "\n").count, 1)
    XCTAssertEqual(try recognize(["/nonexistent/d.jsonl"], stdin: "").status, 1)
    // A folder opens but cannot be read: said, not taken for empty input.
    let folder = try recognize([file.deletingLastPathComponent().path], stdin: "")
    XCTAssertEqual(folder.status, 1)
    XCTAssertTrue(folder.stderr.contains("Is a directory"), folder.stderr)
    XCTAssertEqual(try recognize(["--top", "0"], stdin: integral).status, 2)
  }

  func testRenderDrawShowsTheDrawingAndRefusesBadInput() throws {
    let dir = TestPaths.temporaryDirectory("render-draw")
    let file = dir.appendingPathComponent("d.jsonl")
    try (integral + "\n").write(to: file, atomically: true, encoding: .utf8)
    let out = dir.appendingPathComponent("pad.png").path
    let ok = try ProcessRunner.run(
      TestPaths.binary, ["render", "--draw", "--strokes", file.path, "--out", out])
    XCTAssertEqual(ok.status, 0, ok.stderr)
    XCTAssertTrue(FileManager.default.fileExists(atPath: out))
    let lonely = try ProcessRunner.run(
      TestPaths.binary, ["render", "--strokes", file.path, "--out", out])
    XCTAssertEqual(lonely.status, 2)
    let bad = dir.appendingPathComponent("bad.jsonl")
    try "{\"strokes\": [[]]}\n".write(to: bad, atomically: true, encoding: .utf8)
    let refused = try ProcessRunner.run(
      TestPaths.binary, ["render", "--draw", "--strokes", bad.path, "--out", out])
    XCTAssertEqual(refused.status, 2)
    XCTAssertTrue(refused.stderr.contains("stroke 1 has no points"), refused.stderr)
  }
}
