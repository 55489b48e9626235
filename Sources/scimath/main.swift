import ArgumentParser
import Foundation
import SciMathLive

StartupProfile.mark("main")

// Bad arguments exit with 2 (ArgumentParser's own default is 64), as the
// command's documentation promises; help and version still exit 0.
do {
  var command = try SciMath.parseAsRoot()
  try command.run()
} catch let error as CleanExit {
  SciMath.exit(withError: error)
} catch let error as ExitCode {
  exit(error.rawValue)
} catch let error as CLIFailure {
  FileHandle.standardError.write(Data("scimath: \(error.message)\n".utf8))
  exit(error.code)
} catch {
  let code = SciMath.exitCode(for: error)
  if code == .success { SciMath.exit(withError: error) }
  FileHandle.standardError.write(Data((SciMath.fullMessage(for: error) + "\n").utf8))
  exit(code == .validationFailure ? 2 : code.rawValue)
}
