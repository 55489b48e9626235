import CCairo
import SciMathCore
import XCTest

@testable import SciMathRender

/// The outline of popups and balloons, read back from Cairo as flattened
/// points: a wide popup's bottom edge is straight and level with its box
/// (no slant from the key to the far corner), its corners are rounded, and
/// the balloon's short shoulder keeps its single curve.
final class BubbleShapeTests: XCTestCase {
  func outline(key: Rect, bubble: Rect) -> [Point] {
    FlattenedPath.points { cr in
      CairoPaths.bubble(cr, key: key, bubble: bubble, keyRadius: 5, radius: 10)
    }
  }

  // A key under the right part of a 300 pt popup, 15 pt of neck between.
  let key = Rect(x: 300, y: 100, width: 40, height: 45)
  let popup = Rect(x: 60, y: 35, width: 300, height: 50)

  func testAWidePopupsBottomEdgeIsLevelAndNeverDipsBelowItsBox() {
    let points = outline(key: key, bubble: popup)
    XCTAssertGreaterThan(points.count, 20)
    // Beside the key and its neck curves, nothing lies below the box.
    let run = CairoPaths.neckRun
    let outsideKey = points.filter {
      $0.x < key.minX - run - 0.01 || $0.x > key.maxX + run + 0.01
    }
    for p in outsideKey {
      XCTAssertLessThanOrEqual(p.y, popup.maxY + 0.01, "\(p) is below the popup's box")
    }
    // The straight run left of the neck lies on the box's bottom edge.
    let bottom = outsideKey.filter { $0.y > popup.maxY - 0.01 }
    XCTAssertLessThanOrEqual(bottom.map(\.x).min() ?? .infinity, popup.minX + 10 + 0.01)
    XCTAssertGreaterThanOrEqual(bottom.map(\.x).max() ?? 0, key.minX - run - 0.01)
  }

  func testEveryCornerOfAWidePopupIsRounded() {
    let points = outline(key: key, bubble: popup)
    let corners = [
      Point(x: popup.minX, y: popup.minY), Point(x: popup.maxX, y: popup.minY),
      Point(x: popup.minX, y: popup.maxY),
    ]
    // A radius-10 corner keeps its outline 10 (1 − 1/√2) ≈ 2.9 pt from the
    // box's corner point.
    for c in corners {
      let nearest = points.map { hypot($0.x - c.x, $0.y - c.y) }.min() ?? 0
      XCTAssertGreaterThan(nearest, 2.5, "corner at \(c)")
    }
  }

  func testABalloonsShoulderIsOneCurveToTheBubblesCorner() {
    let balloonKey = Rect(x: 100, y: 100, width: 35, height: 45)
    let balloon = Rect(x: 87, y: 30, width: 61, height: 55)
    let points = outline(key: balloonKey, bubble: balloon)
    let corner = Point(x: balloon.maxX, y: balloon.maxY)
    let nearest = points.map { hypot($0.x - corner.x, $0.y - corner.y) }.min() ?? .infinity
    XCTAssertLessThan(nearest, 0.01, "the curve ends at the bubble's corner")
  }
}
