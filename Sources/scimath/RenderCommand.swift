import ArgumentParser
import FoundationEssentials
import SciMathCore
import SciMathRender

enum ShiftOption: String, ExpressibleByArgument {
  case on, caps
}

/// `scimath render`: a PNG of any layer, form, theme and state, for
/// side-by-side comparison with the stock keyboard.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render", abstract: "Write a PNG screenshot of a keyboard layer.")

  @OptionGroup var keyboardOptions: KeyboardOptions

  @Option(help: "light or dark.")
  var theme: ThemeName = .light

  @Option(help: "on (one-shot) or caps (locked).")
  var shift: ShiftOption?

  @Option(help: "Draw this key pressed (an id from `scimath layout`).")
  var pressed: String?

  @Option(help: "Draw the flash of this key.")
  var flash: String?

  @Option(help: "Show the preview balloon of this character key (phone form).")
  var balloon: String?

  @Option(help: "Show the long-press alternates of this key.")
  var alternates: String?

  @Option(
    help: ArgumentHelp(
      "With --desktop-keys: show this modifier latched (ctrl, alt or super); repeatable.",
      valueName: "modifier"))
  var latch: [String] = []

  @Option(
    help: ArgumentHelp(
      "With --desktop-keys: show this modifier locked (ctrl, alt or super); repeatable.",
      valueName: "modifier"))
  var lock: [String] = []

  @Flag(help: "Show the list of input modes over the globe key.")
  var modesList = false

  @Flag(help: "Show the symbol strip above the keys.")
  var strip = false

  @Option(help: "Show the strip searching for this query, with its results.")
  var search: String?

  @Option(
    help: ArgumentHelp(
      "Show the strip as it is after the keyboard typed this text (letters tapped on their keys' centres): offering the LaTeX name or shortcut it ends in (\\alpha, <=), if any, else the words for it (with `suggestions` on).",
      valueName: "text"))
  var typed: String?

  @Option(
    help: ArgumentHelp(
      "Show these symbols pinned to the strip (space-separated).", valueName: "symbols"))
  var favourites: String?

  @Option(
    help: ArgumentHelp(
      "Show these symbols on the strip as recently used (space-separated).", valueName: "symbols"))
  var recents: String?

  @Option(
    help: ArgumentHelp(
      "Show how to type this symbol on the strip: its LaTeX name, shortcuts, code point and name.",
      valueName: "symbol"))
  var info: String?

  @Flag(help: "Show the drawing pad in the keys' place, the strip offering its candidates.")
  var draw = false

  @Option(
    help: ArgumentHelp(
      "With --draw: show the first drawing of this file of JSON lines ({\"strokes\": …}, as scimath recognize reads), and its candidates.",
      valueName: "file"))
  var strokes: String?

  @Option(
    help:
      "Show the trail a finger leaves sliding through this word's letters (key centre to key centre)."
  )
  var trail: String?

  @Flag(
    help:
      "Show the settings panel (Keyboard Settings, from the globe's list) with your settings, over the whole window."
  )
  var settings = false

  @Option(help: "With --settings: scroll the panel's list down by this many points.")
  var scroll: Double?

  @Flag(help: "A contact sheet: every layer of the form in both themes, captioned, on one PNG.")
  var sheet = false

  @Flag(help: "With --sheet: add pressed, flash, shift, balloon, alternates and mode-list samples.")
  var states = false

  @Flag(
    help:
      "With --sheet: the ABC layer of every input mode (each language, your own layouts) instead, in both themes."
  )
  var modes = false

  @Option(help: "The PNG file to write.")
  var out: String

  func validate() throws {
    if !out.lowercased().hasSuffix(".png") { throw ValidationError("--out must name a .png file") }
    if states && !sheet { throw ValidationError("--states adds samples to a --sheet") }
    if modes && !sheet { throw ValidationError("--modes draws a --sheet of the input modes") }
    if modes && states { throw ValidationError("--modes and --states are two different sheets") }
    let single = [
      shift != nil, pressed != nil, flash != nil, balloon != nil, alternates != nil, modesList,
      strip, search != nil, typed != nil, draw, strokes != nil, settings, favourites != nil,
      recents != nil, info != nil,
    ]
    if sheet && single.contains(true) {
      throw ValidationError(
        "--sheet draws every layer; use --states for samples, not --shift, --pressed, --flash, "
          + "--balloon, --alternates, --modes-list or a strip option")
    }
    if scroll != nil && !settings {
      throw ValidationError("--scroll scrolls the --settings panel")
    }
    if let scroll, !(scroll >= 0 && scroll.isFinite) {
      throw ValidationError("--scroll takes a number of points from 0 up")
    }
    if settings && single.filter({ $0 }).count > 1 {
      throw ValidationError(
        "--settings covers the whole window: no other state option (only --scroll)")
    }
    if strokes != nil && !draw {
      throw ValidationError("--strokes shows a drawing on the --draw pad")
    }
    if [search != nil, typed != nil, info != nil].filter({ $0 }).count > 1 {
      throw ValidationError("--search, --typed and --info are states of the strip: give one")
    }
    if let info, info.isEmpty || info.count > 1 && info.unicodeScalars.count > 8 {
      throw ValidationError("--info takes one symbol")
    }
    if draw && (search != nil || typed != nil || balloon != nil || alternates != nil || modesList) {
      throw ValidationError(
        "--draw shows the pad in the keys' place: no --search, --typed, --balloon, --alternates or --modes-list"
      )
    }
    for name in latch + lock where Modifier(rawValue: name) == nil {
      throw ValidationError("'\(name)' is not a modifier: ctrl, alt or super")
    }
    if !(latch.isEmpty && lock.isEmpty) && !keyboardOptions.desktopKeys {
      throw ValidationError("--latch and --lock show the --desktop-keys row's modifiers")
    }
    if let search, search.trimmingSpaces().isEmpty {
      throw ValidationError("--search needs a query (the empty field is drawn by --strip)")
    }
  }

  /// A space-separated list of symbols.
  static func symbols(_ text: String) -> [String] {
    text.split(whereSeparator: \.isWhitespace).map(String.init)
  }

  func run() throws {
    let catalog = try keyboardOptions.loadCatalog()
    let keyboard = try keyboardOptions.keyboard(catalog)
    if sheet, modes { return try writeModesSheet(catalog) }
    if sheet { return try writeSheet(catalog, keyboard) }
    let layer = keyboardOptions.layer
    var scene = ScreenshotScene(layer: layer)
    switch shift {
    case .on: scene.shift = .on
    case .caps: scene.shift = .locked
    case nil: break
    }
    scene.pressed = pressed
    for name in latch { if let m = Modifier(rawValue: name) { scene.modifiers[m] = .on } }
    for name in lock { if let m = Modifier(rawValue: name) { scene.modifiers[m] = .locked } }
    scene.flash = flash
    scene.balloon = balloon
    scene.alternates = alternates
    scene.strip = strip
    scene.search = search
    scene.typed = typed
    scene.info = info
    scene.favourites = favourites.map(Self.symbols) ?? []
    scene.recents = recents.map(Self.symbols) ?? []
    scene.draw = draw
    scene.modeList = modesList
    var recognizer: SymbolRecognizer?
    scene.trail = trail
    if let strokes {
      scene.drawing = try Self.firstDrawing(in: strokes)
      do {
        recognizer = try SymbolRecognizer.load(assets: catalog.directory)
      } catch {
        throw CLIFailure.failure("broken assets: \(error)")
      }
    }
    if settings {
      let (values, problems) = PreferencesFile.standard().read()
      let (chosen, more) = Settings.from(values, source: PreferencesFile.standard().url.path)
      for p in problems + more {
        StandardStreams.error("scimath: warning: \(p)")
      }
      scene.settings = chosen
      scene.strip = chosen.strip
      scene.settingsScroll = scroll ?? 0
    }
    let symbols = try (search ?? typed ?? info).map { _ in
      do {
        return try SymbolSearch.load(assets: catalog.directory)
      } catch {
        throw CLIFailure.failure("\(error)")
      }
    }
    let words = try typed.map { _ in
      do {
        return try WordModel.load(
          assets: catalog.directory, language: keyboard.mode?.language ?? "en")
      } catch {
        throw CLIFailure.failure("\(error)")
      }
    }
    // The mode list and the panel show the modes the machine has: all of
    // them, as the live keyboard has; else the one keyboard asked for.
    var keyboards = [keyboard]
    var shown = 0
    if modesList || settings {
      let modes = allModes(catalog)
      keyboards = modes.map {
        Keyboard(
          catalog: catalog, form: keyboardOptions.form, width: keyboardOptions.width, mode: $0,
          desktopKeys: keyboardOptions.desktopKeys)
      }
      shown = modes.firstIndex { $0.id == keyboard.mode?.id } ?? 0
    }
    let view: ViewState
    do {
      view = try scene.view(
        of: keyboards, mode: shown, symbols: symbols, recognizer: recognizer, wordModel: words)
    } catch {
      throw CLIFailure.usage(Self.message(error))
    }
    FontSetup.activate(assets: catalog.directory)
    let renderer = KeyboardRenderer(theme: catalog.theme(theme))
    let image = renderer.image(keyboard: keyboard, view: view, scale: keyboardOptions.scale)
    do {
      try image.writePNG(to: out)
    } catch {
      throw CLIFailure.failure("cannot write \(out): \(error)")
    }
  }

  /// A scene's problem as the user asked it: under the option that asked.
  static func message(_ problem: ScreenshotScene.Problem) -> String {
    let option: String
    switch problem {
    case .noGlobe: option = "--modes-list"
    case .noSymbolTable: option = "--search, --typed, --info"
    default: option = "--" + (problem.part?.rawValue ?? "")
    }
    return "\(option): \(problem)"
  }

  /// The first non-blank line of a JSON-lines file, as a drawing.
  static func firstDrawing(in path: String) throws -> Drawing {
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else { throw CLIFailure.failure("cannot read \(path)") }
    guard let line = text.split(separator: "\n").first(where: { !$0.allSatisfy(\.isWhitespace) })
    else { throw CLIFailure.usage("--strokes: \(path) has no drawing") }
    do {
      return try DrawingJSON.drawing(from: String(line))
    } catch let problem as DrawingJSON.Problem {
      throw CLIFailure.usage("--strokes: \(path): \(problem.message)")
    }
  }

  /// Every input mode's letters, in both themes, four to a row, each
  /// captioned with its id and name.
  func writeModesSheet(_ catalog: AssetCatalog) throws {
    FontSetup.activate(assets: catalog.directory)
    var entries: [ContactSheet.Entry] = []
    var family = ""
    for mode in allModes(catalog) {
      let keyboard = Keyboard(
        catalog: catalog, form: keyboardOptions.form, width: keyboardOptions.width, mode: mode)
      family = keyboard.metrics.fonts.family
      for theme in ThemeName.allCases {
        let view = try ScreenshotScene(layer: .abc).view(of: [keyboard])
        entries.append(
          ContactSheet.Entry(
            caption: "\(mode.id) · \(mode.name) · \(theme.rawValue)",
            image: KeyboardRenderer(theme: catalog.theme(theme)).image(
              keyboard: keyboard, view: view, scale: keyboardOptions.scale)))
      }
    }
    let rows = stride(from: 0, to: entries.count, by: 4).map {
      Array(entries[$0..<min($0 + 4, entries.count)])
    }
    let image = ContactSheet.compose(rows, scale: keyboardOptions.scale, family: family)
    do {
      try image.writePNG(to: out)
    } catch {
      throw CLIFailure.failure("cannot write \(out): \(error)")
    }
  }

  /// Every layer in both themes, then (with --states) the samples, one
  /// row per theme.
  func writeSheet(_ catalog: AssetCatalog, _ keyboard: Keyboard) throws {
    FontSetup.activate(assets: catalog.directory)
    var samples: [(String, ScreenshotScene)] = LayerID.allCases.map {
      ($0.rawValue, ScreenshotScene(layer: $0))
    }
    if states {
      var pressed = ScreenshotScene(layer: .abc)
      pressed.pressed = "a"
      var flashed = ScreenshotScene(layer: .abc)
      flashed.flash = "e"
      var shifted = ScreenshotScene(layer: .abc)
      shifted.shift = .on
      var popup = ScreenshotScene(layer: .abc)
      popup.alternates = "e"
      var modes = ScreenshotScene(layer: .abc)
      modes.modeList = true
      samples += [
        ("pressed a", pressed), ("flash e", flashed), ("shift", shifted), ("alternates e", popup),
        ("modes", modes),
      ]
      if keyboard.metrics.balloon != nil {
        var balloon = ScreenshotScene(layer: .abc)
        balloon.balloon = "q"
        samples.insert(("balloon q", balloon), at: LayerID.allCases.count + 3)
      }
    }
    let perRow = LayerID.allCases.count
    var rows: [[ContactSheet.Entry]] = []
    for theme in ThemeName.allCases {
      let renderer = KeyboardRenderer(theme: catalog.theme(theme))
      let entries = try samples.map { caption, scene -> ContactSheet.Entry in
        let view: ViewState
        do throws(ScreenshotScene.Problem) {
          // The mode list shows the modes of the machine: all of them.
          let modes = allModes(catalog)
          let keyboards =
            scene.modeList
            ? modes.map {
              Keyboard(
                catalog: catalog, form: keyboardOptions.form, width: keyboardOptions.width,
                mode: $0, desktopKeys: keyboardOptions.desktopKeys)
            } : [keyboard]
          let shown = scene.modeList ? modes.firstIndex { $0.id == keyboard.mode?.id } ?? 0 : 0
          view = try scene.view(of: keyboards, mode: shown)
        } catch {
          throw CLIFailure.usage(Self.message(error))
        }
        return ContactSheet.Entry(
          caption: "\(caption) · \(theme.rawValue)",
          image: renderer.image(keyboard: keyboard, view: view, scale: keyboardOptions.scale))
      }
      for start in stride(from: 0, to: entries.count, by: perRow) {
        rows.append(Array(entries[start..<min(start + perRow, entries.count)]))
      }
    }
    let image = ContactSheet.compose(
      rows, scale: keyboardOptions.scale, family: keyboard.metrics.fonts.family)
    do {
      try image.writePNG(to: out)
    } catch {
      throw CLIFailure.failure("cannot write \(out): \(error)")
    }
  }
}
