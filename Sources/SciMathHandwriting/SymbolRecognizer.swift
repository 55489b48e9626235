import Glibc
import SciMathBase

/// One answer of the recognizer: a symbol and its score, how alike the
/// drawing and the symbol's best templates are (1 for the same drawing;
/// below 0.5 is a poor match), less a little for a symbol the drawing
/// model finds unlikely or that is rarely used.
public struct DrawCandidate: Equatable, Sendable {
  public var character: String
  public var score: Double

  public init(character: String, score: Double) {
    self.character = character
    self.score = score
  }
}

/// Penny Pincher (Taranta and LaViola, 2015), extended for drawings of
/// several strokes: every template is compared with the drawing, and each
/// symbol scores as its best template, helped a little by its second best.
/// See `DrawingFeatures` for what is compared and why. Then two things
/// that know more than one glyph: the drawing model's log-probability of
/// the symbol (`DrawModel`, learned from many random hands' drawings of
/// the templates) and the symbol's commonness; neither counts for a symbol
/// whose best template the user drew.
///
/// Each template is kept as one vector, its path and grid parts already
/// weighted, padded to whole SIMD blocks and laid end to end, so that a
/// match is one run of multiply-adds over memory read in order; each
/// template knows its symbol by number, so keeping the best scores hashes
/// nothing. That keeps a match of every template (fonts' glyphs, upright,
/// slanted, narrowed and widened) well inside a frame, with room for the
/// user's own (BENCHMARKS.md has the time).
public struct SymbolRecognizer: Sendable {
  /// The share of the order-free grid in a score; the rest is the path's.
  /// Stroke order varies more than shape, so the grid weighs most; the
  /// path still tells apart shapes the grid blurs (docs/recognition.md
  /// has how each weight here was chosen).
  static let gridWeight: Float = 0.85
  /// How much a symbol's second-best template adds to its best: a symbol
  /// that two fonts' glyphs both resemble is likelier than one that a
  /// single odd glyph does.
  static let secondWeight: Float = 0.25
  /// The slants (x moved by this much of y) each font template is also
  /// kept at. Glyphs mostly stand upright and writing leans: without them
  /// a slanted ∫ is closer to a font's upright prime than to its integral.
  public static let slants: [Double] = [-0.15, 0.15]
  /// The widths (x scaled by this) each font template is also kept at:
  /// hands draw a symbol narrower or wider than its fonts do. Two widths:
  /// more gained little and doubled the templates to match.
  public static let widths: [Double] = [0.7, 1.4]

  /// How much the model's log-probability of a symbol adds to its match:
  /// enough to break the template match's near ties, not to overrule a
  /// clear match.
  static let modelWeight: Float = 0.05
  /// How much a step of commonness (0 … 4) takes off a symbol's score:
  /// of two symbols nearly tied, the commoner comes first (θ before ⊖);
  /// more would bury rare symbols drawn well.
  static let commonnessWeight: Float = 0.02
  /// The least log-probability counted: past it a symbol is simply unlikely.
  static let leastLikelihood: Float = logf(1e-6)

  typealias Block = SIMD8<Float>
  static let blocks = (DrawingFeatures.pathLength + DrawingFeatures.gridLength + 7) / 8

  /// The symbols the templates are of, each once, in the order first seen.
  public private(set) var symbols: [String] = []
  private var symbolNumber: [String: Int] = [:]
  /// Per template: its symbol's index in `symbols`.
  private var templateSymbol: [Int] = []
  /// Per template: true for one the user taught (source "user").
  private var templateIsUsers: [Bool] = []
  /// Every template's weighted vector, `blocks` blocks each.
  private var vectors: [Block] = []
  /// The drawing model, when there is one: its log-probability of a
  /// symbol, times `modelWeight`, is added to the symbol's match.
  public private(set) var model: DrawModel?
  /// Per symbol: its class in `model`, if the model knows it.
  private var modelClass: [Int?] = []
  /// How common each symbol is, 0 the commonest … 4 the rarest (the
  /// search's measure, Assets/symbols.tsv); a symbol not given counts as 3.
  public private(set) var commonness: [String: Int] = [:]
  /// Per symbol: `commonness` times `commonnessWeight`, taken off its score.
  private var rarity: [Float] = []

  /// A recognizer of exactly these templates (as drawn, none slanted).
  public init(templates: [DrawTemplate]) {
    for template in templates { add(template) }
  }

  /// A recognizer of fonts' glyphs: each template upright and at every
  /// one of `slants`.
  public init(fontTemplates: [DrawTemplate]) {
    for template in fontTemplates {
      for variant in Self.drawnForms(of: template) {
        add(variant)
        for slant in Self.slants { add(variant.slanted(slant)) }
        for width in Self.widths { add(variant.widened(width)) }
      }
    }
  }

  /// Radicals, whose bar people draw on over the whole radicand, where a
  /// font's √ stops at its corner: without a long bar a drawn √ reads as ¬.
  static let radicals: Set<String> = ["√", "∛", "∜"]
  /// The bars each radical template is also kept with, in widths of the
  /// glyph: short, long and very long radicands.
  static let barLengths: [Double] = [1, 2, 4]

  /// Ranks commoner symbols first among near ties from now on.
  public mutating func use(commonness: [String: Int]) {
    self.commonness = commonness
    rarity = symbols.map(rarity)
  }

  private func rarity(_ symbol: String) -> Float {
    commonness.isEmpty ? 0 : Self.commonnessWeight * Float(commonness[symbol] ?? 3)
  }

  /// Ranks with this model from now on (none: by the templates alone).
  public mutating func use(_ model: DrawModel?) {
    self.model = model
    modelClass = symbols.map { model?.classIndex(of: $0) }
  }

  /// A font's glyph as people draw it: itself, and a radical also with
  /// its bar drawn on over a radicand.
  public static func drawnForms(of template: DrawTemplate) -> [DrawTemplate] {
    guard radicals.contains(template.character) else { return [template] }
    return [template] + barLengths.map { template.withLongerBar($0) }
  }

  /// How many templates there are.
  public var count: Int { templateSymbol.count }

  /// Adds a template (a drawing the user chose a symbol for); a drawing
  /// with nothing in it is ignored.
  public mutating func add(_ template: DrawTemplate) {
    guard let features = DrawingFeatures(template.drawing) else { return }
    let number =
      symbolNumber[template.character]
      ?? {
        symbols.append(template.character)
        symbolNumber[template.character] = symbols.count - 1
        return symbols.count - 1
      }()
    if modelClass.count < symbols.count {
      modelClass.append(model?.classIndex(of: template.character))
      rarity.append(rarity(template.character))
    }
    templateSymbol.append(number)
    templateIsUsers.append(template.source == LearnedDrawings.source)
    let pathScale = (1 - Self.gridWeight) / Float(DrawingFeatures.pathPoints - 1)
    vectors.append(
      contentsOf: Self.blocked(
        features.path.map { $0 * pathScale } + features.grid.map { $0 * Self.gridWeight }))
  }

  /// The `top` best symbols for the drawing, best first; none for an
  /// empty drawing.
  public func recognize(_ drawing: Drawing, top: Int = 5) -> [DrawCandidate] {
    guard top > 0, let features = DrawingFeatures(drawing) else { return [] }
    var best = [Float](repeating: -.infinity, count: symbols.count)
    var second = best
    var bestIsUsers = [Bool](repeating: false, count: symbols.count)
    let candidate = Self.blocked(features.path + features.grid)
    let blocks = Self.blocks
    candidate.withUnsafeBufferPointer { c in
      vectors.withUnsafeBufferPointer { all in
        for (t, symbol) in templateSymbol.enumerated() {
          var sum = Block()
          let start = t * blocks
          for b in 0..<blocks { sum += c[b] * all[start + b] }
          let score = sum.sum()
          if score > best[symbol] {
            second[symbol] = best[symbol]
            best[symbol] = score
            bestIsUsers[symbol] = templateIsUsers[t]
          } else if score > second[symbol] {
            second[symbol] = score
          }
        }
      }
    }
    var scores = zip(best, second).map { best, second in
      second > -.infinity ? (best + Self.secondWeight * second) / (1 + Self.secondWeight) : best
    }
    let matched = scores.indices.max { scores[$0] < scores[$1] }
    if let model {
      let likelihood = model.logProbabilities(DrawModelFeatures.of(features))
      // A symbol the model does not know (one only the user has taught)
      // is taken as likely as any: neither helped nor held back.
      let unknown = -logf(Float(model.classes.count))
      for s in scores.indices where !bestIsUsers[s] {
        let term = modelClass[s].map { max(likelihood[$0], Self.leastLikelihood) } ?? unknown
        scores[s] += Self.modelWeight * term
      }
    }
    // A symbol whose best template is one the user drew is as likely as the
    // user has shown it to be: neither the model nor commonness holds it
    // back: a user who taught a symbol means it, however rare it is
    // (bench/handwriting-learning.py measures learning a hand).
    for s in scores.indices where !bestIsUsers[s] { scores[s] -= rarity[s] }
    var ranked = zip(symbols, scores).map { DrawCandidate(character: $0, score: Double($1)) }
      .sorted { $0.score != $1.score ? $0.score > $1.score : $0.character < $1.character }
    // The symbol the drawing matches best stays among the answers, last
    // if the model and commonness put it further down: a clear match
    // must never vanish from the strip.
    if let matched, let at = ranked.firstIndex(where: { $0.character == symbols[matched] }),
      at >= top
    {
      ranked.insert(ranked.remove(at: at), at: top - 1)
    }
    return Array(ranked.prefix(top))
  }

  /// The values in SIMD blocks, the last one padded with zeros.
  static func blocked(_ values: [Float]) -> [Block] {
    (0..<blocks).map { b in
      var block = Block()
      for i in 0..<8 where b * 8 + i < values.count { block[i] = values[b * 8 + i] }
      return block
    }
  }
}

extension DrawTemplate {
  /// A radical with a bar `widths` times its width long, running right
  /// from its topmost point: on from there when a stroke ends at it, else
  /// as a stroke of its own.
  func withLongerBar(_ widths: Double) -> DrawTemplate {
    let points = drawing.strokes.joined()
    guard let top = points.min(by: { $0.y < $1.y }), let box = Rect(bounding: points) else {
      return self
    }
    let end = Point(x: top.x + widths * box.width, y: top.y)
    var copy = self
    if let s = copy.drawing.strokes.firstIndex(where: { $0.last == top }) {
      copy.drawing.strokes[s].append(end)
    } else {
      copy.drawing.strokes.append([top, end])
    }
    return copy
  }

  /// The drawing with x scaled by `scale`: narrower below 1, wider above.
  func widened(_ scale: Double) -> DrawTemplate {
    var copy = self
    copy.drawing.strokes = drawing.strokes.map { stroke in
      stroke.map { Point(x: $0.x * scale, y: $0.y) }
    }
    return copy
  }

  /// The drawing leaning right by `slant`: x moved by slant × height (y
  /// down, so the top moves right). Where it leans from does not matter,
  /// since the features centre every drawing on its box.
  func slanted(_ slant: Double) -> DrawTemplate {
    var copy = self
    copy.drawing.strokes = drawing.strokes.map { stroke in
      stroke.map { Point(x: $0.x - slant * $0.y, y: $0.y) }
    }
    return copy
  }
}
