import Foundation
import SciMathCore

/// `scimath-bench draw ASSETS HELDOUT`: the recognizer on drawings made
/// from glyphs of fonts the templates were not made from, each drawn by
/// five random hands; accuracy over all symbols and over the sci layer's,
/// time per recognition, and how learning a user's drawings changes it.
func drawBench(assets: URL, heldout: URL) throws {
  let templates = try DrawTemplateFile.parse(
    String(contentsOf: assets.appendingPathComponent("draw-templates.txt"), encoding: .utf8),
    file: "draw-templates.txt")
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
  let recognizer = SymbolRecognizer(templates: templates)

  var rng = SeededRandom(seed: 2026)
  var drawings: [(String, Drawing)] = []
  for glyph in glyphs {
    for _ in 0..<5 {
      drawings.append((glyph.character, Hand.random(&rng).draw(glyph.drawing, &rng)))
    }
  }
  var tally = Tally()
  var misses: [String: Int] = [:]
  for (character, drawing) in drawings {
    let answers = recognizer.recognize(drawing, top: 5).map(\.character)
    tally.add(character, answers, lookalikes: lookalikes, sci: sci)
    if let first = answers.first, !lookalikes.same(first, character) {
      misses["\(character)→\(first)", default: 0] += 1
    }
  }
  let timing = Stopwatch.measure(count: drawings.count, warmup: 50) { i in
    _ = recognizer.recognize(drawings[i % drawings.count].1, top: 5)
  }

  print("## Drawing a symbol (recognizer)\n")
  print(
    "\(recognizer.count) templates of \(Set(templates.map(\.character)).count) symbols"
      + " (centre lines of \(Set(templates.map(\.source)).sorted().joined(separator: ", "))).")
  print(
    "Test drawings: \(glyphs.count) glyphs of \(Set(glyphs.map(\.character)).count) symbols in"
      + " \(Set(glyphs.map(\.source)).sorted().joined(separator: ", ")) (fonts the templates were"
      + " not made from), each drawn by 5 random hands (slant ±0.2, squash 0.8–1.2, tilt ±7°,"
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
  print("| time per recognition (all templates, best 5) | runs | median | p99 | target |")
  print("|---|---|---|---|---|")
  print("| | \(timing.count) | \(ms(timing.median)) | \(ms(timing.p99)) | ≤ 2 ms |")
  print("")
  let worst = misses.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(
    15)
  print(
    "Most frequent wrong first answers: "
      + worst.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ") + "\n")
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
    let own = byCharacter.values.compactMap { $0.randomElement(using: &rng) }
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
