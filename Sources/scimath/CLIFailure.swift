/// An error the CLI reports as one line on stderr, with its exit code:
/// 2 for bad arguments, 1 for a failure of the environment (no display, a
/// file that cannot be written, broken Assets).
struct CLIFailure: Error {
  var message: String
  var code: Int32

  static func usage(_ message: String) -> CLIFailure { CLIFailure(message: message, code: 2) }
  static func failure(_ message: String) -> CLIFailure { CLIFailure(message: message, code: 1) }
}
