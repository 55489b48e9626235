import SciMathCore
import SciMathTestSupport
import XCTest

/// The corpus still holds every character the keyboard can type.
final class TypingCorpusTests: XCTestCase {
  func testCorpusCoversEveryLayerAndAlternate() {
    let corpus = Set(Corpus.text.unicodeScalars.map(\.value))
    XCTAssertEqual(Corpus.text.count, 2000)
    let catalog = TestPaths.catalog
    var missing: [String] = []
    for form in Form.allCases {
      let keyboard = Keyboard(catalog: catalog, form: form)
      for layer in LayerID.allCases {
        for key in keyboard.geometry(layer).keys {
          for shift in [ShiftState.off, .on] {
            let texts =
              [keyboard.text(for: key, shift: shift, layer: layer)].compactMap { $0 }
              + (keyboard.alternates(for: key, shift: shift, layer: layer) ?? [])
            for t in texts where t.unicodeScalars.count == 1 {
              if let v = t.unicodeScalars.first?.value, !corpus.contains(v) { missing.append(t) }
            }
          }
        }
      }
    }
    XCTAssertEqual(Set(missing), [], "regenerate with Tests/Fixtures/make-corpus.py")
  }
}
