import Foundation
import SciMathCore

/// The characters of the sci layer and of every key's alternates (on
/// every layer, unshifted and shifted) whose canonical decomposition has
/// more than one character: those a toolkit may erase in parts.
public enum DecomposableCharacters {
  public static let all: [String] = {
    let keyboard = Keyboard(catalog: TestPaths.catalog, form: .phone)
    var found: [String] = []
    var seen = Set<String>()
    func add(_ text: String?) {
      guard let text, text.count == 1,
        text.decomposedStringWithCanonicalMapping.unicodeScalars.count > 1,
        seen.insert(text).inserted
      else { return }
      found.append(text)
    }
    for layer in LayerID.allCases {
      for key in keyboard.geometry(layer).keys {
        for shift in [ShiftState.off, .on] {
          if layer == .sci { add(keyboard.text(for: key, shift: shift, layer: layer)) }
          for item in keyboard.alternates(for: key, shift: shift, layer: layer) ?? [] { add(item) }
        }
      }
    }
    return found
  }()
}
