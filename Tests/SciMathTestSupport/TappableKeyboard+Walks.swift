import Foundation
import SciMathCore

/// Walks over the whole keyboard, as the tests that check every key's
/// character arrives do: every layer's keys, and every alternate.
/// The order and expectations of the walks over every key.
public enum KeyboardWalk {
  /// What an xterm receives for a key the machine does not type as text.
  public static let actionBytes: [String: String] = [
    "space": " ", "return": "\n", "backspace": "\u{7F}", "undo": "\u{1A}",
  ]

  /// The layers in the order the walks visit them, each with the key
  /// that shows the next.
  static let layerWalk: [(LayerID, String?)] = [
    (.abc, "123"), (.numbers, "symbols"), (.symbols, "sci"), (.sci, "abc"),
  ]
}

extension TappableKeyboard {
  /// Clicks every key of every layer but dismiss (which closes the
  /// keyboard), the globe (which changes mode), shift, the second of a
  /// pair and the layer keys (which the walk itself uses), from the ABC
  /// layer; returns what the keys type, as an xterm receives it.
  public func tapEveryKey() throws -> String {
    var expected = ""
    for (layer, next) in KeyboardWalk.layerWalk {
      for key in try layout(layer) {
        if let output = key.output {
          expected += output
        } else if let bytes = KeyboardWalk.actionBytes[key.id] {
          expected += bytes
        } else if key.action == "shift" || key.action == "dismiss" || key.action == "globe"
          || key.id.contains("-2")
          || ["abc", "123", "symbols", "sci"].contains(key.action ?? "")
        {
          continue
        }
        click(key.center)
      }
      if let next { try click(next, on: layer) }
    }
    return expected
  }

  /// Long-presses each key of every layer that has alternates, once for
  /// each of them, and slides to it; from the ABC layer, unshifted, with
  /// the settings' long-press delay `delay` (seconds). Returns what was
  /// chosen, in order.
  public func chooseEveryAlternate(delay: Double) throws -> String {
    let keyboard = Keyboard(
      catalog: TestPaths.catalog, form: form, width: Double(width), desktopKeys: desktopKeys)
    var chosen = ""
    for (layer, next) in KeyboardWalk.layerWalk {
      let geometry = keyboard.geometry(layer)
      for key in geometry.keys {
        guard let items = keyboard.alternates(for: key, shift: .off, layer: layer) else {
          continue
        }
        let popup = geometry.popup(for: key, items: items)
        for (cell, item) in zip(popup.cells, items) {
          move(to: scaled(key.frame.center))
          press()
          usleep(UInt32((delay + 0.08) * 1_000_000))
          move(to: scaled(cell.center))
          release()
          usleep(30_000)
          chosen += item
        }
      }
      if let next { try click(next, on: layer) }
    }
    return chosen
  }

}
