import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

/// `UserFile`, the one way a file of the user's is written: folders 0700,
/// files 0600, the old file replaced whole. (SettingsCLITests kills a
/// writer mid-write.)
final class UserFileTests: XCTestCase {
  var folder: URL!

  override func setUp() { folder = TestPaths.temporaryDirectory("userfile") }
  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  func mode(_ url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return try XCTUnwrap(attributes[.posixPermissions] as? Int)
  }

  func testWritesWholeWithPrivateModesAndReplaces() throws {
    let url = folder.appendingPathComponent("a/b/notes.txt")
    try UserFile.write(Data("one\n".utf8), to: url)
    XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "one\n")
    XCTAssertEqual(try mode(url), 0o600)
    XCTAssertEqual(try mode(url.deletingLastPathComponent()), 0o700)
    XCTAssertEqual(try mode(folder.appendingPathComponent("a")), 0o700)
    try UserFile.write(Data("two\n".utf8), to: url)
    XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "two\n")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path),
      ["notes.txt"])
    try UserFile.remove(url)
    XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
    XCTAssertNoThrow(try UserFile.remove(url), "removing what is not there is no error")
  }

  /// A temporary file left by a writer that died is removed at the next
  /// write; one of a writer still running (this test's parent) is not.
  func testRemovesOnlyAbandonedTemporaryFiles() throws {
    let url = folder.appendingPathComponent("settings.conf")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let dead = folder.appendingPathComponent(".settings.conf.2147483646.tmp")
    let alive = folder.appendingPathComponent(".settings.conf.\(getppid()).tmp")
    let other = folder.appendingPathComponent(".recents.txt.2147483646.tmp")
    for f in [dead, alive, other] { try Data("half".utf8).write(to: f) }
    try UserFile.write(Data("x = 1\n".utf8), to: url)
    XCTAssertFalse(FileManager.default.fileExists(atPath: dead.path))
    XCTAssertTrue(FileManager.default.fileExists(atPath: alive.path))
    XCTAssertTrue(FileManager.default.fileExists(atPath: other.path), "another file's is its own")
  }

  /// A file where the folder should be: the error names the folder, and
  /// nothing is written.
  func testAFolderThatCannotBeMadeIsAClearError() throws {
    let plain = folder.appendingPathComponent("plain")
    try Data("kept".utf8).write(to: plain)
    XCTAssertThrowsError(
      try UserFile.write(Data("x".utf8), to: plain.appendingPathComponent("settings.conf"))
    ) { error in
      XCTAssertTrue("\(error)".contains("plain"), "\(error)")
    }
    XCTAssertEqual(try String(contentsOf: plain, encoding: .utf8), "kept")
  }

  func testFoldersFollowTheXDGVariables() {
    let env = [
      "HOME": "/home/u", "XDG_CONFIG_HOME": "/c", "XDG_DATA_HOME": "", "XDG_RUNTIME_DIR": "/run/u",
    ]
    XCTAssertEqual(UserFolder.config.url(env).path, "/c/scimath")
    XCTAssertEqual(UserFolder.data.url(env).path, "/home/u/.local/share/scimath")
    XCTAssertEqual(UserFolder.runtime.url(env).path, "/run/u/scimath")
    XCTAssertEqual(UserFolder.config.url(["HOME": "/home/u"]).path, "/home/u/.config/scimath")
  }
}
