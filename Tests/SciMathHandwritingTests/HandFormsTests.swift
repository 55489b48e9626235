import Foundation
import SciMathBase
import SciMathTestSupport
import XCTest

@testable import SciMathHandwriting

/// How people write symbols where fonts do not show it: the hand forms
/// (Assets/draw-hand-forms.txt) loaded beside the fonts' glyphs, and dots
/// scribbled as rings or knots taken as dots.
final class HandFormsTests: XCTestCase {
  static var recognizer: SymbolRecognizer { TestPaths.recognizer }

  func line(_ points: [(Double, Double)]) -> [Point] { points.map { Point(x: $0.0, y: $0.1) } }

  func forms() throws -> [DrawTemplate] {
    try SymbolRecognizer.templates(TestPaths.assets, "draw-hand-forms.txt")
  }

  /// Every form is of a symbol the fonts have (so the model and search
  /// know it), says which habit it stands for in the comment above it,
  /// and is loaded as the fonts' glyphs are: slanted, narrowed, widened.
  func testHandFormsAreOfFontSymbolsSayWhyAndAreLoaded() throws {
    let fonts = try SymbolRecognizer.templates(TestPaths.assets, "draw-templates.txt")
    let forms = try forms()
    XCTAssertGreaterThan(forms.count, 10)
    let fontSymbols = Set(fonts.map(\.character))
    for form in forms {
      XCTAssertTrue(fontSymbols.contains(form.character), form.character)
      XCTAssertEqual(form.source, "hand form")
    }
    let text = try String(
      contentsOf: TestPaths.assets.appendingPathComponent("draw-hand-forms.txt"), encoding: .utf8)
    var lastComment = ""
    for line in text.split(separator: "\n") {
      if line.hasPrefix("#") {
        lastComment = String(line)
      } else {
        XCTAssertGreaterThan(lastComment.count, 10, "a form with no reason above it: \(line)")
      }
    }
    XCTAssertEqual(
      Self.recognizer.count, SymbolRecognizer(fontTemplates: fonts + forms).count,
      "the shipped recognizer holds the fonts' glyphs and the hand forms, each in every variant")
    XCTAssertGreaterThan(
      SymbolRecognizer(fontTemplates: fonts + forms).count,
      SymbolRecognizer(fontTemplates: fonts).count)
  }

  /// Each form is found as what it is: first, or second after a symbol
  /// no drawing tells it from (a plain tick is ′ or ∣; a loop crossed by
  /// a bar θ or ⊖).
  func testEveryFormIsAmongTheFirstAnswersForItself() throws {
    for form in try forms() {
      // As the pad asks: five answers (the matcher's best is kept among
      // them, last, so asking for two would not show the same two).
      let answers = Self.recognizer.recognize(form.drawing, top: 5).prefix(2).map(\.character)
      XCTAssertTrue(answers.contains(form.character), "\(form.character): \(answers)")
    }
  }

  /// A stroke whose box is under a fifth of the drawing's and whose ink
  /// curls is a dot, however long its ink: a scribbled ring becomes its
  /// mean point; a ring larger than that, and a short straight slash
  /// across a bar (as ⊊ has), stay strokes.
  func testAScribbledDotIsADot() throws {
    func ring(_ cx: Double, _ cy: Double, _ r: Double) -> [Point] {
      (0...12).map { i in
        let a = Double(i) / 12 * 2 * .pi
        return Point(x: cx + r * cos(a), y: cy + r * sin(a))
      }
    }
    let bar = line([(0, 50), (100, 50)])
    let small = try XCTUnwrap(DrawingFeatures.normalised(Drawing(strokes: [bar, ring(50, 10, 8)])))
    XCTAssertEqual(small[1].count, 1, "a ring 16 across beside a bar 100 long is a dot")
    XCTAssertEqual(small[1][0].x, 0, accuracy: 0.01, "at the ring's middle")
    XCTAssertEqual(small[0].count, 2, "the bar stays a bar")
    let large = try XCTUnwrap(
      DrawingFeatures.normalised(Drawing(strokes: [bar, ring(50, 10, 12)])))
    XCTAssertEqual(large[1].count, 13, "a ring 24 across is a ring")
    let slash = line([(45, 60), (50, 52), (55, 44)])
    let crossed = try XCTUnwrap(DrawingFeatures.normalised(Drawing(strokes: [bar, slash])))
    XCTAssertEqual(crossed[1].count, 3, "a straight slash 16 long does not curl: it stays a stroke")
  }

  /// People's ways of writing, drawn here in other proportions than the
  /// forms': ÷ with its dots as knots, θ round with its bar standing out,
  /// α as a fish. Each comes first.
  func testSymbolsWrittenAsPeopleWriteThemComeFirst() {
    let cases: [(String, [[Point]])] = [
      (
        "÷",
        [
          line([(0, 50), (100, 52)]), line([(48, 10), (55, 14), (50, 20), (45, 13), (52, 9)]),
          line([(50, 85), (56, 90), (49, 95), (44, 88), (51, 84)]),
        ]
      ),
      (
        "θ",
        [
          line([
            (60, 5), (30, 20), (15, 50), (20, 85), (50, 100), (80, 88), (90, 55), (82, 18), (60, 5),
          ]),
          line([(-5, 52), (105, 50)]),
        ]
      ),
      (
        "α",
        [
          line([
            (95, 0), (60, 30), (35, 52), (18, 55), (5, 45), (4, 25), (15, 12), (32, 14), (60, 30),
            (100, 58),
          ])
        ]
      ),
    ]
    for (symbol, strokes) in cases {
      let first = Self.recognizer.recognize(Drawing(strokes: strokes), top: 1).first?.character
      XCTAssertEqual(first, symbol)
    }
  }
}
