import SciMathTestSupport
import XCTest

@testable import SciMathCore

/// The typing record alone: each change is one edit of the application's
/// text, and the record answers what the features ask of it.
final class TypingRecordEditTests: XCTestCase {
  var record = TypingRecord()
  let keyboard = Keyboard(catalog: TestPaths.catalog, form: .phone)

  override func setUpWithError() throws {
    let model = try XCTUnwrap(TestPaths.words)
    record.supply(
      model,
      keySpace: KeySpace(
        keyboard: keyboard, geometry: keyboard.geometry(.abc), alphabet: model.alphabet))
  }

  func tapped(_ letters: String) throws {
    let geometry = keyboard.geometry(.abc)
    for c in letters {
      let centre = try XCTUnwrap(geometry.key(id: c == " " ? "space" : String(c))?.frame.center)
      record.add(.init(text: String(c), origin: .tap(centre)))
    }
  }

  func testAPlainAdditionInsertsItAndErasesNothing() throws {
    XCTAssertEqual(record.add("∫"), TypingEdit(insert: "∫"))
    XCTAssertEqual(record.recentText, "∫")
  }

  func testACorrectionIsOneEditOfTheWordAndItsBreak() throws {
    try tapped("thw")
    let fix = try XCTUnwrap(record.correction())
    let edit = record.replaceEnd(
      units: fix.units, with: fix.put, origin: { .correction(replaced: $0) }, then: .init(text: " ")
    )
    XCTAssertEqual(edit, TypingEdit(erase: "thw", insert: "the "))
    XCTAssertEqual(record.recentText, "the ")
    let back = try XCTUnwrap(record.revert(), "a BackSpace right after restores")
    XCTAssertEqual(back.edit, TypingEdit(erase: "the ", insert: "thw"))
    XCTAssertEqual(record.recentText, "thw")
    XCTAssertNil(record.correction(), "put back: kept, not corrected again")
  }

  func testASymbolInTheWordLeavesItUncorrected() throws {
    try tapped("thw")
    _ = record.replaceEnd(characters: 0, with: .init(text: "∫", origin: .symbol))
    XCTAssertEqual(record.currentText, "thw∫")
    XCTAssertNil(record.correction(), "a word with a symbol in it is not a word")
  }

  func testAShortcutReplacesItsNameByCharactersAndRevertsToIt() throws {
    try tapped("x ")
    for c in "\\alpha" { record.add(String(c)) }
    let edit = record.replaceEnd(
      characters: 6, with: .init(text: "α", origin: .shortcut(name: "\\alpha")), then: " ")
    XCTAssertEqual(edit, TypingEdit(erase: "\\alpha", insert: "α "))
    XCTAssertEqual(record.recentText, "x α ")
    let back = try XCTUnwrap(record.revert())
    XCTAssertEqual(back.edit, TypingEdit(erase: "α ", insert: "\\alpha"))
    XCTAssertTrue(back.correction.isShortcut)
    XCTAssertEqual(record.recentText, "x \\alpha")
  }

  func testAStrokeGoesWholeRightAfterAndOnlyThen() throws {
    _ = record.addStroke("hello", others: ["jello"])
    XCTAssertEqual(record.strokeAlternatives, ["jello"])
    XCTAssertEqual(record.takeBackStroke(), TypingEdit(erase: "hello"))
    XCTAssertEqual(record.recentText, "")
    _ = record.addStroke("hello", others: [])
    record.add(" ")
    XCTAssertNil(record.takeBackStroke(), "not right after")
    XCTAssertNil(record.strokeAlternatives)
  }

  func testBackSpaceCutsIntoAUnitAndAWordDeleteEndsTheRecord() throws {
    _ = record.addStroke("hello", others: [])
    record.backspace(word: false)
    XCTAssertEqual(record.recentText, "hell")
    record.backspace(word: true)
    XCTAssertEqual(record.recentText, "", "the application's word delete reaches where it likes")
    XCTAssertNil(record.expiry, "nothing left to lapse")
  }

  func testTheStripSeesOnlyTheEnd() throws {
    for _ in 0..<100 { record.add("ab") }
    XCTAssertEqual(record.recentText.count, TypingRecord.shortcutReach)
    XCTAssertLessThanOrEqual(record.units.count, TypingRecord.mostUnits)
  }
}
