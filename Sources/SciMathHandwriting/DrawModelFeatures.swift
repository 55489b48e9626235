import SciMathBase

/// What the drawing model (`DrawModel`) reads of a drawing: the matcher's
/// path and grid (`DrawingFeatures`), then the shape and stroke counts
/// those leave out by scaling every drawing to one box.
public enum DrawModelFeatures {
  public static let count =
    DrawingFeatures.pathLength + DrawingFeatures.gridLength + DrawingFeatures.shapeLength

  /// The features of a drawing; nil for one with nothing in it.
  public static func of(_ drawing: Drawing) -> [Float]? {
    DrawingFeatures(drawing).map(of)
  }

  static func of(_ features: DrawingFeatures) -> [Float] {
    features.path + features.grid + features.shape
  }
}
