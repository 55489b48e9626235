import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

/// Privacy, proven on the running programs: under strace, the keyboard and
/// `scimath type` open no socket but the X server's (and a netlink one to
/// ask the kernel about a client's socket queues), and write no file but
/// the preferences and the keymap journal.
final class PrivacyTests: XSessionTestCase {

  static let traced =
    "trace=socket,connect,bind,sendto,open,openat,creat,rename,renameat,renameat2,"
    + "unlink,unlinkat,mkdir,mkdirat,truncate,ftruncate,link,symlink"

  var config: String { x.directory.appendingPathComponent("config").path }
  var runtime: String { x.directory.path }
  /// XDG_DATA_HOME, where learned drawings are kept (draw-learn = on).
  var data: String { x.directory.appendingPathComponent("data").path }

  /// Every line of an strace log that breaks the promise.
  func violations(_ log: URL) throws -> [String] {
    let allowed = ["\(config)/scimath", "\(runtime)/scimath", "\(data)/scimath"]
    func allowedPath(_ line: Substring) -> Bool {
      let paths = line.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(
        \.element)
      // Making the folders that lead to the preferences is allowed too.
      let mkdir = line.contains("mkdir")
      return !paths.isEmpty
        && paths.allSatisfy { p in
          allowed.contains { p.hasPrefix($0) || (mkdir && $0.hasPrefix(p + "/")) }
            || p == "/dev/null"
        }
    }
    var bad: [String] = []
    for line in try String(contentsOf: log, encoding: .utf8).split(separator: "\n") {
      // The kernel's socket diagnostics (netlink, never the network) say
      // whether a client without ping has read its events (ClientSocket).
      let socketDiagnostics = line.contains("AF_NETLINK") && line.contains("NETLINK_SOCK_DIAG")
      if line.contains("socket(") && !line.contains("AF_UNIX") && !socketDiagnostics {
        bad.append(String(line))
      }
      if line.contains("connect(") || line.contains("bind(") || line.contains("sendto(") {
        // sendto on a connected socket names no address.
        if line.contains("sendto(") && !line.contains("sun_path") { continue }
        if !(line.contains("AF_UNIX") && line.contains("/tmp/.X11-unix/X")) {
          bad.append(String(line))
        }
      }
      let writes = ["O_WRONLY", "O_RDWR", "O_CREAT", "O_TRUNC", "O_APPEND"].contains {
        line.contains($0)
      }
      let changes = ["rename", "unlink", "mkdir", "creat(", "truncate", "link(", "symlink("]
        .contains { line.contains($0) }
      if (writes || changes) && !line.contains("= -1 ENOENT") && !allowedPath(line) {
        bad.append(String(line))
      }
    }
    return bad
  }

  func testKeyboardAndTypeTouchNothingButTheXServerPreferencesAndJournal() throws {
    let log = x.directory.appendingPathComponent("keyboard.strace")
    let terminal = try x.startRecordingTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    do {
      let k = try LiveKeyboardHarness(
        session: x, form: .phone, environment: ["XDG_CONFIG_HOME": config],
        wrapper: ["/usr/bin/strace", "-f", "-qq", "-o", log.path, "-e", Self.traced])
      // Letters, a search on the strip, a drawn symbol (learned), a
      // borrowed symbol (journal), the globe (preferences).
      try k.click("h", on: .abc)
      let keyboard = Keyboard(catalog: TestPaths.catalog, form: .phone)
      let strip = keyboard.stripLayout
      k.click(strip.button.center)
      for letter in ["n", "a", "b", "l", "a"] { try k.click(letter, on: .abc) }
      k.click(strip.cell(0, .searching, scroll: 0).center, pause: 0.3)
      _ = terminal.waitForBytes(4)
      k.click(strip.drawButton.center)
      let pad = DrawPadLayout(geometry: keyboard.geometry(.abc))
      k.drawIntegral(on: pad)
      k.click(strip.cell(0, .drawing, scroll: 0).center, pause: 0.3)
      _ = terminal.waitForBytes(7)
      try x.waitFor("the drawing to be learned", timeout: 30) {
        FileManager.default.fileExists(atPath: data + "/scimath/drawings.txt")
      }
      if let abc = pad.buttons.first(where: { $0.kind == .abc }) { k.click(abc.frame.center) }
      try k.openSciLayer()
      try k.click("∫", on: .sci)
      // strace slows the keyboard (a borrowed symbol most): let it type
      // before going on, and reach the globe before ending it.
      _ = terminal.waitForBytes(10)
      try k.click("abc", on: .sci)
      // The globe saves the mode, at its first tap: taps were lost here
      // under strace (3 runs in 22), read into Xlib's queue by an XFlush
      // and left there unseen (EventSource.next).
      try k.click("globe", on: .abc, pause: 0.3)
      let settings = config + "/scimath/settings.conf"
      try x.waitFor("the mode to be saved", timeout: 10) {
        FileManager.default.fileExists(atPath: settings)
      }
      // End the keyboard itself (strace's child), so it restores and exits.
      let children = try x.run("/usr/bin/pgrep", ["-P", "\(k.process.processIdentifier)"])
      for pid in children.split(separator: "\n").compactMap({ Int32($0) }) { kill(pid, SIGTERM) }
      k.process.waitUntilExit()
    }
    XCTAssertEqual(String(decoding: terminal.received, as: UTF8.self), "h∇∫∫")
    // Neither the query nor the symbol it found is in any file the
    // keyboard may write; the learned drawings hold the drawing of ∫ alone.
    let learned = try DrawTemplateFile.parse(
      String(contentsOfFile: data + "/scimath/drawings.txt", encoding: .utf8), file: "drawings.txt")
    XCTAssertEqual(learned.map(\.character), ["∫"])
    for folder in [config + "/scimath", runtime + "/scimath", data + "/scimath"] {
      let files = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
      for file in files {
        let text = (try? String(contentsOfFile: folder + "/" + file, encoding: .utf8)) ?? ""
        XCTAssertFalse(text.contains("nabla") || text.contains("∇"), "\(file) keeps the search")
      }
    }
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: config + "/scimath/settings.conf"),
      "the mode was saved")
    let logText = try String(contentsOf: log, encoding: .utf8)
    XCTAssertTrue(logText.contains("/tmp/.X11-unix/X"), "the trace saw the X connection")
    XCTAssertTrue(logText.contains("\(runtime)/scimath/keymap-"), "the trace saw the journal")
    XCTAssertEqual(try violations(log), [])

    let typeLog = x.directory.appendingPathComponent("type.strace")
    let r = try x.result(
      "/usr/bin/strace",
      [
        "-f", "-qq", "-o", typeLog.path, "-e", Self.traced, TestPaths.binary.path, "type",
        "∮ αβ ≈ x",
      ],
      environment: ["XDG_RUNTIME_DIR": runtime, "XDG_CONFIG_HOME": config])
    XCTAssertEqual(r.status, 0, r.stderr)
    XCTAssertEqual(try violations(typeLog), [])

    // A search reads the symbol table and writes nothing: the query is
    // never stored.
    let findLog = x.directory.appendingPathComponent("find.strace")
    let f = try x.result(
      "/usr/bin/strace",
      ["-f", "-qq", "-o", findLog.path, "-e", Self.traced, TestPaths.binary.path, "find", "nabla"],
      environment: ["XDG_RUNTIME_DIR": runtime, "XDG_CONFIG_HOME": config])
    XCTAssertEqual(f.status, 0, f.stderr)
    XCTAssertTrue(f.stdout.hasPrefix("∇"), f.stdout)
    XCTAssertEqual(try violations(findLog), [])
  }
}
