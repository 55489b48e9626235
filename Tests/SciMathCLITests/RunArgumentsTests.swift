import ArgumentParser
import SciMathCore
import SciMathLive
import SciMathPlatform
import XCTest

@testable import scimath

/// `RunArguments` reads the keyboard's command lines without the argument
/// parser; the argument parser defines them. Every line it takes must
/// parse the same with the whole command tree, and every well-formed
/// keyboard line must be taken, or the start pays for the parser again.
final class RunArgumentsTests: XCTestCase {
  /// Options, values, and the things that are not the run command's.
  static let words = [
    "run", "--float", "--form", "pad", "phone", "auto", "watch", "--theme", "dark", "light",
    "--scale", "2", "1.5", "9", "-1", "--form=pad", "--theme=", "--scale=3", "--float=yes",
    "--help", "-h", "--", "help", "render", "--bogus", "--json", "--backend", "wayland", "x11",
    "--backend=auto",
  ]

  /// What the whole command tree makes of `line`: nil if it is not the run
  /// command, or is an error, help or the like.
  func parsed(_ line: [String]) -> LiveOverrides? {
    guard let command = try? SciMath.parseAsRoot(line) as? RunCommand else { return nil }
    return LiveOverrides(
      form: command.form, theme: command.theme, float: command.float, scale: command.scale,
      backend: command.backend)
  }

  /// `line` is read by hand, and to the options the whole tree reads.
  func assertReadAlike(_ line: [String]) {
    guard let fast = RunArguments.overrides(line[...]) else {
      return XCTFail("\(line): left to the argument parser")
    }
    guard let slow = parsed(line) else {
      return XCTFail("\(line): read by hand, but the argument parser refuses it")
    }
    assertAlike(fast, slow, line)
  }

  /// The two readings of `line` mean the same.
  func assertAlike(_ fast: LiveOverrides, _ slow: LiveOverrides, _ line: [String]) {
    XCTAssertEqual(fast.form, slow.form, "\(line)")
    XCTAssertEqual(fast.theme, slow.theme, "\(line)")
    XCTAssertEqual(fast.float, slow.float, "\(line)")
    XCTAssertEqual(fast.scale, slow.scale, "\(line)")
    XCTAssertEqual(fast.backend, slow.backend, "\(line)")
  }

  /// Every line of up to three words: what is taken parses alike.
  func testWhatItTakesTheParserReadsAlike() {
    var lines: [[String]] = [[]]
    var frontier: [[String]] = [[]]
    for _ in 0..<3 {
      frontier = frontier.flatMap { line in Self.words.map { line + [$0] } }
      lines += frontier
    }
    let taken = lines.filter { RunArguments.overrides($0[...]) != nil }
    for line in taken { assertReadAlike(line) }
    XCTAssertGreaterThan(taken.count, 50)
  }

  /// Every well-formed keyboard line (each option at most once, in any
  /// order, with either spelling of its value) is taken, and means what the
  /// argument parser says it means. The argument parser reads named options
  /// in any order, so its reading of a line's options in one order is what
  /// every order of them is read against (parsing each of the 8,000-odd
  /// orders with the whole command tree took 77 s of `make test`); each
  /// order is still read by hand, and the tree still reads each set of
  /// options and spellings.
  func testEveryKeyboardLineIsTaken() {
    let options: [[[String]]] = [
      [["--float"]],
      [["--form", "phone"], ["--form=pad"], ["--form", "auto"]],
      [["--theme", "dark"], ["--theme=light"]],
      [["--scale", "2"], ["--scale=1.5"], ["--scale", "auto"]],
      [["--backend", "wayland"], ["--backend=x11"]],
    ]
    var count = 0
    func orders(_ items: [[String]]) -> [[[String]]] {
      guard !items.isEmpty else { return [[]] }
      return items.indices.flatMap { i in
        var rest = items
        let first = rest.remove(at: i)
        return orders(rest).map { [first] + $0 }
      }
    }
    for mask in 0..<(1 << options.count) {
      let chosen = options.indices.filter { mask & (1 << $0) != 0 }.map { options[$0] }
      // Each choice of spellings, one per option chosen.
      var choices: [[[String]]] = [[]]
      for spellings in chosen {
        choices = choices.flatMap { choice in spellings.map { choice + [$0] } }
      }
      for choice in choices {
        for run in [[], ["run"]] {
          guard let slow = parsed(run + choice.flatMap { $0 }) else {
            XCTFail("\(run + choice.flatMap { $0 }): the argument parser refuses it")
            continue
          }
          for order in orders(choice) {
            let line = run + order.flatMap { $0 }
            count += 1
            guard let fast = RunArguments.overrides(line[...]) else {
              XCTFail("\(line): left to the argument parser")
              continue
            }
            assertAlike(fast, slow, line)
          }
        }
      }
    }
    XCTAssertGreaterThan(count, 500)
  }

  /// Help, errors and other subcommands are left to the argument parser.
  func testTheRestIsLeftToTheParser() {
    for line in [
      ["--help"], ["run", "--help"], ["-h"], ["help"], ["render", "--form", "pad"],
      ["--form", "watch"], ["--scale", "9"], ["--form"], ["--form", "--float"],
      ["--float", "--float"], ["--form", "pad", "--form=phone"], ["--float=yes"], ["extra"],
      ["run", "run"], ["--"], ["--bogus"],
    ] {
      XCTAssertNil(RunArguments.overrides(line[...]), "\(line)")
    }
  }
}
