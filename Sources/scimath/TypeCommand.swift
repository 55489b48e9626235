import ArgumentParser
import FoundationEssentials
import SciMathCore
import SciMathPlatform
import SciMathX11

/// `scimath type`: the engine every tap goes through, on the command line
/// like `xdotool type`.
struct TypeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "type",
    abstract: "Type text into the focused X window.",
    discussion: """
      Arguments are typed joined by single spaces. A single "-" reads UTF-8 from
      standard input instead; a newline types Return and a tab types Tab.
      Characters missing from the keymap borrow an empty keycode, which is put
      back on exit, on SIGINT, SIGTERM and SIGHUP, and after a crash at the next
      start.
      """)

  @Option(help: "Milliseconds to wait after each character (default 0).")
  var delay: Double = 0

  @Flag(help: "Print on stderr how many keymap changes typing took and how reuse was made safe.")
  var stats = false

  @Argument(help: "The text to type, or - for standard input.")
  var text: [String] = []

  func validate() throws {
    if text.isEmpty { throw ValidationError("give the text to type, or - to read standard input") }
    if !(delay >= 0 && delay <= 10_000) { throw ValidationError("--delay must be 0 to 10000 ms") }
  }

  func run() throws {
    SignalGuard.install()
    let input: String
    if text == ["-"] {
      let bytes: [UInt8]
      do { bytes = try StandardStreams.readAll(from: 0) } catch {
        throw CLIFailure.failure("cannot read standard input: \(error); nothing was typed")
      }
      guard let decoded = String(validating: bytes, as: UTF8.self) else {
        throw CLIFailure.failure("standard input is not valid UTF-8; nothing was typed")
      }
      input = decoded
    } else {
      input = text.joined(separator: " ")
    }
    let symbols: TypedText
    do {
      symbols = try TypedText(input)
    } catch {
      throw CLIFailure.failure("\(error); nothing was typed")
    }
    let connection = try openDisplay()
    try SignalGuard.whileBusy {
      let engine: TypingEngine
      do {
        engine = try TypingEngine(connection: connection)
      } catch {
        throw CLIFailure.failure("\(error)")
      }
      engine.delay = delay / 1000
      defer {
        engine.restore()
        if stats {
          StandardStreams.error("scimath: \(engine.stats)")
        }
      }
      do {
        try engine.type(symbols) { SignalGuard.pending != nil }
      } catch {
        throw CLIFailure.failure("\(error)")
      }
    }
    if let signal = SignalGuard.pending { throw ExitCode(128 + signal) }
  }
}
