/// Drives a replay session with a user's gestures, each at its own time.
struct SceneDriver {
  var session: ReplaySession
  /// Past any double-tap interval, so that taps are taken one by one.
  static let pause = 0.5

  init(machine: KeyStateMachine) { session = ReplaySession(machine: machine) }

  var machine: KeyStateMachine { session.machine }
  var keyboard: Keyboard { machine.keyboard }
  var layer: LayerID { machine.layer }
  var geometry: KeyboardGeometry { keyboard.geometry(layer) }
  var stripLayout: StripLayout { keyboard.stripLayout }
  var time: Double { session.time }

  mutating func at(_ t: Double, _ event: KeyboardEvent?) {
    // Times only move forward here, so the session never refuses one.
    _ = try? session.step(event, at: max(t, session.time))
  }

  mutating func send(_ event: KeyboardEvent) { at(time, event) }

  func key(_ id: String, _ part: ScreenshotScene.Problem.Part) throws(ScreenshotScene.Problem)
    -> PlacedKey
  {
    guard let key = geometry.key(id: id) else {
      throw .noSuchKey(part, id: id, available: geometry.keys.map(\.id))
    }
    return key
  }

  /// Whether holding the key opens a popup: its alternates, or a desktop
  /// key's list.
  func hasPopup(_ key: PlacedKey) -> Bool {
    if keyboard.alternates(for: key, shift: machine.shift, layer: layer) != nil { return true }
    guard let action = key.action else { return false }
    return DesktopKey.popup(for: action) != nil
  }

  mutating func tap(_ key: PlacedKey, soon: Bool = false) {
    let t = time + (soon ? 0.1 : Self.pause)
    at(t, .touchDown(id: 1, at: key.frame.center))
    at(t + 0.05, .touchUp(id: 1, at: key.frame.center))
  }

  mutating func tapShift(locked: Bool) {
    guard let key = geometry.keys.first(where: { $0.action == .shift }) else { return }
    tap(key)
    if locked { tap(key, soon: true) }
  }

  /// Down and straight off again: the flash stays for its duration.
  mutating func flash(_ key: PlacedKey) {
    at(time + Self.pause, .touchDown(id: 1, at: key.frame.center))
    at(time + 0.01, .touchCancel(id: 1))
  }

  /// Held: pressed (and its balloon) once its flash is over, or past the
  /// long-press delay.
  mutating func hold(_ key: PlacedKey, long: Bool) {
    at(time + Self.pause, .touchDown(id: 2, at: key.frame.center))
    let wait = long ? machine.longPressDelay : keyboard.timings.flash
    at(time + wait + 0.01, nil)
  }

  mutating func tapStrip(_ button: Rect) {
    at(time + Self.pause, .touchDown(id: 3, at: button.center))
    at(time + 0.05, .touchUp(id: 3, at: button.center))
  }

  /// Types `text` with key taps (`KeyTaps`), then goes back to `layer`.
  mutating func type(_ text: String, _ part: ScreenshotScene.Problem.Part, endOn target: LayerID)
    throws(ScreenshotScene.Problem)
  {
    // A character at a time from the layer shown: the keyboard may have
    // gone back to the letters by itself (after a space on 123, as on iOS).
    for c in text {
      guard let route = KeyTaps.route(to: String(c), on: keyboard, from: layer) else {
        throw .cannotType(part, String(c))
      }
      for step in route.taps {
        guard let key = geometry.key(id: step.id) else { continue }
        // Shift is on already (a new sentence): the capital needs no tap.
        if key.action == .shift, machine.shift != .off { continue }
        tap(key)
      }
    }
    for step in KeyTaps.layerPath(on: keyboard, from: layer, to: target) {
      if let key = geometry.key(id: step.id) { tap(key) }
    }
  }

  /// Each stroke drawn on the open pad, fitted to it.
  mutating func draw(_ drawing: Drawing) {
    guard let pad = machine.view.drawPad else { return }
    for stroke in pad.layout.fit(drawing) {
      guard let first = stroke.first else { continue }
      at(time + Self.pause, .touchDown(id: 4, at: first))
      for p in stroke.dropFirst() { at(time + 0.016, .touchMove(id: 4, to: p)) }
      at(time + 0.016, .touchUp(id: 4, at: stroke.last ?? first))
    }
  }

  /// A symbol of the idle strip held until it shows how to type it.
  mutating func holdOnStrip(_ symbol: String) {
    guard let strip = machine.view.strip, let i = strip.items.firstIndex(of: symbol) else {
      return
    }
    let cell = strip.layout.cell(i, strip.mode, scroll: strip.scroll)
    at(time + Self.pause, .touchDown(id: 5, at: cell.center))
    at(time + machine.longPressDelay + 0.01, nil)
  }

  /// A finger sliding through the word's letters, key centre to key
  /// centre, a point every eighth of a key, not lifted.
  mutating func slide(_ word: String) throws(ScreenshotScene.Problem) {
    var centres: [Point] = []
    for c in word.lowercased() {
      guard
        let key = geometry.keys.first(where: {
          keyboard.text(for: $0, shift: .off, layer: layer) == String(c)
        })
      else {
        throw .noSuchKey(
          .trail, id: String(c),
          available: geometry.keys.compactMap { keyboard.text(for: $0, shift: .off, layer: layer) })
      }
      centres.append(key.frame.center)
    }
    let pitch = geometry.keys.first { $0.letter != nil }?.cell.width ?? 30
    let path = Point.stroke(through: centres, every: pitch / 8)
    guard let first = path.first else { return }
    at(time + Self.pause, .touchDown(id: 6, at: first))
    for p in path.dropFirst() { at(time + 0.004, .touchMove(id: 6, to: p)) }
  }
}
