import Foundation
import SciMathCore
import SciMathRender
import SciMathTestSupport
import XCTest

/// Every form × layer × theme, and samples of each state, against PNGs
/// that a person has looked at (Tests/SciMathRenderTests/Goldens).
/// `make goldens` re-records them after a deliberate visual change.
final class GoldenImageTests: XCTestCase {
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens")
  static let recording = ProcessInfo.processInfo.environment["SCIMATH_RECORD_GOLDENS"] == "1"
  let catalog = TestPaths.catalog

  override class func setUp() {
    FontSetup.activate(assets: TestPaths.assets)
  }

  struct Case {
    var name: String
    var form: Form
    var theme: ThemeName
    var scene: ScreenshotScene
    var mode: String? = nil
    /// With the desktop row above the keys.
    var desktopKeys = false
    /// Pixels per point: 2 (a Retina screenshot's) unless a case says.
    var scale = 2.0
  }

  static func scene(_ layer: LayerID, _ edit: (inout ScreenshotScene) -> Void = { _ in })
    -> ScreenshotScene
  {
    var r = ScreenshotScene(layer: layer)
    edit(&r)
    return r
  }

  static let cases: [Case] = {
    var all: [Case] = []
    for form in Form.allCases {
      for layer in LayerID.allCases {
        for theme in ThemeName.allCases {
          all.append(
            Case(
              name: "\(form)-\(layer.rawValue)-\(theme)", form: form, theme: theme,
              scene: scene(layer)))
        }
      }
    }
    all += [
      Case(
        name: "phone-abc-light-pressed-shift", form: .phone, theme: .light,
        scene: scene(.abc) { $0.pressed = "shift" }),
      Case(
        name: "phone-abc-dark-pressed-return", form: .phone, theme: .dark,
        scene: scene(.abc) { $0.pressed = "return" }),
      Case(
        name: "pad-abc-dark-pressed-a", form: .pad, theme: .dark,
        scene: scene(.abc) { $0.pressed = "a" }),
      Case(
        name: "phone-abc-dark-flash-q", form: .phone, theme: .dark,
        scene: scene(.abc) { $0.flash = "q" }),
      Case(
        name: "phone-abc-light-balloon-q", form: .phone, theme: .light,
        scene: scene(.abc) { $0.balloon = "q" }),
      Case(
        name: "phone-abc-light-balloon-p", form: .phone, theme: .light,
        scene: scene(.abc) { $0.balloon = "p" }),
      Case(
        name: "phone-abc-dark-balloon-a", form: .phone, theme: .dark,
        scene: scene(.abc) { $0.balloon = "a" }),
      Case(
        name: "phone-abc-light-shift-balloon-m", form: .phone, theme: .light,
        scene: scene(.abc) {
          $0.balloon = "m"
          $0.shift = .on
        }),
      Case(
        name: "phone-sci-dark-balloon-omega", form: .phone, theme: .dark,
        scene: scene(.sci) { $0.balloon = "\u{3A9}" }),
      Case(
        name: "phone-abc-light-alternates-e", form: .phone, theme: .light,
        scene: scene(.abc) { $0.alternates = "e" }),
      Case(
        name: "phone-abc-dark-caps-alternates-u", form: .phone, theme: .dark,
        scene: scene(.abc) {
          $0.alternates = "u"
          $0.shift = .locked
        }),
      Case(
        name: "phone-sci-light-alternates-forall", form: .phone, theme: .light,
        scene: scene(.sci) { $0.alternates = "∀" }),
      Case(
        name: "phone-123-light-alternates-1", form: .phone, theme: .light,
        scene: scene(.numbers) { $0.alternates = "1" }),
      Case(
        name: "pad-sci-light-alternates-integral", form: .pad, theme: .light,
        scene: scene(.sci) { $0.alternates = "∫" }),
      Case(
        name: "pad-abc-dark-shift-on", form: .pad, theme: .dark,
        scene: scene(.abc) { $0.shift = .on }),
      Case(
        name: "phone-abc-light-caps", form: .phone, theme: .light,
        scene: scene(.abc) { $0.shift = .locked }),
      Case(
        name: "phone-greek-light", form: .phone, theme: .light, scene: scene(.abc),
        mode: "greek"),
      Case(name: "pad-greek-dark", form: .pad, theme: .dark, scene: scene(.abc), mode: "greek"),
      // Languages: a Latin one (German, QWERTZ with ü ö ä) and a Cyrillic
      // one (Russian, 11 keys a row), each in both forms and themes; the
      // German 123 layer with € and „.
      Case(name: "phone-de-light", form: .phone, theme: .light, scene: scene(.abc), mode: "de"),
      Case(name: "pad-de-dark", form: .pad, theme: .dark, scene: scene(.abc), mode: "de"),
      Case(name: "phone-ru-dark", form: .phone, theme: .dark, scene: scene(.abc), mode: "ru"),
      Case(name: "pad-ru-light", form: .pad, theme: .light, scene: scene(.abc), mode: "ru"),
      Case(
        name: "phone-de-123-light", form: .phone, theme: .light, scene: scene(.numbers),
        mode: "de"),
      // Slide to type: the trail behind a finger sliding a word, in both
      // forms and themes.
      Case(
        name: "phone-trail-light", form: .phone, theme: .light,
        scene: scene(.abc) { $0.trail = "hello" }),
      Case(
        name: "phone-trail-dark", form: .phone, theme: .dark,
        scene: scene(.abc) { $0.trail = "world" }),
      Case(
        name: "pad-trail-light", form: .pad, theme: .light,
        scene: scene(.abc) { $0.trail = "quick" }),
      Case(
        name: "pad-trail-dark", form: .pad, theme: .dark,
        scene: scene(.abc) { $0.trail = "type" }),
      Case(
        name: "phone-abc-light-modes-list", form: .phone, theme: .light,
        scene: scene(.abc) { $0.modeList = true }),
      Case(
        name: "pad-greek-dark-modes-list", form: .pad, theme: .dark,
        scene: scene(.abc) {
          $0.modeList = true
        },
        mode: "greek"),
      // The light flash: a blue-white face, not the pressed grey.
      Case(
        name: "phone-abc-light-flash-q", form: .phone, theme: .light,
        scene: scene(.abc) { $0.flash = "q" }),
      Case(
        name: "pad-abc-light-flash-a", form: .pad, theme: .light,
        scene: scene(.abc) { $0.flash = "a" }),
      // HiDPI: drawn at 3 pixels a point, not scaled up from 2.
      Case(
        name: "phone-sci-light-scale3", form: .phone, theme: .light, scene: scene(.sci),
        scale: 3),
      Case(
        name: "phone-abc-dark-scale3-balloon-q", form: .phone, theme: .dark,
        scene: scene(.abc) { $0.balloon = "q" }, scale: 3),
      // The symbol strip: idle, and searching with its results.
      Case(
        name: "phone-abc-light-strip", form: .phone, theme: .light,
        scene: scene(.abc) { $0.strip = true }),
      Case(
        name: "phone-abc-dark-search-nabla", form: .phone, theme: .dark,
        scene: scene(.abc) { $0.search = "nabla" }),
      Case(
        name: "pad-abc-light-search-integral", form: .pad, theme: .light,
        scene: scene(.abc) { $0.search = "integral" }),
      // Shortcuts as you type: a LaTeX prefix, a braced name and a plain
      // shortcut offered; how to type a symbol, pinned and not; pinned
      // and recent symbols on the idle strip.
      Case(
        name: "phone-abc-light-typed-al", form: .phone, theme: .light,
        scene: scene(.abc) { $0.typed = "x = \\al" }),
      Case(
        name: "pad-abc-dark-typed-mathbb-r", form: .pad, theme: .dark,
        scene: scene(.abc) { $0.typed = "\\mathbb{R}" }),
      Case(
        name: "phone-symbols-dark-typed-le", form: .phone, theme: .dark,
        scene: scene(.symbols) { $0.typed = "a <=" }),
      // Words as you type: the letters in quotes and the correction a
      // space puts in place; a word that names a symbol; the next words.
      Case(
        name: "phone-abc-light-typed-lovr", form: .phone, theme: .light,
        scene: scene(.abc) { $0.typed = "I lovr" }),
      Case(
        name: "pad-abc-dark-typed-integral", form: .pad, theme: .dark,
        scene: scene(.abc) { $0.typed = "the integral" }),
      Case(
        name: "phone-abc-dark-typed-next-words", form: .phone, theme: .dark,
        scene: scene(.abc) { $0.typed = "I am " }),
      Case(
        name: "pad-abc-light-typed-next-words", form: .pad, theme: .light,
        scene: scene(.abc) { $0.typed = "thank you for " }),
      Case(
        name: "phone-abc-dark-info-le-pinned", form: .phone, theme: .dark,
        scene: scene(.abc) {
          $0.info = "≤"
          $0.favourites = ["≤"]
        }),
      Case(
        name: "pad-sci-light-info-integral", form: .pad, theme: .light,
        scene: scene(.sci) { $0.info = "∫" }),
      Case(
        name: "pad-abc-light-favourites", form: .pad, theme: .light,
        scene: scene(.abc) {
          $0.favourites = ["∫", "∂"]
          $0.recents = ["α", "∫", "≈"]
        }),
      Case(
        name: "phone-abc-dark-favourites", form: .phone, theme: .dark,
        scene: scene(.abc) {
          $0.favourites = ["ℏ"]
          $0.recents = ["→", "≠"]
        }),
      // The desktop row: a modifier latched and one locked; another
      // locked with shift on another layer; Esc's F-key popup.
      Case(
        name: "phone-abc-light-desktop-ctrl-latched-alt-locked", form: .phone, theme: .light,
        scene: scene(.abc) { $0.modifiers = [.ctrl: .on, .alt: .locked] }, desktopKeys: true),
      Case(
        name: "pad-123-dark-desktop-super-locked", form: .pad, theme: .dark,
        scene: scene(.numbers) { $0.modifiers = [.superKey: .locked] }, desktopKeys: true),
      Case(
        name: "phone-abc-dark-desktop-esc-popup", form: .phone, theme: .dark,
        scene: scene(.abc) { $0.alternates = "esc" }, desktopKeys: true),
      // The drawing pad: empty, and with an integral drawn and its candidates.
      Case(
        name: "pad-abc-light-draw", form: .pad, theme: .light,
        scene: scene(.abc) { $0.draw = true }),
      Case(
        name: "phone-abc-dark-draw-integral", form: .phone, theme: .dark,
        scene: scene(.abc) {
          $0.draw = true
          $0.drawing = Drawing(strokes: [
            [
              (140, 30), (132, 12), (120, 4), (108, 8), (102, 24), (100, 60), (99, 120), (98, 180),
              (97, 240), (94, 270), (86, 286), (74, 290), (64, 280),
            ].map { Point(x: $0.0, y: $0.1) }
          ])
        }),
      // The settings panel: its top in light; scrolled to the themes in
      // dark, with a mode turned off and a delay set by hand.
      Case(
        name: "phone-settings-light", form: .phone, theme: .light,
        scene: scene(.abc) {
          $0.strip = true
          $0.settings = Settings()
          $0.settingsScroll = 0
        }),
      Case(
        name: "pad-settings-dark-scrolled", form: .pad, theme: .dark,
        scene: scene(.abc) {
          var settings = Settings()
          settings.theme = .dark
          settings.languages = ["en"]
          settings.longPressDelay = 0.75
          $0.settings = settings
          $0.settingsScroll = 362
        }),
    ]
    return all
  }()

  /// The case's keyboard and the view the machine shows once driven to it.
  static func drive(_ c: Case) throws -> (keyboard: Keyboard, view: ViewState) {
    let catalog = TestPaths.catalog
    // The mode list and the settings panel show every mode the machine
    // has: all of them, as the live keyboard has.
    let shown = c.mode.flatMap { catalog.mode(named: $0) }
    let modes: [InputMode?] =
      c.scene.modeList || c.scene.settingsScroll != nil ? catalog.modes : [shown]
    let keyboards = modes.map {
      Keyboard(catalog: catalog, form: c.form, mode: $0, desktopKeys: c.desktopKeys)
    }
    let index =
      modes.firstIndex { shown == nil ? $0?.language == "en" : $0?.id == shown?.id } ?? 0
    let view = try c.scene.view(
      of: keyboards, mode: index, symbols: TestPaths.symbols,
      recognizer: try SymbolRecognizer.load(assets: TestPaths.assets), wordModel: TestPaths.words)
    return (keyboards[index], view)
  }

  func render(_ c: Case) throws -> ImageSurface {
    let (keyboard, view) = try Self.drive(c)
    return KeyboardRenderer(theme: catalog.theme(c.theme)).image(
      keyboard: keyboard, view: view, scale: c.scale)
  }

  func testEveryCaseMatchesItsGolden() throws {
    XCTAssertEqual(Self.cases.count, 70)
    var failures: [String] = []
    for c in Self.cases { try check(try render(c), c.name, &failures) }
    XCTAssertEqual(failures, [], failures.joined(separator: "\n"))
  }

  /// The bring-back button, as the live keyboard puts it on its window.
  func testRestoreButtonMatchesItsGolden() throws {
    var failures: [String] = []
    for theme in ThemeName.allCases {
      let image = RestoreButtonPainter.image(points: 48, scale: 2, theme: catalog.theme(theme))
      try check(image, "restore-button-\(theme.rawValue)@2x", &failures)
    }
    XCTAssertEqual(failures, [], failures.joined(separator: "\n"))
  }

  /// Compares an image with its golden (or, recording, writes the golden).
  func check(_ image: ImageSurface, _ name: String, _ failures: inout [String]) throws {
    let comparison = ImageComparison()
    let path = Self.goldens.appendingPathComponent("\(name).png").path
    if Self.recording {
      try image.writePNG(to: path)
      return
    }
    guard FileManager.default.fileExists(atPath: path) else {
      failures.append("\(name): no golden (run `make goldens` and look at it)")
      return
    }
    let golden = try ImageSurface.load(png: path)
    let result = comparison.compare(image, golden)
    if !result.sameSize || result.fraction > comparison.allowedFraction {
      let actual = FileManager.default.temporaryDirectory
        .appendingPathComponent("\(name).actual.png").path
      try image.writePNG(to: actual)
      failures.append(
        "\(name): \(result.differing) of \(result.total) pixels differ"
          + (result.sameSize ? "" : " (size differs)") + "; actual render in \(actual)")
    }
  }

  /// The comparison notices one pressed key (and so cannot pass anything).
  func testComparisonCatchesASinglePressedKey() throws {
    let plain = try render(Self.cases[0])
    var pressed = Self.cases[0]
    pressed.scene.pressed = "g"
    let result = ImageComparison().compare(plain, try render(pressed))
    XCTAssertTrue(result.sameSize)
    XCTAssertGreaterThan(result.fraction, ImageComparison().allowedFraction)
    XCTAssertTrue(ImageComparison().matches(plain, try render(Self.cases[0])))
  }

  /// Redrawing only the key a tap changed gives the same pixels as a full
  /// frame of the new state: the live window can repaint one key per tap.
  func testSingleKeyRedrawEqualsFullFrame() throws {
    for form in Form.allCases {
      let keyboard = Keyboard(catalog: catalog, form: form)
      let renderer = KeyboardRenderer(theme: catalog.theme(.dark))
      let before = ViewState(layer: .abc)
      var after = before
      after.flashing = ["g"]
      let image = renderer.image(keyboard: keyboard, view: before, scale: 2)
      let index = try XCTUnwrap(keyboard.geometry(.abc).index(ofID: "g"))
      image.draw(scale: 2) { cr in
        renderer.redrawKey(cr, at: index, keyboard: keyboard, view: after)
      }
      let full = renderer.image(keyboard: keyboard, view: after, scale: 2)
      let result = ImageComparison().compare(image, full)
      XCTAssertEqual(result.differing, 0, "\(form)")
    }
  }
}
