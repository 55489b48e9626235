/// What the keyboard sends to the focused application. The state machine
/// produces these as data; a `KeyOutputSink` (XTest in the live keyboard,
/// a recording in tests) carries them out.
public enum KeyOutput: Equatable, Sendable {
  case text(String)
  case deleteBackward
  /// Whole-word delete, once backspace has repeated for a while.
  case deleteWordBackward
  case enter
  case undo
  /// Lock the server's XKB group (1–4), for an input mode linked to one.
  case lockGroup(Int)
  /// A cursor key, from the space bar used as a trackpad.
  case moveCursor(CursorDirection)
}

public enum CursorDirection: Equatable, Sendable {
  case left, right, up, down
}
