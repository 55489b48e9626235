import Foundation
import SciMathBase
import SciMathTestSupport
import XCTest

@testable import SciMathHandwriting

/// The recognizer's steps and data: Penny Pincher's path vectors, the
/// turning of strokes as people draw them, the order-free grid, the
/// templates covering every symbol drawing must find, and learning.
final class SymbolRecognizerTests: XCTestCase {
  static var recognizer: SymbolRecognizer { TestPaths.recognizer }

  func line(_ points: [(Double, Double)]) -> [Point] { points.map { Point(x: $0.0, y: $0.1) } }

  func circle(start: Double, clockwise: Bool) -> [Point] {
    (0...32).map { i in
      let a = start + (clockwise ? 1 : -1) * Double(i) / 32 * 2 * .pi
      return Point(x: 50 + 40 * cos(a), y: 50 + 40 * sin(a))
    }
  }

  func features(_ strokes: [[Point]]) throws -> ([Float], [Float]) {
    XCTAssertEqual(similarity(strokes, strokes), 1, accuracy: 1e-4, "a drawing matches itself")
    let features = try XCTUnwrap(DrawingFeatures(Drawing(strokes: strokes)))
    return (features.path, features.grid)
  }

  func similarity(_ a: [[Point]], _ b: [[Point]]) -> Double {
    let r = SymbolRecognizer(templates: [
      DrawTemplate(character: "a", source: "t", drawing: Drawing(strokes: a))
    ])
    return r.recognize(Drawing(strokes: b), top: 1).first?.score ?? -1
  }

  /// A straight line resamples to equal unit steps along it, on ink.
  func testAStraightLineIsUnitStepsAlongIt() throws {
    let (path, _) = try features([line([(0, 0), (30, 0), (100, 0)])])
    let steps = DrawingFeatures.pathPoints - 1
    XCTAssertEqual(path.count, steps * 3)
    for i in 0..<steps {
      XCTAssertEqual(path[i * 3], 1, accuracy: 1e-5)
      XCTAssertEqual(path[i * 3 + 1], 0, accuracy: 1e-5)
      XCTAssertEqual(path[i * 3 + 2], 0, "ink, not a jump")
    }
  }

  /// The pen's jump between two strokes is part of the path, marked.
  func testTheJumpBetweenStrokesIsMarked() throws {
    let (path, _) = try features([line([(0, 0), (100, 0)]), line([(0, 50), (100, 50)])])
    let steps = DrawingFeatures.pathPoints - 1
    let jumps = (0..<steps).filter { path[$0 * 3 + 2] > 0 }
    XCTAssertFalse(jumps.isEmpty)
    XCTAssertLessThan(jumps.count, steps / 2, "the jump is a third of the path")
  }

  /// People draw a line either way and a circle from anywhere: each is
  /// turned the same way before comparing.
  func testDirectionAndStartDoNotMatter() {
    XCTAssertGreaterThan(
      similarity([line([(0, 0), (100, 100)])], [line([(100, 100), (0, 0)])]), 0.999)
    XCTAssertGreaterThan(
      similarity(
        [circle(start: 0, clockwise: true)], [circle(start: 2.2, clockwise: false)]), 0.97)
  }

  /// The same strokes in another order: the grid is the same, and the
  /// score stays high (= drawn as ‖ top-down or bottom-up).
  func testStrokeOrderDoesNotMatterToTheGrid() throws {
    let a = [line([(0, 0), (100, 0)]), line([(0, 40), (100, 40)])]
    let (_, grid1) = try features(a)
    let (_, grid2) = try features(a.reversed())
    XCTAssertEqual(grid1, grid2)
    XCTAssertGreaterThan(similarity(a, a.reversed()), 0.9)
  }

  /// Scale and position do not matter; the shape does.
  func testScaleAndPositionDoNotMatter() {
    let small = [line([(0, 0), (10, 10), (20, 0)])]
    let big = [line([(500, 500), (800, 800), (1100, 500)])]
    XCTAssertGreaterThan(similarity(small, big), 0.999)
    XCTAssertLessThan(similarity(small, [line([(0, 0), (10, -10), (20, 0)])]), 0.6)
  }

  /// A font's upright glyph is also kept slanted as writing leans: a
  /// leaning drawing matches it as well as an upright one does.
  /// Hands draw narrower or wider than fonts: each font template is also
  /// kept at `widths`, so a Γ drawn at 0.7 of its font's width is that
  /// copy exactly (1), where the upright glyph alone is a poorer match.
  func testFontTemplatesAlsoComeNarrowerAndWider() throws {
    let upright = [line([(0, 0), (0, 100)]), line([(0, 0), (60, 0)])]
    let template = DrawTemplate(character: "Γ", source: "t", drawing: Drawing(strokes: upright))
    let narrow = try XCTUnwrap(SymbolRecognizer.widths.first)
    let drawn = Drawing(strokes: upright.map { $0.map { Point(x: $0.x * narrow, y: $0.y) } })
    let asDrawn = SymbolRecognizer(templates: [template]).recognize(drawn, top: 1)
    let font = SymbolRecognizer(fontTemplates: [template]).recognize(drawn, top: 1)
    XCTAssertLessThan(asDrawn.first?.score ?? 1, 0.97)
    let w = SymbolRecognizer.secondWeight
    XCTAssertGreaterThan(font.first?.score ?? 0, Double((1 + w * 0.9) / (1 + w)))
  }

  func testFontTemplatesAlsoLean() {
    let upright = [line([(0, 0), (0, 100)]), line([(0, 0), (40, 0)])]
    let leaning = upright.map { $0.map { Point(x: $0.x - 0.15 * $0.y, y: $0.y) } }
    let template = DrawTemplate(character: "Γ", source: "t", drawing: Drawing(strokes: upright))
    let asDrawn = SymbolRecognizer(templates: [template])
    let font = SymbolRecognizer(fontTemplates: [template])
    XCTAssertEqual(font.count, 1 + SymbolRecognizer.slants.count + SymbolRecognizer.widths.count)
    let drawn = Drawing(strokes: leaning)
    let before = asDrawn.recognize(drawn, top: 1).first?.score ?? 0
    let after = font.recognize(drawn, top: 1).first?.score ?? 0
    XCTAssertLessThan(before, 0.95)
    // The copy slanted by 0.15 is the drawing (1); the second best is at
    // least the upright one.
    let w = Double(SymbolRecognizer.secondWeight)
    XCTAssertGreaterThanOrEqual(after, (1 + w * before) / (1 + w) - 1e-4)
  }

  /// A symbol scores as its best template, helped by its second best:
  /// (best + w × second) / (1 + w), so two fonts' agreement counts.
  /// People draw √'s bar over the whole radicand; a font's √ stops at its
  /// corner. A hand-drawn √ whose bar is three times its hook's width.
  func testARadicalWithALongBarIsARadical() {
    let drawn = Drawing(strokes: [line([(0, 60), (12, 52), (30, 100), (62, 0), (250, 2)])])
    XCTAssertEqual(Self.recognizer.recognize(drawn, top: 1).first?.character, "√")
    let template = DrawTemplate(
      character: "√", source: "t", drawing: Drawing(strokes: [line([(0, 60), (30, 100), (60, 0)])]))
    XCTAssertEqual(
      template.withLongerBar(2).drawing.strokes, [line([(0, 60), (30, 100), (60, 0), (180, 0)])],
      "the bar runs on from the topmost point, twice the width")
  }

  /// People draw dots as short dashes: three dashes each a tenth of the
  /// drawing's width are an ellipsis.
  func testDotsDrawnAsDashesAreDots() {
    let drawn = Drawing(strokes: [
      line([(0, 50), (9, 51)]), line([(45, 50), (54, 49)]), line([(90, 50), (99, 51)]),
    ])
    let first = Self.recognizer.recognize(drawn, top: 1).first?.character
    XCTAssertTrue(["…", "⋯"].contains(first), "\(first ?? "nothing")")
  }

  /// A cell's ink is shared with its four neighbours, in its own channel,
  /// so a stroke drawn a cell away from a font's still meets it.
  func testTheGridSharesACellsInkWithItsNeighbours() {
    let side = DrawingFeatures.gridSide
    let channels = DrawingFeatures.channels
    var grid = [Double](repeating: 0, count: DrawingFeatures.gridLength)
    let cell = { (x: Int, y: Int, ch: Int) in (y * side + x) * channels + ch }
    grid[cell(2, 2, 1)] = 1
    let out = DrawingFeatures.blurred(grid)
    XCTAssertEqual(out[cell(2, 2, 1)], 1)
    for (x, y) in [(1, 2), (3, 2), (2, 1), (2, 3)] {
      XCTAssertEqual(out[cell(x, y, 1)], DrawingFeatures.neighbourShare, "\(x),\(y)")
      XCTAssertEqual(out[cell(x, y, 0)], 0, "other channels get nothing")
    }
    XCTAssertEqual(out[cell(1, 1, 1)], 0, "diagonal cells get nothing")
  }

  func testTheSecondBestTemplateHelps() {
    let a = [line([(0, 0), (100, 0)])]
    let b = [line([(0, 0), (100, 30)])]
    let alone = similarity(a, b)
    XCTAssertLessThan(alone, 0.99)
    let both = SymbolRecognizer(templates: [
      DrawTemplate(character: "x", source: "t", drawing: Drawing(strokes: a)),
      DrawTemplate(character: "x", source: "u", drawing: Drawing(strokes: b)),
    ])
    let w = Double(SymbolRecognizer.secondWeight)
    XCTAssertEqual(
      both.recognize(Drawing(strokes: a), top: 1).first?.score ?? 0, (1 + w * alone) / (1 + w),
      accuracy: 1e-4)
  }

  /// Every symbol drawing must find has templates, and each template file
  /// line is well formed (the loader checks it).
  func testTemplatesCoverEveryReferenceSymbol() throws {
    let wanted = try String(
      contentsOf: TestPaths.repository.appendingPathComponent("bench/draw-symbols.txt"),
      encoding: .utf8
    ).split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
    XCTAssertEqual(wanted.count, 198)
    let have = Set(Self.recognizer.symbols)
    XCTAssertEqual(wanted.filter { !have.contains($0) }, [])
    XCTAssertGreaterThanOrEqual(Self.recognizer.count, 3 * 198)
  }

  /// The held-out glyphs (fonts the templates were not made from), as
  /// they are: the right symbol or a look-alike among the best five for
  /// at least 95 % (the benchmark measures distorted drawings of them).
  func testHeldOutGlyphsAreFound() throws {
    let (glyphs, lookalikes) = try TestPaths.heldOutGlyphs()
    XCTAssertGreaterThan(glyphs.count, 500)
    let found = glyphs.filter { g in
      Self.recognizer.recognize(g.drawing, top: 5).contains {
        lookalikes.same($0.character, g.character)
      }
    }
    XCTAssertGreaterThanOrEqual(Double(found.count) / Double(glyphs.count), 0.95)
  }

  /// A drawing the templates do not know becomes known once learned.
  func testLearningMakesAUsersDrawingFirst() {
    let zigzag = Drawing(strokes: [line([(0, 0), (20, 40), (40, 0), (60, 40), (80, 0), (80, 80)])])
    var recognizer = Self.recognizer
    XCTAssertNotEqual(recognizer.recognize(zigzag, top: 1).first?.character, "ℵ")
    recognizer.add(DrawTemplate(character: "ℵ", source: "user", drawing: zigzag))
    var similar = zigzag
    similar.strokes[0] = similar.strokes[0].map { Point(x: $0.x * 1.1 + 3, y: $0.y + 2) }
    XCTAssertEqual(recognizer.recognize(similar, top: 1).first?.character, "ℵ")
  }

  func testEmptyDrawingHasNoCandidatesAndADotIsADot() {
    XCTAssertEqual(Self.recognizer.recognize(Drawing(strokes: []), top: 5), [])
    let dot = Self.recognizer.recognize(Drawing(strokes: [[Point(x: 5, y: 5)]]), top: 3)
    XCTAssertTrue(dot.contains { $0.character == "·" || $0.character == "⋅" }, "\(dot)")
  }

  func testTemplateFileErrorsNameTheLine() {
    XCTAssertThrowsError(try DrawTemplateFile.parse("# c\n∫\tF\t1,2 3,x\n", file: "t.txt")) {
      XCTAssertEqual(($0 as? DataFileError)?.line, 2)
    }
    XCTAssertThrowsError(try DrawTemplateFile.parse("∫ F 1,2\n", file: "t.txt"))
    XCTAssertThrowsError(try Lookalikes.parse("∑ Σ\nΣ ∏\n", file: "l.txt")) {
      XCTAssertEqual(($0 as? DataFileError)?.place, "Σ")
    }
    let round = DrawTemplate(
      character: "∫", source: "user", drawing: Drawing(strokes: [line([(1.25, 2), (3, 4.5)])]))
    XCTAssertEqual(
      try DrawTemplateFile.parse(DrawTemplateFile.line(round), file: "t").first?.drawing.strokes,
      [line([(1.3, 2), (3, 4.5)])])
  }

  func testMalformedJSONLinesSayWhatIsWrong() {
    func problem(_ text: String) -> String? {
      do {
        _ = try DrawingJSON.drawing(from: text)
        return nil
      } catch { return (error as? DrawingJSON.Problem)?.message }
    }
    XCTAssertEqual(problem("nope"), "not JSON")
    XCTAssertEqual(problem("{\"strokes\": [[[1, 2]]]"), "not JSON")
    // Foundation's reader refuses a number no Double holds as it refuses
    // any text it cannot read.
    XCTAssertEqual(problem("{\"strokes\": [[[1, 1e400]]]}"), "not JSON")
    XCTAssertEqual(problem("[1]"), "expected an object {\"strokes\": [[[x, y], …], …]}")
    XCTAssertEqual(problem("{}"), "no \"strokes\" array")
    XCTAssertEqual(problem("{\"strokes\": []}"), "no strokes")
    XCTAssertEqual(problem("{\"strokes\": [[]]}"), "stroke 1 has no points")
    XCTAssertEqual(problem("{\"strokes\": [[[1, 2], [3]]]}"), "point 2 of stroke 1 is not [x, y]")
    XCTAssertEqual(
      problem("{\"strokes\": [[[1, true]]]}"), "coordinate 2 of point 1 of stroke 1 is not a number"
    )
    XCTAssertNil(problem("{\"strokes\": [[[1, 2]]], \"extra\": 1}"))
    XCTAssertEqual(
      DrawingJSON.answer([DrawCandidate(character: "\"", score: 0.5)]),
      "[{\"char\": \"\\\"\", \"score\": 0.500}]")
  }
}
