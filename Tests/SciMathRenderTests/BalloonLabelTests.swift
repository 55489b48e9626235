import Foundation
import SciMathCore
import SciMathRender
import SciMathTestSupport
import XCTest

/// A balloon's letter sits clear of the bubble's bottom edge, descenders
/// included, measured on the drawn pixels.
final class BalloonLabelTests: XCTestCase {
  override class func setUp() {
    FontSetup.activate(assets: TestPaths.assets)
  }

  /// The space, in points, between the label's lowest (or highest) dark
  /// pixel and the bubble's bottom (or top) edge, for a light-theme phone
  /// balloon.
  func clearance(_ id: String, top: Bool = false, scale: Double = 4) throws -> Double {
    let keyboard = Keyboard(catalog: TestPaths.catalog, form: .phone)
    var scene = ScreenshotScene(layer: .abc)
    scene.balloon = id
    let view = try scene.view(of: [keyboard])
    let bubble = try XCTUnwrap(view.balloon?.shape.bubble)
    let image = KeyboardRenderer(theme: TestPaths.catalog.theme(.light)).image(
      keyboard: keyboard, view: view, scale: scale)
    let data = try XCTUnwrap(image.data)
    var lowest = -1
    var highest = Int.max
    let x0 = Int((bubble.minX + 4) * scale)
    let x1 = Int((bubble.maxX - 4) * scale)
    for y in Int(bubble.minY * scale)..<Int(bubble.maxY * scale) {
      for x in x0..<x1 {
        // ARGB32, little-endian: B, G, R, A.
        let green = data.load(fromByteOffset: y * image.stride + x * 4 + 1, as: UInt8.self)
        if green < 100 {
          lowest = y
          highest = min(highest, y)
        }
      }
    }
    XCTAssertGreaterThan(lowest, 0, "the label was found")
    return top ? Double(highest) / scale - bubble.minY : bubble.maxY - Double(lowest + 1) / scale
  }

  func testDescendersClearTheBubblesBottom() throws {
    for id in ["q", "p", "g", "y", "j"] {
      XCTAssertGreaterThanOrEqual(try clearance(id), 4, id)
    }
  }

  func testAscendersAndCapitalsClearTheBubblesTop() throws {
    for id in ["l", "k", "b", "d", "h"] {
      XCTAssertGreaterThanOrEqual(try clearance(id, top: true), 4, id)
    }
  }
}
