import ArgumentParser
import FoundationEssentials
import SciMathCore
import SciMathPlatform
import SciMathWayland
import SciMathX11

/// `scimath type`: the engine every tap goes through, on the command line
/// like `xdotool type`.
struct TypeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "type",
    abstract: "Type text into the focused window (X11, or a wlroots Wayland compositor).",
    discussion: """
      Arguments are typed joined by single spaces. A single "-" reads UTF-8 from
      standard input instead; a newline types Return and a tab types Tab.
      Characters missing from the keymap borrow an empty keycode, which is put
      back on exit, on SIGINT, SIGTERM and SIGHUP, and after a crash at the next
      start. On Wayland (wlroots compositors) the text goes through the running
      keyboard, or through an input method this command becomes while it types.
      """)

  @Option(help: "auto, x11 or wayland: auto is Wayland where WAYLAND_DISPLAY is set.")
  var backend: DisplayBackend = .auto

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
    let environment = ProcessInfo.processInfo.environment
    if backend == .wayland || (backend == .auto && DisplayBackend.waylandNamed(environment)) {
      let session: WaylandTypeSession
      do { session = try WaylandTypeSession(environment: environment) } catch {
        throw CLIFailure.failure("\(error); nothing was typed")
      }
      // No Wayland text field asked for an input method: the focus may be
      // an X application on XWayland, which XTest reaches with every
      // character, where a virtual keyboard reaches only the layout's.
      let xwayland = backend == .auto && !(environment["DISPLAY"] ?? "").isEmpty
      if !(session.route == .virtualKeyboard && xwayland) {
        try SignalGuard.whileBusy {
          do {
            try session.type(input, delay: delay / 1000) { SignalGuard.pending != nil }
          } catch {
            throw CLIFailure.failure("\(error)")
          }
        }
        if stats { StandardStreams.error("scimath: typed \(session.route.rawValue)") }
        if let signal = SignalGuard.pending { throw ExitCode(128 + signal) }
        return
      }
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
