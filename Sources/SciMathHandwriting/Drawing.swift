import SciMathBase

/// What a finger, pen or mouse drew: strokes of points in any units, x
/// right and y down, in the order drawn. A stroke of one point is a tap (a
/// dot, as in ⋯).
public struct Drawing: Equatable, Sendable {
  public var strokes: [[Point]]

  public init(strokes: [[Point]]) { self.strokes = strokes }

  /// True when there is nothing to recognize.
  public var isEmpty: Bool { strokes.allSatisfy(\.isEmpty) }
}

/// A drawing known to be one symbol: a template, from the assets or learned
/// from the user.
public struct DrawTemplate: Equatable, Sendable {
  public var character: String
  /// Where it came from: a font's name, or "user".
  public var source: String
  public var drawing: Drawing

  public init(character: String, source: String, drawing: Drawing) {
    self.character = character
    self.source = source
    self.drawing = drawing
  }
}
