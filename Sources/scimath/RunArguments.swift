import ArgumentParser
import SciMathCore
import SciMathLive
import SciMathPlatform

/// The keyboard's own command lines, `scimath [run] [--form F] [--theme T]
/// [--float] [--scale S] [--backend B]`, read without the argument parser.
///
/// The argument parser learns a command's options by reflecting on it
/// (Mirror, casts to its protocols), and the Swift runtime answers each
/// first cast by scanning every conformance record in the binary, most of
/// the start's scans (docs/startup.md). The
/// argument parser stays what defines the command: anything this does not
/// take whole (help, a repeated or unknown option, a value the option's own
/// `init?(argument:)` refuses, another subcommand) returns nil, and the
/// argument parser then reads the line and reports as it always has.
/// RunArgumentsTests check that both read every line alike.
enum RunArguments {
  static func overrides(_ arguments: ArraySlice<String>) -> LiveOverrides? {
    var rest = arguments
    if rest.first == "run" { rest.removeFirst() }
    var overrides = LiveOverrides()
    var given: [Substring] = []
    while let argument = rest.popFirst() {
      guard argument.hasPrefix("--") else { return nil }
      let equals = argument.firstIndex(of: "=")
      let name = argument[..<(equals ?? argument.endIndex)]
      guard !given.contains(name) else { return nil }
      given.append(name)
      // A value is the text after `=`, or else the next argument unless it
      // looks like an option, as the parser's `.next` strategy takes it.
      func value() -> String? {
        if let equals { return String(argument[argument.index(after: equals)...]) }
        guard let next = rest.first, !next.hasPrefix("-") else { return nil }
        return rest.removeFirst()
      }
      switch name {
      case "--float" where equals == nil:
        overrides.float = true
      case "--form":
        guard let text = value(), let form = FormChoice(argument: text) else { return nil }
        overrides.form = form
      case "--theme":
        guard let text = value(), let theme = ThemeName(argument: text) else { return nil }
        overrides.theme = theme
      case "--backend":
        guard let text = value(), let backend = DisplayBackend(argument: text) else { return nil }
        overrides.backend = backend
      case "--scale":
        guard let text = value(), let scale = ScaleChoice(argument: text) else { return nil }
        overrides.scale = scale
      default:
        return nil
      }
    }
    return overrides
  }
}
