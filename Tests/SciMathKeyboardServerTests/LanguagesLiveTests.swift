import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

/// Every language on the live keyboard: a pangram of each of the fifteen
/// generated ones, tapped (its accents by long press), arrives exactly in
/// an xterm with a US keymap;
/// every letter key of every layout arrives in a GTK view with a German
/// keymap. The word settings are off: the keys are typed as they are.
final class LanguagesLiveTests: XSessionTestCase {
  var config: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    let all = TestPaths.catalog.modes.map(\.id).joined(separator: ", ")
    config = try TestPaths.configHome(
      "languages-config",
      settings: """
        languages = \(all)
        autocorrect = off
        suggestions = off
        auto-capitalize = off
        period-shortcut = off
        long-press-delay = 200

        """)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: config) }

  static let pangrams: [String: String] = [
    "en": "the quick brown fox jumps over the lazy dog",
    "el": "ξεσκεπάζω την ψυχοφθόρα βδελυγμία",
    "de": "victor jagt zwölf boxkämpfer quer über den großen sylter deich",
    "fr": "portez ce vieux whisky au juge blond qui fume près de noël",
    "es": "la cigüeña tocaba el saxofón detrás del palenque de paja",
    "it": "quel fez sghembo copre davanti però è già là",
    "pt": "zebras caolhas de java querem passar fax para moçambique já",
    // híj́: "hij" stressed, with CLDR's íj́ from the i key's long press.
    "nl": "wijze lynx bezag vroom het fikse aquaduct híj́",
    "sv": "flygande bäckasiner söka hwila på mjuka tuvor",
    "da": "høj bly gom vandt fræk sexquiz på wc",
    "nb": "vår sære zulu fra badeøya spilte jo whist og quickstep i min taxi",
    "fi": "törkylempijävongahdus",
    "pl": "pchnąć w tę łódź jeża lub ośm skrzyń fig",
    "cs": "příliš žluťoučký kůň úpěl ďábelské ódy",
    "tr": "pijamalı hasta yağız şoföre çabucak güvendi",
    "ru": "съешь же ещё этих мягких французских булок да выпей чаю",
    "uk": "чуєш їх доцю га кумедна ж ти прощайся без ґольфів",
  ]

  /// Taps `text` on the shown language's letters: a key, shift and a
  /// key, or a long press and a slide to the alternate (a letter of
  /// several, as Dutch íj́, is one alternate).
  func tap(_ text: String, mode: InputMode, _ k: LiveKeyboardHarness) throws {
    let keyboard = Keyboard(catalog: TestPaths.catalog, form: .phone, mode: mode)
    let g = keyboard.geometry(.abc)
    let several = g.keys.flatMap { keyboard.alternates(for: $0, shift: .off, layer: .abc) ?? [] }
      .filter { $0.count > 1 }
    var units: [String] = []
    var rest = Substring(text)
    while let first = rest.first {
      let unit = several.first { rest.hasPrefix($0) } ?? String(first)
      units.append(unit)
      rest = rest.dropFirst(unit.count)
    }
    for c in units {
      if c == " " {
        k.click(try XCTUnwrap(g.key(id: "space")).frame.center, pause: 0.005)
        continue
      }
      if let key = g.keys.first(where: { keyboard.text(for: $0, shift: .off, layer: .abc) == c }) {
        k.click(key.frame.center, pause: 0.005)
        continue
      }
      guard
        let key = g.keys.first(where: {
          keyboard.alternates(for: $0, shift: .off, layer: .abc)?.contains(c) == true
        }), let items = keyboard.alternates(for: key, shift: .off, layer: .abc),
        let pick = items.firstIndex(of: c)
      else { throw TestFailure("\(mode.id): no key types \(c)") }
      let popup = g.popup(for: key, items: items)
      k.move(to: key.frame.center)
      k.press()
      usleep(280_000)
      k.move(to: popup.cells[pick].center)
      k.release()
      usleep(50_000)
    }
  }

  func testAPangramOfEveryGeneratedLanguageArrivesInAnXterm() throws {
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let k = try LiveKeyboardHarness(
      session: x, form: .phone, environment: ["XDG_CONFIG_HOME": config.path])
    var want = ""
    // English and Greek letters arrive in other tests (the corpus, the
    // Greek mode's): the globe passes them.
    for mode in TestPaths.catalog.modes {
      guard !["en", "el"].contains(mode.id) else {
        try k.click("globe", on: .abc, pause: 0.1)
        continue
      }
      let pangram = try XCTUnwrap(Self.pangrams[mode.id], mode.id)
      try tap(pangram + " ", mode: mode, k)
      want += pangram + " "
      try k.click("globe", on: .abc, pause: 0.1)
    }
    XCTAssertEqual(
      String(decoding: terminal.waitForBytes(want.utf8.count, timeout: 20), as: UTF8.self), want)
  }

  /// A German keymap: the letters it has (ä ö ü) and the ones it lacks
  /// (Cyrillic, Greek, ğ, ł) all arrive, from every layout's keys.
  func testEveryLetterKeyOfEveryLayoutArrivesInAGTKViewWithAGermanKeymap() throws {
    _ = try x.run("/usr/bin/setxkbmap", ["-layout", "de"])
    defer { _ = try? x.run("/usr/bin/setxkbmap", ["-layout", "us"]) }
    let view = try x.startRecordingTextView(gtk: 3)
    defer { kill(view.process.processIdentifier, SIGKILL) }
    let k = try LiveKeyboardHarness(
      session: x, form: .phone, environment: ["XDG_CONFIG_HOME": config.path])
    var want = ""
    var seen = Set<String>()
    for mode in TestPaths.catalog.modes {
      let keyboard = Keyboard(catalog: TestPaths.catalog, form: .phone, mode: mode)
      let letters = keyboard.geometry(.abc).keys.compactMap {
        keyboard.text(for: $0, shift: .off, layer: .abc)
      }.filter { seen.insert($0).inserted }
      try tap(letters.joined(), mode: mode, k)
      want += letters.joined()
      try k.click("globe", on: .abc, pause: 0.1)
    }
    XCTAssertGreaterThan(want.count, 90)
    XCTAssertEqual(view.waitForCharacters(want.count, timeout: 20), want)
  }
}
