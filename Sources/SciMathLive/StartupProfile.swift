import Foundation
import SciMathX11

/// Where the start goes, for `SCIMATH_PROFILE=1 scimath run`: the time
/// from `main` to each step up to the first frame shown, on stderr, once.
/// Off, it costs one environment lookup. Nothing typed is ever in it.
public enum StartupProfile {
  nonisolated(unsafe) private static var marks: [(String, Double)] = []
  nonisolated(unsafe) private static var reported = false
  // getenv, not ProcessInfo's environment, which copies all of it.
  private static let enabled = getenv("SCIMATH_PROFILE").map { String(cString: $0) } == "1"

  public static func mark(_ step: String) {
    guard enabled, !reported else { return }
    marks.append((step, MonotonicClock.seconds()))
  }

  /// Marks the last step and prints them all, the first time only.
  public static func report(_ step: String) {
    guard enabled, !reported else { return }
    mark(step)
    reported = true
    guard let start = marks.first?.1 else { return }
    var previous = start
    var lines = [
      "scimath: start profile (ms since main, and the step's own); main at "
        + String(format: "%.6f", start) + " s (CLOCK_MONOTONIC)"
    ]
    for (name, t) in marks {
      lines.append(
        String(format: "  %7.2f  %6.2f  ", (t - start) * 1000, (t - previous) * 1000) + name)
      previous = t
    }
    FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
  }
}
