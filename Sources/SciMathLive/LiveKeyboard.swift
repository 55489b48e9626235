import FoundationEssentials
import SciMathBase
import SciMathCore
import SciMathPlatform
import SciMathRender

/// The keyboard on screen. Its loop only feeds and carries out: platform
/// events in (`PlatformEvents`), one pure step of the key state machine,
/// outputs to the display system's output, effects, and the repaint the
/// step asked for, drawn into a Cairo back buffer and presented on the
/// display system's surface. All it knows of the display system is
/// `DisplaySystem`.
public final class LiveKeyboard {
  /// Why the loop ended.
  enum Stop {
    case closed
    case signalled
    /// Form, dock or size changed: the window must be made anew, with
    /// the settings panel open again at its scroll if it was open.
    case newWindow(settingsScroll: Double?)
    /// The keyboard cannot type (no XTest): nothing it shows would work.
    case failed(Error)
  }

  let catalog: AssetCatalog
  let store: PreferenceStore
  var options: LiveOptions
  let display: DisplaySystem
  let output: DeferredOutput
  let window: KeyboardSurface
  let events: PlatformEvents
  var renderer: KeyboardRenderer
  /// The theme `renderer` draws; a step that changes it repaints all.
  var rendererTheme: ThemeName
  var machine: KeyStateMachine
  var keyboard: Keyboard { machine.keyboard }
  var buffer: ImageSurface
  var visible = true
  /// The button that brings the keyboard back once it is dismissed.
  var restoreButton: RestoreButtonSurface?
  var restoreGesture: RestoreButtonGesture?
  /// Pixels per point of the window and its back buffer; the state machine
  /// and the geometry work in points.
  var scale: Double
  /// What the output was last readied for; nil before the first time.
  var readied: KeyStateMachine.Shown?

  /// Runs the keyboard on `display` until it is closed or signalled,
  /// making its window anew whenever a preference needs one. Returns the
  /// signal that stopped it, if one did. What typing changed (the keymap)
  /// is put back on every way out.
  public static func run(
    catalog: AssetCatalog, modes: [InputMode], overrides: LiveOverrides, display: DisplaySystem
  ) throws -> Int32? {
    let output = DeferredOutput(display: display)
    defer { output.restore() }
    let store = PreferenceStore(
      file: PreferencesFile.standard(), overrides: overrides, modes: modes,
      desktopPrefersDark: { display.prefersDark() })
    var settingsScroll: Double?
    while true {
      let keyboard = try LiveKeyboard(
        catalog: catalog, store: store, output: output, display: display)
      if let scroll = settingsScroll {
        keyboard.carryOut(
          keyboard.machine.step(.openSettings(scroll: scroll), at: keyboard.events.now()))
      }
      switch keyboard.run() {
      case .closed: return nil
      case .signalled: return display.pendingSignal
      case .newWindow(let scroll): settingsScroll = scroll
      case .failed(let error): throw error
      }
    }
  }

  init(
    catalog: AssetCatalog, store: PreferenceStore, output: DeferredOutput, display: DisplaySystem
  ) throws {
    self.catalog = catalog
    self.store = store
    self.output = output
    self.display = display
    store.system = SystemLanguages(
      xkbLayouts: display.keyboardLayouts(),
      locale: SystemLanguages.localeLanguage(ProcessInfo.processInfo.environment))
    options = store.load()
    StartupProfile.mark("settings read")
    scale = display.scaleSources().resolve(options.settings.scale)
    let place = Self.placement(catalog, options, display, scale: scale)
    StartupProfile.mark("scale and place found (RandR, resources, XSETTINGS)")
    machine = KeyStateMachine(
      keyboards: Self.keyboards(catalog, options, width: place.points),
      preferences: options.preferences, strip: options.settings.strip)
    if options.preferences.settings.rememberRecents {
      _ = machine.step(.recentsRestored(RememberedList.recents().read()), at: 0)
    }
    if options.preferences.settings.rememberWords {
      _ = machine.step(.wordsRestored(RememberedList.words().read()), at: 0)
    }
    StartupProfile.mark("keyboards built (geometry of every layer and mode)")
    window = display.makeKeyboardSurface(
      width: place.width, height: place.height, dock: place.dock, title: "SciMath")
    StartupProfile.mark("window made")
    guard display.claimControl(for: window) else {
      throw LiveFailure("another keyboard is already running on \(display.name)")
    }
    // Mapped as soon as it is ours: the window manager frames and maps it
    // while the input, the renderer and the first
    // frame are made, and the frame is presented at the first Expose (the
    // background is None, so nothing is painted before it).
    window.show()
    rendererTheme = options.preferences.theme
    renderer = KeyboardRenderer(theme: catalog.theme(rendererTheme))
    buffer = ImageSurface(width: window.width, height: window.height)
    StartupProfile.mark("window mapped; control, renderer and back buffer ready")
    Self.render(.all, renderer, into: buffer, scale: scale, machine)
    StartupProfile.mark("first frame drawn (fontconfig, the first labels' fonts and glyphs)")
    // Made once the frame is drawn: the window manager frames and maps the
    // window meanwhile, and round trips made then wait behind it.
    // The loop presents the frame, so input is selected before it shows.
    events = try display.makeEvents(for: window, preferencesFile: store.file.url)
    StartupProfile.mark("events ready (on X: XInput, XKB, RandR and XSETTINGS selected)")
  }

  /// The window's height in points: the keys, and the strip above them.
  static func height(_ keyboard: Keyboard, strip: Bool) -> Double {
    keyboard.geometry(.abc).height + (strip ? keyboard.stripLayout.height : 0)
  }

  /// One keyboard per input mode at `width`.
  static func keyboards(_ catalog: AssetCatalog, _ options: LiveOptions, width: Double)
    -> [Keyboard]
  {
    let form = options.form(forWidth: width)
    let modes: [InputMode?] = options.modes.isEmpty ? [nil] : options.modes
    return modes.map {
      Keyboard(
        catalog: catalog, form: form, width: width, mode: $0,
        desktopKeys: options.settings.desktopKeys)
    }
  }

  /// Runs the keyboard (its window shown since `init`) until it is closed,
  /// signalled, or needs a new window.
  func run() -> Stop {
    defer {
      window.hide()
      events.watchFocus(false, quiet: true)
    }
    if options.settings.autoShow { events.watchFocus(true, quiet: false) }
    while true {
      let deadlines = [machine.nextDeadline, hideDue, helperRetry?.due].compactMap { $0 }
      for event in events.next(deadline: deadlines.min()) {
        if let stop = handle(event) { return stop }
      }
      if let stop = readWordsAsked() { return stop }
      if let due = hideDue, due <= MonotonicClock.seconds() {
        hideDue = nil
        if visible, let stop = obey(.hide) { return stop }
      }
      if let retry = helperRetry, retry.due <= MonotonicClock.seconds() {
        helperRetry = nil
        lastHelperWait = retry.wait
        events.watchFocus(true, quiet: true)
      }
    }
  }

  /// With `auto-show`: when the keyboard hides because the focus left a
  /// text field (`LiveKeyboard+AutoShow`).
  var hideDue: Double?
  /// Languages whose words a step asked for and that are not read yet.
  var wordsAsked: [String] = []
  /// With `auto-show` and no accessibility bus: when to start the helper
  /// again, to see whether a bus has come, and the wait that led there.
  var helperRetry: (due: Double, wait: Double)?
  var lastHelperWait = 0.0

  func handle(_ event: PlatformEvent) -> Stop? {
    switch event {
    case .keyboard(let input, let time):
      return carryOut(machine.step(input.inPoints(scale: scale, top: machine.keyTop), at: time))
    case .control(let command):
      return obey(command)
    case .typeText(let text):
      // Typed as it is; what the keyboard typed before is no longer just
      // before the cursor.
      output.send([.text(text)]) { _, error in warn("could not type the text given: \(error)") }
      display.flush()
      return carryOut(machine.step(.typingInterrupted, at: events.now()))
    case .restoreButton(let touch):
      return touchRestoreButton(touch)
    case .restoreButtonExposed:
      drawRestoreButton()
    case .exposed:
      presentAll()
      display.flush()
      StartupProfile.report("first frame shown (window mapped, exposed, presented)")
      do { try output.make() } catch { return .failed(error) }
      readyShownCharacters()
      StartupMemory.trimOnce()
    case .resized(let width, let height):
      if width != window.width || height != window.height { resize(width: width, height: height) }
    case .closeRequested:
      return .closed
    case .preferencesFileChanged:
      return reload()
    case .layoutsChanged:
      let layouts = display.keyboardLayouts()
      guard layouts != store.system.xkbLayouts else { return nil }
      store.system.xkbLayouts = layouts
      options.preferences.system = store.system
      return carryOut(machine.step(.preferencesChanged(options.preferences), at: events.now()))
    case .displayChanged:
      redock()
    case .signalled:
      return .signalled
    case .textFocus(let editable, let field):
      return followTextFocus(editable: editable, field: field)
    case .accessibilityEnded:
      return accessibilityEnded()
    case .accessibilityReady:
      return accessibilityReady()
    case .otherKeyboardTyped:
      return otherKeyboardTyped()
    }
    return nil
  }

  /// Sends a step's outputs, acts on its effects and repaints. An output
  /// that fails is reported and the keyboard goes on. A setting changed on
  /// the panel is written and applied as any change of the file is, which
  /// may need a new window.
  /// `repaint` replaces the step's own, when the window changed under it.
  @discardableResult
  func carryOut(_ step: KeyboardStep, repaint forced: Repaint? = nil) -> Stop? {
    var stop: Stop?
    output.send(step.outputs) { output, error in
      warn("could not send \(Self.kind(of: output)): \(error)")
    }
    for effect in step.effects {
      switch effect {
      case .hide: _ = obey(.hide)
      case .inputModeChosen(let id): store.saveInputMode(id)
      case .learnDrawing(let drawing, let symbol):
        do { try LearnedDrawings.standard().learn(drawing, as: symbol) } catch {
          warn("a drawing is not kept: \(error)")
        }
      case .keepRecents(let symbols):
        do { try RememberedList.recents().keep(symbols) } catch {
          warn("the recent symbols are not kept: \(error)")
        }
      case .keepWords(let words):
        do { try RememberedList.words().keep(words) } catch {
          warn("the words you kept are not kept on disk: \(error)")
        }
      case .changeSetting(let key, let value):
        if store.change(key, to: value) { stop = reload() ?? stop }
      case .loadSymbols:
        stop = carryOut(machine.step(.symbolsLoaded(loadSymbols()), at: events.lastTime())) ?? stop
      case .loadRecognizer:
        // At the time of the event that asked for it, not when loading
        // ended: the clock never runs back, so a later time here would
        // stamp every touch made meanwhile with it (a globe held 0.7 s
        // during the load was read as held 0.4 s: a tap, the next mode).
        stop =
          carryOut(machine.step(.recognizerLoaded(loadRecognizer()), at: events.lastTime()))
          ?? stop
      case .loadWords(let language): wordsAsked.append(language)
      }
    }
    repaint(forced ?? step.repaint)
    // After the frame: the keymap for the letters now shown (a new
    // language's take a round trip or two); the next tap's text goes out
    // after it. The words asked for are read once the events at hand are
    // handled (`readWordsAsked`).
    readyShownCharacters()
    return stop
  }

  /// Reads the language models asked for, once the events that came with
  /// the touch that asked are handled: a quick tap's lift (in the same
  /// batch as its down) types its letter first, and a slower one's model
  /// is read while the finger is down. The word typed meanwhile is decoded
  /// from its taps when the model comes.
  func readWordsAsked() -> Stop? {
    while !wordsAsked.isEmpty {
      let language = wordsAsked.removeFirst()
      display.flush()
      if let stop = carryOut(
        machine.step(.wordsLoaded(loadWords(language)), at: events.lastTime()))
      {
        return stop
      }
    }
    return nil
  }

  /// Has the output map what the keyboard now shows, when that changed.
  func readyShownCharacters() {
    let now = machine.shown
    guard now != readied else { return }
    readied = now
    do { try output.ready(for: machine.shownCharacters) } catch {
      warn("could not ready the keys shown: \(error)")
    }
  }

  /// Names an output without what it types: nothing typed is ever logged.
  static func kind(of output: KeyOutput) -> String {
    switch output {
    case .text: return "a character"
    case .deleteBackward, .deleteWordBackward, .erase: return "a delete"
    case .enter: return "a return"
    case .undo: return "an undo"
    case .lockGroup(let g): return "a lock of XKB group \(g)"
    case .moveCursor: return "a cursor key"
    case .key: return "a desktop key"
    case .chord: return "a modified key"
    }
  }

  func obey(_ command: ControlCommand) -> Stop? {
    switch command {
    case .show:
      window.show()
      visible = true
      syncRestoreButton()
    case .hide:
      window.hide()
      visible = false
      syncRestoreButton()
    case .toggle:
      return obey(visible ? .hide : .show)
    case .reload:
      return reload()
    }
    return nil
  }

  /// Applies a change of the preferences file the keyboard did not make.
  func reload() -> Stop? {
    guard store.changed() else { return nil }
    var new = store.load()
    // The helper is not started again in place: what it found stays true.
    new.preferences.noAccessibilityBus = options.preferences.noAccessibilityBus
    if options.needsNewWindow(for: new) {
      return .newWindow(settingsScroll: machine.settingsScroll)
    }
    options = new
    carryOut(machine.step(.preferencesChanged(new.preferences), at: events.now()))
    syncRestoreButton()
    return nil
  }

  /// A new width: the form follows it unless `--form` fixed one. When the
  /// user changes a floating window's width, its height follows, keeping
  /// the keyboard's proportions; a size the window manager settles on is
  /// taken as it is, so the two never argue.
  func resize(width: Int, height given: Int) {
    let keyboards = Self.keyboards(catalog, options, width: Double(width) / scale)
    var height = given
    if !window.docked, width != window.width, let first = keyboards.first {
      let proportional = Int(
        (Self.height(first, strip: options.settings.strip) * scale).rounded(.up))
      if abs(proportional - given) > 1 {
        height = proportional
        window.resize(width: width, height: height)
      }
    }
    window.resized(width: width, height: height)
    buffer = ImageSurface(width: width, height: max(height, 1))
    carryOut(machine.step(.keyboardsChanged(keyboards), at: events.now()), repaint: .all)
  }

  /// The monitors or the desktop's scale changed: dock (or size a floating
  /// window) and draw anew in place, keeping the layer, shift and mode.
  func redock() {
    let newScale = display.scaleSources().resolve(options.settings.scale)
    let place = Self.placement(catalog, options, display, scale: newScale)
    guard
      newScale != scale || place.width != window.width || place.height != window.height
        || place.dock != nil
    else { return }
    scale = newScale
    if let dock = place.dock {
      window.place(dock)
    } else {
      window.resize(width: place.width, height: place.height)
    }
    buffer = ImageSurface(width: place.width, height: place.height)
    let keyboards = Self.keyboards(catalog, options, width: place.points)
    carryOut(machine.step(.keyboardsChanged(keyboards), at: events.now()), repaint: .all)
    syncRestoreButton()
  }
}
