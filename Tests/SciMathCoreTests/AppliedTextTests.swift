import SciMathCore
import XCTest

/// What a text field holds after the keyboard's outputs (`scimath
/// replay`'s "text"): insertion at the cursor, backspace, word delete,
/// cursor moves, and outputs a field's text does not show.
final class AppliedTextTests: XCTestCase {
  func applied(_ outputs: [KeyOutput]) -> AppliedText {
    var text = AppliedText()
    for output in outputs { text.apply(output) }
    return text
  }

  func testInsertDeleteAndMove() {
    let t = applied([
      .text("ab"), .text("∫"), .deleteBackward, .moveCursor(.left), .text("x"),
      .moveCursor(.right), .moveCursor(.right), .enter, .text("c"),
    ])
    XCTAssertEqual(t.string, "axb\nc")
    XCTAssertEqual(t.cursor, 5)
  }

  func testWordDeleteTakesTheSpacesThenTheWord() {
    XCTAssertEqual(applied([.text("one two  "), .deleteWordBackward]).string, "one ")
    XCTAssertEqual(applied([.text("one"), .deleteWordBackward, .deleteWordBackward]).string, "")
    XCTAssertEqual(applied([.deleteBackward, .deleteWordBackward]).string, "", "nothing to delete")
  }

  func testKeysAndWhatAFieldDoesNotShow() {
    let t = applied([
      .text("ab"), .key(.home, modifiers: [], shift: false),
      .key(.tab, modifiers: [], shift: false),
      .key(.end, modifiers: [], shift: false), .chord("c", modifiers: [.ctrl]), .undo,
      .lockGroup(2),
      .moveCursor(.up), .key(.left, modifiers: [.ctrl], shift: false),
    ])
    XCTAssertEqual(t.string, "\tab")
    XCTAssertEqual(t.cursor, 3)
  }
}
