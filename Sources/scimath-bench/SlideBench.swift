import Foundation
import SciMathCore
import SciMathRender

/// Slide to type's costs on the strokes bench/slide.py drew (`--gestures
/// FILE`: one JSON line a stroke, its points): the step of each move with
/// the trail's repaint (the whole frame, phone @2x, as a region is
/// drawn) for the first 300 strokes, and the step of every lift, which
/// decodes the stroke and types the word. Printed as Markdown rows, pure
/// keyboard, release build.
func slideBench(assets: URL, catalog: AssetCatalog, gestures: URL) throws {
  let model = try WordModel.load(assets: assets)
  let search = try SymbolSearch.load(assets: assets)
  let keyboard = Keyboard(catalog: catalog, form: .phone)
  var machine = KeyStateMachine(
    keyboards: [keyboard], strip: true, symbols: .ready(search, wordModel: model))
  let renderer = KeyboardRenderer(theme: catalog.theme(.light))
  let image = renderer.image(keyboard: keyboard, view: machine.view, scale: 2)
  var strokes: [[Point]] = []
  for line in try String(contentsOf: gestures, encoding: .utf8).split(separator: "\n") {
    guard
      let json = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      let points = json["points"] as? [[Double]]
    else { throw BenchFailure("not a stroke: \(line.prefix(60))") }
    strokes.append(points.compactMap { $0.count == 2 ? Point(x: $0[0], y: $0[1]) : nil })
  }
  var moves: [Double] = []
  var lifts: [Double] = []
  var time = 0.0
  // Every lift; the moves of the first 300 strokes only, as each repaint
  // takes about as long as a lift and a stroke has hundreds of moves.
  for (n, stroke) in strokes.enumerated() where stroke.count >= 2 {
    time += 0.3
    _ = machine.step(.touchDown(id: 1, at: stroke[0]), at: time)
    for p in stroke.dropFirst().dropLast() {
      time += 0.008
      guard n < 300 else {
        _ = machine.step(.touchMove(id: 1, to: p), at: time)
        continue
      }
      let t0 = Stopwatch.now()
      let step = machine.step(.touchMove(id: 1, to: p), at: time)
      let view = machine.view
      image.draw(scale: 2) { cr in
        renderer.redraw(cr, step.repaint, keyboard: keyboard, view: view)
      }
      moves.append(Stopwatch.now() - t0)
    }
    time += 0.008
    let t0 = Stopwatch.now()
    _ = machine.step(.touchUp(id: 1, at: stroke[stroke.count - 1]), at: time)
    lifts.append(Stopwatch.now() - t0)
  }
  let m = Stopwatch.summary(of: moves)
  let l = Stopwatch.summary(of: lifts)
  print("## Slide to type: costs\n")
  print(
    "The \(lifts.count) strokes bench/slide.py drew (the moves of the first 300), through the pure keyboard (phone, strip on, English words), release build.\n"
  )
  print("| case | result | target |")
  print("|---|---|---|")
  let sorted = lifts.sorted()
  let p95 = sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))]
  print(
    "| lift → the word typed (decode the stroke, type, three slots), \(l.count) strokes | \(ms(l.median)) median, \(ms(p95)) p95 | ≤ 16 ms p95 |"
  )
  print(
    "| a move: its step and the trail's repaint (phone @2x), \(m.count) moves | \(ms(m.median)) median, \(ms(m.p99)) p99 | ≤ 4 ms p99 |"
  )
}

/// The lift's cost in one language (`TAG:FILE`: an input mode and the
/// strokes bench/slide.py drew with `--mode TAG --gestures FILE`): every
/// lift through the pure keyboard in that mode, its words loaded, one
/// Markdown row. No word before (a return between strokes), the
/// costliest case: every word of the list is weighed alone.
func liftBench(assets: URL, catalog: AssetCatalog, spec: String) throws {
  let parts = spec.split(separator: ":", maxSplits: 1).map(String.init)
  guard parts.count == 2, let mode = catalog.modes.first(where: { $0.matches(parts[0]) }),
    let language = mode.language
  else { throw BenchFailure("not TAG:FILE with a built-in mode that has words: \(spec)") }
  let model = try WordModel.load(assets: assets, language: language)
  let search = try SymbolSearch.load(assets: assets)
  let keyboard = Keyboard(catalog: catalog, form: .phone, mode: mode)
  var strokes: [[Point]] = []
  for line in try String(contentsOf: URL(fileURLWithPath: parts[1]), encoding: .utf8).split(
    separator: "\n")
  {
    guard
      let json = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      let raw = json["points"] as? [[Double]]
    else { throw BenchFailure("not a stroke: \(line.prefix(60))") }
    let stroke = raw.compactMap { $0.count == 2 ? Point(x: $0[0], y: $0[1]) : nil }
    if stroke.count >= 2 { strokes.append(stroke) }
  }
  // Each stroke alone (a return before it), then each after the word the
  // stroke before it typed, as in a sentence: the pairs and endings weigh
  // every word a stroke could be against that word.
  for wordBefore in [false, true] {
    var machine = KeyStateMachine(
      keyboards: [keyboard], strip: true, symbols: .ready(search, wordModel: model))
    let lifts = liftTimes(strokes, on: keyboard, machine: &machine, returnFirst: !wordBefore)
    let sorted = lifts.sorted()
    let p95 =
      sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))]
    let before = wordBefore ? "after the word before" : "no word before"
    print(
      "| \(parts[0]) (\(model.count) words), \(lifts.count) strokes, \(before) | \(ms(Stopwatch.summary(of: lifts).median)) median, \(ms(p95)) p95 | ≤ 16 ms p95 |"
    )
  }
}

/// The time of each stroke's lift, the strokes drawn one after another.
func liftTimes(
  _ strokes: [[Point]], on keyboard: Keyboard, machine: inout KeyStateMachine, returnFirst: Bool
) -> [Double] {
  var lifts: [Double] = []
  var time = 0.0
  let ret =
    returnFirst ? keyboard.geometry(.abc).keys.first { $0.action == .enter }?.frame.center : nil
  for stroke in strokes {
    if let ret {
      time += 0.2
      _ = machine.step(.touchDown(id: 1, at: ret), at: time)
      _ = machine.step(.touchUp(id: 1, at: ret), at: time + 0.05)
    }
    time += 0.3
    _ = machine.step(.touchDown(id: 1, at: stroke[0]), at: time)
    for p in stroke.dropFirst().dropLast() {
      time += 0.008
      _ = machine.step(.touchMove(id: 1, to: p), at: time)
    }
    time += 0.008
    let t0 = Stopwatch.now()
    _ = machine.step(.touchUp(id: 1, at: stroke[stroke.count - 1]), at: time)
    lifts.append(Stopwatch.now() - t0)
  }
  return lifts
}
