import Foundation
import SciMathTestSupport
import XCTest

/// `scimath` and `scimath run` take the keyboard's options: good ones reach
/// the keyboard, errors and help name `scimath run`, and everything else
/// goes to its own subcommand.
final class RunOptionsCLITests: XCTestCase {
  func scimath(_ args: [String]) throws -> ProcessResult {
    try ProcessRunner.run(TestPaths.binary, args, environment: ["DISPLAY": ":nonexistent-display"])
  }

  func testGoodOptionsReachTheKeyboard() throws {
    for args in [
      [], ["run"], ["run", "--float", "--form", "pad"], ["--theme", "dark", "--scale", "2"],
    ] {
      let r = try scimath(args)
      XCTAssertEqual(r.status, 1, "\(args)")
      XCTAssertTrue(r.stderr.contains("nonexistent-display"), "\(args): \(r.stderr)")
    }
  }

  func testBadOptionsAreReportedByTheWholeCommand() throws {
    let cases = [
      (["run", "--bogus"], "Unknown option '--bogus'"),
      (["--form", "watch"], "'watch' is invalid for '--form <form>'"),
      (["--float", "--scale", "9"], "'9' is invalid for '--scale <scale>'"),
      (["run", "extra"], "Unexpected argument 'extra'"),
    ]
    for (args, message) in cases {
      let r = try scimath(args)
      XCTAssertEqual(r.status, 2, "\(args)")
      XCTAssertTrue(r.stderr.contains(message), "\(args): \(r.stderr)")
      XCTAssertTrue(r.stderr.contains("Usage: scimath run [--form <form>]"), "\(args): \(r.stderr)")
    }
  }

  func testHelpVersionAndOtherSubcommandsAreUnchanged() throws {
    let runHelp = try scimath(["run", "--help"])
    XCTAssertEqual(runHelp.status, 0)
    XCTAssertTrue(runHelp.stdout.contains("USAGE: scimath run [--form <form>]"), runHelp.stdout)
    let help = try scimath(["--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.stdout.contains("SUBCOMMANDS:"), help.stdout)
    let layout = try scimath(["layout", "--form", "phone", "--layer", "abc", "--json"])
    XCTAssertEqual(layout.status, 0, layout.stderr)
    XCTAssertFalse(layout.stdout.isEmpty)
  }
}
