import Foundation
import SciMathCore

/// `scimath-bench draw-samples ASSETS PER SEED OUT`: PER drawings of every
/// font template (and each radical's long-bar forms) by random training
/// hands, and 3 × PER of every drawing of Assets/draw-human.txt and every
/// hand form of Assets/draw-hand-forms.txt, as
/// features: OUT.f32 (little-endian Float32 rows of
/// `DrawModelFeatures.count`) and OUT.txt (a row's symbol a line). What
/// tools/train-draw-model.py learns the drawing model from.
func drawSamples(assets: URL, perTemplate: Int, seed: UInt64, out: String) throws {
  // A person's drawing is one real example where a font's glyph is one of
  // a dozen alike: three times the drawings of each took
  // ../shared/handwriting's top-1 from 76.5 to 78.6 %. A hand form is
  // one where the fonts have none, and counts as much.
  let drawn =
    try SymbolRecognizer.templates(assets, "draw-templates.txt").map { ($0, perTemplate) }
    + SymbolRecognizer.templates(assets, "draw-human.txt").map { ($0, 3 * perTemplate) }
    + SymbolRecognizer.templates(assets, "draw-hand-forms.txt").map { ($0, 3 * perTemplate) }
  var rng = SeededRandom(seed: seed)
  var rows: [Float] = []
  var labels = ""
  for (template, count) in drawn {
    for form in SymbolRecognizer.drawnForms(of: template) {
      for _ in 0..<count {
        let drawing = TrainingHand.random(&rng).draw(form.drawing, &rng)
        guard let features = DrawModelFeatures.of(drawing) else { continue }
        rows += features
        labels += template.character + "\n"
      }
    }
  }
  try write(rows, to: out + ".f32")
  try labels.write(toFile: out + ".txt", atomically: true, encoding: .utf8)
}

/// `scimath-bench draw-features JSONL OUT`: the features of every drawing
/// of a JSON-lines file (as `scimath recognize` reads), OUT.f32 as above;
/// a drawing with nothing in it gives a row of zeros.
func drawFeatures(jsonl: String, out: String) throws {
  var rows: [Float] = []
  for line in try String(contentsOfFile: jsonl, encoding: .utf8).split(separator: "\n") {
    let drawing = try DrawingJSON.drawing(from: String(line))
    rows +=
      DrawModelFeatures.of(drawing)
      ?? [Float](repeating: 0, count: DrawModelFeatures.count)
  }
  try write(rows, to: out + ".f32")
}

private func write(_ rows: [Float], to path: String) throws {
  let data = rows.withUnsafeBufferPointer { Data(buffer: $0) }
  try data.write(to: URL(fileURLWithPath: path))
}
