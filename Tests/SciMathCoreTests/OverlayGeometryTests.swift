import SciMathCore
import SciMathTestSupport
import XCTest

/// Balloons and alternates popups stay inside the keyboard, as SciMath's
/// must (an extension cannot draw outside its bounds).
final class OverlayGeometryTests: XCTestCase {
  let catalog = TestPaths.catalog

  func testBalloonsStayInsideAndOpenDownOnlyOnTheTopRow() {
    for width in [320.0, 375, 390, 428] {
      let keyboard = Keyboard(catalog: catalog, form: .phone, width: width)
      for layer in LayerID.allCases {
        let g = keyboard.geometry(layer)
        for key in g.keys where key.isCharacter {
          guard let b = g.balloon(for: key) else {
            XCTFail("no balloon for \(key.id)")
            continue
          }
          XCTAssertTrue(g.bounds.encloses(b.extent), "\(layer) \(key.id) at \(width): \(b)")
          XCTAssertEqual(b.opensDown, key.row == 0, "\(layer) \(key.id)")
          XCTAssertGreaterThan(b.bubble.width, key.frame.width)
          if key.isFirstInRow { XCTAssertEqual(b.bubble.minX, key.frame.minX, accuracy: 1e-9) }
          if key.isLastInRow { XCTAssertEqual(b.bubble.maxX, key.frame.maxX, accuracy: 1e-9) }
          if !key.isFirstInRow && !key.isLastInRow && b.bubble.minX > 0 && b.bubble.maxX < width {
            XCTAssertEqual(b.bubble.midX, key.frame.midX, accuracy: 1e-9, "centred \(key.id)")
          }
        }
      }
    }
  }

  func testPadHasNoBalloons() throws {
    let g = Keyboard(catalog: catalog, form: .pad).geometry(.abc)
    XCTAssertNil(g.balloon(for: try XCTUnwrap(g.key(id: "q"))))
  }

  /// Every popup of every key in both shift states: inside the keyboard,
  /// base preselected, the base cell over the key (unless the popup had to
  /// be pushed in from an edge), and the list mirrored right of centre.
  func testPopupsStayInsideWithTheBaseUnderTheFinger() {
    for form in Form.allCases {
      let keyboard = Keyboard(catalog: catalog, form: form)
      for layer in LayerID.allCases {
        let g = keyboard.geometry(layer)
        for key in g.keys {
          for shift in [ShiftState.off, .on] {
            guard let items = keyboard.alternates(for: key, shift: shift, layer: layer) else {
              continue
            }
            let p = g.popup(for: key, items: items)
            let label = "\(form) \(layer) \(key.id)"
            XCTAssertTrue(g.bounds.encloses(p.frame), label)
            XCTAssertEqual(p.selected, 0, label)
            XCTAssertEqual(p.cells.count, items.count)
            for c in p.cells { XCTAssertTrue(p.frame.encloses(c), label) }
            // Only a popup over a key at the keyboard's edge (no room for the
            // padding beside a centred base) or with cells already at their
            // narrowest may be pushed in from the edge, its base off centre.
            let narrowest = g.metrics.popup.minCellWidth * g.scaleX
            let pushed = p.frame.minX == 0 || abs(p.frame.maxX - g.width) < 1e-9
            let excused =
              key.isFirstInRow || key.isLastInRow || p.cells[0].width <= narrowest + 1e-9
            if !(pushed && excused) {
              XCTAssertEqual(p.cells[0].midX, key.frame.midX, accuracy: 1e-6, label)
            }
            if items.count > 1, p.cells[1].minY == p.cells[0].minY {
              XCTAssertEqual(p.cells[1].minX > p.cells[0].minX, key.frame.midX < g.width / 2, label)
            }
            XCTAssertEqual(
              p.item(at: key.frame.center), 0, "finger on the key picks the base: \(label)")
            assertNoSliverShows(past: p, in: g, label)
          }
        }
      }
    }
  }

  /// A key the popup covers shows either nothing or at least 4 pt (its
  /// shadow included) past each of the popup's edges, never a 1–2 pt strip.
  func assertNoSliverShows(
    past p: AlternatesPopup, in g: KeyboardGeometry, _ label: String, line: UInt = #line
  ) {
    for other in g.keys where other.id != p.keyID {
      var k = other.frame
      k.height += g.metrics.shadowOffset * g.scaleY
      guard k.overlaps(p.frame) else { continue }
      let showing = [
        k.minX < p.frame.maxX ? k.maxX - p.frame.maxX : 0,
        k.maxX > p.frame.minX ? p.frame.minX - k.minX : 0,
        k.minY < p.frame.maxY ? k.maxY - p.frame.maxY : 0,
        k.maxY > p.frame.minY ? p.frame.minY - k.minY : 0,
      ]
      for s in showing where s > 1e-9 && s < 4 {
        XCTFail("\(label): \(other.id) shows \(s) pt past the popup", line: line)
      }
    }
  }

  func testNoSliverOfAKeyShowsPastTheModeList() {
    for form in Form.allCases {
      let g = Keyboard(catalog: catalog, form: form).geometry(.abc)
      guard let globe = g.key(id: "globe") else { continue }
      for count in 2...5 {
        let names = (0..<count).map { "Mode \($0)" }
        assertNoSliverShows(
          past: g.modeList(for: globe, names: names, selected: 0), in: g, "\(form) \(count) modes")
      }
    }
  }

  func testManyAlternatesWrapIntoRowsOfAtMostTen() throws {
    let keyboard = Keyboard(catalog: catalog, form: .phone)
    let g = keyboard.geometry(.abc)
    let u = try XCTUnwrap(g.key(id: "u"))
    let items = try XCTUnwrap(keyboard.alternates(for: u, shift: .off, layer: .abc))
    XCTAssertGreaterThan(items.count, 10)
    let p = g.popup(for: u, items: items)
    XCTAssertEqual(Set(p.cells.map(\.minY)).count, 2)
    XCTAssertLessThanOrEqual(Set(p.cells.map(\.minX)).count, 10)
    XCTAssertLessThanOrEqual(p.cells[0].width, 50)
  }

  func testReleaseFarAwayCancels() throws {
    let keyboard = Keyboard(catalog: catalog, form: .phone)
    let g = keyboard.geometry(.abc)
    let e = try XCTUnwrap(g.key(id: "e"))
    let p = g.popup(
      for: e, items: try XCTUnwrap(keyboard.alternates(for: e, shift: .off, layer: .abc)))
    XCTAssertNil(p.item(at: Point(x: 380, y: 210)))
    XCTAssertEqual(p.item(at: p.cells[3].center), 3)
  }
}
