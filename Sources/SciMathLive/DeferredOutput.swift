import SciMathCore
import SciMathRender
import SciMathX11

/// The XTest output, made once the first frame is on screen instead of
/// before it: opening its connection, recovering an orphaned keymap journal
/// and reading the keymap take time that nothing on the first frame needs
/// (docs/startup.md). A tap that somehow arrives sooner makes it then.
final class DeferredOutput: KeyOutputSink {
  private var made: Result<XTestOutput, Error>?
  /// Told of every key the output presses.
  let ownKeys: OwnKeyPresses?

  init(ownKeys: OwnKeyPresses? = nil) { self.ownKeys = ownKeys }

  /// Makes the output if it is not made yet; throws why it could not be.
  @discardableResult
  func make() throws -> XTestOutput {
    let result =
      made
      ?? Result { try XTestOutput(ownKeys: ownKeys, backspacesInParts: GTKBackspace.presses) }
    made = result
    return try result.get()
  }

  func send(_ output: KeyOutput) throws { try make().send(output) }

  func ready(for texts: [String]) throws { try make().ready(for: texts) }

  /// Puts the keymap back, if the output was ever made.
  func restore() {
    if case .success(let output) = made { output.restore() }
  }
}
