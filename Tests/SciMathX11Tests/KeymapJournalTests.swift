import Foundation
import SciMathTestSupport
import XCTest

@testable import SciMathX11

/// The crash journal: written before each keymap change, read back at the
/// next start, and found as an orphan only when its process is gone.
final class KeymapJournalTests: TemporaryDirectoryTestCase {

  func testWrittenEntriesReadBackAndRemoveLeavesNothing() throws {
    let journal = KeymapJournal(directory: directory, display: ":5.0")
    let entries = [
      KeymapJournal.Entry(keycode: 250, keysym: 0x100_222B),
      KeymapJournal.Entry(keycode: 9, keysym: 0xE9),
    ]
    try journal.write(entries)
    XCTAssertEqual(journal.url.lastPathComponent, "keymap-_5_0-\(getpid()).journal")
    XCTAssertEqual(KeymapJournal.read(journal.url), entries)
    let mode = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions]
    XCTAssertEqual(mode as? Int, 0o700, "only the user reads what was borrowed")
    journal.remove()
    XCTAssertFalse(FileManager.default.fileExists(atPath: journal.url.path))
  }

  func testMalformedJournalsAndLinesAreNotTrusted() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent("j")
    try Data("not a journal\n250 100222b\n".utf8).write(to: url)
    XCTAssertNil(KeymapJournal.read(url), "a file without the header")
    let lines = [
      KeymapJournal.header, "250 100222b", "7 e9", "256 e9", "251", "x y", "252 zz", "253 e9 1",
    ]
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
    XCTAssertEqual(
      KeymapJournal.read(url), [.init(keycode: 250, keysym: 0x100_222B)],
      "keycodes outside 8–255 and broken lines are skipped")
    XCTAssertNil(KeymapJournal.read(directory.appendingPathComponent("absent")))
  }

  func testOrphansAreJournalsOfThisDisplayWhoseProcessIsGone() throws {
    // A process that has ended: a child that exited and was reaped.
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/true")
    try child.run()
    child.waitUntilExit()
    let gone = child.processIdentifier
    try KeymapJournal(directory: directory, display: ":5", pid: gone).write([])
    try KeymapJournal(directory: directory, display: ":5", pid: getppid()).write([])
    try KeymapJournal(directory: directory, display: ":5").write([])
    try KeymapJournal(directory: directory, display: ":6", pid: gone).write([])
    try Data().write(to: directory.appendingPathComponent("keymap-_5-12x.journal"))
    let orphans = KeymapJournal.orphans(in: directory, display: ":5").map(\.lastPathComponent)
    XCTAssertEqual(orphans, ["keymap-_5-\(gone).journal"])
    XCTAssertEqual(
      KeymapJournal.orphans(in: directory.appendingPathComponent("none"), display: ":5"), [])
  }
}
