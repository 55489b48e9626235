import Foundation
import SciMathBase
import SciMathTestSupport
import XCTest

@testable import SciMathHandwriting

/// The drawing model: its file (Assets/draw-model.txt) read and checked,
/// its arithmetic, its place in the recognizer, and drawings no one
/// should be able to crash it with.
final class DrawModelTests: XCTestCase {
  static var recognizer: SymbolRecognizer { TestPaths.recognizer }

  func testTheShippedModelKnowsEveryTemplateSymbol() throws {
    let model = try XCTUnwrap(Self.recognizer.model)
    XCTAssertEqual(model.layers.first?.inputs, DrawModelFeatures.count)
    for symbol in Self.recognizer.symbols {
      XCTAssertNotNil(model.classIndex(of: symbol), symbol)
    }
    // Lookalikes are one class: ∑ and Σ share theirs.
    XCTAssertEqual(model.classIndex(of: "∑"), model.classIndex(of: "Σ"))
    XCTAssertNotEqual(model.classIndex(of: "∑"), model.classIndex(of: "∫"))
  }

  /// The people's drawings the model learns from (Assets/draw-human.txt)
  /// read as templates, are all of symbols the templates know, and the
  /// file carries the MIT notice their licence asks copies to keep.
  func testPeoplesDrawingsAreOfKnownSymbolsAndKeepTheirLicence() throws {
    let url = TestPaths.assets.appendingPathComponent("draw-human.txt")
    let text = try String(contentsOf: url, encoding: .utf8)
    let drawings = try DrawTemplateFile.parse(text, file: url.path)
    XCTAssertGreaterThan(drawings.count, 300)
    let known = Set(Self.recognizer.symbols)
    for drawing in drawings {
      XCTAssertTrue(known.contains(drawing.character), drawing.character)
      XCTAssertEqual(drawing.source, "detypify")
      XCTAssertFalse(drawing.drawing.isEmpty, drawing.character)
    }
    XCTAssertTrue(text.contains("# Copyright (c) 2024 QuarticCat"))
    XCTAssertTrue(
      text.contains("# The above copyright notice and this permission notice shall be included"))
  }

  /// A model written out here: one linear layer of two classes whose
  /// logits are 2·x₀ and −x₀/2 + 1 (each weight a whole number times its
  /// unit's scale), read back and run.
  func testLogProbabilitiesAreTheSoftmaxOfTheLastLayer() throws {
    let n = DrawModelFeatures.count
    let first = (["2"] + Array(repeating: "0", count: n - 1)).joined(separator: " ")
    let second = (["-1"] + Array(repeating: "0", count: n - 1)).joined(separator: " ")
    let text = "# t\nclasses a bc\nlayer \(n) 2 linear\n0 1 \(first)\n1 0.5 \(second)\n"
    let model = try DrawModel.parse(text, file: "m.txt")
    XCTAssertEqual(model.classes, [["a"], ["b", "c"]])
    XCTAssertEqual(model.classIndex(of: "c"), 1)
    var x = [Float](repeating: 0, count: n)
    x[0] = 1.5
    let logs = model.logProbabilities(x)
    // Logits 3 and 0.25: softmax by hand.
    let (a, b) = (Float(3), Float(0.25))
    let total = log(exp(a) + exp(b))
    XCTAssertEqual(logs[0], a - total, accuracy: 1e-5)
    XCTAssertEqual(logs[1], b - total, accuracy: 1e-5)
  }

  func testModelFileErrorsSayWhatIsWrong() {
    let n = DrawModelFeatures.count
    let zeros = Array(repeating: "0", count: n).joined(separator: " ")
    func problem(_ text: String) -> DataFileError? {
      do {
        _ = try DrawModel.parse(text, file: "m.txt")
        return nil
      } catch {
        return error as? DataFileError
      }
    }
    let good = "classes a b\nlayer \(n) 2 linear\n0 1 \(zeros)\n0 1 \(zeros)\n"
    XCTAssertNil(problem(good))
    XCTAssertEqual(problem(good.replacingOccurrences(of: "0 1 0 0", with: "0 1 128 0"))?.line, 3)
    XCTAssertEqual(problem(good.replacingOccurrences(of: "0 1 0 0", with: "0 1 x 0"))?.line, 3)
    XCTAssertEqual(problem("classes a b\nlayer \(n) 2 linear\n0 1 0 0\n0 1 \(zeros)\n")?.line, 3)
    XCTAssertEqual(problem("classes a b\nlayer 7 2 linear\n")?.line, 2)
    XCTAssertNotNil(problem("classes a b\nlayer \(n) 2 linear\n0 1 \(zeros)\n"))
    XCTAssertNotNil(problem("layer \(n) 2 linear\n0 1 \(zeros)\n0 1 \(zeros)\n"))
    XCTAssertNotNil(problem(good.replacingOccurrences(of: "linear", with: "relu")))
    XCTAssertEqual(
      problem(good.replacingOccurrences(of: "classes a b", with: "classes ab b"))?.place, "b")
    XCTAssertEqual(problem("0 1 2\n")?.line, 1)
  }

  /// The model only reorders the matcher's symbols: each score is the
  /// matcher's plus the model's log-probability of the symbol's class
  /// (no lower than the least counted) times the model's weight.
  func testTheModelAddsItsLikelihoodToTheMatch() throws {
    var withModel = Self.recognizer
    withModel.use(commonness: [:])
    var plain = withModel
    plain.use(nil)
    let drawing = Drawing(strokes: [
      (0...40).map { i in
        let t = Double(i) / 40 * 2 * .pi
        return Point(x: 50 * sin(t) + 20 * sin(2 * t), y: 40 * sin(t) * cos(t))
      }
    ])
    let with = withModel.recognize(drawing, top: 200)
    let without = Dictionary(
      uniqueKeysWithValues: plain.recognize(drawing, top: 200).map { ($0.character, $0.score) })
    XCTAssertEqual(Set(with.map(\.character)), Set(without.keys))
    let model = try XCTUnwrap(withModel.model)
    let likelihood = model.logProbabilities(try XCTUnwrap(DrawModelFeatures.of(drawing)))
    for candidate in with {
      let added = candidate.score - (without[candidate.character] ?? 0)
      let index = try XCTUnwrap(model.classIndex(of: candidate.character))
      let expected =
        SymbolRecognizer.modelWeight * max(likelihood[index], SymbolRecognizer.leastLikelihood)
      XCTAssertEqual(added, Double(expected), accuracy: 1e-5, candidate.character)
    }
  }

  /// On the held-out glyphs, as they are, the model does not make the
  /// first answer worse than the matcher's alone.
  func testTheModelHelpsOnHeldOutGlyphs() throws {
    let (glyphs, lookalikes) = try TestPaths.heldOutGlyphs()
    var plain = Self.recognizer
    plain.use(nil)
    func firsts(_ r: SymbolRecognizer) -> Int {
      glyphs.filter { g in
        r.recognize(g.drawing, top: 1).first.map { lookalikes.same($0.character, g.character) }
          ?? false
      }.count
    }
    XCTAssertGreaterThanOrEqual(firsts(Self.recognizer), firsts(plain))
  }

  /// Of two symbols whose templates are the same drawing, the commoner
  /// (a lower commonness, as in search) comes first, whichever is named
  /// first; without commonness the tie goes by character.
  func testCommonnessBreaksATie() {
    let bar = Drawing(strokes: [[Point(x: 0, y: 0), Point(x: 100, y: 0)]])
    var r = SymbolRecognizer(templates: [
      DrawTemplate(character: "a", source: "t", drawing: bar),
      DrawTemplate(character: "b", source: "t", drawing: bar),
    ])
    XCTAssertEqual(r.recognize(bar, top: 2).map(\.character), ["a", "b"])
    r.use(commonness: ["a": 3, "b": 1])
    XCTAssertEqual(r.recognize(bar, top: 2).map(\.character), ["b", "a"])
    r.use(commonness: ["a": 1, "b": 3])
    XCTAssertEqual(r.recognize(bar, top: 2).map(\.character), ["a", "b"])
  }

  /// A symbol whose best template the user drew is not held back by the
  /// model or commonness: a user's own shape for a rare symbol wins over
  /// a common one that matches a little worse.
  func testTheUsersOwnDrawingIsNotHeldBack() {
    let zigzag = Drawing(strokes: [
      [Point(x: 0, y: 0), Point(x: 20, y: 40), Point(x: 40, y: 0), Point(x: 60, y: 40)]
    ])
    var r = Self.recognizer
    let before = r.recognize(zigzag, top: 1).first?.character
    XCTAssertNotEqual(before, "⊛")
    r.add(DrawTemplate(character: "⊛", source: LearnedDrawings.source, drawing: zigzag))
    XCTAssertEqual(r.recognize(zigzag, top: 1).first?.character, "⊛")
    // The same drawing from anyone else is only a template: the model,
    // which finds a zigzag unlike ⊛, and ⊛'s rarity still count.
    var other = Self.recognizer
    other.add(DrawTemplate(character: "⊛", source: "font", drawing: zigzag))
    let mine = r.recognize(zigzag, top: 5).first { $0.character == "⊛" }?.score ?? 0
    let theirs = other.recognize(zigzag, top: 200).first { $0.character == "⊛" }?.score ?? 0
    XCTAssertGreaterThan(mine, theirs)
  }

  /// The symbol the drawing matches best stays among the answers even
  /// when the model and commonness would push it out: here a made-up
  /// symbol the model does not know and commonness ranks rarest, with a
  /// template of exactly the drawing.
  func testTheBestMatchStaysAmongTheAnswers() {
    let hook = Drawing(strokes: [
      [Point(x: 0, y: 0), Point(x: 50, y: 0), Point(x: 50, y: 50), Point(x: 30, y: 60)]
    ])
    var r = Self.recognizer
    r.add(DrawTemplate(character: "🜁", source: "font", drawing: hook))
    XCTAssertEqual(r.recognize(hook, top: 1).map(\.character), ["🜁"])
    let five = r.recognize(hook, top: 5).map(\.character)
    XCTAssertEqual(five.count, 5)
    XCTAssertTrue(five.contains("🜁"), "\(five)")
  }

  /// No drawing crashes the recognizer: a point that is not a number, one
  /// far past any screen, 100,000 points, a stroke of one point repeated.
  func testStrangeDrawingsGetAnAnswerOrNone() {
    let r = Self.recognizer
    let nan = Drawing(strokes: [[Point(x: .nan, y: 1), Point(x: 2, y: .infinity)]])
    XCTAssertEqual(r.recognize(nan, top: 5), [])
    let huge = Drawing(strokes: [[Point(x: -1e308, y: 0), Point(x: 1e308, y: 1)]])
    XCTAssertEqual(r.recognize(huge, top: 5), [], "a box wider than a Double holds")
    let big = Drawing(strokes: [[Point(x: 0, y: 0), Point(x: 1e300, y: 1e300)]])
    XCTAssertEqual(r.recognize(big, top: 5).count, 5, "far out, but a line")
    let many = Drawing(strokes: [
      (0..<100_000).map { i in Point(x: Double(i % 1000), y: Double(i / 1000)) }
    ])
    XCTAssertEqual(r.recognize(many, top: 5).count, 5)
    let same = Drawing(strokes: [Array(repeating: Point(x: 3, y: 4), count: 50)])
    let answers = r.recognize(same, top: 5)
    XCTAssertTrue(answers.contains { $0.character == "·" || $0.character == "⋅" }, "\(answers)")
    for answer in answers + r.recognize(big, top: 5) {
      XCTAssertTrue(answer.score.isFinite, "\(answer)")
    }
  }
}
