import SciMathCore
import SciMathTestSupport
import XCTest

/// Shortcuts as you type, through the pure step: keys tapped as a user
/// taps them, what the strip offers, and the application's text as the
/// outputs leave it (backspace erasing a character).
final class ShortcutTests: XCTestCase {
  var time = 0.0
  /// The application's text: what the outputs so far made of it.
  var text = ""

  func driver(_ choice: ShortcutChoice = .suggest, form: Form = .phone) -> KeyboardDriver {
    var settings = Settings()
    settings.latexShortcuts = choice
    return KeyboardDriver(
      KeyStateMachine(
        keyboards: [Keyboard(catalog: TestPaths.catalog, form: form)],
        preferences: KeyboardPreferences(settings: settings, theme: .light),
        symbols: .ready(TestPaths.symbols)))
  }

  func apply(_ outputs: [KeyOutput]) {
    for o in outputs {
      switch o {
      case .text(let s): text += s
      case .deleteBackward: if !text.isEmpty { text.removeLast() }
      case .erase(let s):
        XCTAssertTrue(text.hasSuffix(s), "erases its own typing: \(s) from \(text)")
        text.removeLast(min(s.count, text.count))
      case .enter: text += "\n"
      default: break
      }
    }
  }

  func tap(_ d: KeyboardDriver, _ p: Point) {
    time += 0.2
    apply(d.touchDown(1, at: p, time: time) + d.touchUp(1, at: p, time: time + 0.05))
  }

  /// Types `typed` with key taps, from the layer shown.
  func type(_ d: KeyboardDriver, _ typed: String) throws {
    let plan = try XCTUnwrap(KeyTaps.plan(typed, on: d.keyboard, from: d.layer), typed)
    for t in plan.taps {
      XCTAssertEqual(d.layer, t.layer)
      tap(d, try XCTUnwrap(d.center(t.id), t.id))
    }
  }

  func strip(_ d: KeyboardDriver) throws -> StripView { try XCTUnwrap(d.view.strip) }

  func tapOffer(_ d: KeyboardDriver, _ i: Int = 0) throws {
    let s = try strip(d)
    XCTAssertEqual(s.mode, .offering)
    tap(d, s.layout.cell(i, .offering, scroll: 0).center)
  }

  // MARK: What the strip offers

  func testALatexNameIsOfferedAndATapPutsItsSymbolInItsPlace() throws {
    let d = driver()
    try type(d, "x \\alpha")
    XCTAssertEqual(try strip(d).source, "\\alpha")
    XCTAssertEqual(try strip(d).items.first, "α")
    try tapOffer(d)
    XCTAssertEqual(text, "x α", "six backspaces, then α")
    XCTAssertEqual(try strip(d).mode, .idle, "nothing left to offer")
    XCTAssertEqual(try strip(d).items.first, "α", "α is a recent symbol")
  }

  func testAPrefixOffersTheNamesItBegins() throws {
    let d = driver()
    try type(d, "\\al")
    XCTAssertEqual(try strip(d).source, "\\al")
    XCTAssertEqual(Array(try strip(d).items.prefix(2)), ["α", "ℵ"])
    try type(d, "ph")
    XCTAssertEqual(try strip(d).items.first, "α")
    try type(d, "a")
    try tapOffer(d)
    XCTAssertEqual(text, "α")
  }

  func testACommandFollowedByALetterIsAnotherWordAndOffersNothing() throws {
    let d = driver(.replace)
    try type(d, "\\alphabet ")
    XCTAssertEqual(text, "\\alphabet ", "not replaced")
    XCTAssertEqual(try strip(d).mode, .idle)
  }

  func testBracedNamesAndTheirPrefixes() throws {
    let d = driver()
    try type(d, "\\mathbb{")
    let items = try strip(d).items
    XCTAssertTrue(items.contains("ℝ"), "\(items)")
    try type(d, "R}")
    XCTAssertEqual(try strip(d).items.first, "ℝ")
    try tapOffer(d)
    XCTAssertEqual(text, "ℝ")
  }

  func testPlainShortcutsCountOnlyAtTheStartOfAWord() throws {
    let d = driver()
    try type(d, "undeg")
    XCTAssertEqual(try strip(d).mode, .idle, "deg inside a word")
    try type(d, " deg")
    XCTAssertEqual(try strip(d).items, ["°"])
    try tapOffer(d)
    XCTAssertEqual(text, "undeg °")
    try type(d, " 11/2")
    XCTAssertEqual(try strip(d).mode, .idle, "1/2 inside 11/2")
  }

  func testTheLongestPlainShortcutWins() throws {
    let d = driver()
    try type(d, "a <=")
    XCTAssertEqual(try strip(d).items, ["≤"])
    try type(d, ">")
    XCTAssertEqual(try strip(d).items, ["⇔"])
    XCTAssertEqual(try strip(d).source, "<=>")
    try tapOffer(d)
    XCTAssertEqual(text, "a ⇔")
  }

  func testUnicodeInTheTypingIsErasedByCharacters() throws {
    let d = driver()
    try type(d, "µ\\to")
    XCTAssertEqual(try strip(d).items.first, "→")
    try tapOffer(d)
    XCTAssertEqual(text, "µ→")
    try type(d, "->")
    try tapOffer(d)
    XCTAssertEqual(text, "µ→→")
  }

  // MARK: Replacement

  func testReplacementAtASpaceOrPunctuation() throws {
    let d = driver(.replace)
    try type(d, "x <= y \\to z ")
    XCTAssertEqual(text, "x ≤ y → z ")
    try type(d, "\\alpha, a^2.")
    XCTAssertEqual(text, "x ≤ y → z α, a².")
  }

  /// BackSpace right after a shortcut put in place at a break erases the
  /// symbol and the break as the keyboard typed them, and puts the name
  /// back, which the next break leaves alone.
  func testBackSpaceRightAfterAReplacementPutsTheNameBack() throws {
    let d = driver(.replace)
    try type(d, "x \\neq ")
    XCTAssertEqual(text, "x ≠ ")
    let backspace = try XCTUnwrap(d.center("backspace"))
    time += 0.2
    let out =
      d.touchDown(1, at: backspace, time: time) + d.touchUp(1, at: backspace, time: time + 0.05)
    XCTAssertEqual(out, [.erase("≠ "), .text("\\neq")])
    apply(out)
    XCTAssertEqual(text, "x \\neq")
    try type(d, " y")
    XCTAssertEqual(text, "x \\neq y", "the name stays")
    try type(d, " \\neq ")
    XCTAssertEqual(text, "x \\neq y ≠ ", "and is replaced again where typed again")
  }

  func testPunctuationThatCarriesAShortcutOnDoesNotEndIt() throws {
    let d = driver(.replace)
    try type(d, "<=> ")
    XCTAssertEqual(text, "⇔ ", "> makes <=>, not ≤>")
    try type(d, "x_2 1/2 \\alpha_")
    XCTAssertEqual(text, "⇔ x_2 1/2 \\alpha_", "offer-only shortcuts and _ after a name stay")
  }

  func testReturnEndsAShortcutToo() throws {
    let d = driver(.replace)
    try type(d, "\\infty")
    tap(d, try XCTUnwrap(d.center("return")))
    XCTAssertEqual(text, "∞\n")
  }

  func testSuggestOnlyOffers() throws {
    let d = driver(.suggest)
    try type(d, "x <= y ")
    XCTAssertEqual(text, "x <= y ")
  }

  func testOffNeitherOffersNorAsksForTheTable() throws {
    var settings = Settings()
    settings.latexShortcuts = .off
    let d = KeyboardDriver(
      KeyStateMachine(
        keyboards: [Keyboard(catalog: TestPaths.catalog, form: .phone)],
        preferences: KeyboardPreferences(settings: settings, theme: .light), strip: true))
    try type(d, "\\alpha")
    XCTAssertEqual(
      d.effects, [.loadWords("en")], "ASCII typed needs no table, only the words' model")
    d.step(.symbolsLoaded(TestPaths.symbols), at: time)
    XCTAssertEqual(try strip(d).mode, .idle)
  }

  func testTurningReplacementOnInARunningKeyboard() throws {
    let d = driver(.suggest)
    try type(d, "\\to")
    var settings = Settings()
    settings.latexShortcuts = .replace
    d.step(.preferencesChanged(KeyboardPreferences(settings: settings, theme: .light)), at: time)
    try type(d, " ")
    XCTAssertEqual(text, "→ ")
  }

  // MARK: Breaks

  func testEveryBreakForgetsTheTyping() throws {
    let breaks: [(String, (KeyboardDriver) throws -> Void)] = [
      ("focus, pointer or another keyboard", { $0.step(.typingInterrupted, at: self.time) }),
      (
        "undo",
        { d in
          // The pad's undo key is on its 123 layer.
          let numbers = d.keyboard.geometry(d.layer).keys.first { $0.action == .numbers }
          self.tap(d, try XCTUnwrap(numbers?.frame.center))
          self.tap(d, try XCTUnwrap(d.center("undo")))
        }
      ),
      (
        "a minute without typing",
        { d in
          self.time += 61
          d.advance(to: self.time)
        }
      ),
      (
        "the trackpad",
        { d in
          let space = try XCTUnwrap(d.center("space"))
          self.time += 0.2
          d.touchDown(1, at: space, time: self.time)
          d.touchMove(1, to: Point(x: space.x + 40, y: space.y), time: self.time + 0.1)
          d.touchUp(1, at: Point(x: space.x + 40, y: space.y), time: self.time + 0.2)
        }
      ),
    ]
    for (name, interrupt) in breaks {
      let d = driver(.replace, form: .pad)
      text = ""
      try type(d, "\\alpha")
      XCTAssertEqual(try strip(d).mode, .offering, name)
      try interrupt(d)
      XCTAssertEqual(try strip(d).mode, .idle, name)
      try type(d, " ")
      XCTAssertFalse(text.contains("α"), "\(name): \(text)")
    }
  }

  func testTheMinuteIsAWakeUpTimeSoTheStripClearsByItself() throws {
    let d = driver()
    try type(d, "\\alpha")
    d.advance(to: time + 1)
    let due = try XCTUnwrap(d.nextDeadline)
    XCTAssertEqual(due, time + 0.05 + 60, accuracy: 0.01)
    d.advance(to: due)
    XCTAssertEqual(try strip(d).mode, .idle)
  }

  func testHidingIsABreak() throws {
    let d = driver(.replace, form: .pad)
    try type(d, "\\alpha")
    tap(d, try XCTUnwrap(d.center("dismiss")))
    XCTAssertEqual(d.lastStep.effects, [.hide])
    try type(d, " ")
    XCTAssertEqual(text, "\\alpha ")
  }

  func testBackspaceEditsTheTyping() throws {
    let d = driver(.replace)
    try type(d, "\\alphx")
    XCTAssertEqual(try strip(d).mode, .idle)
    tap(d, try XCTUnwrap(d.center("backspace")))
    XCTAssertEqual(try strip(d).source, "\\alph")
    try type(d, "a ")
    XCTAssertEqual(text, "α ")
  }
}
