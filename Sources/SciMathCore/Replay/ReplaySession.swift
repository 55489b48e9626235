/// The pure keyboard driven by timed events, as the live keyboard drives
/// it: before each event, every timer due by its time fires at its own
/// time (long-press, repeat, flash, the strip's), then the event is
/// stepped; the outputs go to an `AppliedText`. `scimath replay` reads
/// the events from JSON lines; the platform's part (loading the symbol
/// table and the recognizer when asked) is its caller's.
public struct ReplaySession: Sendable {
  public private(set) var machine: KeyStateMachine
  public private(set) var text = AppliedText()
  /// Seconds, as the events give them; never runs back.
  public private(set) var time = 0.0

  public init(machine: KeyStateMachine) { self.machine = machine }

  public enum Problem: Error, Equatable, CustomStringConvertible {
    case timeRunsBack(from: Double, to: Double)

    public var description: String {
      switch self {
      case .timeRunsBack(let from, let to):
        return
          "time runs back: \(Int((to * 1000).rounded())) ms after \(Int((from * 1000).rounded())) ms"
      }
    }
  }

  /// Lets time pass to `t`, then takes `event` (nil: only time passes).
  /// Returns the effects the steps asked for, in order.
  public mutating func step(_ event: KeyboardEvent?, at t: Double) throws(Problem)
    -> [KeyboardEffect]
  {
    guard t >= time else { throw .timeRunsBack(from: time, to: t) }
    var effects: [KeyboardEffect] = []
    while let due = machine.nextDeadline, due <= t {
      effects += take(.deadline, at: max(due, time))
      // A timer that stays due would fire forever: it has had its turn.
      if machine.nextDeadline == due { break }
    }
    if let event { effects += take(event, at: t) }
    time = t
    return effects
  }

  mutating func take(_ event: KeyboardEvent, at t: Double) -> [KeyboardEffect] {
    let step = machine.step(event, at: t)
    for output in step.outputs { text.apply(output) }
    time = t
    return step.effects
  }
}
