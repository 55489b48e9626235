import SciMathCore

/// A `KeyOutputSink` that keeps what it is sent, standing in for XTest
/// where a test checks what the keyboard types rather than how the X
/// server delivers it (as swift-nio's EmbeddedEventLoop stands in for a
/// real one).
public final class RecordingOutput: KeyOutputSink {
  public private(set) var sent: [KeyOutput] = []
  /// Outputs for which `send` throws, as a real output does when the
  /// server refuses a keymap change.
  public var refuses: (KeyOutput) -> Bool = { _ in false }

  public struct Refused: Error, Equatable {}

  public init() {}

  public func send(_ output: KeyOutput) throws {
    if refuses(output) { throw Refused() }
    sent.append(output)
  }

  /// What was sent, as text: characters as they are, others as `<name>`.
  public var typed: String {
    sent.map { output in
      if case .text(let s) = output { return s }
      return "<\(output)>"
    }.joined()
  }
}
