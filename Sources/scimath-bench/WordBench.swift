import Foundation
import SciMathCore
import SciMathRender

/// The decoder's cost per tap: noisy taps (seeded, SD 0.2 of a cell) of
/// the MacKenzie–Soukoreff phrases through the pure keyboard, as
/// `bench/words.py` types them. Printed as a Markdown section for
/// BENCHMARKS.md.
///
/// SCIMATH_BENCH_MODE=de: that input mode's layout and words (the phrases
/// then that language's).
func wordBench(assets: URL, catalog: AssetCatalog, phrases: URL) throws {
  let mode = ProcessInfo.processInfo.environment["SCIMATH_BENCH_MODE"].flatMap(catalog.mode(named:))
  let language = mode?.language ?? "en"
  let loading = Stopwatch.measure(count: 20, warmup: 2) { _ in
    _ = try? WordModel.load(assets: assets, language: language)
  }
  let model = try WordModel.load(assets: assets, language: language)
  let search = try SymbolSearch.load(assets: assets)
  let keyboard =
    mode.map { Keyboard(catalog: catalog, form: .phone, mode: $0) }
    ?? Keyboard(catalog: catalog, form: .phone)
  let geometry = keyboard.geometry(.abc)
  guard let space = KeySpace(keyboard: keyboard, geometry: geometry, alphabet: model.alphabet)
  else { throw BenchFailure("no letters") }
  let lines = try String(contentsOf: phrases, encoding: .utf8).split(separator: "\n")
  var noise = Gaussian(seed: 1)
  // Each phrase as the taps a finger makes: letters and spaces.
  var taps: [Point] = []
  for line in lines {
    for c in line.lowercased() + " " {
      let id = c == " " ? "space" : String(c)
      guard let key = geometry.key(id: id) else { continue }
      let cell = geometry.key(id: "q")?.cell ?? key.cell
      taps.append(
        Point(
          x: key.frame.midX + 0.2 * cell.width * noise.next(),
          y: max(0.5, key.frame.midY + 0.2 * cell.height * noise.next())))
    }
  }
  // The decoder alone: each letter's tap extends the word's prefixes.
  var decoder = TouchDecoder(model: model)
  var decode: [Double] = []
  for p in taps {
    if geometry.keyIndex(at: p).map({ geometry.keys[$0].action == .space }) ?? true {
      decoder = TouchDecoder(model: model)
      continue
    }
    let costs = space.costs(at: p)
    let t0 = Stopwatch.now()
    decoder.add(costs)
    decode.append(Stopwatch.now() - t0)
  }
  // The whole step of a tap with the strip on: decoding, the correction at
  // a space, the three slots, the view.
  var machine = KeyStateMachine(
    keyboards: [keyboard], strip: true, symbols: .ready(search))
  var time = 0.0
  _ = machine.step(.wordsLoaded(model), at: time)
  var steps: [Double] = []
  for p in taps {
    time += 0.2
    _ = machine.step(.touchDown(id: 1, at: p), at: time)
    let t0 = Stopwatch.now()
    _ = machine.step(.touchUp(id: 1, at: p), at: time + 0.05)
    steps.append(Stopwatch.now() - t0)
  }
  // The strip's repaint with three words on it.
  let renderer = KeyboardRenderer(theme: catalog.theme(.light))
  var view = ViewState(layer: .abc)
  view.strip = StripView(layout: keyboard.stripLayout)
  view.strip?.words = [
    WordSlot("tje", .typed, isCorrection: true), WordSlot("the", .word, isCorrection: true),
    WordSlot("then", .word),
  ]
  let image = renderer.image(keyboard: keyboard, view: view, scale: 2)
  let repaint = Stopwatch.measure(count: 2000) { _ in
    image.draw(scale: 2) { cr in renderer.redrawStrip(cr, keyboard: keyboard, view: view) }
  }
  let d = Stopwatch.summary(of: decode)
  let s = Stopwatch.summary(of: steps)
  print("## Words: the touch decoder\n")
  print(
    "\(model.count) words; \(taps.count) taps (letters and spaces) of the \(lines.count)"
      + " phrases of \(phrases.lastPathComponent), drawn around the keys' centres (SD 0.2 of a"
      + " cell, seeded), phone, \(language), release build.\n")
  print("| case | runs | median | p99 | target |")
  print("|---|---|---|---|---|")
  print(
    "| load the model (Assets/words/\(language).*; at the first letter, not at start) | \(loading.count) | \(ms(loading.median)) | \(ms(loading.p99)) | ≤ 50 ms |"
  )
  print(
    "| decode a tap (the decoder alone) | \(d.count) | \(ms(d.median)) | \(ms(d.p99)) | ≤ 1 ms |")
  print(
    "| strip update: the whole step of a tap (decode, correction at a space, three slots, view) | \(s.count) | \(ms(s.median)) | \(ms(s.p99)) | ≤ 2 ms |"
  )
  print(
    "| strip repaint (three word slots), phone @2x | \(repaint.count) | \(ms(repaint.median)) | \(ms(repaint.p99)) | — |"
  )
  print("")
}

/// Seeded standard normal numbers (Box–Muller over `SeededRandom`): the
/// same taps every run.
struct Gaussian {
  var random: SeededRandom
  init(seed: UInt64) { random = SeededRandom(seed: seed) }

  mutating func next() -> Double {
    let u = Double.random(in: Double.ulpOfOne..<1, using: &random)
    return (-2 * log(u)).squareRoot() * cos(2 * Double.pi * .random(in: 0..<1, using: &random))
  }
}

/// `scimath-bench loads TAG,TAG…`: how long reading each language's word
/// list takes (`WordModel.load`, the files mapped and parsed), 20 reads
/// after 2, median and p99. Printed as Markdown rows.
func loadBench(assets: URL, languages: String) throws {
  let english = try WordModel.load(assets: assets, language: "en")
  for tag in languages.split(separator: ",").map(String.init) {
    let model = try WordModel.load(assets: assets, language: tag)
    let s = Stopwatch.measure(count: 20, warmup: 2) { _ in
      _ = try? WordModel.load(assets: assets, language: tag)
    }
    // Made when the words meet the keys, for a language that borrows
    // English's words: how English its letters look (`ForeignLetters`).
    let f =
      tag == "en"
      ? nil
      : Stopwatch.measure(count: 20, warmup: 2) { _ in
        _ = ForeignLetters(language: model, english: english)
      }
    // Made with the model, in every language: how likely a string's
    // letters are as its words' (`LetterPlausibility`).
    let p = Stopwatch.measure(count: 20, warmup: 2) { _ in _ = LetterPlausibility(model: model) }
    print(
      "| \(tag) | \(ms(s.median)) | \(ms(s.p99)) | \(f.map { ms($0.median) } ?? "—") | \(ms(p.median)) |"
    )
  }
}
