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
