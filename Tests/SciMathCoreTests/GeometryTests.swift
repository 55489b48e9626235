import SciMathCore
import SciMathTestSupport
import XCTest

/// Key frames against the measured stock figures, and hit testing.
final class GeometryTests: XCTestCase {
  let catalog = TestPaths.catalog

  func testPhoneAt390MatchesStockFigures() throws {
    let g = Keyboard(catalog: catalog, form: .phone, width: 390).geometry(.abc)
    let q = try XCTUnwrap(g.key(id: "q"))
    let w = try XCTUnwrap(g.key(id: "w"))
    let a = try XCTUnwrap(g.key(id: "a"))
    let z = try XCTUnwrap(g.key(id: "z"))
    let s = try XCTUnwrap(g.key(id: "s"))
    XCTAssertEqual(q.frame.width, 33, accuracy: 0.01)
    XCTAssertEqual(q.frame.height, 42, accuracy: 0.01)
    XCTAssertEqual(w.frame.minX - q.frame.minX, 39, accuracy: 0.01)
    XCTAssertEqual(q.frame.minX, 3, accuracy: 0.01)
    XCTAssertEqual(a.frame.minX, 22.3, accuracy: 1)
    XCTAssertEqual(z.frame.minX, s.frame.minX, accuracy: 0.01)
    XCTAssertEqual(a.frame.minY - q.frame.minY, 54, accuracy: 0.01)
    XCTAssertEqual(g.height, 216, accuracy: 0.01)
    let widths = [
      "shift": 44, "backspace": 44, "123": 42.3, "globe": 43, "space": 189.3, "return": 91.3,
    ]
    for (id, width) in widths {
      XCTAssertEqual(try XCTUnwrap(g.key(id: id)).frame.width, width, accuracy: 1, id)
    }
    let n = Keyboard(catalog: catalog, form: .phone).geometry(.numbers)
    XCTAssertEqual(try XCTUnwrap(n.key(id: "?")).frame.width, 48.3, accuracy: 1)
  }

  func testPadAt768MatchesStockFigures() throws {
    let g = Keyboard(catalog: catalog, form: .pad, width: 768).geometry(.abc)
    let q = try XCTUnwrap(g.key(id: "q"))
    let w = try XCTUnwrap(g.key(id: "w"))
    let a = try XCTUnwrap(g.key(id: "a"))
    XCTAssertEqual(q.frame.width, 57, accuracy: 1)
    XCTAssertEqual(q.frame.height, 55, accuracy: 1)
    XCTAssertEqual(w.frame.minX - q.frame.maxX, 12, accuracy: 1)
    XCTAssertEqual(a.frame.minY - q.frame.minY, 64, accuracy: 1)
    XCTAssertEqual(q.frame.minX, 6, accuracy: 1)
    XCTAssertEqual(a.frame.minX, 29, accuracy: 1)
    XCTAssertEqual(try XCTUnwrap(g.key(id: "space")).frame.width, 348, accuracy: 1)
    XCTAssertEqual(try XCTUnwrap(g.key(id: "dismiss")).frame.width, 90, accuracy: 1)
    // Measured ≈ 61, 106 and 76; the left shift takes row 3's rest (see
    // layouts/pad/abc.layout for the rule).
    XCTAssertEqual(try XCTUnwrap(g.key(id: "backspace")).frame.width, 61, accuracy: 1)
    XCTAssertEqual(try XCTUnwrap(g.key(id: "return")).frame.width, 106, accuracy: 2)
    XCTAssertEqual(try XCTUnwrap(g.key(id: "shift-2")).frame.width, 76, accuracy: 1)
    XCTAssertEqual(try XCTUnwrap(g.key(id: "shift")).frame.width, 42.5, accuracy: 1)
    for layer in [LayerID.numbers, .symbols] {
      let row3 = Keyboard(catalog: catalog, form: .pad, width: 768).geometry(layer).keys
        .filter { $0.row == 2 }
      XCTAssertEqual(try XCTUnwrap(row3.last).frame.width, 76, accuracy: 1, "\(layer)")
    }
  }

  /// Landscape pad (1024 pt) scales to the measured ≈ 78 × 74 keys on an
  /// ≈ 86 pt row pitch.
  func testPadAt1024ScalesToLandscapeFigures() throws {
    let g = Keyboard(catalog: catalog, form: .pad, width: 1024).geometry(.abc)
    let q = try XCTUnwrap(g.key(id: "q"))
    let a = try XCTUnwrap(g.key(id: "a"))
    XCTAssertEqual(q.frame.width, 78, accuracy: 2.5)
    XCTAssertEqual(q.frame.height, 74, accuracy: 2)
    XCTAssertEqual(a.frame.minY - q.frame.minY, 86, accuracy: 1)
    XCTAssertEqual(try XCTUnwrap(g.key(id: "return")).frame.width, 143, accuracy: 2)
    // The gap scales to 16 pt where the stock one is 14: 2 pt off.
    XCTAssertEqual(try XCTUnwrap(g.key(id: "shift-2")).frame.width, 104, accuracy: 3)
  }

  static let widths: [Form: [Double]] = [
    .phone: [320, 375, 390, 428, 600], .pad: [600, 768, 1024, 1366],
  ]

  func forEachGeometry(_ body: (KeyboardGeometry) -> Void) {
    for form in Form.allCases {
      for width in Self.widths[form] ?? [] {
        let keyboard = Keyboard(catalog: catalog, form: form, width: width)
        for layer in LayerID.allCases { body(keyboard.geometry(layer)) }
      }
    }
  }

  func testNoTwoKeyFramesOverlapAndRowsFillTheWidth() {
    forEachGeometry { g in
      let place = "\(g.form) \(g.layer) at \(g.width)"
      for (i, a) in g.keys.enumerated() {
        XCTAssertTrue(g.bounds.encloses(a.frame), "\(a.id) inside, \(place)")
        for b in g.keys[(i + 1)...] {
          XCTAssertFalse(a.frame.overlaps(b.frame), "\(a.id) overlaps \(b.id), \(place)")
        }
      }
      for row in Set(g.keys.map(\.row)) {
        let keys = g.keys.filter { $0.row == row }
        XCTAssertEqual(keys.first?.cell.minX ?? -1, 0, accuracy: 1e-9, "row \(row), \(place)")
        XCTAssertEqual(keys.last?.cell.maxX ?? 0, g.width, accuracy: 1e-6, "row \(row), \(place)")
        for (a, b) in zip(keys, keys.dropFirst()) {
          XCTAssertEqual(a.cell.maxX, b.cell.minX, accuracy: 1e-9, "\(a.id)|\(b.id), \(place)")
          XCTAssertTrue(a.cell.encloses(a.frame), "\(a.id) within its cell, \(place)")
        }
      }
    }
  }

  /// Every point of the keyboard belongs to a key — gaps are not dead — and
  /// every point of a key's frame belongs to that key.
  func testHitTestingCoversEveryPoint() {
    forEachGeometry { g in
      var y = 0.25
      while y < g.height {
        var x = 0.25
        while x < g.width {
          let p = Point(x: x, y: y)
          guard let i = g.keyIndex(at: p) else {
            XCTFail("no key at \(p) in \(g.form) \(g.layer)")
            return
          }
          if let inside = g.keys.firstIndex(where: { $0.frame.contains(p) }) {
            XCTAssertEqual(i, inside, "\(p) in \(g.keys[inside].id), \(g.form) \(g.layer)")
          }
          x += 2.5
        }
        y += 2.5
      }
    }
  }

  func testPointsInGapsGoToTheNearestKey() throws {
    let g = Keyboard(catalog: catalog, form: .phone).geometry(.abc)
    let q = try XCTUnwrap(g.key(id: "q"))
    let w = try XCTUnwrap(g.key(id: "w"))
    let y = q.frame.midY
    XCTAssertEqual(g.keys[try XCTUnwrap(g.keyIndex(at: Point(x: q.frame.maxX + 1, y: y)))].id, "q")
    XCTAssertEqual(g.keys[try XCTUnwrap(g.keyIndex(at: Point(x: w.frame.minX - 1, y: y)))].id, "w")
    // The spacer left of "a" belongs to "a"; the one between shift and z to one of them.
    let a = try XCTUnwrap(g.key(id: "a"))
    XCTAssertEqual(g.keys[try XCTUnwrap(g.keyIndex(at: Point(x: 2, y: a.frame.midY)))].id, "a")
    XCTAssertEqual(g.keys[try XCTUnwrap(g.keyIndex(at: Point(x: 200, y: 0)))].row, 0)
  }
}
