import Foundation
import SciMathTestSupport
import XCTest

/// The checked-in manual pages (Desktop/man, made by `make manual` from the
/// argument parser) still describe the command as it is: a page for every
/// subcommand, every option of its `--help` on its page.
final class ManualTests: XCTestCase {
  let man = TestPaths.repository.appendingPathComponent("Desktop/man")

  func help(_ args: [String]) throws -> String {
    let r = try ProcessRunner.run(TestPaths.binary, args + ["--help"])
    XCTAssertEqual(r.status, 0, r.stderr)
    return r.stdout
  }

  /// The `--long` options an OPTIONS section defines (a line's first
  /// column), not ones its descriptions mention.
  func options(_ text: String) -> Set<String> {
    var found = Set<String>()
    for line in text.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("-") else { continue }
      let definition = trimmed.components(separatedBy: "  ").first ?? ""
      for token in definition.split(whereSeparator: { $0 == " " || $0 == "," })
      where token.hasPrefix("--") {
        found.insert(String(token))
      }
    }
    return found
  }

  func testEverySubcommandHasAPageListingItsOptions() throws {
    let top = try help([])
    let lines = top.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("SUBCOMMANDS") }) else {
      return XCTFail("no SUBCOMMANDS in --help")
    }
    // A subcommand's line is indented two spaces; its description's
    // continuation lines, more.
    let subcommands = lines[(start + 1)...].prefix { $0.hasPrefix("  ") }
      .filter { !$0.hasPrefix("   ") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
    XCTAssertGreaterThanOrEqual(subcommands.count, 9)
    for sub in subcommands {
      let page = man.appendingPathComponent("scimath.\(sub).1")
      guard let text = try? String(contentsOf: page, encoding: .utf8) else {
        XCTFail("no manual page for \(sub): run `make manual`")
        continue
      }
      for option in options(try help([sub])) where option != "--help" {
        XCTAssertTrue(
          text.contains("Fl -\(option.dropFirst(2))"), "\(sub) \(option) on its page: `make manual`"
        )
      }
    }
  }
}
