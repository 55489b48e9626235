import XCTest

@testable import SciMathX11

/// The pool of borrowed keycodes: least recently used first, sparing what
/// the next characters need.
final class SparePoolTests: XCTestCase {
  func testNeverUsedKeycodesGoFirstThenTheLeastRecentlyUsed() {
    var pool = SparePool(keycodes: [250, 251, 252])
    XCTAssertEqual(pool.capacity, 3)
    pool.assign(250, to: 0x100_222B)
    pool.touch(250, at: 5)
    pool.assign(251, to: 0x100_2202)
    pool.touch(251, at: 3)
    XCTAssertEqual(pool.keycode(holding: 0x100_222B), 250)
    XCTAssertNil(pool.keycode(holding: 0x100_2207))
    XCTAssertEqual(changes(pool.plan([0xE9, 0xE8])), ["252: e9 e8"])
    XCTAssertEqual(
      changes(pool.plan([0xE9, 0xE8, 0xEA, 0xEB])), ["252: e9 e8", "251: ea eb"],
      "the least recently used next")
    XCTAssertEqual(
      changes(pool.plan([0x100_2202, 0xE9])), ["252: e9 e9"], "a keycode holding one is spared")
    XCTAssertEqual(changes(pool.plan([0x100_2202, 0x100_222B])), [], "nothing missing")
    XCTAssertEqual(pool.lastUse(of: 250), 5)
    XCTAssertEqual(pool.lastUse(of: 252), -.infinity, "never typed on")
  }

  /// A keycode holding one needed character keeps it on its level and
  /// takes a missing one on the other: a pool left in mixed pairs by
  /// earlier rounds still holds every character it has room for.
  func testAHalfNeededKeycodeKeepsItsLevelAndTakesAnother() {
    var pool = SparePool(keycodes: [250, 251])
    pool.assign(250, to: 0x7C1, and: 0x7E1)  // Α α
    pool.assign(251, to: 0x7C2, and: 0x7E2)  // Β β
    XCTAssertEqual(
      changes(pool.plan([0x7C1, 0x7C2, 0x7C3, 0x7C4])), ["250: 7c1 7c3", "251: 7c2 7c4"])
    XCTAssertEqual(
      changes(pool.plan([0x7E2, 0x7C3, 0x7C4])), ["251: 7c3 7e2", "250: 7c4 7c4"],
      "the first level changes, the second stays")
    XCTAssertEqual(
      changes(pool.plan([0x7C3, 0x7C4, 0x7C5, 0x7C6, 0x7C7])), ["250: 7c3 7c4", "251: 7c5 7c6"],
      "what does not fit is left out")
  }

  func changes(_ plan: [(keycode: Int, levels: [UInt])]) -> [String] {
    plan.map { "\($0.keycode): " + $0.levels.map { String($0, radix: 16) }.joined(separator: " ") }
  }

  func testJournalEntriesListEveryMappingInKeycodeOrder() {
    var pool = SparePool(keycodes: [251, 250])
    pool.assign(251, to: 0x100_2207)
    pool.assign(250, to: 0xE9)
    XCTAssertEqual(
      pool.journalEntries,
      [.init(keycode: 250, keysym: 0xE9), .init(keycode: 251, keysym: 0x100_2207)])
    pool.removeAll()
    XCTAssertEqual(pool.journalEntries, [])
    XCTAssertEqual(pool.lastUse(of: 251), -.infinity)
  }

  /// A keycode another client mapped is dropped, unless we hold it: then
  /// it is ours, and restore empties it.
  func testKeepOnlyDropsKeycodesOthersTookButNotOurs() {
    var pool = SparePool(keycodes: [250, 251, 252])
    pool.assign(251, to: 0x100_222B)
    pool.keepOnly([252])
    XCTAssertEqual(pool.keycodes, [251, 252])
  }

  /// Two characters a keycode: both found, the second on level 2, and a
  /// keycode holding one of the characters still needed keeps it.
  func testAKeycodeHoldsTwoCharacters() {
    var pool = SparePool(keycodes: [250, 251])
    pool.assign(250, to: 0x100_222B, and: 0x100_2202)
    XCTAssertEqual(pool.keycode(holding: 0x100_222B), 250)
    XCTAssertEqual(pool.keycode(holding: 0x100_2202), 250)
    XCTAssertFalse(pool.isSecondLevel(0x100_222B))
    XCTAssertTrue(pool.isSecondLevel(0x100_2202))
    XCTAssertEqual(changes(pool.plan([0x100_2202, 0xE9])), ["250: e9 1002202"])
    XCTAssertEqual(
      pool.journalEntries,
      [.init(keycode: 250, keysym: 0x100_2202), .init(keycode: 250, keysym: 0x100_222B)])
  }
}
