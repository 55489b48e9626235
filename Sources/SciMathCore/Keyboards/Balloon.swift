/// A balloon on screen: which key, what it shows, and where.
public struct Balloon: Equatable, Sendable {
  public var keyID: String
  public var label: String
  public var shape: BalloonShape

  public init(keyID: String, label: String, shape: BalloonShape) {
    self.keyID = keyID
    self.label = label
    self.shape = shape
  }
}
