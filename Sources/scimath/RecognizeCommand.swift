import ArgumentParser
import FoundationEssentials
import Glibc
import SciMathCore

/// `scimath recognize`: the symbols that drawings look like.
struct RecognizeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "recognize",
    abstract: "Find the symbols that drawings look like.",
    discussion: """
      Reads JSON lines, each {"strokes": [[[x, y], …], …]} (x right, y down, any scale and \
      position), and writes a line for each: a JSON array of {"char": …, "score": …}, best \
      first. A line that cannot be read gets {"error": "…"} in its place and the others are \
      still answered; the exit status is then 1. Blank lines are skipped. The drawings the \
      user taught the keyboard ($XDG_DATA_HOME/scimath/drawings.txt) count too.
      """)

  @Option(help: "This many candidates for each drawing (1–200).")
  var top = 5

  @Argument(help: "A file of JSON lines, or - (the default) for standard input.")
  var file = "-"

  func validate() throws {
    if !(1...200).contains(top) { throw ValidationError("--top must be from 1 to 200") }
  }

  func run() throws {
    guard let assets = AssetLocator.find() else {
      throw CLIFailure.failure("cannot find the Assets folder (set SCIMATH_ASSETS)")
    }
    let recognizer: SymbolRecognizer
    do {
      recognizer = try SymbolRecognizer.load(assets: assets, learned: .standard())
    } catch {
      throw CLIFailure.failure("broken assets: \(error)")
    }
    let input: Int32 = file == "-" ? 0 : open(file, O_RDONLY | O_CLOEXEC)
    guard input >= 0 else { throw CLIFailure.failure("cannot read \(file)") }
    defer { if input != 0 { close(input) } }
    var bad = 0
    // Written straight to the descriptor, so a pipe gets each answer at once.
    func emit(_ line: String) { StandardStreams.output(line + "\n") }
    func answer(_ bytes: ArraySlice<UInt8>) {
      guard let line = String(validating: bytes, as: UTF8.self) else {
        bad += 1
        emit(DrawingJSON.error("not UTF-8"))
        return
      }
      guard !line.allSatisfy(\.isWhitespace) else { return }
      do {
        let drawing = try DrawingJSON.drawing(from: line)
        emit(DrawingJSON.answer(recognizer.recognize(drawing, top: top)))
      } catch let problem as DrawingJSON.Problem {
        bad += 1
        emit(DrawingJSON.error(problem.message))
      } catch {
        bad += 1
        emit(DrawingJSON.error("\(error)"))
      }
    }
    do { try forEachLine(of: input, answer) } catch {
      throw CLIFailure.failure("cannot read \(file == "-" ? "standard input" : file): \(error)")
    }
    if bad > 0 { throw ExitCode(1) }
  }
}
