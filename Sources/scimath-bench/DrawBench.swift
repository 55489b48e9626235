import Foundation
import SciMathCore
import SciMathRender

/// `scimath-bench draw ASSETS HELDOUT`: the recognizer on drawings made
/// from glyphs of fonts the templates were not made from, each drawn by
/// five random hands; accuracy over all symbols and over the sci layer's,
/// time per recognition, and how learning a user's drawings changes it.
func drawBench(assets: URL, heldout: URL) throws {
  let templates = try SymbolRecognizer.templates(assets, "draw-templates.txt")
  let forms = try SymbolRecognizer.templates(assets, "draw-hand-forms.txt")
  let glyphs = try DrawTemplateFile.parse(
    String(contentsOf: heldout, encoding: .utf8), file: heldout.lastPathComponent)
  let lookalikes = try Lookalikes.parse(
    String(contentsOf: assets.appendingPathComponent("draw-lookalikes.txt"), encoding: .utf8),
    file: "draw-lookalikes.txt")
  let symbols = try String(
    contentsOf: heldout.deletingLastPathComponent().appendingPathComponent("draw-symbols.txt"),
    encoding: .utf8
  ).split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
  let sci = Set(symbols.prefix(29))
  let recognizer = try SymbolRecognizer.load(assets: assets)

  // 15 hands a glyph: with 5, the sci layer's top-1 moved by up to 2.5
  // points from one seed of hands to another.
  let hands = 15
  var rng = SeededRandom(seed: 2026)
  var drawings: [(String, Drawing)] = []
  for glyph in glyphs {
    for _ in 0..<hands {
      drawings.append((glyph.character, Hand.random(&rng).draw(glyph.drawing, &rng)))
    }
  }
  var tally = Tally()
  var misses: [String: Int] = [:]
  var sciMisses: [String: Int] = [:]
  for (character, drawing) in drawings {
    let answers = recognizer.recognize(drawing, top: 5).map(\.character)
    tally.add(character, answers, lookalikes: lookalikes, sci: sci)
    if let first = answers.first, !lookalikes.same(first, character) {
      misses["\(character)→\(first)", default: 0] += 1
      if sci.contains(character) { sciMisses["\(character)→\(first)", default: 0] += 1 }
    }
  }
  let timing = Stopwatch.measure(count: drawings.count, warmup: 50) { i in
    _ = recognizer.recognize(drawings[i % drawings.count].1, top: 5)
  }

  print("## Drawing a symbol (recognizer)\n")
  print(
    "\(templates.count) glyph templates of \(Set(templates.map(\.character)).count) symbols"
      + " (centre lines of \(Set(templates.map(\.source)).sorted().joined(separator: ", "))) and"
      + " \(forms.count) hand forms of \(Set(forms.map(\.character)).count) symbols (Assets/draw-hand-forms.txt),"
      + " each also slanted by \(SymbolRecognizer.slants.map { String(format: "%+.2f", $0) }.joined(separator: " and "))"
      + " and at \(SymbolRecognizer.widths.map { String(format: "%.2f", $0) }.joined(separator: " and ")) of its width:"
      + " \(recognizer.count) templates.")
  print(
    "Test drawings: \(glyphs.count) glyphs of \(Set(glyphs.map(\.character)).count) symbols in"
      + " \(Set(glyphs.map(\.source)).sorted().joined(separator: ", ")) (fonts the templates were"
      + " not made from), each drawn by \(hands) random hands (slant ±0.2, squash 0.8–1.2, tilt ±7°,"
      + " wobble 0.5–3 %, tremor ≤ 0.6 %, uneven sampling, strokes shuffled, reversed or joined):"
      + " \(drawings.count) drawings. Look-alikes (Assets/draw-lookalikes.txt) count as one.\n")
  print("| set | drawings | top-1 | top-5 | target |")
  print("|---|---|---|---|---|")
  print(
    "| all 198 | \(tally.all) | \(pct(tally.top1, tally.all)) | \(pct(tally.top5, tally.all)) | ≥ 85 % / ≥ 95 % |"
  )
  print(
    "| sci layer's 29 | \(tally.sciAll) | \(pct(tally.sciTop1, tally.sciAll)) | \(pct(tally.sciTop5, tally.sciAll)) | ≥ 95 % / ≥ 99 % |"
  )
  print("")
  print("| case | runs | median | p99 | target |")
  print("|---|---|---|---|---|")
  print(
    "| recognition against all templates, best 5 | \(timing.count) | \(ms(timing.median)) | \(ms(timing.p99)) | ≤ 2 ms |"
  )
  if let model = recognizer.model {
    let features = drawings.compactMap { DrawModelFeatures.of($0.1) }
    let alone = Stopwatch.measure(count: features.count, warmup: 50) { i in
      _ = model.logProbabilities(features[i % features.count])
    }
    print(
      "| of which: the drawing model (features in, log-probabilities out) | \(alone.count) | \(ms(alone.median)) | \(ms(alone.p99)) | — |"
    )
  }
  if let pad = padTimings(recognizer: recognizer, drawings: drawings.map(\.1), assets: assets) {
    print(
      "| pen moved → ink drawn (step and its repaint, phone @2x) | \(pad.move.count) | \(ms(pad.move.median)) | \(ms(pad.move.p99)) | — |"
    )
    print(
      "| pen lifted → candidates on the strip (step and its repaint, phone @2x) | \(pad.lift.count) | \(ms(pad.lift.median)) | \(ms(pad.lift.p99)) | ≤ 16 ms |"
    )
  }
  let load = Stopwatch.measure(count: 10, warmup: 1) { _ in
    _ = try? SymbolRecognizer.load(assets: assets)
  }
  print(
    "| load the recognizer (read and parse the templates, features of every one; at the first pencil tap) | \(load.count) | \(ms(load.median)) | \(ms(load.p99)) | — |"
  )
  let modelText = try String(
    contentsOf: assets.appendingPathComponent("draw-model.txt"), encoding: .utf8)
  let modelLoad = Stopwatch.measure(count: 10, warmup: 1) { _ in
    _ = try? DrawModel.parse(modelText, file: "draw-model.txt")
  }
  print(
    "| of which: parse the drawing model (Assets/draw-model.txt) | \(modelLoad.count) | \(ms(modelLoad.median)) | \(ms(modelLoad.p99)) | — |"
  )
  let learn = learningWrite(glyphs: glyphs)
  print(
    "| learn a drawing: read drawings.txt at its bound (\(learn.lines) drawings), rewrite it atomically | \(learn.time.count) | \(ms(learn.time.median)) | \(ms(learn.time.p99)) | — |"
  )
  print("")
  func worst(_ misses: [String: Int]) -> String {
    misses.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(15)
      .map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
  }
  print("Most frequent wrong first answers: \(worst(misses)).\n")
  print("On the sci layer: \(worst(sciMisses)).\n")
  learningBench(recognizer: recognizer, glyphs: glyphs, lookalikes: lookalikes, sci: sci)
}

/// Five users, each with a hand of their own, draw every symbol; after
/// each round every drawing they chose a candidate for is learned. The
/// drawings measured are always new ones.
private func learningBench(
  recognizer base: SymbolRecognizer, glyphs: [DrawTemplate], lookalikes: Lookalikes,
  sci: Set<String>
) {
  var rng = SeededRandom(seed: 7)
  var rows: [Tally] = Array(repeating: Tally(), count: 4)
  let byCharacter = Dictionary(grouping: glyphs, by: \.character)
  for _ in 0..<5 {
    let hand = Hand.random(&rng)
    // One font's glyph per symbol: a person draws a symbol one way.
    // In a fixed order: a dictionary's own order differs from run to run.
    let own = byCharacter.keys.sorted().compactMap { byCharacter[$0]?.randomElement(using: &rng) }
    var recognizer = base
    for round in 0..<4 {
      for glyph in own {
        let drawing = hand.draw(glyph.drawing, &rng)
        rows[round].add(
          glyph.character, recognizer.recognize(drawing, top: 5).map(\.character),
          lookalikes: lookalikes, sci: sci)
      }
      for glyph in own {
        recognizer.add(
          DrawTemplate(
            character: glyph.character, source: "user", drawing: hand.draw(glyph.drawing, &rng)))
      }
    }
  }
  print("### Learning: five users, each drawing every symbol in a hand of their own\n")
  print("| drawings of each symbol learned before | drawings | top-1 | top-5 |")
  print("|---|---|---|---|")
  for (round, tally) in rows.enumerated() {
    print(
      "| \(round) | \(tally.all) | \(pct(tally.top1, tally.all)) | \(pct(tally.top5, tally.all)) |")
  }
  print("")
}

/// What a tapped candidate costs on the live loop with `draw-learn = on`:
/// `LearnedDrawings.learn` on a file already holding the most it keeps
/// (every symbol `perSymbol` times), in a temporary folder removed after.
private func learningWrite(glyphs: [DrawTemplate]) -> (time: Stopwatch.Summary, lines: Int) {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("scimath-bench-learn-\(getpid())")
  defer { try? FileManager.default.removeItem(at: folder) }
  let learned = LearnedDrawings(url: folder.appendingPathComponent("drawings.txt"))
  let symbols = Array(Set(glyphs.map(\.character))).sorted()
  let one = Dictionary(glyphs.map { ($0.character, $0.drawing) }) { first, _ in first }
  for _ in 0..<LearnedDrawings.perSymbol {
    for symbol in symbols { try? learned.learn(one[symbol] ?? Drawing(strokes: []), as: symbol) }
  }
  let time = Stopwatch.measure(count: 50, warmup: 2) { i in
    let symbol = symbols[i % symbols.count]
    try? learned.learn(one[symbol] ?? Drawing(strokes: []), as: symbol)
  }
  return (time, learned.load().count)
}

private struct Tally {
  var all = 0
  var top1 = 0
  var top5 = 0
  var sciAll = 0
  var sciTop1 = 0
  var sciTop5 = 0

  mutating func add(
    _ character: String, _ answers: [String], lookalikes: Lookalikes, sci: Set<String>
  ) {
    let first = answers.first.map { lookalikes.same($0, character) } ?? false
    let five = answers.prefix(5).contains { lookalikes.same($0, character) }
    all += 1
    top1 += first ? 1 : 0
    top5 += five ? 1 : 0
    if sci.contains(character) {
      sciAll += 1
      sciTop1 += first ? 1 : 0
      sciTop5 += five ? 1 : 0
    }
  }
}

private func pct(_ part: Int, _ whole: Int) -> String {
  String(format: "%.1f %%", whole > 0 ? Double(part) * 100 / Double(whole) : 0)
}

/// The drawing pad's two moments a user waits on, each timed as the state
/// machine's step plus the drawing its repaint asks for (what the live
/// keyboard does before it presents): a move of the pen (ink follows) and
/// the pen lifted (recognition, candidates on the strip).
private func padTimings(recognizer: SymbolRecognizer, drawings: [Drawing], assets: URL)
  -> (move: Stopwatch.Summary, lift: Stopwatch.Summary)?
{
  guard let catalog = try? AssetCatalog.load(from: assets),
    let search = try? SymbolSearch.load(assets: assets)
  else { return nil }
  FontSetup.activate(assets: assets)
  let keyboard = Keyboard(catalog: catalog, form: .phone)
  let renderer = KeyboardRenderer(theme: catalog.theme(.light))
  var machine = KeyStateMachine(
    keyboards: [keyboard], symbols: .ready(search, recognizer: recognizer))
  let draw = keyboard.stripLayout.drawButton.center
  _ = machine.step(.touchDown(id: 1, at: draw), at: 0)
  _ = machine.step(.touchUp(id: 1, at: draw), at: 0)
  let image = renderer.image(keyboard: keyboard, view: machine.view, scale: 2)
  guard let layout = machine.view.drawPad?.layout,
    let clear = layout.buttons.first(where: { $0.kind == .clear })
  else { return nil }
  func timed(_ event: KeyboardEvent) -> Double {
    let t0 = Stopwatch.now()
    let step = machine.step(event, at: 0)
    image.draw(scale: 2) { cr in
      renderer.redraw(cr, step.repaint, keyboard: keyboard, view: machine.view)
    }
    return Stopwatch.now() - t0
  }
  var moves: [Double] = []
  var lifts: [Double] = []
  for i in 0..<300 {
    let strokes = layout.fit(drawings[(i * 7) % drawings.count])
    for stroke in strokes {
      _ = machine.step(.touchDown(id: 2, at: stroke[0]), at: 0)
      for p in stroke.dropFirst() { moves.append(timed(.touchMove(id: 2, to: p))) }
      lifts.append(timed(.touchUp(id: 2, at: stroke[stroke.count - 1])))
    }
    _ = machine.step(.touchDown(id: 3, at: clear.frame.center), at: 0)
    _ = machine.step(.touchUp(id: 3, at: clear.frame.center), at: 0)
  }
  return (Stopwatch.summary(of: moves), Stopwatch.summary(of: lifts))
}
