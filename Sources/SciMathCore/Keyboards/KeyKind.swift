/// A key as written in a layout file.
public enum KeyKind: Equatable, Sendable {
  /// Types `output`; with shift, `shifted` when given (the pad's ",!"
  /// key), otherwise the upper case of `output` on layers with a shift key.
  case character(output: String, shifted: String?)
  case action(KeyAction)
}
