import SciMathTestSupport
import XCTest

@testable import SciMathCore

/// Slide to type in the pure keyboard: strokes through the letters, as
/// `scimath replay` drives them.
final class SlideTests: XCTestCase {
  var session: ReplaySession!
  var time = 0.0
  var effects: [KeyboardEffect] = []

  func start(_ change: (inout Settings) -> Void = { _ in }) throws {
    var settings = Settings()
    change(&settings)
    session = ReplaySession(
      machine: KeyStateMachine(
        keyboards: [Keyboard(catalog: TestPaths.catalog, form: .phone)],
        preferences: KeyboardPreferences(settings: settings, theme: .light), strip: true,
        symbols: .ready(TestPaths.symbols, wordModel: TestPaths.words)))
    time = 0
  }

  func step(_ event: KeyboardEvent, dt: Double = 0.016) throws {
    time += dt
    effects += try session.step(event, at: time)
  }

  var geometry: KeyboardGeometry { session.machine.keyboard.geometry(.abc) }

  func centre(_ id: String) throws -> Point {
    try XCTUnwrap(geometry.key(id: id)?.frame.center, id)
  }

  /// A stroke through the keys' centres, a point every 4 points of the way.
  func slide(_ word: String) throws {
    let corners = try word.map { try centre(String($0)) }
    try step(.touchDown(id: 1, at: corners[0]), dt: 0.3)
    for p in Point.stroke(through: corners, every: 4).dropFirst() {
      try step(.touchMove(id: 1, to: p))
    }
    try step(.touchUp(id: 1, at: corners[corners.count - 1]))
  }

  /// A tap on key `id` of the layer shown.
  func tap(_ id: String) throws {
    let shown = session.machine.keyboard.geometry(session.machine.layer)
    let p = try XCTUnwrap(shown.key(id: id)?.frame.center, id)
    try step(.touchDown(id: 1, at: p), dt: 0.2)
    try step(.touchUp(id: 1, at: p), dt: 0.05)
  }

  /// Holds `key` until its alternates open, slides to the second and
  /// lets go there; returns what that cell types.
  func chooseAlternate(of key: String) throws -> String {
    try step(.touchDown(id: 1, at: try centre(key)), dt: 0.3)
    try step(.deadline, dt: 0.6)
    let popup = try XCTUnwrap(session.machine.view.popup, "held: the alternates")
    try step(.touchMove(id: 1, to: popup.cells[1].center))
    try step(.touchUp(id: 1, at: popup.cells[1].center))
    return popup.items[1]
  }

  var text: String { session.text.string }

  func testAStrokeTypesItsWordAndTheNextOneASpaceFirst() throws {
    try start()
    try slide("hello")
    XCTAssertEqual(text, "hello")
    try slide("world")
    XCTAssertEqual(text, "hello world", "a space before a word slid after a word")
    try tap("space")
    try slide("the")
    XCTAssertEqual(text, "hello world the", "none after a space")
  }

  /// A letter tapped, or chosen among a key's alternates, or a digit,
  /// right after a slid word begins the next word, as a stroke would;
  /// punctuation follows the word.
  func testALetterRightAfterAStrokeBeginsTheNextWord() throws {
    try start()
    try slide("hello")
    try tap("w")
    try tap("e")
    XCTAssertEqual(text, "hello we", "a space before the first letter only")
    try slide("lease")
    let chosen = try chooseAlternate(of: "a")
    XCTAssertEqual(text, "hello we lease " + chosen, "an alternate is a letter too")
    try tap("space")
    try slide("hello")
    try tap("shift")
    try tap("w")
    XCTAssertEqual(text.suffix(8), " hello W", "shift still applies to the letter")
    try slide("world")
    try tap("123")
    try tap(".")
    XCTAssertEqual(text.suffix(7), " world.", "punctuation follows the word")
    try tap("abc")
    try tap("space")
    try slide("room")
    try tap("123")
    try tap("1")
    XCTAssertEqual(text.suffix(7), " Room 1", "a digit begins a word too")
  }

  func testTheTrailFollowsTheFingerAndGoesAtTheLift() throws {
    try start()
    let h = try centre("h")
    let j = try centre("j")
    let k = try centre("k")
    try step(.touchDown(id: 1, at: h), dt: 0.3)
    try step(.touchMove(id: 1, to: j))
    XCTAssertNil(session.machine.view.trail, "two letters: not a slide yet")
    XCTAssertEqual(session.machine.view.pressed, ["j"], "the key under the finger, as on iOS")
    try step(.touchMove(id: 1, to: k))
    XCTAssertEqual(session.machine.view.trail?.points.last, k)
    XCTAssertEqual(session.machine.view.pressed, [], "a slide presses no key")
    try step(.touchUp(id: 1, at: k))
    XCTAssertNil(session.machine.view.trail)
  }

  func testAShortSlideTypesTheKeyItEndsOnAndAHeldKeyItsAlternates() throws {
    try start()
    try step(.touchDown(id: 1, at: try centre("h")), dt: 0.3)
    try step(.touchMove(id: 1, to: try centre("j")))
    try step(.touchUp(id: 1, at: try centre("j")))
    XCTAssertEqual(text, "j", "two letters: the one it ends on")
    let chosen = try chooseAlternate(of: "e")
    XCTAssertEqual(text, "j" + chosen, "a slide in the popup chooses, it draws no word")
  }

  /// Two keys are a word only when the finger ran at least 0.7 of a pitch
  /// and the keys spell one; a finger correcting onto its neighbour, or
  /// two keys that spell nothing, type the key it ends on.
  func testTwoKeysMakeAWordOnlyFromFarEnoughAndWhenTheySpellOne() throws {
    try start()
    let w = try centre("w")
    let e = try centre("e")
    let pitch = e.x - w.x
    try step(.touchDown(id: 1, at: w), dt: 0.3)
    try step(.touchMove(id: 1, to: e))
    try step(.touchUp(id: 1, at: e))
    XCTAssertEqual(text, "we", "a pitch, centre to centre: the word")
    try tap("space")
    for reach in [0.65, 0.75] {
      let from = Point(x: e.x - reach * pitch, y: e.y)
      try step(.touchDown(id: 1, at: from), dt: 0.3)
      try step(.touchMove(id: 1, to: e))
      try step(.touchUp(id: 1, at: e))
    }
    XCTAssertEqual(
      text, "we e we", "0.65 of a pitch: the key it ends on; 0.75: the word, a space first")
  }

  func testABackspaceRightAfterTakesTheWholeWordAndTheStripOffersOthers() throws {
    try start()
    try slide("in")
    let slots = session.machine.view.strip?.words ?? []
    XCTAssertFalse(slots.isEmpty, "the next best wait on the strip")
    XCTAssertTrue(slots.allSatisfy { $0.kind == .word && $0.text != text })
    try slide("good")
    XCTAssertEqual(text.split(separator: " ").count, 2)
    try tap("backspace")
    XCTAssertEqual(text, "in ", "the slid word goes whole, the space stays")
    try tap("backspace")
    XCTAssertEqual(text, "in", "then one character, as ever")
  }

  func testAStrokeAfterShiftOrASentenceIsCapitalised() throws {
    try start()
    try tap("shift")
    try slide("hello")
    XCTAssertEqual(text, "Hello")
    try tap("space")
    try tap("space")
    XCTAssertEqual(text, "Hello. ")
    try slide("the")
    XCTAssertEqual(text, "Hello. The", "a sentence's start")
  }

  /// A word drawn from shift, just left of a and z, is a word, and the
  /// shift its touch pressed is taken back: real strokes of "are" and
  /// "answer" begin there. Over one letter it is a shift tap, as before.
  func testAStrokeBegunOnShiftTypesItsWordAndLeavesShiftAsItWas() throws {
    try start()
    func slideFromShift(_ word: String) throws {
      let corners = try [centre("shift")] + word.map { try centre(String($0)) }
      try step(.touchDown(id: 1, at: corners[0]), dt: 0.3)
      for p in Point.stroke(through: corners, every: 4).dropFirst() {
        try step(.touchMove(id: 1, to: p))
      }
      try step(.touchUp(id: 1, at: corners[corners.count - 1]))
    }
    try tap("shift")
    try slideFromShift("are")
    XCTAssertEqual(text, "Are", "shift as it was: on")
    XCTAssertEqual(session.machine.shift, .off, "spent by the word")
    try tap("space")
    try slideFromShift("answer")
    XCTAssertEqual(text, "Are answer", "shift as it was: off")
    XCTAssertEqual(session.machine.shift, .off)
    try slideFromShift("z")
    XCTAssertEqual(text, "Are answer", "from shift onto one letter: nothing typed")
    XCTAssertEqual(session.machine.shift, .on, "a shift tap")
  }

  func testWithTheSettingOffAStrokeTypesTheKeyItEndsOn() throws {
    try start { $0.slideToType = false }
    try slide("hello")
    XCTAssertEqual(text, "o", "today's behaviour: the key it ends on")
    XCTAssertNil(session.machine.view.trail)
    try slide("we")
    XCTAssertEqual(text, "oe", "two keys that spell a word: the key it ends on too")
  }

  /// The word before a stroke is read as the space before it left it:
  /// `thw` corrected to `the` makes the stroke through a-l-l-e-y "alley"
  /// (after an unknown word the same stroke reads "ashley").
  func testAStrokeAfterACorrectedWordIsReadAfterTheCorrection() throws {
    try start()
    for letter in ["t", "h", "w"] { try tap(letter) }
    XCTAssertEqual(text, "thw")
    try slide("alley")
    XCTAssertEqual(text, "the alley", "corrected by the space, then read after it")
  }

  /// A finger that rests on a letter while drawing a word is pausing: no
  /// accents open, the stroke goes on ("send", not "sè"). One that slid
  /// onto a neighbour to correct itself and holds gets the alternates.
  func testAPauseInAStrokeOpensNoAlternates() throws {
    try start()
    try step(.touchDown(id: 1, at: try centre("s")), dt: 0.3)
    for p in Point.stroke(through: [try centre("s"), try centre("e")], every: 4).dropFirst() {
      try step(.touchMove(id: 1, to: p))
    }
    try step(.deadline, dt: 0.8)
    XCTAssertNil(session.machine.view.popup, "resting on e, two keys from s")
    let rest = try ["e", "n", "d"].map { try centre($0) }
    for p in Point.stroke(through: rest, every: 4).dropFirst() {
      try step(.touchMove(id: 1, to: p))
    }
    try step(.touchUp(id: 1, at: try centre("d")))
    XCTAssertEqual(text, "send")
    try tap("space")
    let e = try centre("e")
    let w = try centre("w")
    try step(.touchDown(id: 1, at: Point(x: (e.x + w.x) / 2 - 2, y: e.y)), dt: 0.3)
    try step(.touchMove(id: 1, to: Point(x: (e.x + w.x) / 2 + 4, y: e.y)))
    try step(.deadline, dt: 0.8)
    XCTAssertNotNil(session.machine.view.popup, "a finger that trembled over onto e and holds")
    try step(.touchUp(id: 1, at: Point(x: e.x, y: e.y + 200)))
  }

  /// A stroke that rests on its first letter until its alternates open,
  /// then draws on across the letters and out of the popup's reach, is a
  /// stroke (How We Swipe's "largely" typed "ĺ"); a finger drawn off a
  /// held key's popup over fewer letters (d, c, onto the space bar)
  /// still lets the popup go.
  func testAStrokeThatRestsUntilTheAlternatesOpenStillTypesItsWord() throws {
    try start()
    let corners = try "send".map { try centre(String($0)) }
    try step(.touchDown(id: 1, at: corners[0]), dt: 0.3)
    try step(.deadline, dt: 0.8)
    XCTAssertNotNil(session.machine.view.popup, "rested on s: its alternates")
    for p in Point.stroke(through: corners, every: 4).dropFirst() {
      try step(.touchMove(id: 1, to: p))
    }
    XCTAssertNil(session.machine.view.popup, "drawn on: the popup closed")
    try step(.touchUp(id: 1, at: corners[3]))
    XCTAssertEqual(text, "send")
    try tap("space")
    let off = try ["d", "c", "space"].map { try centre($0) }
    try step(.touchDown(id: 1, at: off[0]), dt: 0.3)
    try step(.deadline, dt: 0.8)
    let popup = try XCTUnwrap(session.machine.view.popup, "held on d")
    XCTAssertNil(popup.item(at: off[2]), "the space bar is out of the popup's reach")
    for p in Point.stroke(through: off, every: 4).dropFirst() {
      try step(.touchMove(id: 1, to: p))
    }
    try step(.touchUp(id: 1, at: off[2]))
    XCTAssertEqual(text, "send ", "let go past c: nothing typed")
  }

  /// The popups of the vowels span the keyboard and two rows, so a stroke
  /// that rested on one never leaves their reach: a finger that turns
  /// back twice across the keys is drawing a word (How We Swipe's
  /// "italian" typed "į"); one that goes past a cell and back to it
  /// still chooses it.
  func testAStrokeThatRestsOnAVowelAndTurnsBackTwiceTypesItsWord() throws {
    try start()
    let corners = try "italian".map { try centre(String($0)) }
    try step(.touchDown(id: 1, at: corners[0]), dt: 0.3)
    try step(.deadline, dt: 0.8)
    let popup = try XCTUnwrap(session.machine.view.popup, "rested on i: its alternates")
    let path = Point.stroke(through: corners, every: 4).dropFirst()
    XCTAssert(path.allSatisfy { popup.item(at: $0) != nil }, "the whole stroke within its reach")
    for p in path {
      try step(.touchMove(id: 1, to: p))
    }
    XCTAssertNil(session.machine.view.popup, "turned back twice: the popup closed")
    try step(.touchUp(id: 1, at: corners[6]))
    XCTAssertEqual(text, "italian")
    try tap("space")
    try step(.touchDown(id: 1, at: try centre("i")), dt: 0.3)
    try step(.deadline, dt: 0.8)
    let open = try XCTUnwrap(session.machine.view.popup, "held on i")
    let (first, last) = (open.cells[1].center, open.cells[open.cells.count - 1].center)
    for p in Point.stroke(through: [try centre("i"), last, first], every: 4).dropFirst() {
      try step(.touchMove(id: 1, to: p))
    }
    XCTAssertNotNil(session.machine.view.popup, "across the cells and back once: still choosing")
    try step(.touchUp(id: 1, at: first))
    XCTAssertEqual(text, "italian " + open.items[1])
    // To and fro among the cells, twice past the one chosen, over letter
    // keys under the popup: still choosing.
    try step(.touchDown(id: 1, at: try centre("i")), dt: 0.3)
    try step(.deadline, dt: 0.8)
    let cells = try XCTUnwrap(session.machine.view.popup).cells.map(\.center)
    let hunt = [try centre("i"), cells[4], cells[1], cells[3]]
    for p in Point.stroke(through: hunt, every: 4).dropFirst() {
      try step(.touchMove(id: 1, to: p))
    }
    XCTAssertNotNil(session.machine.view.popup, "hunting among the cells: still choosing")
    try step(.touchUp(id: 1, at: cells[3]))
    XCTAssertEqual(text, "italian " + open.items[1] + open.items[3])
  }

  /// Said plainly in issue 58: a touch that has moved away from where it
  /// went down never opens alternates, even one that stayed on its key.
  func testAFingerThatMovedAwayOpensNoAlternatesWhereverItRests() throws {
    try start()
    let e = try centre("e")
    let pitch = session.machine.letterPitch
    try step(.touchDown(id: 1, at: e), dt: 0.3)
    for dx in stride(from: 2.0, through: 0.3 * pitch, by: 2) {
      try step(.touchMove(id: 1, to: Point(x: e.x + dx, y: e.y)))
    }
    try step(.deadline, dt: 0.8)
    XCTAssertNil(session.machine.view.popup, "moved 0.3 of a pitch within e and holds")
    try step(.touchUp(id: 1, at: Point(x: e.x + 0.3 * pitch, y: e.y)))
    XCTAssertEqual(text, "e")
  }
}
