import ArgumentParser
import Foundation
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
    let input: FileHandle
    if file == "-" {
      input = .standardInput
    } else {
      guard let handle = FileHandle(forReadingAtPath: file) else {
        throw CLIFailure.failure("cannot read \(file)")
      }
      input = handle
    }
    var bad = 0
    var pending = Data()
    // Written straight to the descriptor, so a pipe gets each answer at once.
    func emit(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
    func answer(_ bytes: Data) {
      guard let line = String(data: bytes, encoding: .utf8) else {
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
    // Line by line as the input arrives.
    while true {
      let chunk = input.availableData
      if chunk.isEmpty { break }
      pending.append(chunk)
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        answer(pending[pending.startIndex..<newline])
        pending.removeSubrange(pending.startIndex...newline)
      }
    }
    if !pending.isEmpty { answer(pending) }
    if bad > 0 { throw ExitCode(1) }
  }
}
