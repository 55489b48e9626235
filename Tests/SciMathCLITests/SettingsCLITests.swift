import Foundation
import SciMathTestSupport
import XCTest

/// `scimath settings`: validated, atomic, and never destroying a file the
/// user wrote.
final class SettingsCLITests: XCTestCase {
  var config: URL!
  var file: URL { config.appendingPathComponent("scimath/settings.conf") }

  override func setUp() { config = TestPaths.temporaryDirectory("settings") }
  override func tearDown() { try? FileManager.default.removeItem(at: config) }

  func settings(_ args: [String]) throws -> ProcessResult {
    // No DISPLAY: nothing to notify, and no keyboard of the developer's is touched.
    try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["-u", "DISPLAY", "XDG_CONFIG_HOME=\(config.path)", TestPaths.binary.path, "settings"] + args)
  }

  /// A writer killed mid-write leaves the old file whole: the file-size
  /// limit makes the kernel kill `scimath settings set` (SIGXFSZ) once
  /// its temporary file reaches 1 KiB, and the settings it would have
  /// replaced are still there, byte for byte; the next write succeeds and
  /// leaves no temporary file behind.
  func testAWriterKilledMidWriteLeavesTheOldFileWhole() throws {
    let comment = "# " + String(repeating: "kept by hand; ", count: 60) + "\n"
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let before = Data((comment + "theme = dark\n").utf8)
    XCTAssertLessThan(before.count, 1024)
    try before.write(to: file)
    let favourites = (0..<40).map { _ in "αβγδεζηθ" }.joined(separator: " ")
    let killed = try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/bash"),
      [
        "-c",
        "ulimit -f 1; exec /usr/bin/env -u DISPLAY XDG_CONFIG_HOME=\"$0\" \"$1\" settings set favourites \"$2\"",
        config.path, TestPaths.binary.path, favourites,
      ])
    XCTAssertEqual(killed.status, SIGXFSZ, "killed by the file-size limit: \(killed.stderr)")
    XCTAssertEqual(try Data(contentsOf: file), before, "the old file is whole")
    let folder = file.deletingLastPathComponent().path
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tmp") }
        .count, 1, "the killed writer's temporary file")
    XCTAssertEqual(try settings(["set", "key-flash", "off"]).status, 0)
    XCTAssertEqual(
      try String(contentsOf: file, encoding: .utf8), comment + "theme = dark\nkey-flash = off\n")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted(), ["settings.conf"],
      "no temporary file left")
  }

  func testListShowsEveryDefault() throws {
    let r = try settings(["list"])
    XCTAssertEqual(r.status, 0, r.stderr)
    for line in [
      "key-flash = on", "theme = auto", "form = auto", "dock = bottom", "size = auto",
      "long-press-delay = 500", "input-mode = en", "languages = auto",
      "follow-layout = off",
    ] {
      XCTAssertTrue(r.stdout.contains(line), "\(line) in \(r.stdout)")
    }
  }

  func testSetThenGet() throws {
    XCTAssertEqual(try settings(["set", "key-flash", "off"]).status, 0)
    XCTAssertEqual(try settings(["set", "theme", "Dark"]).status, 0)
    XCTAssertEqual(try settings(["set", "long-press-delay", "650"]).status, 0)
    XCTAssertEqual(try settings(["set", "input-mode", "greek"]).status, 0)
    XCTAssertEqual(try settings(["get", "theme"]).stdout, "dark\n")
    XCTAssertEqual(
      try String(contentsOf: file, encoding: .utf8),
      "key-flash = off\ntheme = dark\nlong-press-delay = 650\ninput-mode = greek\n")
    XCTAssertEqual(try settings(["get", "size"]).stdout, "auto\n")
  }

  /// A bad value: a clear error, exit code 2, and the file byte for byte as it was.
  func testBadValuesExit2AndLeaveTheFile() throws {
    XCTAssertEqual(try settings(["set", "dock", "float"]).status, 0)
    let before = try Data(contentsOf: file)
    for (args, message) in [
      (["set", "theme", "blue"], "'blue' is not one of auto, light, dark"),
      (["set", "long-press-delay", "5"], "from 200 to 2000"),
      (["set", "size", "big"], "auto or a whole number of pixels"),
      (["set", "input-mode", "klingon"], "no input mode 'klingon'"),
      (["set", "languages", "de, klingon"], "no input mode 'klingon'"),
      (["set", "languages", "de; en"], "not auto or a list of mode ids"),
      (["set", "colour", "red"], "no setting 'colour'"),
      (["get", "colour"], "no setting 'colour'"),
    ] {
      let r = try settings(args)
      XCTAssertEqual(r.status, 2, "\(args)")
      XCTAssertTrue(r.stderr.contains(message), "\(args): \(r.stderr)")
      XCTAssertEqual(try Data(contentsOf: file), before, "\(args) left the file as it was")
    }
  }

  /// A malformed file: a warning naming the line, defaults used, and a
  /// `set` refused rather than rewriting what the user wrote.
  func testMalformedFileIsReportedAndNeverOverwritten() throws {
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let text = "# mine\ntheme = dark\nkey-flash off\n"
    try text.write(to: file, atomically: true, encoding: .utf8)
    let list = try settings(["list"])
    XCTAssertEqual(list.status, 0)
    XCTAssertTrue(list.stderr.contains("settings.conf:3: expected `key = value`"), list.stderr)
    XCTAssertTrue(list.stdout.contains("theme = dark") && list.stdout.contains("key-flash = on"))
    let r = try settings(["set", "theme", "light"])
    XCTAssertEqual(r.status, 1)
    XCTAssertTrue(r.stderr.contains("settings.conf:3"), r.stderr)
    XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), text)
  }
}

/// `make install PREFIX=…` and `make uninstall`.
final class InstallTests: XCTestCase {
  func testInstallThenUninstallRemovesExactlyWhatItAdded() throws {
    let prefix = TestPaths.temporaryDirectory("prefix")
    defer { try? FileManager.default.removeItem(at: prefix) }
    let keep = prefix.appendingPathComponent("share/applications/someone-elses.desktop")
    try FileManager.default.createDirectory(
      at: keep.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "x".write(to: keep, atomically: true, encoding: .utf8)
    func make(_ target: String) throws -> ProcessResult {
      try ProcessRunner.run(
        URL(fileURLWithPath: "/usr/bin/make"),
        [
          "-C", TestPaths.repository.path, target, "PREFIX=\(prefix.path)",
          "BIN=\(TestPaths.binary.path)",
        ],
        timeout: 120)
    }
    let install = try make("install")
    XCTAssertEqual(install.status, 0, install.stderr)
    let launcher = try String(
      contentsOf: prefix.appendingPathComponent("share/applications/scimath.desktop"),
      encoding: .utf8)
    XCTAssertTrue(launcher.contains("Exec=\(prefix.path)/bin/scimath\n"), launcher)
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: prefix.appendingPathComponent("share/icons/hicolor/scalable/apps/scimath.svg").path)
    )
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: prefix.appendingPathComponent("share/scimath/autostart/scimath.desktop").path))
    // The installed binary finds its Assets from the share folder, from anywhere.
    let out = prefix.appendingPathComponent("x.png").path
    let render = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["-C", "/", prefix.appendingPathComponent("bin/scimath").path, "render", "--out", out])
    XCTAssertEqual(render.status, 0, render.stderr)
    try FileManager.default.removeItem(atPath: out)
    let uninstall = try make("uninstall")
    XCTAssertEqual(uninstall.status, 0, uninstall.stderr)
    let left = FileManager.default.enumerator(atPath: prefix.path)?.allObjects as? [String] ?? []
    XCTAssertEqual(
      Set(left), ["share", "share/applications", "share/applications/someone-elses.desktop"])
  }
}
