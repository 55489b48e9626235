import CX11

extension XSession {
  /// The keycodes the server holds down now (XQueryKeymap): a key a dead
  /// XTest client pressed and never released stays in this list.
  public func keysDown() throws -> [Int] {
    guard let d = XOpenDisplay(display) else { throw TestFailure("cannot open \(display)") }
    defer { XCloseDisplay(d) }
    var bits = [CChar](repeating: 0, count: 32)
    XQueryKeymap(d, &bits)
    return (8..<256).filter { UInt8(bitPattern: bits[$0 / 8]) & (1 << ($0 % 8)) != 0 }
  }
}

/// `count` moments in seconds between `from` and `to`, from a seeded
/// generator, so that a failure at one of them can be replayed.
public func seededMoments(_ count: Int, from: Double, to: Double, seed: UInt64) -> [Double] {
  var state = seed
  return (0..<count).map { _ in
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return from + Double((state >> 33) % 1000) / 1000 * (to - from)
  }
}
