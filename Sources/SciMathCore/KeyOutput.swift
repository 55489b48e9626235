/// What the keyboard asks the platform to send to the focused application.
public enum KeyOutput: Equatable, Sendable {
  case text(String)
  case deleteBackward
  /// Whole-word delete, once backspace has repeated for a while.
  case deleteWordBackward
  case enter
  case undo
  case dismiss
  /// The globe (or the mode list) chose an input mode, perhaps the same.
  case nextInputMode
}
