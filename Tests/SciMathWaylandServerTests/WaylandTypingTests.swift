import Foundation
import SciMathTestSupport
import XCTest

/// `scimath type` on Wayland under headless sway: the typing corpus
/// exactly into foot and GTK 3 and GTK 4 views, on its own (it is the
/// input method while it types) and through a running keyboard (which
/// holds the seat's one input method).
final class WaylandTypingTests: XSessionTestCase {
  override class func makeSession() throws -> XSession { try .sway() }

  func type(_ environment: [String: String]) throws -> String {
    let r = try x.result(
      TestPaths.binary.path, ["type", "--backend", "wayland", "--stats", "-"],
      environment: environment, stdin: Data(Corpus.text.utf8))
    XCTAssertEqual(r.status, 0, r.stderr)
    return r.stderr
  }

  var alone: [String: String] {
    get throws {
      try x.waylandClient().merging([
        "XDG_RUNTIME_DIR": x.directory.appendingPathComponent("alone").path
      ]) { $1 }
    }
  }

  func testTheCorpusArrivesInGTK3AndGTK4Views() throws {
    for gtk in [3, 4] {
      let view = try x.startWaylandTextView(gtk: gtk)
      defer { kill(view.process.processIdentifier, SIGKILL) }
      let said = try type(try alone)
      XCTAssertTrue(said.contains("through the input method"), said)
      let got = view.waitForCharacters(Corpus.text.count)
      if got != Corpus.text { XCTFail("GTK \(gtk): \(firstDifference(got, Corpus.text))") }
    }
  }

  func testTheCorpusArrivesInFoot() throws {
    let terminal = try x.startWaylandTerminal()
    defer { kill(terminal.process.processIdentifier, SIGKILL) }
    let said = try type(try alone)
    XCTAssertTrue(said.contains("through the input method"), said)
    let want = Data(Corpus.text.utf8)
    let got = String(decoding: terminal.waitForBytes(want.count), as: UTF8.self)
    if got != Corpus.text { XCTFail("foot: \(firstDifference(got, Corpus.text))") }
  }

  /// A running keyboard holds the input method: the text goes through it.
  func testTheCorpusGoesThroughARunningKeyboard() throws {
    let view = try x.startWaylandTextView(gtk: 3)
    defer { kill(view.process.processIdentifier, SIGKILL) }
    let k = try WaylandKeyboardHarness(session: x)
    let r = try k.command(["type", "--stats", "-"], stdin: Data(Corpus.text.utf8))
    XCTAssertEqual(r.status, 0, r.stderr)
    XCTAssertTrue(r.stderr.contains("through the running keyboard"), r.stderr)
    let got = view.waitForCharacters(Corpus.text.count)
    if got != Corpus.text { XCTFail("GTK 3: \(firstDifference(got, Corpus.text))") }
  }
}
