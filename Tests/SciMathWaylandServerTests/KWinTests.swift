import Foundation
import SciMathCore
import SciMathTestSupport
import XCTest

/// The keyboard as KWin's virtual keyboard (Plasma): KWin starts it,
/// shows it as its input panel at the bottom of the output, and takes its
/// text and keys through input-method-v1. KWin's fake input brings both a
/// pointer and fingers: the `wl_touch` path is driven here.
final class KWinTests: XCTestCase {
  /// The docked keyboard KWin shows centred at the bottom, clicked with
  /// KWin's fake input.
  final class PanelKeyboard: TappableKeyboard {
    let pointer: WaylandPointer
    let form = Form.pad
    let width = Int(DockFrame.maxWidthPoints)
    let scale = 1.0
    let desktopKeys = false
    let origin: (x: Int32, y: Int32)
    let keyTop: Double

    init(pointer: WaylandPointer, output: (width: Int, height: Int)) {
      self.pointer = pointer
      let keyboard = Keyboard(catalog: TestPaths.catalog, form: form, width: Double(width))
      keyTop = keyboard.stripLayout.height
      let height = Int((keyboard.geometry(.abc).height + keyTop).rounded(.up))
      origin = (Int32((output.width - width) / 2), Int32(output.height - height))
    }

    func move(to p: Point) {
      pointer.move(
        x: origin.x + Int32(p.x.rounded()), y: origin.y + Int32((p.y + keyTop).rounded()))
    }
    func press() { pointer.press() }
    func release() { pointer.release() }
  }

  func testTapsAndTextArriveInAGTK3ViewUnderKWin() throws {
    let kwin = try KWinSession(settings: WaylandLiveTests.plain)
    let file = kwin.directory.appendingPathComponent("view.txt")
    let ready = kwin.directory.appendingPathComponent("view.ready")
    let view = try kwin.start(
      "/usr/bin/python3",
      [TestPaths.fixtures.appendingPathComponent("textview.py").path, "3", file.path, ready.path])
    defer { kill(view.processIdentifier, SIGKILL) }
    let recording = RecordingTextView(file: file, process: view)
    let deadline = Date().addingTimeInterval(20)
    while !FileManager.default.fileExists(atPath: ready.path) && Date() < deadline {
      usleep(50_000)
    }
    let pointer = try WaylandPointer(
      environment: kwin.client, width: kwin.width, height: kwin.height)
    defer { kill(pointer.process.processIdentifier, SIGKILL) }
    let k = PanelKeyboard(pointer: pointer, output: (kwin.width, kwin.height))
    // Text through commit_string, a BackSpace and a Return as keysyms.
    let layer = try k.type("hello wprld")
    for _ in 0..<4 { try k.click("backspace", on: layer) }
    try k.type("orld", from: layer)
    try k.click("return", on: .abc)
    let want = "hello world\n"
    XCTAssertEqual(recording.waitForCharacters(want.count, timeout: 10), want)
    let r = try ProcessRunner.run(
      TestPaths.binary, ["type", "--stats", "∫ ℏ α"],
      environment: ProcessInfo.processInfo.environment
        .merging(kwin.keyboard) { $1 })
    XCTAssertEqual(r.status, 0, r.stderr)
    XCTAssertTrue(r.stderr.contains("through the running keyboard"), r.stderr)
    XCTAssertEqual(recording.waitForCharacters(want.count + 5, timeout: 10), want + "∫ ℏ α")
    // A finger (wl_touch, from KWin's fake touch): a tap on x, and a
    // second finger's tap on y.
    for letter in ["x", "y"] {
      let c = try k.center(letter, .abc)
      let (tx, ty) = (k.origin.x + Int32(c.x), k.origin.y + Int32(c.y + k.keyTop))
      pointer.touchDown(x: tx, y: ty)
      pointer.touchUp()
      usleep(50_000)
    }
    XCTAssertEqual(recording.waitForCharacters(want.count + 7, timeout: 10), want + "∫ ℏ αxy")
  }
}
