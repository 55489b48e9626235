import ArgumentParser
import FoundationEssentials
import Glibc
import SciMathCore
import SciMathLive
import SciMathX11

StartupProfile.mark("main")

// The live keyboard's helper for `auto-show` (AccessibilityFocusWatch):
// not a command of its own, so it is neither listed nor documented.
if CommandLine.arguments.dropFirst().first == AccessibilityFocusWatch.helperArgument {
  let why = AccessibilityFocus.listen()
  // A helper started again to see whether the bus has come says nothing:
  // the first one said why auto-show is off.
  if !CommandLine.arguments.contains(AccessibilityFocusWatch.quietArgument) {
    StandardStreams.error("scimath: auto-show is off: \(why)")
  }
  exit(1)
}

// Bad arguments exit with 2 (ArgumentParser's own default is 64), as the
// command's documentation promises; help and version still exit 0.
do {
  if let overrides = RunArguments.overrides(CommandLine.arguments.dropFirst()) {
    try RunCommand.start(overrides)
  } else {
    var command = try SciMath.parseAsRoot()
    try command.run()
  }
} catch let error as CleanExit {
  SciMath.exit(withError: error)
} catch let error as ExitCode {
  exit(error.rawValue)
} catch let error as CLIFailure {
  StandardStreams.error("scimath: \(error.message)")
  exit(error.code)
} catch {
  let code = SciMath.exitCode(for: error)
  if code == .success { SciMath.exit(withError: error) }
  StandardStreams.error(SciMath.fullMessage(for: error))
  exit(code == .validationFailure ? 2 : code.rawValue)
}
