import CX11
import Foundation
import SciMathCore
import SciMathRender
import SciMathTestSupport

/// One seeded soak of the live keyboard (phone form, floating, scale 1):
/// random gestures through XTest pointer events, what the client receives
/// compared with `SoakModel` at quiet points, and the window with `render`
/// of the key state machine driven beside it (`KeyboardDriver`, which also
/// says where the strip's and the popups' items are, as the user sees them).
final class SoakRun {
  let x: XSession
  let seed: UInt64
  var random: SeededGenerator
  let live: LiveKeyboardHarness
  let driver: KeyboardDriver
  let renderer: KeyboardRenderer
  var model = SoakModel(form: .phone)
  /// The soak's clock, the driver's and the model's: real time is not
  /// known to the second, so gaps that matter (long-press, double tap)
  /// are kept far from their thresholds on both.
  var time = 1.0
  var pointer: Point?
  /// The gestures so far, for a failure's report.
  var log: [String] = []
  var failures: [String] = []

  init(session: XSession, seed: UInt64, home: String) throws {
    x = session
    self.seed = seed
    random = SeededGenerator(seed: seed)
    // The model types exactly the keys (it is worked out from the layouts,
    // not from the keyboard): the word features and slide to type, which
    // change what keys type, are off here and tested by TypingRecordTests,
    // SlideTests and their live tests.
    let config = URL(fileURLWithPath: home + "/config/scimath")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    try Self.wordsOff.write(
      to: config.appendingPathComponent("settings.conf"), atomically: true, encoding: .utf8)
    live = try LiveKeyboardHarness(
      session: session, form: .phone, arguments: ["--theme", "light", "--scale", "1"],
      environment: ["XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data"])
    try live.waitUntilAnswering()
    // Where every window manager shows all of it (fluxbox's frame pushes
    // a window placed at the screen's bottom partly below it).
    try session.run("/usr/bin/xdotool", ["windowmove", "--sync", live.window, "300", "150"])
    try live.waitUntilAnswering()
    live.updateOrigin()
    var settings = Settings()
    for line in Self.wordsOff.split(separator: "\n") {
      let kv = line.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
      _ = settings.set(kv[0], kv[1])
    }
    driver = KeyboardDriver(
      KeyStateMachine(
        keyboards: model.keyboards,
        preferences: KeyboardPreferences(theme: .light, settings: settings),
        symbols: .ready(
          TestPaths.symbols, recognizer: TestPaths.recognizer, wordModel: TestPaths.words)))
    FontSetup.activate(assets: TestPaths.assets)
    renderer = KeyboardRenderer(theme: TestPaths.catalog.theme(.light))
  }

  static let wordsOff =
    "autocorrect = off\nsuggestions = off\nauto-capitalize = off\nperiod-shortcut = off\n"
    + "slide-to-type = off\nlanguages = \(languages.joined(separator: ", "))\n"

  /// The languages the globe cycles in the soak: Latin letters with and
  /// without umlauts, Greek and Cyrillic, so that letters the keymap lacks
  /// are typed all along.
  static let languages = ["en", "el", "de", "ru"]

  var pid: Int32 { live.process.processIdentifier }

  // MARK: Pointer, for the keyboard and its driver alike

  /// Where the keyboard will see `p` (whole pixels).
  func snapped(_ p: Point) -> Point {
    Point(x: p.x.rounded(), y: (p.y + live.keyTop).rounded() - driver.machine.keyTop)
  }

  func down(_ point: Point) {
    let p = snapped(point)
    if pointer != p {
      live.move(to: point)
      pointer = p
    }
    time += 0.02
    driver.touchDown(1, at: p, time: time)
    live.press()
  }

  func move(_ point: Point) {
    let p = snapped(point)
    guard pointer != p else { return }
    pointer = p
    time += 0.02
    driver.touchMove(1, to: p, time: time)
    live.move(to: point)
  }

  func up(_ point: Point) {
    move(point)
    time += 0.02
    driver.touchUp(1, at: snapped(point), time: time)
    live.release()
  }

  func tap(_ point: Point) {
    down(point)
    up(point)
    usleep(15_000)
  }

  /// A tap on a key of the model's layer, which the model follows.
  func tap(_ key: PlacedKey) {
    if !log.isEmpty { log[log.count - 1] += " " + key.id }
    tap(key.frame.center)
    model.tap(key, at: time)
  }

  func hold(_ seconds: Double) {
    time += seconds
    driver.advance(to: time)
    usleep(UInt32(seconds * 1_000_000))
  }

  /// Taps `gaps.count` keys as fast as a user's fingers: motion, press and
  /// release sent at once, `gap` seconds apart, no waiting on the server.
  func burst(_ keys: [PlacedKey], gaps: [Double]) {
    for (key, gap) in zip(keys, gaps) {
      let p = snapped(key.frame.center)
      XTestFakeMotionEvent(
        live.display, -1, live.origin.x + Int32(p.x),
        live.origin.y + Int32(p.y + driver.machine.keyTop), 0)
      XTestFakeButtonEvent(live.display, 1, 1, 0)
      XTestFakeButtonEvent(live.display, 1, 0, 0)
      XFlush(live.display)
      pointer = p
      time += 0.002
      driver.touchDown(1, at: p, time: time)
      time += 0.002
      driver.touchUp(1, at: p, time: time)
      model.tap(key, at: time)
      time += gap
      usleep(UInt32(gap * 1_000_000))
    }
    XSync(live.display, 0)
  }

  // MARK: Checks

  /// Waits until the client's text stops changing and compares it; then
  /// the window with `render` of the driver's state, once every timer is
  /// over. Returns false on a failure (the rest of the run would only
  /// repeat it).
  func check(_ client: SoakClient, at gesture: Int) -> Bool {
    usleep(150_000)
    let (ok, got) = client.settles(matching: model.sent)
    if !ok {
      failures.append(
        "seed \(seed), gesture \(gesture): the \(client.name) has\n  "
          + SoakModel.describe(received: got) + "\n  where the model expects\n  "
          + SoakModel.describe(model.sent) + "\n  last gestures:\n  "
          + log.suffix(30).joined(separator: "\n  "))
      return false
    }
    if driver.layer != model.layer || driver.shift != model.shift
      || driver.machine.modeIndex != model.mode
    {
      failures.append(
        "seed \(seed), gesture \(gesture): the model (\(model.layer), \(model.shift), mode "
          + "\(model.mode)) and the state machine (\(driver.layer), \(driver.shift), mode "
          + "\(driver.machine.modeIndex)) differ; last gestures: \(log.suffix(6))")
      return false
    }
    time += 2
    driver.advance(to: time)
    let image = renderer.image(keyboard: driver.keyboard, view: driver.view, scale: 1)
    let expected = image.pixels()
    let deadline = Date().addingTimeInterval(4)
    var differing = -1
    var last: [UInt32] = []
    repeat {
      if let shot = try? live.capture(), shot.width == image.width, shot.height == image.height {
        differing = ImageComparison().compare(shot.pixels, expected).differing
        if differing == 0 { return true }
        last = shot.pixels
      }
      usleep(100_000)
    } while Date() < deadline
    let saved = TestPaths.repository.appendingPathComponent(".build/soak-seed\(seed)-\(gesture)")
      .path
    Self.writePPM(last, width: image.width, to: saved + "-window.ppm")
    Self.writePPM(expected, width: image.width, to: saved + "-render.ppm")
    failures.append(
      "seed \(seed), gesture \(gesture): the window is not render of the state "
        + "(\(differing) px over 2 levels; both saved as \(saved)-*.ppm); last gestures: "
        + "\(log.suffix(6))")
    return false
  }

  /// Pixels (0xAARRGGBB) as a binary PPM, for a look at a failure.
  static func writePPM(_ pixels: [UInt32], width: Int, to path: String) {
    guard width > 0, !pixels.isEmpty else { return }
    var data = Data("P6\n\(width) \(pixels.count / width)\n255\n".utf8)
    for p in pixels { data += [UInt8(p >> 16 & 0xff), UInt8(p >> 8 & 0xff), UInt8(p & 0xff)] }
    try? data.write(to: URL(fileURLWithPath: path))
  }

  /// The keyboard's resident memory, in kB.
  var rss: Int { memory("VmRSS") }

  /// A field of the keyboard's /proc status in kB: VmRSS is RssAnon (its
  /// heap) plus RssFile (pages of mapped files it touched, fonts among
  /// them) plus RssShmem.
  func memory(_ field: String) -> Int {
    let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") }
    return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
  }

  /// Resident kB of each mapped file, from /proc's smaps.
  var residentFiles: [String: Int] { SciMathTestSupport.residentFiles(pid: "\(pid)") }

  /// Keys the server has down (XQueryKeymap), and whether a button is.
  var held: (keys: [Int], button: Bool) {
    var bits = [CChar](repeating: 0, count: 32)
    XQueryKeymap(live.display, &bits)
    let keys = (0..<256).filter { UInt8(bitPattern: bits[$0 / 8]) & (1 << ($0 % 8)) != 0 }
    var root: Window = 0
    var child: Window = 0
    var (rx, ry, wx, wy): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
    var mask: UInt32 = 0
    XQueryPointer(
      live.display, scm_root_window(live.display), &root, &child, &rx, &ry, &wx, &wy, &mask)
    return (keys, mask & UInt32(Button1Mask | Button2Mask | Button3Mask) != 0)
  }
}

/// The client the soak types into, and how to read what it received.
struct SoakClient {
  let name: String
  /// True: raw bytes (xterm); false: a text view's text.
  let raw: Bool
  let read: () -> Data

  /// Waits (up to 10 s) until the client holds what `sent` makes, and
  /// returns whether it did and what it holds.
  func settles(matching sent: [SoakModel.Sent]) -> (Bool, String) {
    let deadline = Date().addingTimeInterval(10)
    var got = Data()
    repeat {
      got = read()
      if raw
        ? SoakModel.matches(Array(got), sent)
        : SoakModel.text(sent) == String(decoding: got, as: UTF8.self)
      {
        return (true, "")
      }
      usleep(100_000)
    } while Date() < deadline
    return (false, String(decoding: got, as: UTF8.self))
  }
}
