/// Where the keyboard's output goes: the one seam between the pure
/// keyboard and whatever types for real. Keysyms, modifiers and XKB calls
/// live behind it, so the core never names a key code.
public protocol KeyOutputSink: AnyObject {
  /// Carries out one output; throws when it could not be delivered.
  func send(_ output: KeyOutput) throws

  /// Gets ready to type `texts` (`KeyStateMachine.shownCharacters`) with
  /// no change of anything at a tap; a sink with nothing to ready ignores it.
  func ready(for texts: [String]) throws
}

extension KeyOutputSink {
  public func ready(for texts: [String]) throws {}
}

extension KeyOutputSink {
  /// Sends every output in order. One that fails is reported to `failed`
  /// and the rest still go out: a keyboard must not stop typing because
  /// one character could not be delivered.
  public func send(_ outputs: [KeyOutput], failed: (KeyOutput, Error) -> Void) {
    for output in outputs {
      do {
        try send(output)
      } catch {
        failed(output, error)
      }
    }
  }
}
