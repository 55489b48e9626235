/// A state of the keyboard to draw, reached the way a user reaches it: by
/// driving the key state machine with taps, holds and strokes (the same
/// step `scimath replay` drives), so that a screenshot and the goldens
/// show what the window shows. `scimath render` and the golden tests
/// both describe what they want here; nothing else builds a view.
public struct ScreenshotScene: Sendable {
  public var layer: LayerID
  public var shift: ShiftState = .off
  /// The desktop row's modifiers latched (tapped once) or locked (twice).
  public var modifiers: [Modifier: ShiftState] = [:]
  /// A key held down, past its flash: its pressed face.
  public var pressed: String?
  /// A key just tapped: its flash (key flash on).
  public var flash: String?
  /// A character key held down: its balloon over it (the phone form).
  public var balloon: String?
  /// A key held past the long-press delay: its alternates.
  public var alternates: String?
  /// The globe held: the mode list.
  public var modeList = false
  /// The symbol strip above the keys, idle.
  public var strip = false
  /// The strip's search button tapped and this query typed (implies `strip`).
  public var search: String?
  /// Typed on the keys since the last break (implies `strip`): the idle
  /// strip offers the shortcut it ends in, or the words for it.
  public var typed: String?
  /// The user's settings (suggestions, autocorrect, the strip, the panel's
  /// rows); a `flash` scene turns key flash on.
  public var settings = Settings()
  /// The idle strip's symbols: the pinned ones, then the recent ones
  /// (implies `strip` when either is given).
  public var favourites: [String] = []
  public var recents: [String] = []
  /// This symbol held on the strip: how to type it (implies `strip`).
  public var info: String?
  /// The strip's pencil tapped: the drawing pad (implies `strip`), with
  /// this drawing drawn on it, fitted to it.
  public var draw = false
  public var drawing: Drawing?
  /// A finger sliding through this word's letters, not yet lifted: its trail.
  public var trail: String?
  /// The settings panel open (from the globe's list), scrolled this far.
  public var settingsScroll: Double?

  public init(layer: LayerID) { self.layer = layer }

  /// What a scene asks for that the keyboard cannot show. Each names the
  /// part of the scene it is about (`Part`), not how a caller spelled it.
  public enum Problem: Error, Equatable, CustomStringConvertible {
    case noSuchKey(Part, id: String, available: [String])
    case noBalloons(Form)
    case notACharacter(Part, id: String)
    case noAlternates(id: String)
    case noGlobe
    case noSymbolTable
    case cannotType(Part, String)

    public enum Part: String, Sendable {
      case pressed, flash, balloon, alternates, typed, search, trail, info
    }

    public var part: Part? {
      switch self {
      case .noSuchKey(let part, _, _), .notACharacter(let part, _), .cannotType(let part, _):
        return part
      case .noBalloons: return .balloon
      case .noAlternates: return .alternates
      case .noGlobe, .noSymbolTable: return nil
      }
    }

    public var description: String {
      switch self {
      case .noSuchKey(_, let id, let available):
        return "no key '\(id)' on this layer; its keys are: " + available.joined(separator: " ")
      case .noBalloons(let form):
        return "the \(form.rawValue) form shows no balloons, as on iPadOS"
      case .notACharacter(_, let id):
        return "'\(id)' is not a character key"
      case .noAlternates(let id):
        return "'\(id)' has no alternates"
      case .noGlobe:
        return "this layer has no globe key"
      case .noSymbolTable:
        return "the symbol table (symbols.tsv) could not be read"
      case .cannotType(_, let text):
        return "no key of this keyboard types '\(text)'"
      }
    }
  }

  var needsStrip: Bool {
    strip || search != nil || typed != nil || info != nil || draw || !favourites.isEmpty
      || !recents.isEmpty
  }

  /// The view after driving a machine of `keyboards` (one per input mode,
  /// mode `mode` shown) to the scene. `symbols`, `recognizer` and `wordModel`
  /// are what the strip, the pad and the words use, as the platform hands
  /// them over.
  public func view(
    of keyboards: [Keyboard], mode: Int = 0, symbols: SymbolSearch? = nil,
    recognizer: SymbolRecognizer? = nil, wordModel: WordModel? = nil
  ) throws(Problem) -> ViewState {
    guard keyboards.indices.contains(mode) else { return ViewState(layer: layer, shift: shift) }
    if search != nil || typed != nil || info != nil, symbols == nil { throw .noSymbolTable }
    var settings = self.settings
    if flash != nil { settings.keyFlash = true }
    settings.favourites = favourites
    if needsStrip { settings.strip = true }
    let preferences = KeyboardPreferences(
      settings: settings, theme: .light, inputMode: keyboards[mode].mode?.id)
    let loaded =
      needsStrip
      ? LoadedSymbols(search: symbols, recognizer: recognizer, wordModel: wordModel) : nil
    var driver = SceneDriver(
      machine: KeyStateMachine(
        keyboards: keyboards, layer: layer, preferences: preferences, strip: needsStrip,
        symbols: loaded))
    try drive(&driver)
    return driver.session.machine.view
  }

  private func drive(_ d: inout SceneDriver) throws(Problem) {
    var wanted = recents
    if let info, !favourites.contains(info), !recents.contains(info) { wanted.insert(info, at: 0) }
    if !wanted.isEmpty { d.send(.recentsRestored(wanted)) }
    if let typed { try d.type(typed, .typed, endOn: layer) }
    if let query = search {
      d.tapStrip(d.stripLayout.button)
      try d.type(query, .search, endOn: layer)
    }
    if draw {
      d.tapStrip(d.stripLayout.drawButton)
      if let drawing { d.draw(drawing) }
    }
    if shift != .off { d.tapShift(locked: shift == .locked) }
    for (modifier, state) in modifiers.sorted(by: { $0.key < $1.key }) where state != .off {
      guard let key = d.geometry.keys.first(where: { $0.action?.modifier == modifier }) else {
        continue
      }
      d.tap(key)
      if state == .locked { d.tap(key, soon: true) }
    }
    // The taps' flashes over: what follows is seen as it stays.
    d.at(d.time + d.keyboard.timings.flash + 0.05, nil)
    if let id = pressed { d.hold(try d.key(id, .pressed), long: false) }
    if let id = balloon {
      let key = try d.key(id, .balloon)
      guard d.keyboard.metrics.balloon != nil else { throw .noBalloons(d.keyboard.form) }
      guard d.geometry.balloon(for: key) != nil else { throw .notACharacter(.balloon, id: id) }
      d.hold(key, long: false)
    }
    if let id = alternates {
      let key = try d.key(id, .alternates)
      guard d.hasPopup(key) else { throw .noAlternates(id: id) }
      d.hold(key, long: true)
    }
    if modeList {
      guard let globe = d.geometry.keys.first(where: { $0.action == .globe }) else {
        throw .noGlobe
      }
      d.hold(globe, long: true)
    }
    if let info { d.holdOnStrip(info) }
    if let word = trail { try d.slide(word) }
    if let scroll = settingsScroll { d.send(.openSettings(scroll: scroll)) }
    if let id = flash { d.flash(try d.key(id, .flash)) }
  }
}

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
