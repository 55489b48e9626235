import Foundation
import SciMathBase
import SciMathTestSupport
import XCTest

@testable import SciMathHandwriting

/// The user's learned drawings on disk: bounded per symbol, oldest dropped
/// first, other symbols' drawings and their order kept, nothing else left
/// in the directory.
final class LearnedDrawingsTests: TemporaryDirectoryTestCase {

  /// A stroke whose first x tells which drawing it was.
  func drawing(_ n: Int) -> Drawing {
    Drawing(strokes: [[Point(x: Double(n), y: 0), Point(x: Double(n) + 0.25, y: 10)]])
  }

  func testEachSymbolKeepsItsLatestDrawingsOnly() throws {
    let learned = LearnedDrawings(url: directory.appendingPathComponent("sub/drawings.txt"))
    try learned.learn(drawing(100), as: "∂")
    for n in 0..<(LearnedDrawings.perSymbol + 3) { try learned.learn(drawing(n), as: "∫") }
    try learned.learn(drawing(200), as: "∂")
    let kept = learned.load()
    XCTAssertEqual(
      kept.filter { $0.character == "∂" }.map { $0.drawing.strokes[0][0].x }, [100, 200])
    XCTAssertEqual(
      kept.filter { $0.character == "∫" }.map { Int($0.drawing.strokes[0][0].x) },
      Array(3..<(LearnedDrawings.perSymbol + 3)), "the oldest three are gone")
    XCTAssertEqual(kept.first?.character, "∂", "the others keep their place")
    XCTAssertEqual(kept.first?.drawing.strokes[0][1], Point(x: 100.3, y: 10), "rounded to a tenth")
    XCTAssertEqual(kept.map(\.source), Array(repeating: "user", count: kept.count))
    let files = try FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent("sub").path)
    XCTAssertEqual(files, ["drawings.txt"], "no temporary file is left")
  }

  /// An empty drawing, or more than one character, is not learned.
  func testNothingToLearnWritesNothing() throws {
    let learned = LearnedDrawings(url: directory.appendingPathComponent("drawings.txt"))
    try learned.learn(Drawing(strokes: []), as: "∫")
    try learned.learn(drawing(1), as: "ab")
    XCTAssertFalse(FileManager.default.fileExists(atPath: learned.url.path))
  }
}
