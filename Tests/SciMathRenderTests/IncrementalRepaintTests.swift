import CCairo
import SciMathCore
import SciMathRender
import SciMathTestSupport
import XCTest

/// The live keyboard draws only what each step names (`Repaint`) into a
/// back buffer it keeps, and copies only the pixels the repaint names to
/// its window. Driven through every kind of gesture, both must be, at
/// rest, the picture a whole frame of the same state draws (`scimath
/// render`): exactly, at integer and fractional scales, in both forms and
/// themes. (SciMathKeyboardServerTests checks the same on a real window.)
final class IncrementalRepaintTests: XCTestCase {
  /// Keeps a back buffer and a window as the live keyboard does: each
  /// step's repaint drawn into the buffer, and its pixels copied to the
  /// window, nothing else.
  final class Window {
    let driver: KeyboardDriver
    let renderer: KeyboardRenderer
    let scale: Double
    let buffer: ImageSurface
    /// What the window shows.
    let screen: ImageSurface
    /// States in the middle of a gesture whose window differed.
    var failures: [String] = []
    var time = 1.0

    /// One renderer a theme, so that each window starts with its labels laid out.
    nonisolated(unsafe) static var renderers: [ThemeName: KeyboardRenderer] = [:]

    init(form: Form, theme: ThemeName, scale: Double) {
      let keyboard = Keyboard(catalog: TestPaths.catalog, form: form)
      driver = KeyboardDriver(
        KeyStateMachine(
          keyboards: [keyboard], preferences: KeyboardPreferences(theme: theme),
          symbols: .ready(TestPaths.symbols, recognizer: TestPaths.recognizer)))
      let renderer =
        Self.renderers[theme] ?? KeyboardRenderer(theme: TestPaths.catalog.theme(theme))
      Self.renderers[theme] = renderer
      self.renderer = renderer
      self.scale = scale
      buffer = renderer.image(keyboard: keyboard, view: driver.view, scale: scale)
      screen = renderer.image(keyboard: keyboard, view: driver.view, scale: scale)
    }

    /// Steps an event a little after the last one and draws its repaint.
    func step(_ event: KeyboardEvent, after delay: Double = 0.03) {
      time += delay
      driver.step(event, at: time)
      let (repaint, keyboard, view) = (driver.lastStep.repaint, driver.keyboard, driver.view)
      buffer.draw(scale: scale) { cr in renderer.redraw(cr, repaint, keyboard: keyboard, view: view)
      }
      let rects = repaint.pixelRects(
        keyboard: keyboard, view: view, scale: scale, width: buffer.width, height: buffer.height)
      // The pixels copied as they are, as XPutImage copies them.
      guard let cr = cairo_create(screen.surface) else { return }
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_surface(cr, buffer.surface, 0, 0)
      for r in rects {
        cairo_rectangle(cr, Double(r.x), Double(r.y), Double(r.width), Double(r.height))
      }
      cairo_fill(cr)
      cairo_destroy(cr)
    }

    func down(_ p: Point) { step(.touchDown(id: 1, at: p)) }
    func move(_ p: Point) { step(.touchMove(id: 1, to: p)) }
    func up(_ p: Point) { step(.touchUp(id: 1, at: p)) }
    func tap(_ p: Point) {
      down(p)
      up(p)
    }
    func key(_ id: String) -> Point {
      guard let p = driver.center(id) else { preconditionFailure("no key \(id)") }
      return p
    }
    /// Every timer fired: flashes ended, the mode's name gone.
    func settle() { step(.deadline, after: 2) }
    func hold() { step(.deadline, after: 1) }

    /// While a popup, balloon, result or pad is shown, the window must be
    /// its render too.
    func check(_ what: String) {
      let off = differences()
      if off != (0, 0) { failures.append("\(what): \(off.buffer) / \(off.window) px") }
    }

    /// Pixels over 2 levels apart from a whole frame of the state now, in
    /// the back buffer and in the window.
    func differences() -> (buffer: Int, window: Int) {
      let full = renderer.image(keyboard: driver.keyboard, view: driver.view, scale: scale)
      let exact = ImageComparison()
      return (
        exact.compare(buffer, full).differing, exact.compare(screen, full).differing
      )
    }
  }

  /// The gestures, each from the keys at rest, back to the keys at rest.
  static var gestures: [(String, (Window) -> Void)] {
    [
      ("tap", { w in w.tap(w.key("q")) }),
      (
        "fast taps",
        { w in
          for id in ["q", "p", "w", "o", "a", "l"] {
            w.down(w.key(id))
            w.step(.touchUp(id: 1, at: w.key(id)), after: 0.01)
          }
        }
      ),
      (
        "long-press with a choice",
        { w in
          w.down(w.key("e"))
          w.hold()
          w.check("the popup open")
          guard let cell = w.driver.view.popup?.cells.last else { return }
          w.move(cell.center)
          w.check("the popup's last item chosen")
          w.up(cell.center)
        }
      ),
      (
        "long-press let go without a choice",
        { w in
          for id in ["e", "a", "g", "n"] {
            w.down(w.key(id))
            w.hold()
            w.up(w.key(id))
          }
        }
      ),
      (
        "balloon on the top row",
        { w in
          w.down(w.key("p"))
          w.check("the balloon open downward")
          w.move(w.key("o"))
          w.up(w.key("o"))
        }
      ),
      (
        "drag across keys",
        { w in
          w.down(w.key("a"))
          for id in ["s", "d", "f", "g", "h"] { w.move(w.key(id)) }
          w.up(w.key("h"))
        }
      ),
      (
        "a word slid faster than its first key's flash",
        { w in
          // The flash of the key the stroke began on ends while the
          // finger draws on: the key is repainted under the trail.
          let corners = "hello".map { w.key(String($0)) }
          w.down(corners[0])
          for p in Point.stroke(through: corners, every: 4).dropFirst() {
            w.step(.touchMove(id: 1, to: p), after: 0.0002)
          }
          w.step(.deadline, after: 0.2)
          if w.driver.view.trail == nil { w.failures.append("the stroke drew no trail") }
          w.check("the trail after the flash ended")
          w.up(corners[4])
        }
      ),
      (
        "shift and caps lock",
        { w in
          w.tap(w.key("shift"))
          w.tap(w.key("q"))
          w.tap(w.key("shift"))
          w.step(.touchDown(id: 1, at: w.key("shift")), after: 0.1)
          w.up(w.key("shift"))
          w.tap(w.key("w"))
          w.tap(w.key("shift"))
        }
      ),
      (
        "every layer",
        { w in
          // ABC → 123 → #+= → sci → 123 → ABC, each key where the layer has it.
          for id in ["123", "symbols", "sci", "123", "abc"] {
            if let p = w.driver.center(id) { w.tap(p) }
          }
        }
      ),
      (
        "the mode list let go",
        { w in
          w.down(w.key("globe"))
          w.hold()
          w.check("the mode list open")
          w.up(w.key("globe"))
        }
      ),
      (
        "search with results, closed",
        { w in
          guard let strip = w.driver.view.strip?.layout else { return }
          w.tap(strip.button.center)
          for id in ["n", "a", "b", "l", "a"] { w.tap(w.key(id)) }
          w.check("the results")
          w.tap(strip.button.center)
        }
      ),
      (
        "drawing pad opened, drawn on and closed",
        { w in
          guard let strip = w.driver.view.strip?.layout else { return }
          w.tap(strip.drawButton.center)
          guard let pad = w.driver.view.drawPad?.layout else { return }
          let c = pad.area.center
          w.down(c)
          w.move(Point(x: c.x + 30, y: c.y + 10))
          w.move(Point(x: c.x + 40, y: c.y + 20))
          w.up(Point(x: c.x + 40, y: c.y + 20))
          w.check("a stroke and its candidates")
          if let abc = pad.buttons.first(where: { $0.kind == .abc }) { w.tap(abc.frame.center) }
        }
      ),
      (
        "settings opened and closed",
        { w in
          w.down(w.key("globe"))
          w.hold()
          guard let row = w.driver.view.popup?.cells.first else { return }
          w.move(row.center)
          w.up(row.center)
          w.check("the settings panel")
          guard let done = w.driver.view.settings?.layout.done else { return }
          w.tap(done.center)
        }
      ),
      (
        "space bar as a trackpad",
        { w in
          let space = w.key("space")
          w.down(space)
          w.hold()
          w.move(Point(x: space.x + 40, y: space.y))
          w.up(Point(x: space.x + 40, y: space.y))
        }
      ),
    ]
  }

  func testEveryGestureLeavesTheFrameAWholeRenderDraws() {
    var failures: [String] = []
    for form in [Form.phone, .pad] {
      for theme in [ThemeName.light, .dark] {
        for scale in [1.0, 1.5, 2.0] {
          for (name, gesture) in Self.gestures {
            let w = Window(form: form, theme: theme, scale: scale)
            gesture(w)
            w.settle()
            let off = w.differences()
            failures += w.failures.map { "\(form) \(theme) @\(scale) \(name), \($0)" }
            if off != (0, 0) {
              failures.append(
                "\(form) \(theme) @\(scale) \(name): \(off.buffer) px in the buffer, "
                  + "\(off.window) px in the window")
            }
          }
        }
      }
    }
    XCTAssertEqual(failures, [], failures.joined(separator: "\n"))
  }
}
