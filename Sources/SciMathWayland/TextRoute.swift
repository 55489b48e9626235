/// How text reaches the focused text field: the input method protocol of
/// wlroots compositors (`InputMethod`, input-method-v2) or of KWin
/// (`KWinInputMethod`, input-method-v1, offered only to the keyboard KWin
/// starts itself).
protocol TextRoute: AnyObject {
  /// A text field has the focus and asked for an input method.
  var active: Bool { get }
  /// The field tells its surrounding text: a delete before the cursor works.
  var knowsSurroundings: Bool { get }
  /// When the field last said its state (`MonotonicClock`).
  var lastDone: Double { get }
  /// Posts `.textFocus` at each change of `active` (auto-show).
  var watched: Bool { get set }
  /// Erases `erase` UTF-8 bytes before the cursor, then inserts `text`, at once.
  func commit(erasingBytes erase: Int, text: String)
  /// Sends a key by its keysym, if the route can (KWin's); false if not.
  func key(_ keysym: UInt32, modifiers: [String]) -> Bool
}

extension InputMethod: TextRoute {
  /// Keys go through the virtual keyboard on wlroots.
  func key(_ keysym: UInt32, modifiers: [String]) -> Bool { false }
}
