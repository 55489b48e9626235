import CX11
import Foundation
import SciMathCore
import SciMathX11

/// `scimath-bench languages SCIMATH`: the live keyboard with three
/// languages (English, German, French; a settings folder of its own):
/// what a switch costs on screen (globe released → the new letters'
/// pixels), what a language's first letter costs (its model is read once
/// the tap's events are handled: tap → KeyPress), and the memory with each
/// model loaded and a word typed with it. Printed as Markdown rows.
func languageBench(scimath: String, catalog: AssetCatalog) throws {
  let config = FileManager.default.temporaryDirectory.appendingPathComponent(
    "scimath-bench-languages-\(getpid())")
  try FileManager.default.createDirectory(
    at: config.appendingPathComponent("scimath"), withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: config) }
  // SCIMATH_BENCH_LANGUAGES=de,en,fr: another order (which model the
  // first letter reads with the strip's own loads).
  let order = ProcessInfo.processInfo.environment["SCIMATH_BENCH_LANGUAGES"] ?? "en, de, fr"
  try "languages = \(order)\n".write(
    to: config.appendingPathComponent("scimath/settings.conf"), atomically: true,
    encoding: .utf8)
  var environment = ProcessInfo.processInfo.environment
  environment["XDG_CONFIG_HOME"] = config.path
  let probe = try LiveProbe()
  let d = probe.d
  let client = KeyClient(probe: probe)
  var switches: [Double] = []
  var firsts: [Double] = []
  var seconds: [Double] = []
  var pss: [Double] = []
  for _ in 0..<5 {
    guard
      let (_, pid) = probe.firstFrame(
        [scimath, "run", "--float", "--form", "pad"], environment: environment)
    else {
      throw XError("scimath did not paint a window")
    }
    usleep(500_000)
    let (window, ox, oy) = try probe.window(of: pid)
    let keyboard = Keyboard(catalog: catalog, form: .pad)
    let g = keyboard.geometry(.abc)
    // The keys start below the strip.
    let top = Int32(keyboard.stripLayout.height)
    guard let globe = g.key(id: "globe"), let letter = g.key(id: "g"), let q = g.key(id: "q")
    else { throw XError("no globe, g or q") }
    // After the first letter, a word's worth more and a space: what typing
    // in the language keeps, not only what its first letter brought.
    let word = ["a", "l", "l", "space"].compactMap { g.key(id: $0) }
    guard word.count == 4 else { throw XError("no a, l or space") }
    // A line through the first row's letters: q w e r t here, q w e r t z
    // narrower in German, a z e r t in French.
    let (sy, width) = (top + Int32(q.frame.midY), Int32(5 * q.cell.width))
    func sample() -> UInt {
      guard let image = XGetImage(d, window, 0, sy, UInt32(width), 1, UInt.max, ZPixmap) else {
        return 0
      }
      defer { scm_destroy_image(image) }
      var sum: UInt = 0
      for x in 0..<width { sum = sum &* 31 &+ scm_get_pixel(image, x, 0) }
      return sum
    }
    func click(_ key: PlacedKey) {
      XTestFakeMotionEvent(
        d, -1, ox + Int32(key.frame.midX), oy + top + Int32(key.frame.midY), 0)
      XTestFakeButtonEvent(d, 1, 1, 0)
      XTestFakeButtonEvent(d, 1, 0, 0)
      XFlush(d)
    }
    var memory: [Double] = [ProcStats.pssMB(pid)]
    client.drain()
    for language in 0..<3 {
      if language > 0 {
        let before = sample()
        let t0 = Stopwatch.now()
        click(globe)
        while sample() == before && Stopwatch.now() - t0 < 1 {}
        switches.append(Stopwatch.now() - t0)
        usleep(300_000)
        client.drain()
      }
      let t1 = Stopwatch.now()
      click(letter)
      if let t = client.nextKeyPress(timeout: 2) { firsts.append(t - t1) }
      usleep(500_000)
      for (n, key) in word.enumerated() {
        let t2 = Stopwatch.now()
        click(key)
        if let t = client.nextKeyPress(timeout: 1), n == 0 { seconds.append(t - t2) }
        usleep(150_000)
      }
      usleep(500_000)
      client.drain()
      memory.append(ProcStats.pssMB(pid))
    }
    pss.append(memory.last ?? 0)
    // SCIMATH_BENCH_SMAPS=FILE: the last run's mappings, to see where the
    // memory is (Rss and Pss of each).
    if let path = ProcessInfo.processInfo.environment["SCIMATH_BENCH_SMAPS"] {
      // Read to its end, not copied: a /proc file's size is 0.
      let smaps = try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/\(pid)/smaps"))
        .readToEnd()
      try? smaps?.write(to: URL(fileURLWithPath: path))
    }
    if pss.count == 1 {
      print(
        String(
          format:
            "| PSS after start / a word typed in English, German, French (one run) | %.1f / %.1f / %.1f / %.1f MB | ≤ 25 MB with three |",
          memory[0], memory[1], memory[2], memory[3]))
    }
    kill(pid, SIGTERM)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    usleep(200_000)
  }
  func stats(_ v: [Double]) -> (Double, Double) {
    let s = v.sorted()
    guard !s.isEmpty else { return (.nan, .nan) }
    return (s[s.count / 2], s[s.count - 1])
  }
  let sw = stats(switches)
  let first = stats(firsts)
  print(
    "| globe → the next language's letters on screen, \(switches.count) switches | \(ms(sw.0)) median, \(ms(sw.1)) max | ≤ 16 ms |"
  )
  print(
    "| a language's first letter → KeyPress (its model read after the tap), \(firsts.count) | \(ms(first.0)) median, \(ms(first.1)) max | ≤ 16 ms (a frame) |"
  )
  let second = stats(seconds)
  print(
    "| the letter after it → KeyPress (the code the reading used given back), \(seconds.count) | \(ms(second.0)) median, \(ms(second.1)) max | ≤ 16 ms (a frame) |"
  )
  print(
    String(
      format: "| PSS with three models, a word typed in each, 5 runs | %.1f MB median | ≤ 25 MB |",
      stats(pss).0))
}
