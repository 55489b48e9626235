import SciMathCore

/// Builds the view state of a screenshot from key ids, as `scimath render`
/// names them, so the CLI and the golden tests draw exactly the same thing.
public struct ScreenshotRequest: Sendable {
  public var layer: LayerID
  public var shift: ShiftState = .off
  /// The desktop row's modifiers latched or locked.
  public var modifiers: [Modifier: ShiftState] = [:]
  public var pressed: String?
  public var flash: String?
  public var balloon: String?
  public var alternates: String?
  /// When not empty, the mode list over the globe, with these names.
  public var modeNames: [String] = []
  public var currentMode = 0
  /// The symbol strip above the keys, idle.
  public var strip = false
  /// The strip searching for this query, its results shown (implies `strip`).
  public var search: String?
  /// The keyboard's own typing since the last break (implies `strip`): the
  /// idle strip offers the shortcut it ends in (`\alpha`, `<=`), if any,
  /// else (given the words' model) the words for it.
  public var typed: String?
  /// What decides the words offered for `typed` (`suggestions`,
  /// `autocorrect`, `auto-capitalize`).
  public var typingSettings = Settings()
  /// The idle strip's symbols: the pinned ones, then the recent ones
  /// (implies `strip` when either is given).
  public var favourites: [String] = []
  public var recents: [String] = []
  /// How to type this symbol, on the strip (implies `strip`).
  public var info: String?
  /// The drawing pad in the keys' place (implies `strip`), with this
  /// drawing fitted into it and its candidates on the strip.
  public var draw = false
  public var drawing: Drawing?
  /// The trail of a stroke through this word's letters, key centre to key
  /// centre, as a finger sliding it leaves it.
  public var trail: String?
  /// The settings panel over the whole window, showing these settings,
  /// with a switch for each of `panelModes`, scrolled.
  public var settings: Settings?
  public var panelModes: [InputMode] = []
  public var settingsScroll = 0.0

  public init(layer: LayerID) { self.layer = layer }

  public enum Problem: Error, Equatable, CustomStringConvertible {
    case noSuchKey(option: String, id: String, available: [String])
    case noBalloons(Form)
    case notACharacter(option: String, id: String)
    case noAlternates(id: String)
    case noGlobe
    case noSymbolTable

    public var description: String {
      switch self {
      case .noSuchKey(let option, let id, let available):
        return "\(option): no key '\(id)' on this layer; its keys are: "
          + available.joined(separator: " ")
      case .noBalloons(let form):
        return "--balloon: the \(form.rawValue) form shows no balloons, as on iPadOS"
      case .notACharacter(let option, let id):
        return "\(option): '\(id)' is not a character key"
      case .noAlternates(let id):
        return "--alternates: '\(id)' has no alternates"
      case .noGlobe:
        return "--modes-list: this layer has no globe key"
      case .noSymbolTable:
        return "--search, --typed, --info: the symbol table (symbols.tsv) could not be read"
      }
    }
  }

  /// `symbols` finds the results of `search` and the shortcut `typed` ends
  /// in; `words` the words offered for `typed`.
  public func view(
    of keyboard: Keyboard, symbols: SymbolSearch? = nil, recognizer: SymbolRecognizer? = nil,
    words: WordModel? = nil
  ) throws -> ViewState {
    let geometry = keyboard.geometry(layer)
    func find(_ id: String, _ option: String) throws -> PlacedKey {
      guard let key = geometry.key(id: id) else {
        throw Problem.noSuchKey(option: option, id: id, available: geometry.keys.map(\.id))
      }
      return key
    }
    var view = ViewState(layer: layer, shift: shift)
    view.modifiers = modifiers
    if let id = pressed { view.pressed.insert(try find(id, "--pressed").id) }
    if let id = flash { view.flashing.insert(try find(id, "--flash").id) }
    if let id = balloon {
      let key = try find(id, "--balloon")
      guard keyboard.metrics.balloon != nil else { throw Problem.noBalloons(keyboard.form) }
      guard let shape = geometry.balloon(for: key) else {
        throw Problem.notACharacter(option: "--balloon", id: id)
      }
      view.balloon = Balloon(
        keyID: key.id, label: keyboard.label(for: key, shift: shift, layer: layer), shape: shape)
    }
    if let id = alternates {
      let key = try find(id, "--alternates")
      var items = keyboard.alternates(for: key, shift: shift, layer: layer)
      if items == nil, let action = key.action { items = DesktopKey.popup(for: action) }
      guard let items else {
        throw Problem.noAlternates(id: id)
      }
      view.popup = geometry.popup(for: key, items: items)
      view.pressed.insert(key.id)
    }
    if !modeNames.isEmpty {
      guard let globe = geometry.key(id: "globe") else { throw Problem.noGlobe }
      view.popup = geometry.modeList(
        for: globe, names: [KeyStateMachine.settingsRowTitle] + modeNames,
        selected: currentMode + 1)
      view.pressed.insert(globe.id)
    }
    if strip || !favourites.isEmpty || !recents.isEmpty || info != nil {
      var strip = StripView(layout: keyboard.stripLayout)
      strip.items = favourites + recents.filter { !favourites.contains($0) }
      if let info {
        guard let symbols else { throw Problem.noSymbolTable }
        strip.info = SymbolInfo(symbol: info, search: symbols, pinned: favourites.contains(info))
      }
      view.strip = strip
    }
    if let typed {
      guard let symbols else { throw Problem.noSymbolTable }
      var strip = view.strip ?? StripView(layout: keyboard.stripLayout)
      if let found = symbols.shortcuts.match(typed, limit: keyboard.metrics.strip.results) {
        strip.source = found.source
        strip.items = found.symbols
      } else if let words {
        strip.words = WordSlot.offered(
          after: typed, keyboard: keyboard, model: words, symbols: symbols,
          settings: typingSettings)
      }
      view.strip = strip
    }
    if search != nil && view.strip == nil {
      view.strip = StripView(layout: keyboard.stripLayout)
    }
    if let query = search {
      guard let symbols else { throw Problem.noSymbolTable }
      view.strip?.searching = true
      view.strip?.query = query
      view.strip?.items = symbols.find(query, limit: keyboard.metrics.strip.results).map(
        \.character)
    }
    if draw {
      var strip = view.strip ?? StripView(layout: keyboard.stripLayout)
      strip.drawing = true
      var pad = DrawPadView(layout: DrawPadLayout(geometry: geometry))
      if let drawing {
        pad.strokes = pad.layout.fit(drawing)
        strip.items =
          recognizer?.recognize(Drawing(strokes: pad.strokes), top: keyboard.metrics.strip.results)
          .map(\.character) ?? []
      }
      view.strip = strip
      view.drawPad = pad
      view.pressed = []
    }
    if let word = trail {
      var centres: [Point] = []
      for c in word.lowercased() {
        guard
          let key = geometry.keys.first(where: {
            keyboard.text(for: $0, shift: .off, layer: layer) == String(c)
          })
        else {
          throw Problem.noSuchKey(
            option: "--trail", id: String(c),
            available: geometry.keys.compactMap {
              keyboard.text(for: $0, shift: .off, layer: layer)
            })
        }
        centres.append(key.frame.center)
      }
      let pitch = geometry.keys.first { $0.isCharacter }?.cell.width ?? 30
      // As a finger leaves it: a point every eighth of a key, so that it
      // fades along its length.
      view.trail = Trail.behind(Point.stroke(through: centres, every: pitch / 8), pitch: pitch)
    }
    if let settings {
      let layout = SettingsPanelLayout(
        metrics: keyboard.metrics.settings, width: geometry.width, keysHeight: geometry.height,
        top: view.strip?.layout.height ?? 0)
      var panel = SettingsPanelView(
        layout: layout, sections: SettingsSection.all(settings, modes: panelModes))
      panel.scroll = min(max(settingsScroll, 0), panel.maxScroll)
      view.settings = panel
      view.pressed = []
    }
    return view
  }
}
