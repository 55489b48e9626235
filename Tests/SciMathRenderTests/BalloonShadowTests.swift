import Foundation
import SciMathCore
import SciMathRender
import SciMathTestSupport
import XCTest

/// A dark balloon has the fill of the keys it covers; its soft shadow is
/// what sets it apart. Measured on the drawn pixels: just outside the
/// balloon's side, where a key of the same colour lies beneath, the key is
/// darkened.
final class BalloonShadowTests: XCTestCase {
  override class func setUp() {
    FontSetup.activate(assets: TestPaths.assets)
  }

  func testADarkBalloonIsSetApartFromTheKeysItCovers() throws {
    let catalog = TestPaths.catalog
    let theme = catalog.theme(.dark)
    let keyboard = Keyboard(catalog: catalog, form: .phone)
    let renderer = KeyboardRenderer(theme: theme)
    let scale = 2.0
    let plain = renderer.image(keyboard: keyboard, view: ViewState(layer: .abc), scale: scale)
    var scene = ScreenshotScene(layer: .abc)
    scene.balloon = "a"
    let view = try scene.view(of: [keyboard])
    let bubble = try XCTUnwrap(view.balloon).shape.bubble
    let shown = renderer.image(keyboard: keyboard, view: view, scale: scale)
    let before = plain.pixels()
    let after = shown.pixels()
    let key =
      UInt32(theme.letterKey.red * 255) << 16 | UInt32(theme.letterKey.green * 255) << 8
      | UInt32(theme.letterKey.blue * 255)
    // 1.5 pt outside each side, down the bubble's straight sides.
    var samples = 0
    for side in [bubble.minX - 1.5, bubble.maxX + 1.5] {
      for y in stride(from: bubble.minY + 12, through: bubble.maxY - 12, by: 1) {
        let i = Int(y * scale) * plain.width + Int(side * scale)
        guard before[i] & 0xFFFFFF == key else { continue }
        samples += 1
        let darker = Int(key & 0xFF) - Int(after[i] & 0xFF)
        XCTAssertGreaterThanOrEqual(darker, 16, "at \(side), \(y): only \(darker) darker")
      }
    }
    XCTAssertGreaterThan(samples, 20, "the balloon for a covers the q and w keys' sides")
  }
}
