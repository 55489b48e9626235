import FoundationEssentials
import Glibc

/// Seconds on the monotonic clock: the time the state machine's deadlines,
/// the keycode pacing and the benchmarks are measured in. Wall-clock time
/// would jump with the user's clock.
public enum MonotonicClock {
  public static func seconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}
