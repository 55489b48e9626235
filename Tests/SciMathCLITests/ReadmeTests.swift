import Foundation
import SciMathTestSupport
import XCTest

/// The README is a user's page: short, and every file it links to or names
/// (docs/…, Assets/…, pictures) is there. Every link of the docs pages and
/// HACKING.md resolves too (their history tables may name files that are
/// gone, as history).
final class ReadmeTests: XCTestCase {
  let root = TestPaths.repository

  /// Link targets (`](path)`) and, with `named`, paths named in the text,
  /// relative to the page's folder; web addresses and anchors are not files.
  func referencedPaths(in text: String, named: Bool = true) -> Set<String> {
    var found = Set<String>()
    let patterns =
      [#"\]\(([^)#\s]+)"#]
      + (named
        ? [#"(?<![\w/.])((?:docs|Assets|Desktop|Tests|Sources|bench|tools)/[\w./-]*\w)"#] : [])
    for pattern in patterns {
      let regex = try? NSRegularExpression(pattern: pattern)
      let range = NSRange(text.startIndex..., in: text)
      for match in regex?.matches(in: text, range: range) ?? [] {
        guard let r = Range(match.range(at: 1), in: text) else { continue }
        let path = String(text[r])
        if !path.contains("://") && !path.contains("*") && !path.contains("FORM")
          && !path.contains("ID.")
        {
          found.insert(path)
        }
      }
    }
    return found
  }

  func missing(from page: URL, named: Bool = true) throws -> [String] {
    let text = try String(contentsOf: page, encoding: .utf8)
    let folder = page.deletingLastPathComponent()
    return referencedPaths(in: text, named: named).sorted().filter { path in
      let inFolder = folder.appendingPathComponent(path).path
      let inRoot = root.appendingPathComponent(path).path
      return !FileManager.default.fileExists(atPath: inFolder)
        && !FileManager.default.fileExists(atPath: inRoot)
    }
  }

  func testTheReadmeIsShortAndEveryLinkResolves() throws {
    let readme = root.appendingPathComponent("README.md")
    let lines = try String(contentsOf: readme, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    XCTAssertLessThanOrEqual(lines.count, 200)
    XCTAssertEqual(try missing(from: readme), [])
    XCTAssertGreaterThanOrEqual(referencedPaths(in: lines.joined(separator: "\n")).count, 10)
  }

  func testEveryDocsPageLinksOnlyToFilesThatAreThere() throws {
    let docs = root.appendingPathComponent("docs")
    let pages = try FileManager.default.contentsOfDirectory(atPath: docs.path)
      .filter { $0.hasSuffix(".md") }
    XCTAssertFalse(pages.isEmpty)
    for page in pages {
      XCTAssertEqual(try missing(from: docs.appendingPathComponent(page), named: false), [], page)
    }
    XCTAssertEqual(try missing(from: root.appendingPathComponent("HACKING.md")), [])
  }

  /// The README's table of settings names only settings there are, as
  /// `scimath settings` spells them (per-mode keys by their prefix).
  func testTheReadmesSettingsAreReal() throws {
    let text = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }
      .compactMap { $0.split(separator: "`").dropFirst().first.map(String.init) }
    XCTAssertGreaterThan(rows.count, 15)
    for key in rows {
      let probe = key.replacingOccurrences(of: "MODE", with: "greek")
      let r = try ProcessRunner.run(
        URL(fileURLWithPath: "/usr/bin/env"),
        [
          "-u", "DISPLAY", "XDG_CONFIG_HOME=/nonexistent", TestPaths.binary.path, "settings", "get",
          probe,
        ])
      XCTAssertEqual(r.status, 0, "\(key): \(r.stderr)")
    }
  }
}
