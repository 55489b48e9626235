import SciMathCore
import SciMathTestSupport
import XCTest

/// Every language's letters, as CLDR lists them (Tests/Fixtures/
/// cldr-exemplars.txt, written from CLDR's own files by
/// tools/make-layouts.py), can be typed on its ABC layer.
final class LanguageLayoutTests: XCTestCase {
  let catalog = TestPaths.catalog

  /// `TAG lower… | upper…` lines.
  func exemplars() throws -> [(tag: String, letters: [String])] {
    let text = try String(
      contentsOf: TestPaths.fixtures.appendingPathComponent("cldr-exemplars.txt"), encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let words = line.split(separator: " ").map(String.init)
      return (words[0], words.dropFirst().filter { $0 != "|" })
    }
  }

  /// What one tap, shift and a tap, or a long press (in either case) types
  /// on the mode's ABC layer.
  func reachable(_ keyboard: Keyboard) -> Set<String> {
    var result = Set<String>()
    for key in keyboard.geometry(.abc).keys where key.isCharacter {
      for shift in [ShiftState.off, .on] {
        if let text = keyboard.text(for: key, shift: shift, layer: .abc) { result.insert(text) }
        for alternate in keyboard.alternates(for: key, shift: shift, layer: .abc) ?? [] {
          result.insert(alternate)
        }
      }
    }
    return result
  }

  func testEveryExemplarLetterIsOneTapShiftOrLongPressAway() throws {
    let all = try exemplars()
    XCTAssertEqual(all.count, 17)
    for (tag, letters) in all {
      let mode = try XCTUnwrap(catalog.modes.first { $0.language == tag }, tag)
      for form in Form.allCases {
        let can = reachable(Keyboard(catalog: catalog, form: form, mode: mode))
        // A sequence (Czech "ch", Dutch "ij") is typed letter by letter;
        // a combining mark alone is not a key.
        let missing = letters.flatMap { item in
          item.count == 1 && item.unicodeScalars.count == 1
            ? [item]
            : item.unicodeScalars.filter(\.properties.isAlphabetic).map { String(Character($0)) }
        }.filter { !can.contains($0) }
        XCTAssertEqual(missing, [], "\(tag) \(form)")
      }
    }
  }

  /// The shift of a Turkish i is İ, not I, and ı's is I; elsewhere i's is I.
  func testTurkishCapitalsAndTheLanguagesOwnMarks() throws {
    func typed(_ tag: String, _ id: String, shift: ShiftState, layer: LayerID = .abc) throws
      -> String?
    {
      let k = Keyboard(catalog: catalog, form: .phone, mode: catalog.mode(named: tag))
      return k.text(
        for: try XCTUnwrap(k.geometry(layer).key(id: id), "\(tag) \(id)"), shift: shift,
        layer: layer)
    }
    XCTAssertEqual(try typed("tr", "i", shift: .on), "İ")
    XCTAssertEqual(try typed("tr", "ı", shift: .on), "I")
    XCTAssertEqual(try typed("en", "i", shift: .on), "I")
    XCTAssertEqual(try typed("de", "€", shift: .off, layer: .numbers), "€")
    XCTAssertEqual(try typed("de", "„", shift: .off, layer: .numbers), "„")
    XCTAssertEqual(try typed("fr", "«", shift: .off, layer: .numbers), "«")
    XCTAssertEqual(try typed("es", "¿", shift: .off, layer: .numbers), "¿")
    XCTAssertEqual(try typed("ru", "₽", shift: .off, layer: .numbers), "₽")
    let french = Keyboard(catalog: catalog, form: .phone, mode: catalog.mode(named: "fr"))
    let e = try XCTUnwrap(french.geometry(.abc).key(id: "e"))
    XCTAssertEqual(
      french.alternates(for: e, shift: .off, layer: .abc)?.prefix(5), ["e", "é", "è", "ê", "ë"])
    XCTAssertEqual(french.geometry(.abc).keys.first?.id, "a", "AZERTY")
  }

  /// The pad's grey hints are what a swipe down types on iPadOS: the key
  /// in the same place on the language's own 123 layer (its currency, its
  /// quotation mark), not English's.
  func testThePadsHintsAreItsOwn123Layer() throws {
    for mode in catalog.modes where mode.language != nil {
      let k = Keyboard(catalog: catalog, form: .pad, mode: mode)
      // The 123 layer's keys of one character (not ,! and .?, which have
      // a shifted one and no hint).
      let numbers = k.geometry(.numbers).keys.filter {
        if case .character(_, nil) = $0.kind { return $0.id.count == 1 }
        return false
      }
      // The letter rows' keys but ,! and .?, which never have one.
      let keys = k.geometry(.abc).keys.filter { $0.isCharacter && ![",", "."].contains($0.id) }
      for row in 0..<3 {
        let hints = keys.filter { $0.row == row }.map { $0.hint ?? "none" }
        let own = numbers.filter { $0.row == row }.map {
          k.text(for: $0, shift: .off, layer: .numbers) ?? "?"
        }
        let expected = (own + Array(repeating: "none", count: hints.count)).prefix(hints.count)
        XCTAssertEqual(hints, Array(expected), "\(mode.id) row \(row)")
      }
    }
  }
}
