/// What the keyboard sends to the focused application. The state machine
/// produces these as data; a `KeyOutputSink` (XTest in the live keyboard,
/// a recording in tests) carries them out.
public enum KeyOutput: Equatable, Sendable {
  case text(String)
  /// The BackSpace key: the application erases as it does for the user's
  /// own BackSpace.
  case deleteBackward
  /// The keyboard takes back its own typing: these characters, just
  /// before the cursor, as they were typed. How is the platform's: a
  /// BackSpace per character where the application erases one that way,
  /// more where a toolkit erases a character in parts (GTK: ≠ leaves =).
  case erase(String)
  /// Whole-word delete, once backspace has repeated for a while.
  case deleteWordBackward
  case enter
  case undo
  /// Lock the server's XKB group (1–4), for an input mode linked to one.
  case lockGroup(Int)
  /// A cursor key, from the space bar used as a trackpad.
  case moveCursor(CursorDirection)
  /// A key of the desktop row (or its popups), with the modifiers latched
  /// for it and whether shift is on: pressed, with them, and released in
  /// one go, so none is ever left down.
  case key(DesktopKey, modifiers: [Modifier], shift: Bool)
  /// A character typed with Ctrl, Alt or Super (the case already in it):
  /// sent with them when the user's keymap has it, else typed plainly.
  case chord(String, modifiers: [Modifier])
}

public enum CursorDirection: Equatable, Sendable {
  case left, right, up, down
}
