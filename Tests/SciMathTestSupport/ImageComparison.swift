import Foundation
import SciMathRender

/// Compares two renders pixel by pixel: exactly, but for a level or two of
/// rounding. A pixel counts as different past `channelTolerance` levels
/// in any channel, and a render passes with up to `allowedFraction` of its
/// pixels different: none, unless a test names why.
public struct ImageComparison {
  public var channelTolerance = 2
  public var allowedFraction = 0.0

  public init(channelTolerance: Int = 2, allowedFraction: Double = 0) {
    self.channelTolerance = channelTolerance
    self.allowedFraction = allowedFraction
  }

  public struct Result {
    public var sameSize: Bool
    public var differing: Int
    public var total: Int
    public var fraction: Double { total == 0 ? 1 : Double(differing) / Double(total) }
  }

  public func compare(_ a: ImageSurface, _ b: ImageSurface) -> Result {
    guard a.width == b.width, a.height == b.height else {
      return Result(sameSize: false, differing: 0, total: 0)
    }
    // Equal bytes, as most are, are told at memcmp's speed.
    if a.stride == b.stride, let pa = a.data, let pb = b.data,
      memcmp(pa, pb, a.stride * a.height) == 0
    {
      return Result(sameSize: true, differing: 0, total: a.width * a.height)
    }
    return compare(a.pixels(), b.pixels())
  }

  /// Compares two equally sized 0x??RRGGBB pixel arrays, alpha ignored (a
  /// window capture has none).
  public func compare(_ pa: [UInt32], _ pb: [UInt32]) -> Result {
    guard pa.count == pb.count else { return Result(sameSize: false, differing: 0, total: 0) }
    var differing = 0
    for (x, y) in zip(pa, pb) where x & 0xFFFFFF != y & 0xFFFFFF {
      var worst: UInt32 = 0
      for shift in stride(from: UInt32(0), through: 16, by: 8) {
        let ca = (x >> shift) & 0xFF
        let cb = (y >> shift) & 0xFF
        worst = max(worst, ca > cb ? ca - cb : cb - ca)
      }
      if worst > channelTolerance { differing += 1 }
    }
    return Result(sameSize: true, differing: differing, total: pa.count)
  }

  public func matches(_ a: [UInt32], _ b: [UInt32]) -> Bool {
    let r = compare(a, b)
    return r.sameSize && r.fraction <= allowedFraction
  }

  public func matches(_ a: ImageSurface, _ b: ImageSurface) -> Bool {
    let r = compare(a, b)
    return r.sameSize && r.fraction <= allowedFraction
  }
}
