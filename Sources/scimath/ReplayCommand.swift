import ArgumentParser
import FoundationEssentials
import SciMathCore

/// `scimath replay`: the pure keyboard driven by timed touches on standard
/// input, answering each with what the application would hold and what
/// the strip offers. For benchmarks, bug reports and tests: no X server.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Drive the keyboard with timed touches and print what it types.",
    discussion: """
      Reads JSON lines: {"t": MS, "down": [X, Y]}, {"t": MS, "move": [X, Y]}, \
      {"t": MS, "up": [X, Y]} (add "id": N for more than one finger; 1 by default), or \
      {"t": MS} to let time pass. MS counts from 0 and never runs back; X and Y are in the \
      coordinates of the frames `scimath layout --json` prints for the same form, width and scale: \
      from the top left of the keys, the symbol strip above them at negative y. Each line is \
      answered at once with {"text": what the application now holds (backspaces applied), \
      "strip": [{"text": …, "frame": {"x", "y", "width", "height"}}, …], "layer": …, \
      "mode": …, "stripMode": …}. Timers \
      (long press, key repeat, the strip's) run as on the live keyboard. A line that cannot be \
      read gets {"error": "…"} and the rest still run; the exit status is then 1. The user's \
      settings file is not read: the defaults hold, with each --setting over them.
      """)

  @OptionGroup var keyboardOptions: KeyboardOptions

  @Option(
    name: .customLong("setting"),
    help: ArgumentHelp(
      "A setting over the defaults, as `scimath settings set` takes it.",
      valueName: "KEY=VALUE"))
  var settings: [String] = []

  func run() throws {
    var chosen = Settings()
    for pair in settings {
      guard let eq = pair.firstIndex(of: "=") else {
        throw CLIFailure.usage("--setting \(pair): expected KEY=VALUE")
      }
      let (key, value) = (String(pair[..<eq]), String(pair[pair.index(after: eq)...]))
      if case .failure(let problem) = chosen.set(key, value) {
        throw CLIFailure.usage("--setting \(key): \(problem)")
      }
    }
    let catalog = try keyboardOptions.loadCatalog()
    let chosenMode = try keyboardOptions.inputMode(catalog)
    let modes = allModes(catalog)
    let keyboards = modes.map {
      Keyboard(
        catalog: catalog, form: keyboardOptions.form, width: keyboardOptions.width, mode: $0,
        desktopKeys: keyboardOptions.desktopKeys || chosen.desktopKeys)
    }
    guard !keyboards.isEmpty else { throw CLIFailure.failure("broken assets: no input mode") }
    let preferences = KeyboardPreferences(
      settings: chosen, theme: .light, inputMode: chosenMode?.id ?? chosen.inputMode)
    var session = ReplaySession(
      machine: KeyStateMachine(
        keyboards: keyboards, layer: keyboardOptions.layer, preferences: preferences,
        strip: chosen.strip))
    let scale = keyboardOptions.scale
    var bad = 0

    func answer(_ bytes: ArraySlice<UInt8>) {
      guard let line = String(validating: bytes, as: UTF8.self) else {
        bad += 1
        return emit(DrawingJSON.error("not UTF-8"))
      }
      guard !line.allSatisfy(\.isWhitespace) else { return }
      do {
        let (event, time) = try ReplayLine.parse(line, scale: scale)
        var effects = try session.step(event, at: time)
        // The platform's part, as the live keyboard does it: the table
        // and the recognizer, loaded when first asked for.
        while !effects.isEmpty {
          let effect = effects.removeFirst()
          switch effect {
          case .loadSymbols:
            let search = try? SymbolSearch.load(assets: catalog.directory)
            effects += try session.step(.symbolsLoaded(search), at: time)
          case .loadRecognizer:
            let recognizer = try? SymbolRecognizer.load(assets: catalog.directory)
            effects += try session.step(.recognizerLoaded(recognizer), at: time)
          case .loadWords(let language):
            let model = try? WordModel.load(assets: catalog.directory, language: language)
            effects += try session.step(.wordsLoaded(model), at: time)
          default:
            break
          }
        }
        emit(ReplayAnswer(session, scale: scale).json)
      } catch {
        bad += 1
        emit(DrawingJSON.error("\(error)"))
      }
    }
    do { try forEachLine(of: 0, answer) } catch {
      throw CLIFailure.failure("cannot read standard input: \(error)")
    }
    if bad > 0 { throw ExitCode(1) }
  }

  func emit(_ line: String) { StandardStreams.output(line + "\n") }
}

/// One input line of `scimath replay`.
enum ReplayLine {
  struct Fields: Decodable {
    var t: Double?
    var down: [Double]?
    var move: [Double]?
    var up: [Double]?
    var id: Int?
  }

  struct Problem: Error, CustomStringConvertible {
    var description: String
  }

  /// The event (nil: only time passes) and its time in seconds; points
  /// are the coordinates divided by `scale`.
  static func parse(_ line: String, scale: Double) throws -> (KeyboardEvent?, Double) {
    let fields: Fields
    do {
      fields = try JSONDecoder().decode(Fields.self, from: Data(line.utf8))
    } catch {
      throw Problem(description: "not a JSON object of t, down, move, up and id")
    }
    guard let t = fields.t, t.isFinite, t >= 0 else {
      throw Problem(description: "\"t\" (milliseconds, 0 or more) is missing")
    }
    let given = [fields.down, fields.move, fields.up].compactMap { $0 }
    guard given.count <= 1 else {
      throw Problem(description: "one of \"down\", \"move\" and \"up\" a line")
    }
    let id = fields.id ?? 1
    func point(_ xy: [Double]) throws -> Point {
      guard xy.count == 2, xy.allSatisfy(\.isFinite) else {
        throw Problem(description: "a point is [X, Y]")
      }
      return Point(x: xy[0] / scale, y: xy[1] / scale)
    }
    let event: KeyboardEvent?
    if let xy = fields.down {
      event = .touchDown(id: id, at: try point(xy))
    } else if let xy = fields.move {
      event = .touchMove(id: id, to: try point(xy))
    } else if let xy = fields.up {
      event = .touchUp(id: id, at: try point(xy))
    } else {
      event = nil
    }
    return (event, t / 1000)
  }
}

/// One answer line of `scimath replay`.
struct ReplayAnswer: Encodable {
  struct Item: Encodable {
    var text: String
    var frame: [String: Double]
    /// A word slot's kind (typed, word, symbol); nil for a symbol cell.
    var kind: String? = nil
    /// The slot a space, return or punctuation takes, or (typed) the
    /// letters that it changes.
    var correction: Bool? = nil
  }

  var text: String
  var strip: [Item]
  var layer: String
  /// The input mode the globe chose (its id: en, de, ru …).
  var mode: String
  /// What the strip is doing (idle, words, searching, drawing …): a
  /// search or the pad opened by a stray tap shows here.
  var stripMode: String?

  init(_ session: ReplaySession, scale: Double) {
    text = session.text.string
    layer = session.machine.layer.rawValue
    mode = session.machine.keyboard.mode?.id ?? "en"
    strip = []
    guard let view = session.machine.view.strip else { return }
    stripMode = "\(view.mode)"
    if view.mode == .words {
      strip = view.words.enumerated().map { i, slot in
        Item(
          text: slot.text, frame: jsonFrame(view.layout.wordSlot(i).scaled(by: scale)),
          kind: "\(slot.kind)", correction: slot.isCorrection)
      }
      return
    }
    let area = view.layout.itemsArea(view.mode)
    for (i, item) in view.items.enumerated() {
      let cell = view.layout.cell(i, view.mode, scroll: view.scroll)
      // Only what can be seen and tapped.
      guard cell.maxX > area.minX, cell.minX < area.maxX else { continue }
      strip.append(Item(text: item, frame: jsonFrame(cell.scaled(by: scale))))
    }
  }

  var json: String {
    (try? jsonLine(self)) ?? DrawingJSON.error("cannot be written as JSON")
  }
}
