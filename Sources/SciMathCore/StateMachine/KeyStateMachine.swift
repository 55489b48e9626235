/// Touches in, text and view state out.
///
/// Pure and clock-free, with one entry point: `step(event, at: time)`
/// takes every event with its time (seconds on any monotonic clock) and
/// returns what to type, what to ask of the platform and what to repaint;
/// `nextDeadline` tells the event loop when to send `.deadline` for
/// long-press, repeat and flash timers. Keeping it free of X and Cairo is
/// what lets every behaviour here be tested exactly, as squeekboard's
/// `apply_event(state, event, now)` is.
public struct KeyStateMachine: Sendable {
  /// One keyboard per input mode, in globe order.
  public private(set) var keyboards: [Keyboard]
  public internal(set) var modeIndex: Int
  public var keyboard: Keyboard { keyboards[modeIndex] }
  public private(set) var layer: LayerID
  var shiftKey = StickyKey()
  public internal(set) var shift: ShiftState {
    get { shiftKey.state }
    set { shiftKey.state = newValue }
  }
  /// The desktop row's Ctrl, Alt and Super: latched for the next key, or
  /// locked, as shift is (`tapModifier`).
  var desktopModifiers = DesktopModifiers()
  public var modifiers: [Modifier: ShiftState] { desktopModifiers.states }
  public internal(set) var preferences: KeyboardPreferences
  /// The symbol strip above the keys; nil when it is turned off.
  public internal(set) var strip: SymbolStrip?
  /// What lies over the keys: a popup, the drawing pad or the settings
  /// panel, one at a time.
  var overlay = Overlay.none
  /// The drawing pad, while it is open (from the strip's draw button).
  var drawPad: DrawPad? {
    get { overlay.drawPad }
    set { overlay.drawPad = newValue }
  }
  /// What was asked of the platform to load, and what came. Reached as a
  /// stored property (`loads.recognizer?.add`), never through a computed
  /// one: a copy through a getter and setter duplicates the recognizer's
  /// templates (12 MB) at each drawing learned.
  var loads = Loads()
  /// The settings panel, while it is open (from the globe's mode list).
  var settingsPanel: SettingsPanel? {
    get { overlay.settings }
    set { overlay.settings = newValue }
  }
  /// Where the keys start below the window's top, in points: the strip's
  /// height, or 0. Touches come in window points less this.
  public var keyTop: Double { strip?.layout.height ?? 0 }
  var flashEnabled: Bool { preferences.keyFlash }
  /// The user's long-press delay, when set; else the stock one.
  var longPressDelay: Double { preferences.longPressDelay ?? timings.longPress }

  struct Touch: Sendable {
    var id: Int
    /// Index into the current layer's keys; nil once the touch is spent
    /// (typed by rollover, or its layer went away).
    var key: Int?
    var longPressDue: Double?
    var repeatDue: Double?
    /// When a held sci key shows how to type its symbol.
    var infoDue: Double?
    var deleted = 0
    /// Where the touch went down and where it is now.
    var start = Point(x: 0, y: 0)
    var last = Point(x: 0, y: 0)
    /// On the space bar used as a trackpad: the point the next cursor
    /// step is counted from.
    var trackpad: Point?
    /// From a letter of the letter layer (`slide-to-type`), or from shift:
    /// what it drew.
    var slide: SlideTrace?
    /// Down on shift: the shift key as it was before, put back if the
    /// touch draws a word.
    var shiftBefore: StickyKey?
    var sliding: Bool { slide?.sliding == true }
  }

  var touches: [Touch] = []
  var flashes: [(keyID: String, until: Double)] = []
  /// The open popup of any kind (alternates, mode list, desktop keys).
  var popup: AlternatesPopup? { overlay.popup }
  /// The mode's name on the space bar, until a time, after a mode change.
  var spaceLabel: (text: String, until: Double)?
  /// The keyboard's own typing since the last break (`TypingRecord`).
  var typing = TypingRecord()
  /// A word slot a touch in the near-miss band passed over for its key
  /// (`slotPassedOver`).
  var passedSlot: PassedSlot?
  /// How often this user takes the word they are typing from the strip.
  var slotUse = SlotUse()
  /// The time of the step being taken: what typed text is stamped with.
  var now = 0.0

  public init(keyboard: Keyboard, layer: LayerID = .abc) {
    self.init(keyboards: [keyboard], layer: layer)
  }

  /// `keyboards`: one per input mode; the preferences' mode is chosen
  /// among them (the first when it is not one of them).
  /// `strip`: whether the symbol strip is shown. Its table and the
  /// recognizer are asked for (`.loadSymbols`, `.loadRecognizer`) when
  /// first needed, or handed over at once by `symbols` (tests, benchmarks).
  public init(
    keyboards: [Keyboard], layer: LayerID = .abc,
    preferences: KeyboardPreferences = KeyboardPreferences(), strip: Bool = false,
    symbols: LoadedSymbols? = nil
  ) {
    precondition(!keyboards.isEmpty, "at least one input mode")
    self.keyboards = keyboards
    self.layer = layer
    self.preferences = preferences
    modeIndex = 0
    modeIndex = index(ofMode: preferences.inputMode) ?? 0
    if strip || symbols != nil {
      self.strip = SymbolStrip(layout: keyboards[modeIndex].stripLayout)
      self.strip?.setShortcutChoice(preferences.settings.latexShortcuts)
      self.strip?.setFavourites(preferences.settings.favourites)
      if let symbols {
        self.strip?.supply(symbols.search)
        loads.recognizer = symbols.recognizer
        loads.supplied(.symbols)
        loads.supplied(.recognizer)
        if let model = symbols.wordModel {
          loads.wordModels[model.language] = model
          loads.supplied(.words(model.language))
          useWords()
          refreshStrip()
        }
      }
    }
  }

  /// The index of the mode with this id (or name, or alias: a settings
  /// file may say `greek`), if the keyboard has it.
  public func index(ofMode id: String?) -> Int? {
    guard let id else { return nil }
    return keyboards.firstIndex { $0.mode?.id == id }
      ?? keyboards.firstIndex { $0.mode?.matches(id) == true }
  }

  var geometry: KeyboardGeometry { keyboard.geometry(layer) }

  /// Takes keyboards of another width or form (the window was resized),
  /// one per mode as before, keeping mode, layer and shift; touches end.
  mutating func replaceKeyboards(_ keyboards: [Keyboard], time: Double) -> KeyboardStep {
    let out = advance(to: time)
    guard keyboards.count == self.keyboards.count else { return out }
    self.keyboards = keyboards
    useWords()
    let stripLayout = keyboard.stripLayout
    strip?.relayout(stripLayout)
    switchLayer(to: layer)
    // The pad's parts follow the new width; what was drawn is kept.
    let padLayout = DrawPadLayout(geometry: geometry)
    drawPad?.view.layout = padLayout
    drawPad?.cancelTouch(nil)
    relayoutSettings()
    return out
  }

  var timings: Timings { keyboard.timings }

  // MARK: The step

  /// Applies one event at `time`: what it types, what it asks of the
  /// platform, and what of the view must be repainted.
  public mutating func step(_ event: KeyboardEvent, at time: Double) -> KeyboardStep {
    let before = view
    let themeBefore = preferences.theme
    now = max(now, time)
    let recentsBefore = strip?.recents
    // The kept words only matter with remember-words on; compared as they
    // are (a copy that shares storage), sorted only when they changed.
    let keptBefore = typing.kept
    let typingBefore = typing.revision
    var result: KeyboardStep
    switch event {
    case .touchDown(let id, let p): result = touchDown(id, at: p, time: time)
    case .touchMove(let id, let p): result = touchMove(id, to: p, time: time)
    case .touchUp(let id, let p): result = touchUp(id, at: p, time: time)
    case .touchCancel(let id): result = touchCancel(id, time: time)
    case .deadline: result = advance(to: time)
    case .typingInterrupted:
      result = advance(to: time)
      breakTyping()
    case .recentsRestored(let symbols):
      result = advance(to: time)
      strip?.restoreRecents(symbols)
    case .groupChanged(let group): result = followGroup(group, time: time)
    case .preferencesChanged(let new): result = apply(new, time: time)
    case .keyboardsChanged(let keyboards): result = replaceKeyboards(keyboards, time: time)
    case .openSettings(let scroll): result = openSettings(scroll: scroll, time: time)
    case .symbolsLoaded(let search):
      result = advance(to: time)
      strip?.supply(search)
    case .recognizerLoaded(let recognizer):
      result = advance(to: time)
      loads.recognizer = recognizer
      offerCandidates()
    case .wordsLoaded(let model):
      result = advance(to: time)
      if let model { loads.wordModels[model.language] = model }
      useWords()
      refreshStrip()
    case .wordsRestored(let kept):
      result = advance(to: time)
      typing.restore(kept: kept)
    }
    if typing.revision != typingBefore {
      typing.lastTyped = time
      refreshStrip()
    }
    result += requests()
    if preferences.settings.rememberRecents, let recents = strip?.recents, recents != recentsBefore
    {
      result.append(.keepRecents(recents))
    }
    if preferences.settings.rememberWords, typing.kept != keptBefore {
      result.append(.keepWords(typing.keptWords))
    }
    let after = view
    result.repaint =
      preferences.theme != themeBefore
      ? .all : Repaint.between(before, after, geometry: geometry)
    return result
  }

  /// What the step needs from the platform and has not asked for: the
  /// symbol table once the strip needs it, the recognizer once the pad
  /// opens, a language's words once a letter wants them. Each is asked
  /// for once.
  mutating func requests() -> KeyboardStep {
    var out: KeyboardStep = []
    if strip?.needsSearch == true, loads.ask(.symbols) { out.append(.loadSymbols) }
    if drawPad != nil, loads.recognizer == nil, loads.ask(.recognizer) {
      out.append(.loadRecognizer)
    }
    if loads.wordsNeeded, wordsWanted, let language = modeLanguage {
      // English after the language's own, where its letters can be typed.
      let wanted = lettersTypeLoanWords ? [language, Self.loanLanguage] : [language]
      for wanted in wanted where loads.wordModels[wanted] == nil && loads.ask(.words(wanted)) {
        out.append(.loadWords(wanted))
      }
    }
    loads.wordsNeeded = false
    return out
  }

  // MARK: State changes

  /// Shift acts on touch down, as on iOS: off → on (one-shot); on → locked
  /// when tapped again within the double-tap interval, else off; locked → off.
  mutating func tapShift(time: Double) {
    shiftKey.tap(at: time, doubleTap: timings.doubleTap)
  }

  /// `tap`: where the finger was let go, for the decoder.
  mutating func typeCharacter(_ key: PlacedKey, tap: Point? = nil) -> KeyboardStep {
    guard let text = keyboard.text(for: key, shift: shift, layer: layer) else { return [] }
    if strip?.searching != true, let held = heldModifiers() {
      if shift == .on, keyboard.shiftApplies(shift, on: layer) { shift = .off }
      spendModifiers()
      breakTyping()
      return [.chord(text, modifiers: held)]
    }
    return emitText(text, tap: tap)
  }

  /// Swaps the whole layer at once: touches, flashes and any popup on the
  /// old layer end with it.
  mutating func switchLayer(to target: LayerID) {
    layer = target
    for i in touches.indices {
      touches[i].key = nil
      touches[i].longPressDue = nil
      touches[i].repeatDue = nil
    }
    flashes.removeAll()
    closePopup()
  }

  // MARK: View

  public var view: ViewState {
    let live = touches.compactMap { t in t.key.map { (touch: t, key: geometry.keys[$0]) } }
    var state = ViewState(
      layer: layer, shift: shift, pressed: Set(live.map(\.key.id)),
      flashing: Set(flashes.map(\.keyID)), popup: popup)
    state.mode = modeIndex
    state.modifiers = modifiers
    state.spaceLabel = spaceLabel?.text
    state.strip = strip?.view
    state.trackpad = touches.contains { $0.trackpad != nil }
    state.drawPad = drawPad?.view
    state.settings = settingsPanel?.view
    state.trail = trail
    if popup == nil, let last = live.last(where: { $0.key.isCharacter }),
      let shape = geometry.balloon(for: last.key)
    {
      state.balloon = Balloon(
        keyID: last.key.id, label: keyboard.label(for: last.key, shift: shift, layer: layer),
        shape: shape)
    }
    return state
  }
}
