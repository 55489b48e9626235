import Foundation
import SciMathCore
import SciMathRender
import SciMathTestSupport
import XCTest

/// Measures every popup golden's outline on its pixels: each edge is
/// straight and on the popup's box to within 1 px away from the rounded
/// corners and the neck, and every corner of the box is rounded with the
/// popup's radius (10 pt), not square. The stock popup is a rounded
/// rectangle joined to its key by a short neck.
final class PopupEdgeTests: XCTestCase {
  /// A golden's pixels and the popup the case draws, in golden pixels.
  struct Sample {
    var name: String
    var pixels: [UInt32]
    var width: Int
    var scale: Double
    var popup: AlternatesPopup
    var keyRadius: Double

    func pixel(_ x: Int, _ y: Int) -> UInt32? {
      guard x >= 0, y >= 0, x < width, y * width + x < pixels.count else { return nil }
      return pixels[y * width + x]
    }

    /// Whether two pixels differ visibly: more than an antialiased half
    /// pixel of the faintest outline (#00000030 over white is 48 at full
    /// cover) would leave unnoticed.
    static func differ(_ a: UInt32, _ b: UInt32) -> Bool {
      (0..<3).contains { i in
        abs(Int((a >> (8 * UInt32(i))) & 0xFF) - Int((b >> (8 * UInt32(i))) & 0xFF)) > 10
      }
    }

    /// From `inside` outward by (dx, dy) steps, how many steps until the
    /// popup's own fill ends; nil when it never does within `limit`.
    func stepsToEdge(from inside: (Int, Int), dx: Int, dy: Int, limit: Int) -> Int? {
      guard let fill = pixel(inside.0, inside.1) else { return nil }
      for t in 1...limit {
        guard let p = pixel(inside.0 + dx * t, inside.1 + dy * t) else { return t }
        if Self.differ(p, fill) { return t }
      }
      return nil
    }
  }

  func samples() throws -> [Sample] {
    return try GoldenImageTests.cases.compactMap { c -> Sample? in
      guard c.scene.alternates != nil || c.scene.modeList else { return nil }
      let (keyboard, view) = try GoldenImageTests.drive(c)
      let popup = try XCTUnwrap(view.popup, c.name)
      let image = try ImageSurface.load(
        png: GoldenImageTests.goldens.appendingPathComponent("\(c.name).png").path)
      return Sample(
        name: c.name, pixels: image.pixels(), width: image.width, scale: c.scale, popup: popup,
        keyRadius: keyboard.metrics.cornerRadius)
    }
  }

  func testAllEightPopupGoldensAreMeasured() throws {
    XCTAssertEqual(try samples().map(\.name).count, 8)
  }

  func testEveryPopupEdgeIsStraightAndOnItsBox() throws {
    for s in try samples() {
      let f = s.popup.frame
      let k = s.popup.key
      let r = s.popup.radius
      let px = { (v: Double) in Int((v * s.scale).rounded()) }
      let inset = px(4)
      // The far side (away from the key) and the two sides: (edge, outward
      // direction, the span along it to scan) in golden pixels.
      var edges: [(name: String, at: Int, horizontal: Bool, out: Int, span: [ClosedRange<Int>])] =
        []
      let far = s.popup.opensDown ? f.maxY : f.minY
      let neck = s.popup.opensDown ? f.minY : f.maxY
      let alongX = px(f.minX + r + 1)...px(f.maxX - r - 1)
      let alongY = px(f.minY + r + 1)...px(f.maxY - r - 1)
      edges.append(("far", px(far), true, s.popup.opensDown ? 1 : -1, [alongX]))
      edges.append(("left", px(f.minX), false, -1, [alongY]))
      edges.append(("right", px(f.maxX), false, 1, [alongY]))
      // The neck side is straight beyond the neck's curves on a wide shoulder.
      let run = 8.0
      var neckSpans: [ClosedRange<Int>] = []
      if k.minX - f.minX > 16 { neckSpans.append(px(f.minX + r + 1)...px(k.minX - run - 1)) }
      if f.maxX - k.maxX > 16 { neckSpans.append(px(k.maxX + run + 1)...px(f.maxX - r - 1)) }
      edges.append(("neck side", px(neck), true, s.popup.opensDown ? -1 : 1, neckSpans))
      for e in edges {
        var found: [Int] = []
        for span in e.span where span.lowerBound <= span.upperBound {
          for a in span {
            let inside = e.horizontal ? (a, e.at - e.out * inset) : (e.at - e.out * inset, a)
            let (dx, dy) = e.horizontal ? (0, e.out) : (e.out, 0)
            guard let t = s.stepsToEdge(from: inside, dx: dx, dy: dy, limit: 2 * inset) else {
              XCTFail("\(s.name): no \(e.name) edge found at \(a)")
              continue
            }
            found.append(e.at - e.out * inset + e.out * t)
          }
        }
        guard let lo = found.min(), let hi = found.max() else { continue }
        XCTAssertLessThanOrEqual(hi - lo, 1, "\(s.name): \(e.name) edge runs \(lo)…\(hi)")
        XCTAssertLessThanOrEqual(
          abs(lo - e.at), 1, "\(s.name): \(e.name) edge at \(lo), box \(e.at)")
        XCTAssertLessThanOrEqual(
          abs(hi - e.at), 1, "\(s.name): \(e.name) edge at \(hi), box \(e.at)")
      }
    }
  }

  func testEveryCornerOfEveryPopupIsRounded() throws {
    for s in try samples() {
      let f = s.popup.frame
      let k = s.popup.key
      let r = s.popup.radius
      let far = s.popup.opensDown ? f.maxY : f.minY
      let neck = s.popup.opensDown ? f.minY : f.maxY
      let inward = s.popup.opensDown ? -1 : 1
      // Far corners: radius r, or the key's where the side is flush with
      // the key. Neck-side corners exist only beside a wide shoulder.
      var corners: [(x: Double, y: Double, dx: Int, dy: Int, radius: Double)] = [
        (f.minX, far, 1, inward, k.minX - f.minX <= 0.5 ? min(r, s.keyRadius) : r),
        (f.maxX, far, -1, inward, f.maxX - k.maxX <= 0.5 ? min(r, s.keyRadius) : r),
      ]
      if k.minX - f.minX > 16 {
        corners.append((f.minX, neck, 1, -inward, min(r, k.minX - f.minX - 8)))
      }
      if f.maxX - k.maxX > 16 {
        corners.append((f.maxX, neck, -1, -inward, min(r, f.maxX - k.maxX - 8)))
      }
      for c in corners {
        // Along the diagonal from 5 pt inside (still in the popup's padding)
        // out to the box's corner point: a rounded corner's outline crosses
        // it r (1 − 1/√2) from the corner on each axis, a square one at 0.
        let start = Int((5 * s.scale).rounded())
        let cx = Int((c.x * s.scale).rounded()) - (c.dx > 0 ? 0 : 1)
        let cy = Int((c.y * s.scale).rounded()) - (c.dy > 0 ? 0 : 1)
        let inside = (cx + c.dx * start, cy + c.dy * start)
        let t = try XCTUnwrap(
          s.stepsToEdge(from: inside, dx: -c.dx, dy: -c.dy, limit: start), "\(s.name): corner")
        let measured = Double(start - t)
        let expected = c.radius * s.scale * (1 - 1 / 2.0.squareRoot())
        XCTAssertGreaterThanOrEqual(measured, 2, "\(s.name): square corner at \(c.x), \(c.y)")
        XCTAssertEqual(
          measured, expected, accuracy: 1.5,
          "\(s.name): corner at \(c.x), \(c.y) radius \(c.radius)")
      }
    }
  }
}
