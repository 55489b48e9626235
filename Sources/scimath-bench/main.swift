import Foundation
import SciMathCore
import SciMathRender

// `scimath-bench render`: full-frame and single-key render times, printed
// as a Markdown section for BENCHMARKS.md (see bench/run).
// `scimath-bench watch-keymap`: see KeymapWatch.swift.
// `scimath-bench words PHRASES`: the decoder's cost per tap (WordBench.swift).

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "watch-keymap" { watchKeymap() }
if arguments.first == "draw", arguments.count == 3 {
  do {
    try drawBench(
      assets: URL(fileURLWithPath: arguments[1]), heldout: URL(fileURLWithPath: arguments[2]))
  } catch {
    FileHandle.standardError.write(Data("scimath-bench: \(error)\n".utf8))
    exit(1)
  }
  exit(0)
}
if arguments.first == "draw-samples", arguments.count == 5,
  let per = Int(arguments[2]), let seed = UInt64(arguments[3])
{
  do {
    try drawSamples(
      assets: URL(fileURLWithPath: arguments[1]), perTemplate: per, seed: seed, out: arguments[4])
  } catch {
    FileHandle.standardError.write(Data("scimath-bench: \(error)\n".utf8))
    exit(1)
  }
  exit(0)
}
if arguments.first == "draw-features", arguments.count == 3 {
  do { try drawFeatures(jsonl: arguments[1], out: arguments[2]) } catch {
    FileHandle.standardError.write(Data("scimath-bench: \(error)\n".utf8))
    exit(1)
  }
  exit(0)
}
if arguments.first == "first-frame" {
  do { try firstFrameBench(Array(arguments.dropFirst())) } catch {
    FileHandle.standardError.write(Data("scimath-bench: \(error)\n".utf8))
    exit(1)
  }
  exit(0)
}

guard let assets = AssetLocator.find() else {
  FileHandle.standardError.write(Data("scimath-bench: cannot find Assets\n".utf8))
  exit(1)
}
let catalog: AssetCatalog
do {
  catalog = try AssetCatalog.load(from: assets)
} catch {
  FileHandle.standardError.write(Data("scimath-bench: \(error)\n".utf8))
  exit(1)
}
FontSetup.activate(assets: assets)
/// `scimath-bench COMMAND ARGUMENT`: runs that benchmark and exits, 1 with
/// the error on standard error.
func command(_ name: String, _ body: (String) throws -> Void) {
  guard arguments.first == name, arguments.count == 2 else { return }
  do { try body(arguments[1]) } catch {
    FileHandle.standardError.write(Data("scimath-bench: \(error)\n".utf8))
    exit(1)
  }
  exit(0)
}
command("words") {
  try wordBench(assets: assets, catalog: catalog, phrases: URL(fileURLWithPath: $0))
}
command("slide") {
  try slideBench(assets: assets, catalog: catalog, gestures: URL(fileURLWithPath: $0))
}
command("lifts") { try liftBench(assets: assets, catalog: catalog, spec: $0) }
command("loads") { try loadBench(assets: assets, languages: $0) }
command("languages") { try languageBench(scimath: $0, catalog: catalog) }
command("live") { try liveBench(scimath: $0, catalog: catalog) }

print("## Rendering (Cairo + Pango, image surface)\n")
print("| case | frames | median | p99 | target (median) |")
print("|---|---|---|---|---|")
for (form, width, scale) in [(Form.phone, 390.0, 2.0), (.pad, 1024, 1)] {
  let keyboard = Keyboard(catalog: catalog, form: form, width: width)
  let renderer = KeyboardRenderer(theme: catalog.theme(.light))
  let geometry = keyboard.geometry(.abc)
  let image = ImageSurface(
    width: Int((geometry.width * scale).rounded(.up)),
    height: Int((geometry.height * scale).rounded(.up)))
  let views = [ViewState(layer: .abc), ViewState(layer: .abc, shift: .on)]
  let full = Stopwatch.measure(count: 400) { i in
    image.draw(scale: scale) { cr in renderer.draw(cr, keyboard: keyboard, view: views[i % 2]) }
  }
  let name = "\(form.rawValue) \(Int(width)) pt @\(Int(scale))x"
  print("| full frame, \(name) | \(full.count) | \(ms(full.median)) | \(ms(full.p99)) | ≤ 4 ms |")
  let letters = geometry.keys.indices.filter { geometry.keys[$0].isCharacter }
  let single = Stopwatch.measure(count: 4000) { i in
    let index = letters[i % letters.count]
    var view = ViewState(layer: .abc)
    if i % 2 == 0 { view.flashing = [geometry.keys[index].id] }
    image.draw(scale: scale) { cr in
      renderer.redrawKey(cr, at: index, keyboard: keyboard, view: view)
    }
  }
  print(
    "| single-key redraw (flash on/off), \(name) | \(single.count) | \(ms(single.median)) | \(ms(single.p99)) | ≤ 0.5 ms |"
  )
}
print("")

// The strip: each keystroke of a search finds its results anew over the
// whole table, and repaints the strip alone.
do {
  let search = try SymbolSearch.load(assets: assets)
  // What the live keyboard spends once: the table at the first letter or
  // symbol typed, its index at the first search.
  let loading = Stopwatch.measure(count: 20, warmup: 2) { _ in
    _ = try? SymbolSearch.load(assets: assets)
  }
  let indexing = Stopwatch.measure(count: 20, warmup: 2) { _ in
    _ = SymbolIndex(table: search.table)
  }
  let queries = [
    "nabla", "integral", "not equal", "hbar", "arrow", "\\otimes", "angstrom",
    "double struck r", "paralel", "less than or equal", "contour integral", "qed",
  ]
  let keystrokes = queries.flatMap { q in (1...q.count).map { String(q.prefix($0)) } }
  let limit = catalog.metrics.metrics(for: .phone).strip.results
  let found = Stopwatch.measure(count: keystrokes.count * 20) { i in
    _ = search.find(keystrokes[i % keystrokes.count], limit: limit)
  }
  let keyboard = Keyboard(catalog: catalog, form: .phone)
  let renderer = KeyboardRenderer(theme: catalog.theme(.light))
  var view = ViewState(layer: .abc)
  view.strip = StripView(layout: keyboard.stripLayout)
  view.strip?.searching = true
  let image = renderer.image(keyboard: keyboard, view: view, scale: 2)
  let results = keystrokes.map { q in search.find(q, limit: limit).map(\.character) }
  let strip = Stopwatch.measure(count: 2000) { i in
    view.strip?.query = keystrokes[i % keystrokes.count]
    view.strip?.items = results[i % keystrokes.count]
    image.draw(scale: 2) { cr in renderer.redrawStrip(cr, keyboard: keyboard, view: view) }
  }
  print("## Symbol search (the strip)\n")
  print(
    "\(search.table.symbols.count) symbols; \(keystrokes.count) keystrokes of \(queries.count) queries"
      + " typed letter by letter, each a search for the best \(limit).\n")
  print("| case | runs | median | p99 | target |")
  print("|---|---|---|---|---|")
  print(
    "| load the table and its shortcuts (at the first letter or symbol, not at start) | \(loading.count) | \(ms(loading.median)) | \(ms(loading.p99)) | — |"
  )
  print(
    "| index it (at the first search) | \(indexing.count) | \(ms(indexing.median)) | \(ms(indexing.p99)) | ≤ 33 ms |"
  )
  print(
    "| search per keystroke | \(found.count) | \(ms(found.median)) | \(ms(found.p99)) | ≤ 2 ms |")
  print(
    "| strip repaint (query and results), phone @2x | \(strip.count) | \(ms(strip.median)) | \(ms(strip.p99)) | — |"
  )
  print("")
} catch {
  FileHandle.standardError.write(Data("scimath-bench: \(error)\n".utf8))
  exit(1)
}

do { try shortcutBench(assets: assets, catalog: catalog) } catch {
  FileHandle.standardError.write(Data("scimath-bench: \(error)\n".utf8))
  exit(1)
}
