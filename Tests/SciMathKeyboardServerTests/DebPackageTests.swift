import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

/// The package `make deb` built installs with apt, its keyboard starts and
/// types, and apt removes it without leaving a file behind. It needs root
/// (apt changes the system), as CI has; elsewhere it is skipped.
final class DebPackageTests: XSessionTestCase {
  func apt(_ args: [String]) throws -> ProcessResult {
    try ProcessRunner.run(
      // Another apt (a machine's own upgrades) may hold the lock: wait.
      URL(fileURLWithPath: "/usr/bin/apt-get"),
      ["-y", "-qq", "-o", "DPkg::Lock::Timeout=300"] + args,
      environment: ["DEBIAN_FRONTEND": "noninteractive"], timeout: 600)
  }

  func installed() throws -> Bool {
    let r = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/dpkg-query"), ["-W", "-f=${Status}", "scimath"])
    return r.stdout.contains("ok installed")
  }

  /// The newest package `make deb` wrote (make test makes one first).
  func builtPackage() throws -> String {
    // `make test` runs `make deb` before the tests: a build cannot run
    // inside `swift test`, which holds the build folder's lock.
    let folder = TestPaths.repository.appendingPathComponent(".build/deb")
    let debs = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    guard let deb = debs.filter({ $0.hasSuffix(".deb") }).sorted().last else {
      throw XCTSkip("no package in .build/deb: run `make deb` (make test does)")
    }
    return folder.appendingPathComponent(deb).path
  }

  /// Debian's own checkers find nothing to say: lintian on the package
  /// (no error, no warning; informational tags may stay), appstreamcli on
  /// the metainfo and desktop-file-validate on both desktop entries.
  func testLintianAppstreamAndDesktopFileValidateFindNothing() throws {
    let path = try builtPackage()
    let lintian = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/lintian"), ["--fail-on", "error,warning", path],
      timeout: 600)
    let tags = lintian.stdout.split(separator: "\n").filter {
      $0.hasPrefix("E: ") || $0.hasPrefix("W: ")
    }
    XCTAssertEqual(tags, [], lintian.stdout + lintian.stderr)
    XCTAssertEqual(lintian.status, 0, lintian.stdout + lintian.stderr)

    let desktop = TestPaths.repository.appendingPathComponent("Desktop")
    let metainfo = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/appstreamcli"),
      ["validate", "--no-net", desktop.appendingPathComponent("scimath.metainfo.xml").path])
    XCTAssertEqual(metainfo.status, 0, metainfo.stdout + metainfo.stderr)
    for line in metainfo.stdout.split(separator: "\n") {
      XCTAssertFalse(line.hasPrefix("E:") || line.hasPrefix("W:"), String(line))
    }
    for entry in ["scimath.desktop", "scimath-autostart.desktop"] {
      let r = try ProcessRunner.run(
        URL(fileURLWithPath: "/usr/bin/desktop-file-validate"),
        [desktop.appendingPathComponent(entry).path])
      XCTAssertEqual(r.status, 0, entry + r.stdout + r.stderr)
      XCTAssertEqual(r.stdout + r.stderr, "", entry)
    }
  }

  func testTheDebInstallsStartsTypesAndRemovesCleanly() throws {
    guard getuid() == 0 else { throw XCTSkip("installing a package needs root") }
    guard try !installed() else {
      throw XCTSkip("a scimath package is installed already; not replacing it")
    }
    let path = try builtPackage()

    let install = try apt(["install", path])
    defer { if (try? installed()) == true { _ = try? apt(["remove", "scimath"]) } }
    XCTAssertEqual(install.status, 0, install.stderr)
    XCTAssertTrue(try installed())
    let list = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/dpkg"), ["-L", "scimath"])
    let files = list.stdout.split(separator: "\n").map(String.init).filter {
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }
    for expected in [
      "/usr/bin/scimath", "/usr/share/applications/scimath.desktop",
      "/usr/share/scimath/autostart/scimath.desktop",
      "/usr/share/icons/hicolor/scalable/apps/scimath.svg",
      "/usr/share/man/man1/scimath.1.gz", "/usr/share/bash-completion/completions/scimath",
      "/usr/share/zsh/site-functions/_scimath", "/usr/share/fish/vendor_completions.d/scimath.fish",
      "/usr/share/metainfo/io.github.scimath.SciMath.metainfo.xml",
      "/usr/share/scimath/Assets/symbols.tsv",
    ] {
      XCTAssertTrue(files.contains(expected), "\(expected) is not in the package")
    }
    let metainfo = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/appstreamcli"),
      ["validate", "--no-net", "/usr/share/metainfo/io.github.scimath.SciMath.metainfo.xml"])
    XCTAssertEqual(metainfo.status, 0, metainfo.stdout + metainfo.stderr)
    let launcher = try String(
      contentsOfFile: "/usr/share/applications/scimath.desktop", encoding: .utf8)
    XCTAssertTrue(launcher.contains("Exec=/usr/bin/scimath"), launcher)

    // The installed keyboard finds its Assets under /usr/share and types.
    let find = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/scimath"), ["find", "nabla"])
    XCTAssertTrue(find.stdout.hasPrefix("∇\tU+2207"), find.stdout + find.stderr)
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    do {
      let k = try LiveKeyboardHarness(
        session: x, form: .phone, binary: URL(fileURLWithPath: "/usr/bin/scimath"))
      try k.click("q", on: .abc)
      try k.openSciLayer()
      try k.click("∫", on: .sci)
      XCTAssertEqual(String(decoding: terminal.waitForBytes(4), as: UTF8.self), "q∫")
    }

    let remove = try apt(["remove", "scimath"])
    XCTAssertEqual(remove.status, 0, remove.stderr)
    XCTAssertFalse(try installed())
    let left = files.filter { FileManager.default.fileExists(atPath: $0) }
    XCTAssertEqual(left, [], "files left behind")
    XCTAssertFalse(FileManager.default.fileExists(atPath: "/usr/share/scimath"))
  }
}
