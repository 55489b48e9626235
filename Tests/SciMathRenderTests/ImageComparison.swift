import Foundation
import SciMathRender

/// Compares two renders pixel by pixel. Anti-aliased edges may differ a
/// little between library builds, so a pixel counts as different only past
/// `channelTolerance`, and a render passes with up to `allowedFraction`
/// of its pixels different.
struct ImageComparison {
  var channelTolerance = 24
  var allowedFraction = 0.001

  struct Result {
    var sameSize: Bool
    var differing: Int
    var total: Int
    var fraction: Double { total == 0 ? 1 : Double(differing) / Double(total) }
  }

  func compare(_ a: ImageSurface, _ b: ImageSurface) -> Result {
    guard a.width == b.width, a.height == b.height else {
      return Result(sameSize: false, differing: 0, total: 0)
    }
    let pa = a.pixels()
    let pb = b.pixels()
    var differing = 0
    for (x, y) in zip(pa, pb) where x != y {
      var worst: UInt32 = 0
      for shift in stride(from: UInt32(0), through: 24, by: 8) {
        let ca = (x >> shift) & 0xFF
        let cb = (y >> shift) & 0xFF
        worst = max(worst, ca > cb ? ca - cb : cb - ca)
      }
      if worst > channelTolerance { differing += 1 }
    }
    return Result(sameSize: true, differing: differing, total: pa.count)
  }

  func matches(_ a: ImageSurface, _ b: ImageSurface) -> Bool {
    let r = compare(a, b)
    return r.sameSize && r.fraction <= allowedFraction
  }
}
