import SciMathCore
import SciMathPlatform
import SciMathRender

/// The display system's output, made once the first frame is on screen
/// instead of before it: on X, opening its connection, recovering an
/// orphaned keymap journal and reading the keymap take time that nothing
/// on the first frame needs (docs/startup.md). A tap that somehow arrives
/// sooner makes it then.
final class DeferredOutput: KeyOutputSink {
  private var made: Result<PlatformOutput, Error>?
  let display: DisplaySystem

  init(display: DisplaySystem) { self.display = display }

  /// Makes the output if it is not made yet; throws why it could not be.
  @discardableResult
  func make() throws -> PlatformOutput {
    let result =
      made ?? Result { try display.makeOutput(erasesInParts: GTKBackspace.presses) }
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
