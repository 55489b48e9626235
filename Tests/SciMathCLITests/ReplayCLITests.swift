import Foundation
import SciMathTestSupport
import XCTest

/// `scimath replay`: timed touches in, what the application would hold and
/// what the strip offers out, a line for each, through the same step and
/// timers as the live keyboard.
final class ReplayCLITests: XCTestCase {
  /// Key centres of a layer, by id, as `scimath layout --json` gives them.
  func centres(_ layer: String, form: String = "phone") throws -> [String: [Double]] {
    let r = try ProcessRunner.run(
      TestPaths.binary, ["layout", "--json", "--form", form, "--layer", layer])
    let doc = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    var out: [String: [Double]] = [:]
    for key in doc["keys"] as? [[String: Any]] ?? [] {
      guard let id = key["id"] as? String, let f = key["frame"] as? [String: Double],
        let x = f["x"], let y = f["y"], let w = f["width"], let h = f["height"]
      else { continue }
      out[id] = [x + w / 2, y + h / 2]
    }
    return out
  }

  /// Lines for taps on `points`, 200 ms apart, each held 50 ms.
  func taps(_ points: [[Double]], from start: Int = 0) -> [String] {
    points.enumerated().flatMap { i, p in
      let t = start + i * 200
      return [
        #"{"t": \#(t), "down": [\#(p[0]), \#(p[1])]}"#,
        #"{"t": \#(t + 50), "up": [\#(p[0]), \#(p[1])]}"#,
      ]
    }
  }

  func replay(_ lines: [String], _ args: [String] = []) throws -> (
    answers: [[String: Any]], status: Int32
  ) {
    let r = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["XDG_CONFIG_HOME=/nonexistent", TestPaths.binary.path, "replay"] + args,
      stdin: Data(lines.map { $0 + "\n" }.joined().utf8))
    let answers = r.stdout.split(separator: "\n").compactMap {
      (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
    }
    XCTAssertEqual(answers.count, r.stdout.split(separator: "\n").count, r.stdout)
    return (answers, r.status)
  }

  func testTapsTypeAndShiftCapitalises() throws {
    let abc = try centres("abc")
    let points = try ["shift", "h", "i", "space", "t", "h", "e", "r", "e"].map {
      try XCTUnwrap(abc[$0])
    }
    let (answers, status) = try replay(taps(points))
    XCTAssertEqual(status, 0)
    XCTAssertEqual(answers.count, 18, "one answer a line")
    XCTAssertEqual(answers.last?["text"] as? String, "Hi there")
    XCTAssertEqual(answers.last?["layer"] as? String, "abc")
  }

  /// `\alpha` typed through three layers: the strip offers α above the
  /// keys (negative y), a tap there puts α in its place; the symbol table
  /// is loaded when the strip first needs it, as on the live keyboard.
  func testTheStripOffersAShortcutAndATapTakesIt() throws {
    let abc = try centres("abc")
    let numbers = try centres("123")
    let symbols = try centres("symbols")
    let points =
      try [
        abc["123"], numbers["symbols"], symbols["\\"],
        symbols["abc"],
      ]
      .map { try XCTUnwrap($0) } + ["a", "l", "p", "h", "a"].map { try XCTUnwrap(abc[$0]) }
    var (answers, status) = try replay(taps(points))
    XCTAssertEqual(status, 0)
    XCTAssertEqual(answers.last?["text"] as? String, "\\alpha")
    let strip = try XCTUnwrap(answers.last?["strip"] as? [[String: Any]])
    let alpha = try XCTUnwrap(strip.first { $0["text"] as? String == "α" }, "\(strip)")
    let frame = try XCTUnwrap(alpha["frame"] as? [String: Double])
    let x = try XCTUnwrap(frame["x"]) + (try XCTUnwrap(frame["width"])) / 2
    let y = try XCTUnwrap(frame["y"]) + (try XCTUnwrap(frame["height"])) / 2
    XCTAssertLessThan(y, 0, "the strip lies above the keys")
    (answers, status) = try replay(taps(points + [[x, y]]))
    XCTAssertEqual(answers.last?["text"] as? String, "α")
    // With `latex-shortcuts = replace`, a space puts it in place itself.
    (answers, _) = try replay(
      taps(points + [try XCTUnwrap(abc["space"])]), ["--setting", "latex-shortcuts=replace"])
    XCTAssertEqual(answers.last?["text"] as? String, "α ")
  }

  /// Time passing runs the timers: a held backspace repeats, then deletes
  /// whole words.
  func testAHeldBackspaceRepeats() throws {
    let abc = try centres("abc")
    let word = try ["a", "b", "c", "space", "d", "e", "f"].map { try XCTUnwrap(abc[$0]) }
    let back = try XCTUnwrap(abc["backspace"])
    var lines = taps(word)
    lines += [#"{"t": 2000, "down": [\#(back[0]), \#(back[1])]}"#, #"{"t": 2300}"#]
    // Autocorrect off: "abc" is typed as it is, not read as "and".
    let off = ["--setting", "autocorrect=off"]
    let (answers, _) = try replay(
      lines + [#"{"t": 2350, "up": [\#(back[0]), \#(back[1])]}"#], off)
    XCTAssertEqual(answers[answers.count - 3]["text"] as? String, "abc de", "one at the touch")
    let held = try replay(lines + [#"{"t": 9000}"#], off).answers
    XCTAssertEqual(held.last?["text"] as? String, "", "held on, it empties the field")
  }

  func testABadLineIsAnsweredAndTheRestRun() throws {
    let h = try XCTUnwrap(try centres("abc")["h"])
    let (answers, status) = try replay(
      ["{\"t\": 0, \"down\": [1]}", "nonsense", "{\"down\": [0, 0]}"] + taps([h], from: 100)
        + ["{\"t\": 50}"])
    XCTAssertEqual(status, 1)
    XCTAssertEqual(answers.prefix(3).compactMap { $0["error"] as? String }.count, 3)
    XCTAssertEqual(answers[4]["text"] as? String, "h")
    XCTAssertTrue((answers.last?["error"] as? String)?.contains("time runs back") == true)
  }

  func testABadSettingIsAUsageError() throws {
    let r = try ProcessRunner.run(
      TestPaths.binary, ["replay", "--setting", "theme=blue"], stdin: Data())
    XCTAssertEqual(r.status, 2)
    XCTAssertTrue(r.stderr.contains("'blue' is not one of"), r.stderr)
  }
}
