public enum ShiftState: String, CaseIterable, Sendable {
  case off, on
  /// Caps lock, from a double tap.
  case locked
}
