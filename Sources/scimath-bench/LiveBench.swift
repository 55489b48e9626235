import CX11
import Foundation
import SciMathCore
import SciMathX11

/// Resident memory and context switches of a process, from /proc.
enum ProcStats {
  /// Resident set size (/proc/PID/status).
  static func rssMB(_ pid: Int32) -> Double { megabytes("VmRSS:", in: "/proc/\(pid)/status") }

  /// Proportional set size: resident pages, each shared page divided by
  /// the processes that map it (/proc/PID/smaps_rollup).
  static func pssMB(_ pid: Int32) -> Double {
    megabytes("Pss:", in: "/proc/\(pid)/smaps_rollup")
  }

  /// The kB on the first line of a /proc file that starts with `field`, in
  /// MB; 0 when the file or the line is missing.
  static func megabytes(_ field: String, in path: String) -> Double {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    let kb =
      text.split(separator: "\n").first { $0.hasPrefix(field) }?
      .split(separator: " ").compactMap { Double($0) }.first ?? 0
    return kb / 1024
  }

  /// Voluntary and involuntary context switches over all threads: each
  /// time the process woke up and ran.
  static func wakeups(_ pid: Int32) -> Int {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    return tasks.reduce(0) { sum, tid in
      let status =
        (try? String(contentsOfFile: "/proc/\(pid)/task/\(tid)/status", encoding: .utf8)) ?? ""
      return sum
        + status.split(separator: "\n").filter { $0.contains("ctxt_switches") }
        .compactMap { $0.split(separator: "\t").last.flatMap { Int($0) } }.reduce(0, +)
    }
  }
}

/// `scimath-bench live SCIMATH`: the live keyboard's figures, as Markdown rows.
func liveBench(scimath: String, catalog: AssetCatalog) throws {
  let probe = try LiveProbe()
  let d = probe.d
  let client = KeyClient(probe: probe)
  var starts: [Double] = []
  var pid: Int32 = 0
  for run in 0..<5 {
    guard let (ms, p) = probe.firstFrame([scimath, "run", "--float", "--form", "pad"]) else {
      throw XError("scimath did not paint a window")
    }
    starts.append(ms)
    pid = p
    if run < 4 {
      kill(p, SIGTERM)
      var status: Int32 = 0
      waitpid(p, &status, 0)
      usleep(200_000)
    }
  }
  usleep(500_000)
  let rssStart = ProcStats.rssMB(pid)
  let pssStart = ProcStats.pssMB(pid)
  let (window, ox, oy) = try probe.window(of: pid)
  let g = Keyboard(catalog: catalog, form: .pad).geometry(.abc)
  guard let key = g.key(id: "g") else { throw XError("no key g") }
  let tx = ox + Int32(key.frame.midX)
  let ty = oy + Int32(key.frame.midY)
  let sx = Int32(key.frame.minX + 3)
  let sy = Int32(key.frame.midY)
  XTestFakeMotionEvent(d, -1, tx, ty, 0)
  XSync(d, 0)
  usleep(100_000)
  func sample() -> UInt {
    guard let image = XGetImage(d, window, sx, sy, 1, 1, UInt.max, ZPixmap) else { return 0 }
    defer { scm_destroy_image(image) }
    return scm_get_pixel(image, 0, 0)
  }
  var flash: [Double] = []
  var typing: [Double] = []
  client.drain()
  for _ in 0..<120 {
    let before = sample()
    let t0 = Stopwatch.now()
    XTestFakeButtonEvent(d, 1, 1, 0)
    XFlush(d)
    while sample() == before && Stopwatch.now() - t0 < 1 {}
    flash.append(Stopwatch.now() - t0)
    let t1 = Stopwatch.now()
    XTestFakeButtonEvent(d, 1, 0, 0)
    XFlush(d)
    if let t = client.nextKeyPress(timeout: 1) { typing.append(t - t1) }
    usleep(200_000)  // let the flash end
    client.drain()
  }
  for _ in 0..<10_000 {
    XTestFakeButtonEvent(d, 1, 1, 0)
    XTestFakeButtonEvent(d, 1, 0, 0)
    XFlush(d)
    _ = client.nextKeyPress(timeout: 0.5)
  }
  usleep(500_000)
  client.drain()
  let rssAfter = ProcStats.rssMB(pid)
  let pssAfter = ProcStats.pssMB(pid)
  let w0 = ProcStats.wakeups(pid)
  sleep(10)
  let wakeups = ProcStats.wakeups(pid) - w0
  kill(pid, SIGTERM)
  func stats(_ v: [Double]) -> (Double, Double) {
    let s = v.sorted()
    guard !s.isEmpty else { return (.nan, .nan) }
    return (s[s.count / 2], s[min(s.count - 1, Int(Double(s.count) * 0.99))])
  }
  let start = stats(starts.map { $0 / 1000 })
  let f = stats(flash)
  let k = stats(typing)
  print(
    "| start → first painted frame (5 starts) | \(ms(start.0)) median, \(ms(start.1)) max | ≤ 150 ms |"
  )
  print(
    "| tap → changed pixels (flash), \(flash.count) taps | \(ms(f.0)) median, \(ms(f.1)) p99 | ≤ 8 ms p99 |"
  )
  print(
    "| tap → KeyPress at a client, \(typing.count) taps | \(ms(k.0)) median, \(ms(k.1)) p99 | ≤ 10 ms p99 |"
  )
  print(
    String(
      format: "| RSS after start / after 10,000 more taps | %.1f MB / %.1f MB | ≤ 30 MB, flat |",
      rssStart, rssAfter))
  print(
    String(
      format:
        "| PSS after start / after 10,000 more taps (the words' model loaded at the first) | %.1f MB / %.1f MB | ≤ 15 MB / ≤ 25 MB |",
      pssStart, pssAfter))
  print("| wake-ups in 10 idle seconds | \(wakeups) | 0 |")
}

/// `scimath-bench first-frame CMD…`: prints "MS PID RSS_MB PSS_MB" for a
/// peer, its memory 1.5 s after its first frame.
func firstFrameBench(_ command: [String]) throws {
  let probe = try LiveProbe()
  guard let (ms, pid) = probe.firstFrame(command) else {
    print("nan 0 0 0")
    return
  }
  usleep(1_500_000)
  print(
    String(format: "%.1f %d %.1f %.1f", ms, pid, ProcStats.rssMB(pid), ProcStats.pssMB(pid)))
  kill(pid, SIGTERM)
}
