import CX11
import Foundation
import SciMathCore
import SciMathRender
import SciMathTestSupport
import XCTest

/// The live window against `render` of the same state, exactly (at most 2
/// levels a channel, no pixel over), after every kind of gesture (a slid
/// word's trail before its lift among them), in both
/// forms and themes at scales 1, 1.5 and 2 — six pairings that give each
/// form and each theme every scale (all twelve took 230 s of the 15
/// minutes `make test` may take); and while a popup or balloon is open. The same gestures drive the key state machine beside the
/// keyboard (`KeyboardDriver`, in points), and its view is what `render`
/// draws.
final class RepaintLiveTests: XCTestCase {
  /// Large enough for the pad at twice its 768 points.
  nonisolated(unsafe) static var session: XSession?

  override class func setUp() { session = try? XSession(screen: "1700x1200") }
  override class func tearDown() { session?.stop() }

  /// The keyboard and its model side by side.
  final class Pair {
    let live: LiveKeyboardHarness
    let model: KeyboardDriver
    let renderer: KeyboardRenderer
    let scale: Double
    var time = 1.0
    var failures: [String] = []
    let name: String

    init(_ x: XSession, form: Form, theme: ThemeName, scale: Double) throws {
      name = "\(form) \(theme) @\(scale)"
      // Settings and data of its own: what one keyboard keeps (the input
      // mode it was left in) must not start the next one elsewhere.
      let home = x.directory.appendingPathComponent("repaint-\(form)-\(theme)-\(scale)").path
      live = try LiveKeyboardHarness(
        session: x, form: form, arguments: ["--theme", theme.rawValue, "--scale", "\(scale)"],
        environment: ["XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data"])
      live.scale = scale
      try live.waitUntilAnswering()
      live.updateOrigin()
      let keyboards = TestPaths.catalog.modes.map {
        Keyboard(catalog: TestPaths.catalog, form: form, mode: $0)
      }
      model = KeyboardDriver(
        KeyStateMachine(
          keyboards: keyboards, preferences: KeyboardPreferences(theme: theme),
          symbols: .ready(
            TestPaths.symbols, recognizer: TestPaths.recognizer, wordModel: TestPaths.words)))
      FontSetup.activate(assets: TestPaths.assets)
      renderer = KeyboardRenderer(theme: TestPaths.catalog.theme(theme))
      self.scale = scale
    }

    func stop() {
      kill(live.process.processIdentifier, SIGTERM)
      live.process.waitUntilExit()
    }

    func key(_ id: String) -> Point? { model.center(id) }
    func pixels(_ p: Point) -> Point { Point(x: p.x * scale, y: p.y * scale) }

    /// Where the pointer is, in points.
    var pointer: Point?

    /// Where the keyboard will see `p`: the pointer goes to whole pixels.
    func snapped(_ p: Point) -> Point {
      let top = live.keyTop
      return Point(
        x: (p.x * scale).rounded() / scale,
        y: (p.y * scale + top).rounded() / scale - model.machine.keyTop)
    }

    func down(_ point: Point) {
      let p = snapped(point)
      if pointer != p {
        live.move(to: pixels(point))
        pointer = p
      }
      time += 0.05
      model.touchDown(1, at: p, time: time)
      live.press()
    }
    /// A motion the server reports only when the pointer goes somewhere new.
    func move(_ point: Point) {
      let p = snapped(point)
      guard pointer != p else { return }
      pointer = p
      time += 0.05
      model.touchMove(1, to: p, time: time)
      live.move(to: pixels(point))
    }
    /// A stroke's motions on both sides at one steady pace (5 ms): the
    /// server stamps the window's as `LiveKeyboardHarness.moveSteadily`
    /// sends them, and the model's get the same spacing.
    func moveSteadily(through points: [Point]) {
      var sent: [Point] = []
      for point in points {
        let p = snapped(point)
        guard pointer != p else { continue }
        pointer = p
        time += 0.005
        model.touchMove(1, to: p, time: time)
        sent.append(pixels(point))
      }
      live.moveSteadily(through: sent)
    }
    func up(_ point: Point) {
      move(point)
      time += 0.05
      model.touchUp(1, at: snapped(point), time: time)
      live.release()
      usleep(30_000)
    }
    func tap(_ p: Point?) {
      guard let p else { return }
      down(p)
      up(p)
    }
    /// `seconds` pass on both sides.
    func wait(_ seconds: Double) {
      time += seconds
      model.advance(to: time)
      usleep(UInt32(seconds * 1_000_000))
    }
    /// Past the long-press delay, on both sides.
    func hold() { wait(0.9) }

    /// The window is `render` of the model's state, within `timeout`
    /// (flashes and the mode's name end by their timers).
    func check(_ what: String, timeout: Double = 4) {
      let image = renderer.image(keyboard: model.keyboard, view: model.view, scale: scale)
      let expected = [image.pixels()]
      let exact = ImageComparison()
      let deadline = Date().addingTimeInterval(timeout)
      var last = -1
      repeat {
        if let shot = try? live.capture() {
          guard shot.width == image.width, shot.height == image.height else {
            failures.append("\(name) \(what): window \(shot.width)×\(shot.height)")
            return
          }
          last = expected.map { exact.compare(shot.pixels, $0).differing }.min() ?? -1
          if last == 0 { return }
        }
        usleep(100_000)
      } while Date() < deadline
      failures.append("\(name) \(what): \(last) px over 2 levels")
      dump(what, expected: image)
    }

    /// With SCIMATH_REPAINT_DUMP=DIR, a failed check leaves the window and
    /// the render there as PPM images, to be looked at side by side.
    func dump(_ what: String, expected: ImageSurface) {
      guard let dir = ProcessInfo.processInfo.environment["SCIMATH_REPAINT_DUMP"],
        let shot = try? live.capture()
      else { return }
      let base = dir + "/" + "\(name) \(what)".replacingOccurrences(of: " ", with: "-")
      func write(_ pixels: [UInt32], to path: String) {
        var bytes = Array("P6 \(shot.width) \(shot.height) 255\n".utf8)
        for p in pixels { bytes += [UInt8(p >> 16 & 0xFF), UInt8(p >> 8 & 0xFF), UInt8(p & 0xFF)] }
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
      }
      write(shot.pixels, to: base + "-window.ppm")
      write(expected.pixels(), to: base + "-render.ppm")
    }

    /// Every timer over, in the model; the window gets `check`'s time.
    func rest(_ what: String) {
      time += 2
      model.advance(to: time)
      check("after \(what)")
    }
  }

  func testTheWindowIsTheRenderAfterEveryGesture() throws {
    guard let x = Self.session else { throw TestFailure("Xvfb and openbox did not start") }
    var failures: [String] = []
    // Each form in each theme, at the scales 1, 1.5 and 2 among them.
    let runs: [(Form, ThemeName, [Double])] = [
      (.phone, .light, [1]), (.phone, .dark, [1.5]), (.pad, .light, [1.5]), (.pad, .dark, [2]),
    ]
    for (form, theme, scales) in runs {
      for scale in scales {
        if let only = ProcessInfo.processInfo.environment["SCIMATH_REPAINT_ONLY"],
          only != "\(form) \(theme) \(scale)"
        {
          continue
        }
        let k = try Pair(x, form: form, theme: theme, scale: scale)
        defer { k.stop() }
        k.check("the start")
        gestures(k)
        failures += k.failures
      }
    }
    XCTAssertEqual(failures, [], failures.joined(separator: "\n"))
  }

  func gestures(_ k: Pair) {
    k.tap(k.key("q"))
    k.rest("a tap")
    for id in ["q", "p", "w", "o"] { k.tap(k.key(id)) }
    k.rest("fast taps")

    if let e = k.key("e") {
      k.down(e)
      k.hold()
      k.check("an open popup")
      if let cell = k.model.view.popup?.cells.last {
        k.move(cell.center)
        k.up(cell.center)
      } else {
        k.up(e)
      }
      k.rest("a long-press with a choice")
    }
    for id in ["a", "g", "n"] {
      guard let p = k.key(id) else { continue }
      k.down(p)
      k.hold()
      k.up(p)
    }
    k.rest("long-presses let go without a choice")

    if let p = k.key("p"), let o = k.key("o") {
      k.down(p)
      // Past the press's key flash (0.1 s), which ends by the keyboard's
      // own clock: checked at once, the model still flashes while a late
      // capture shows the flash over, at the balloon's soft edges.
      k.wait(0.25)
      k.check("a balloon on the top row")
      k.move(o)
      k.up(o)
      k.rest("a balloon on the top row")
    }
    if let a = k.key("a") {
      k.down(a)
      for id in ["s", "d", "f", "g", "h"] { if let p = k.key(id) { k.move(p) } }
      if let h = k.key("h") { k.up(h) }
      k.rest("a drag across keys")
    }

    // A word drawn through its letters: the trail under the finger just
    // before the lift, then the word typed and its rivals on the strip.
    let corners = "hello".compactMap { k.key(String($0)) }
    if corners.count == 5, let pitch = k.model.keyboard.geometry(.abc).key(id: "q")?.cell.width {
      k.down(corners[0])
      k.moveSteadily(through: Array(Point.stroke(through: corners, every: pitch / 8).dropFirst()))
      if k.model.view.trail == nil { k.failures.append("\(k.name): the stroke drew no trail") }
      k.check("a stroke before its lift")
      k.up(corners[4])
      k.rest("a slid word")
    }

    k.tap(k.key("shift"))
    k.tap(k.key("q"))
    k.tap(k.key("shift"))
    k.tap(k.key("shift"))
    k.rest("shift and caps lock")
    k.tap(k.key("shift"))
    k.rest("caps lock off")

    for id in ["123", "symbols", "sci", "123", "abc"] { k.tap(k.key(id)) }
    k.rest("every layer")

    k.tap(k.key("globe"))
    k.rest("the globe's next mode")
    k.tap(k.key("globe"))
    k.rest("the globe back")
    if let globe = k.key("globe") {
      k.down(globe)
      k.hold()
      k.check("the mode list")
      k.up(globe)
      k.rest("the mode list let go")
    }

    if let strip = k.model.view.strip?.layout {
      k.tap(strip.button.center)
      for id in ["n", "a", "b", "l", "a"] { k.tap(k.key(id)) }
      k.rest("search results")
      k.tap(strip.button.center)
      k.rest("the search closed")
      k.tap(strip.drawButton.center)
      if let pad = k.model.view.drawPad?.layout {
        let c = pad.area.center
        k.down(c)
        k.move(Point(x: c.x + 30, y: c.y + 10))
        k.up(Point(x: c.x + 40, y: c.y + 20))
        k.rest("a stroke on the drawing pad")
        k.tap(pad.buttons.first { $0.kind == .abc }?.frame.center)
      }
      k.rest("the drawing pad closed")
    }

    if let globe = k.key("globe") {
      k.down(globe)
      k.hold()
      if let row = k.model.view.popup?.cells.first {
        k.move(row.center)
        k.up(row.center)
        k.rest("the settings panel")
        k.tap(k.model.view.settings?.layout.done.center)
      } else {
        k.up(globe)
      }
      k.rest("the settings panel closed")
    }

    if let space = k.key("space") {
      k.down(space)
      k.hold()
      k.move(Point(x: space.x + 40, y: space.y))
      k.up(Point(x: space.x + 40, y: space.y))
      k.rest("the space bar as a trackpad")
    }
  }
}
