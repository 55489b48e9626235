import Foundation
import XCTest

@testable import SciMathLive

/// Giving back the start's code pages, on this test process's own
/// executable: its clean code mappings are found, their pages leave the
/// process, and the code still runs (it comes back from the file).
final class StartupMemoryTests: XCTestCase {
  /// Resident kB of the mappings that start at `starts` (/proc/self/smaps).
  func residentKB(_ starts: Set<UInt>) -> Int {
    let smaps = (try? String(contentsOfFile: "/proc/self/smaps", encoding: .utf8)) ?? ""
    var total = 0
    var counting = false
    for line in smaps.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      if let first = fields.first, first.contains("-"), fields.count >= 5 {
        counting = UInt(first.split(separator: "-")[0], radix: 16).map(starts.contains) ?? false
      } else if counting, fields.first == "Rss:", fields.count >= 2 {
        total += Int(fields[1]) ?? 0
      }
    }
    return total
  }

  func testTheExecutablesCleanCodeIsGivenBackAndRunsOn() {
    let mappings = StartupMemory.ownCleanCode()
    XCTAssertFalse(mappings.isEmpty, "the runner's code is mapped from its file")
    let starts = Set(mappings.map(\.start))
    let before = residentKB(starts)
    XCTAssertGreaterThan(before, 0)
    let advised = StartupMemory.trim()
    XCTAssertEqual(advised, mappings.map { Int($0.end - $0.start) }.reduce(0, +))
    // Reading smaps again runs some of that code, which comes back: far
    // less than was resident.
    let after = residentKB(starts)
    XCTAssertLessThan(after, before / 2, "\(before) kB before, \(after) kB after")
    XCTAssertEqual(StartupMemory.ownCleanCode().map(\.start), mappings.map(\.start))
  }
}
