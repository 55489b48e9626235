/// One answer of the recognizer: a symbol and how alike the drawing and
/// its best template are (1 for the same drawing; below 0.5 is a poor
/// match).
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
/// symbol scores as its best template. See `DrawingFeatures` for what is
/// compared and why.
///
/// Templates are kept as flat arrays so that a match is two runs of
/// multiply-adds over memory read in order, and each template knows its
/// symbol by number, so that keeping each symbol's best score hashes
/// nothing: the 1,079 templates take about 0.14 ms, which leaves room for
/// the user's own.
public struct SymbolRecognizer: Sendable {
  /// The share of the order-free grid in a score; the rest is the path's.
  /// 0.85 was best on the benchmark's held-out drawings (0.5: 84.7 % top-1,
  /// 0.8: 89.3 %, 1.0, the grid alone: 85.2 %).
  static let gridWeight: Float = 0.85

  /// The symbols the templates are of, each once, in the order first seen.
  public private(set) var symbols: [String] = []
  private var symbolNumber: [String: Int] = [:]
  /// Per template: its symbol's index in `symbols`.
  private var templateSymbol: [Int] = []
  private var paths: [Float] = []
  private var grids: [Float] = []

  public init(templates: [DrawTemplate]) {
    for template in templates { add(template) }
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
    templateSymbol.append(number)
    paths.append(contentsOf: features.path)
    grids.append(contentsOf: features.grid)
  }

  /// The `top` best symbols for the drawing, best first; none for an
  /// empty drawing.
  public func recognize(_ drawing: Drawing, top: Int = 5) -> [DrawCandidate] {
    guard top > 0, let features = DrawingFeatures(drawing) else { return [] }
    var best = [Float](repeating: -.infinity, count: symbols.count)
    let pathLength = DrawingFeatures.pathLength
    let gridLength = DrawingFeatures.gridLength
    let pathScale = (1 - Self.gridWeight) / Float(DrawingFeatures.pathPoints - 1)
    features.path.withUnsafeBufferPointer { candidatePath in
      features.grid.withUnsafeBufferPointer { candidateGrid in
        paths.withUnsafeBufferPointer { allPaths in
          grids.withUnsafeBufferPointer { allGrids in
            for (t, symbol) in templateSymbol.enumerated() {
              var pathSum: Float = 0
              let p = t * pathLength
              for i in 0..<pathLength { pathSum += candidatePath[i] * allPaths[p + i] }
              var gridSum: Float = 0
              let g = t * gridLength
              for i in 0..<gridLength { gridSum += candidateGrid[i] * allGrids[g + i] }
              best[symbol] = max(best[symbol], pathSum * pathScale + gridSum * Self.gridWeight)
            }
          }
        }
      }
    }
    return zip(symbols, best).map { DrawCandidate(character: $0, score: Double($1)) }
      .sorted { $0.score != $1.score ? $0.score > $1.score : $0.character < $1.character }
      .prefix(top).map { $0 }
  }
}
