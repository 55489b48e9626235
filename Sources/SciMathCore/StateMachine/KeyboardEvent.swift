/// Everything that can happen to a running keyboard, as one type, so that
/// one pure step (`KeyStateMachine.step`) handles all of it and the event
/// loop only decodes, feeds and carries out: input, and every change the
/// platform makes (new keyboards, loaded data, the settings panel opened
/// again on a new window).
public enum KeyboardEvent: Sendable {
  /// A finger, pen or mouse button touched the keyboard at a point.
  case touchDown(id: Int, at: Point)
  case touchMove(id: Int, to: Point)
  case touchUp(id: Int, at: Point)
  /// The platform lost a touch (its ownership went to another client, the
  /// window was hidden): it ends without typing. nil: every touch.
  case touchCancel(id: Int?)
  /// A time from `nextDeadline` has come (long-press, repeat, flash end).
  case deadline
  /// Something outside the keyboard may have moved the application's
  /// cursor or changed its text: the focus moved, the pointer was pressed
  /// outside the keyboard, another keyboard typed. The shortcut typing
  /// (`TypingRecord`) is forgotten.
  case typingInterrupted
  /// The recent symbols kept from the last run (`remember-recents`).
  case recentsRestored([String])
  /// The server's XKB group changed (0-based), by anyone.
  case groupChanged(Int)
  /// The preferences that apply in place changed.
  case preferencesChanged(KeyboardPreferences)
  /// Keyboards of another width or form (the window was resized or
  /// docked anew), one per mode as before: mode, layer and shift are kept.
  case keyboardsChanged([Keyboard])
  /// Opens the settings panel scrolled to `scroll` (a new window made for
  /// a changed setting shows the panel where it was).
  case openSettings(scroll: Double)
  /// The symbol table `.loadSymbols` asked for; nil when it could not be
  /// read (the strip then finds nothing).
  case symbolsLoaded(SymbolSearch?)
  /// The recognizer `.loadRecognizer` asked for; nil when it could not be
  /// read (the pad then offers nothing).
  case recognizerLoaded(SymbolRecognizer?)
  /// The language model `.loadWords` asked for; nil when it could not be
  /// read (the keyboard then types exactly the keys, as with it off).
  case wordsLoaded(WordModel?)
  /// The words the user kept, from the last run (`remember-words`).
  case wordsRestored([String])
}

extension KeyboardEvent {
  /// The event with its point from window pixels to points, at `scale`
  /// pixels a point, less `top` (where the keys start below the strip):
  /// the state machine and the geometry work in the keys' points.
  public func inPoints(scale: Double, top: Double = 0) -> KeyboardEvent {
    guard scale != 1 || top != 0 else { return self }
    func p(_ point: Point) -> Point { Point(x: point.x / scale, y: point.y / scale - top) }
    switch self {
    case .touchDown(let id, let at): return .touchDown(id: id, at: p(at))
    case .touchMove(let id, let to): return .touchMove(id: id, to: p(to))
    case .touchUp(let id, let at): return .touchUp(id: id, at: p(at))
    default: return self
    }
  }
}

extension KeyboardEvent {
  /// The same event at another point (a touch's screen position).
  public func at(_ point: Point) -> KeyboardEvent {
    switch self {
    case .touchDown(let id, _): return .touchDown(id: id, at: point)
    case .touchMove(let id, _): return .touchMove(id: id, to: point)
    case .touchUp(let id, _): return .touchUp(id: id, at: point)
    default: return self
    }
  }
}
