import XCTest

@testable import SciMathX11

/// The pool of borrowed keycodes: least recently used first, sparing what
/// the next characters need.
final class SparePoolTests: XCTestCase {
  func testNeverUsedKeycodesGoFirstThenTheLeastRecentlyUsed() {
    var pool = SparePool(keycodes: [250, 251, 252])
    XCTAssertEqual(pool.capacity, 3)
    XCTAssertEqual(pool.victims(2, keeping: []).map(\.keycode), [250, 251])
    pool.assign(250, to: 0x100_222B)
    pool.touch(250, at: 5)
    pool.assign(251, to: 0x100_2202)
    pool.touch(251, at: 3)
    XCTAssertEqual(pool.keycode(holding: 0x100_222B), 250)
    XCTAssertNil(pool.keycode(holding: 0x100_2207))
    XCTAssertEqual(pool.victims(3, keeping: []).map(\.keycode), [252, 251, 250])
    XCTAssertEqual(pool.victims(2, keeping: [0x100_2202]).map(\.keycode), [252, 250])
    XCTAssertEqual(pool.victims(1, keeping: []).first?.lastUse, -.infinity, "never used")
    XCTAssertEqual(pool.lastUse(of: 250), 5)
    XCTAssertEqual(pool.lastUse(of: 252), -.infinity, "never typed on")
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
  /// keycode holding either of the characters still needed is spared.
  func testAKeycodeHoldsTwoCharacters() {
    var pool = SparePool(keycodes: [250, 251])
    pool.assign(250, to: 0x100_222B, and: 0x100_2202)
    XCTAssertEqual(pool.keycode(holding: 0x100_222B), 250)
    XCTAssertEqual(pool.keycode(holding: 0x100_2202), 250)
    XCTAssertFalse(pool.isSecondLevel(0x100_222B))
    XCTAssertTrue(pool.isSecondLevel(0x100_2202))
    XCTAssertEqual(pool.victims(2, keeping: [0x100_2202]).map(\.keycode), [251])
    XCTAssertEqual(
      pool.journalEntries,
      [.init(keycode: 250, keysym: 0x100_2202), .init(keycode: 250, keysym: 0x100_222B)])
  }
}
