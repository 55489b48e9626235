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
/// multiply-adds over memory read in order: about 600 templates take a
/// fraction of a millisecond, which leaves room for the user's own.
public struct SymbolRecognizer: Sendable {
  /// The share of the order-free grid in a score; the rest is the path's.
  /// 0.85 was best on the benchmark's held-out drawings (0.5: 84.7 % top-1,
  /// 0.8: 89.3 %, 1.0, the grid alone: 85.2 %).
  static let gridWeight: Float = 0.85

  public private(set) var characters: [String] = []
  public private(set) var sources: [String] = []
  private var paths: [Float] = []
  private var grids: [Float] = []

  public init(templates: [DrawTemplate]) {
    for template in templates { add(template) }
  }

  public var count: Int { characters.count }

  /// Adds a template (a drawing the user chose a symbol for); a drawing
  /// with nothing in it is ignored.
  public mutating func add(_ template: DrawTemplate) {
    guard let features = DrawingFeatures(template.drawing) else { return }
    characters.append(template.character)
    sources.append(template.source)
    paths.append(contentsOf: features.path)
    grids.append(contentsOf: features.grid)
  }

  /// The `top` best symbols for the drawing, best first; none for an
  /// empty drawing.
  public func recognize(_ drawing: Drawing, top: Int = 5) -> [DrawCandidate] {
    guard top > 0, let features = DrawingFeatures(drawing) else { return [] }
    var best: [String: Float] = [:]
    let pathLength = DrawingFeatures.pathLength
    let gridLength = DrawingFeatures.gridLength
    let pathScale = (1 - Self.gridWeight) / Float(DrawingFeatures.pathPoints - 1)
    features.path.withUnsafeBufferPointer { candidatePath in
      features.grid.withUnsafeBufferPointer { candidateGrid in
        paths.withUnsafeBufferPointer { allPaths in
          grids.withUnsafeBufferPointer { allGrids in
            for t in characters.indices {
              var pathSum: Float = 0
              let p = t * pathLength
              for i in 0..<pathLength { pathSum += candidatePath[i] * allPaths[p + i] }
              var gridSum: Float = 0
              let g = t * gridLength
              for i in 0..<gridLength { gridSum += candidateGrid[i] * allGrids[g + i] }
              let score = pathSum * pathScale + gridSum * Self.gridWeight
              let character = characters[t]
              if score > best[character, default: -.infinity] { best[character] = score }
            }
          }
        }
      }
    }
    return best.map { DrawCandidate(character: $0.key, score: Double($0.value)) }
      .sorted { $0.score != $1.score ? $0.score > $1.score : $0.character < $1.character }
      .prefix(top).map { $0 }
  }

  /// The features compared, for tests of the steps.
  public static func debugFeatures(_ drawing: Drawing) -> (path: [Float], grid: [Float])? {
    DrawingFeatures(drawing).map { ($0.path, $0.grid) }
  }
}
