/// The key taps that type a text on a keyboard, as a user finds them:
/// each character on the layer shown if it is there, else after the layer
/// keys that lead to one that has it (abc → 123 → #+=), with shift first
/// for a capital. Used to type shortcuts with real taps, in the pure step
/// and on the live keyboard alike, and to reach the state a screenshot
/// asks for (`ScreenshotScene`).
public enum KeyTaps {
  public struct Tap: Equatable, Sendable {
    /// The layer the key is on when tapped.
    public var layer: LayerID
    public var id: String
  }

  /// The taps for `text`, starting on `layer` with shift off; nil when a
  /// character is on no layer the layer keys reach.
  public static func plan(_ text: String, on keyboard: Keyboard, from layer: LayerID = .abc)
    -> (taps: [Tap], end: LayerID)?
  {
    var taps: [Tap] = []
    var current = layer
    for c in text {
      guard let path = route(to: String(c), on: keyboard, from: current) else { return nil }
      taps += path.taps
      current = path.end
    }
    return (taps, current)
  }

  /// The shortest way to one character: layer keys (breadth first), then
  /// shift if it needs it, then its key.
  static func route(to character: String, on keyboard: Keyboard, from start: LayerID)
    -> (taps: [Tap], end: LayerID)?
  {
    var queue: [(LayerID, [Tap])] = [(start, [])]
    var seen: Set<LayerID> = [start]
    while !queue.isEmpty {
      let (layer, path) = queue.removeFirst()
      let keys = keyboard.geometry(layer).keys
      let action: KeyAction? = character == " " ? .space : character == "\n" ? .enter : nil
      if let action, let key = keys.first(where: { $0.action == action }) {
        return (path + [Tap(layer: layer, id: key.id)], layer)
      }
      for shift in [ShiftState.off, .on] {
        if let key = keys.first(where: {
          keyboard.text(for: $0, shift: shift, layer: layer) == character
        }) {
          let shiftTap = shift == .on ? [Tap(layer: layer, id: "shift")] : []
          return (path + shiftTap + [Tap(layer: layer, id: key.id)], layer)
        }
      }
      for key in keys {
        guard let next = key.action?.targetLayer, seen.insert(next).inserted else { continue }
        queue.append((next, path + [Tap(layer: layer, id: key.id)]))
      }
    }
    return nil
  }

  /// The layer keys that lead from `start` to `target` (none when there).
  public static func layerPath(on keyboard: Keyboard, from start: LayerID, to target: LayerID)
    -> [Tap]
  {
    var queue: [(LayerID, [Tap])] = [(start, [])]
    var seen: Set<LayerID> = [start]
    while !queue.isEmpty {
      let (layer, path) = queue.removeFirst()
      if layer == target { return path }
      for key in keyboard.geometry(layer).keys {
        guard let next = key.action?.targetLayer, seen.insert(next).inserted else { continue }
        queue.append((next, path + [Tap(layer: layer, id: key.id)]))
      }
    }
    return []
  }
}
