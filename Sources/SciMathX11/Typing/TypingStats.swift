import SciMathCore

/// What the typing engine did to keep borrowed keycodes safe to reuse,
/// for `scimath type --stats` and the benchmarks.
public struct TypingStats: Sendable, CustomStringConvertible {
  public var keymapChanges = 0
  /// Reuses the client was proven to have caught up with, and how long
  /// the engine waited for that evidence in all.
  public var proven = 0
  public var provenWait = 0.0
  /// Reuses paced by time (a client without evidence), and of those,
  /// how many waited for the client to read its socket (`ClientSocket`).
  public var paced = 0
  public var pacedWait = 0.0
  public var awaitedReading = 0
  /// Pauses after line breaks, for applications that need them
  /// (`ClientQuirks`).
  public var lineBreakPauses = 0

  public var description: String {
    let format =
      "%d keymap changes; %d reuses proven (waited %.0f ms), %d paced (%.0f ms, %d awaiting reading)"
    let counts = cFormat(
      format, keymapChanges, proven, provenWait * 1000, paced, pacedWait * 1000, awaitedReading)
    return lineBreakPauses == 0 ? counts : counts + "; \(lineBreakPauses) line-break pauses"
  }
}
