import CCairo
import SciMathCore
import XCTest

@testable import SciMathRender

/// The icons' shapes, read back from Cairo as flattened points: the shift
/// arrow's corners are rounded (its tip most) and the globe's latitudes
/// are curves, as the stock icons are.
final class IconShapeTests: XCTestCase {
  func flattened(_ draw: (OpaquePointer) -> Void) -> [Point] {
    FlattenedPath.points(tolerance: 0.01, draw)
  }

  func testTheShiftArrowsCornersAreRounded() {
    let corners = [(0.0, -8.5, 2.0), (8.5, 0.5, 1.5), (-8.5, 0.5, 1.5), (4, 6.5, 1), (-4, 6.5, 1)]
    let points = flattened { IconPainter.roundedPolygon($0, corners) }
    XCTAssertGreaterThan(points.count, 20)
    for (x, y, radius) in corners {
      // A corner cut `radius` back keeps its outline clear of the sharp
      // point; a sharp corner passes through it.
      let nearest = points.map { hypot($0.x - x, $0.y - y) }.min() ?? 0
      XCTAssertGreaterThan(nearest, radius * 0.2, "corner at \(x), \(y)")
    }
  }

  func testTheGlobesLatitudesAreCurves() {
    for y in [-4.5, 4.5] {
      let points = flattened { IconPainter.latitude($0, y) }
      let ends = points.filter { abs($0.x) > 7 }
      let middle = points.min { abs($0.x) < abs($1.x) }
      XCTAssertFalse(ends.isEmpty)
      XCTAssertTrue(ends.allSatisfy { abs($0.y - y) < 0.1 }, "ends on the outline")
      // Bowed 1.5 units toward the pole at the middle; a straight line is 0.
      let bow = (middle?.y ?? y) - y
      XCTAssertGreaterThan(abs(bow), 1.5, "latitude \(y)")
      XCTAssertEqual(bow.sign, y.sign, "bows toward its pole")
    }
  }
}
