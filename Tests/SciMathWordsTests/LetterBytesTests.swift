import Foundation
import SciMathBase
import SciMathTestSupport
import XCTest

@testable import SciMathWords

/// A list's letters read from `TAG.letters` where they lie
/// (tools/make-letters.py): a file that is not the words' letters is
/// refused, and a language not shown holds none of its pages.
final class LetterBytesTests: XCTestCase {
  /// A folder of assets holding one list, `xx`, with these letters.
  func assets(words: String, letters: [UInt8]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scimath-letters-\(getpid())-\(name.hashValue)")
    let list = folder.appendingPathComponent("words")
    try FileManager.default.createDirectory(at: list, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    try Data(words.utf8).write(to: list.appendingPathComponent("xx.words"))
    try Data(letters).write(to: list.appendingPathComponent("xx.letters"))
    return folder
  }

  func testLettersThatAreNotTheWordsAreRefused() throws {
    // a ab b Zb: the alphabet a b; Zb is zb, its capital a mark.
    let words = "a 3\nab 1\nb 2\nZb 1\n"
    XCTAssertThrowsError(
      try WordModel.load(
        assets: try assets(words: words, letters: [0, 0, 1, 1, 1, 2]), language: "xx")
    ) { error in
      XCTAssertEqual((error as? DataFileError)?.file.hasSuffix("xx.letters"), true, "\(error)")
    }
    XCTAssertThrowsError(
      try WordModel.load(assets: try assets(words: words, letters: [0, 0, 1]), language: "xx"),
      "a file cut short")
    let m = try WordModel.load(
      assets: try assets(words: words, letters: [0, 0, 1, 1, 2, 1]), language: "xx")
    XCTAssertTrue(m.bytes.isMapped)
    XCTAssertEqual((0..<m.count).map(m.word), ["a", "ab", "b", "Zb"])
    XCTAssertEqual(m.id(of: "zb"), 3)
  }

  /// Czech's letters (2.4 MB): none resident once read, some once a word
  /// is looked up, none again when given back, and the words the same.
  func testALanguageNotShownHoldsNoneOfItsLetters() throws {
    let m = try WordModel.load(assets: TestPaths.assets, language: "cs")
    // This model's mapping: other tests' models map the file too.
    func residentKB() -> Int? { SciMathTestSupport.residentKB(ofMappingAt: m.lettersAddress) }
    XCTAssertEqual(residentKB(), 0, "given back once checked")
    let id = try XCTUnwrap(m.id(of: "řádek"))
    XCTAssertGreaterThan(try XCTUnwrap(residentKB()), 0)
    m.giveBackPages()
    XCTAssertEqual(residentKB(), 0)
    XCTAssertEqual(m.word(id), "řádek", "read again from the file")
  }
}
