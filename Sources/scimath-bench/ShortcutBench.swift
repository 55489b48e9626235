import Foundation
import SciMathCore
import SciMathRender

/// Shortcuts as you type: what each keystroke costs the strip. Printed as
/// a Markdown section for BENCHMARKS.md.
func shortcutBench(assets: URL, catalog: AssetCatalog) throws {
  let search = try SymbolSearch.load(assets: assets)
  let keyboard = Keyboard(catalog: catalog, form: .phone)
  let limit = keyboard.metrics.strip.results
  // Text as people type it with shortcuts in it: each prefix is the
  // typing the strip looks at after one more key.
  let text = #"let x <= y \to z, \alpha + \beta \mathbb{R} a^2 ... \sqrt{x} -> \infty != 1/2 deg"#
  let prefixes = (1...text.count).map { String(text.prefix($0)) }
  let match = Stopwatch.measure(count: prefixes.count * 20) { i in
    _ = search.shortcuts.match(prefixes[i % prefixes.count], limit: limit)
  }
  // The whole step of a key tapped while the strip offers (`\al`, then
  // p and backspace by turns): state machine, strip and repaint region.
  var machine = KeyStateMachine(keyboards: [keyboard], symbols: .ready(search))
  func tap(_ id: String, at time: Double) {
    guard let p = machine.keyboard.geometry(machine.view.layer).key(id: id)?.frame.center else {
      return
    }
    _ = machine.step(.touchDown(id: 1, at: p), at: time)
    _ = machine.step(.touchUp(id: 1, at: p), at: time + 0.01)
  }
  var time = 0.0
  for id in ["123", "symbols", "\\", "abc", "a", "l"] {
    time += 0.1
    tap(id, at: time)
  }
  guard machine.view.strip?.source == "\\al" else {
    throw BenchFailure(
      "the strip does not offer for \\al: \(String(describing: machine.view.strip))")
  }
  let step = Stopwatch.measure(count: 4000) { i in
    time += 0.1
    tap(i % 2 == 0 ? "p" : "backspace", at: time)
  }
  // The strip's repaint as it offers: its source and symbols change.
  let renderer = KeyboardRenderer(theme: catalog.theme(.light))
  var view = ViewState(layer: .abc)
  view.strip = StripView(layout: keyboard.stripLayout)
  let image = renderer.image(keyboard: keyboard, view: view, scale: 2)
  let offers = prefixes.compactMap { search.shortcuts.match($0, limit: limit) }
  let repaint = Stopwatch.measure(count: 2000) { i in
    let offer = offers[i % offers.count]
    view.strip?.source = offer.source
    view.strip?.items = offer.symbols
    image.draw(scale: 2) { cr in renderer.redrawStrip(cr, keyboard: keyboard, view: view) }
  }
  print("## Shortcuts as you type (the strip)\n")
  print(
    "\(prefixes.count) keystrokes of a line with 13 shortcuts in it; the strip offers the"
      + " best \(limit) for what the typing ends in.\n")
  print("| case | runs | median | p99 | target |")
  print("|---|---|---|---|---|")
  print(
    "| find the shortcut the typing ends in | \(match.count) | \(ms(match.median)) | \(ms(match.p99)) | — |"
  )
  print(
    "| strip update per keystroke: the step of a key tapped while it offers (`\\al` + p, backspace) | \(step.count) | \(ms(step.median)) | \(ms(step.p99)) | ≤ 1 ms |"
  )
  print(
    "| strip repaint (typed shortcut and its symbols), phone @2x | \(repaint.count) | \(ms(repaint.median)) | \(ms(repaint.p99)) | — |"
  )
  print("")
}

struct BenchFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
