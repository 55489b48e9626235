import FoundationEssentials
import Glibc
import SciMathBase
import SciMathCore

/// Where the start goes, for `SCIMATH_PROFILE=1 scimath run`: the time
/// from `main` to each step up to the first frame shown, on stderr, once.
/// Off, it costs one environment lookup. Nothing typed is ever in it.
public enum StartupProfile {
  nonisolated(unsafe) private static var marks: [(String, Double, Int)] = []
  nonisolated(unsafe) private static var reported = false
  // getenv, not ProcessInfo's environment, which copies all of it.
  private static let enabled = getenv("SCIMATH_PROFILE").map { String(cString: $0) } == "1"

  public static func mark(_ step: String) {
    guard enabled, !reported else { return }
    marks.append((step, MonotonicClock.seconds(), minorFaults()))
  }

  /// Page faults are most of a start's cost on some machines (a few µs
  /// each in a virtual machine), so each step shows its own.
  private static func minorFaults() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_minflt
  }

  /// Marks the last step and prints them all, the first time only.
  public static func report(_ step: String) {
    guard enabled, !reported else { return }
    mark(step)
    reported = true
    guard let (_, start, startFaults) = marks.first else { return }
    var (previous, previousFaults) = (start, startFaults)
    var lines = [
      "scimath: start profile (ms since main, the step's own ms and page faults); main at "
        + cFormat("%.6f", start) + " s (CLOCK_MONOTONIC), after \(startFaults) page faults"
    ]
    for (name, t, faults) in marks {
      lines.append(
        cFormat(
          "  %7.2f  %6.2f  %5d  ", (t - start) * 1000, (t - previous) * 1000,
          faults - previousFaults) + name)
      (previous, previousFaults) = (t, faults)
    }
    StandardStreams.error(lines.joined(separator: "\n"))
  }
}
