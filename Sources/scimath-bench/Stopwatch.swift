import Foundation
import SciMathBase
import SciMathX11

/// Times repeated runs of a closure and reports median and p99.
struct Stopwatch {
  static func now() -> Double { MonotonicClock.seconds() }

  struct Summary {
    var median: Double
    var p99: Double
    var count: Int
  }

  /// Runs `body` `warmup` times untimed, then `count` times timed.
  static func measure(count: Int, warmup: Int = 20, _ body: (Int) -> Void) -> Summary {
    for i in 0..<warmup { body(i) }
    var samples: [Double] = []
    samples.reserveCapacity(count)
    for i in 0..<count {
      let t0 = now()
      body(i)
      samples.append(now() - t0)
    }
    return summary(of: samples)
  }

  /// Median and p99 of samples timed elsewhere; NaN for none.
  static func summary(of samples: [Double]) -> Summary {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return Summary(median: .nan, p99: .nan, count: 0) }
    return Summary(
      median: sorted[sorted.count / 2],
      p99: sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))], count: sorted.count)
  }
}

func ms(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1000) }
