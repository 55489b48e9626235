import CCairo
import FoundationEssentials
import SciMathCore

/// Draws a `ViewState` of a `Keyboard` with Cairo: the whole frame, or one
/// key for a partial redraw. All sizes come from the form's metrics and all
/// colours from the theme, both in Assets.
public final class KeyboardRenderer {
  public let theme: Theme
  let text: TextPainter

  /// Call `FontSetup.activate(assets:)` before the first renderer exists.
  public init(theme: Theme) {
    self.theme = theme
    text = TextPainter()
  }

  /// Paints the full frame in points; the caller's CTM sets the scale.
  /// With a strip, the keys start below it (`keyTop(view)`).
  public func draw(_ cr: OpaquePointer, keyboard: Keyboard, view: ViewState) {
    let geometry = keyboard.geometry(view.layer)
    cairo_save(cr)
    cairo_translate(cr, 0, Self.keyTop(view))
    if let panel = view.settings {
      SettingsPainter(colors: theme.settings, text: text, family: keyboard.metrics.fonts.family)
        .draw(cr, panel)
      cairo_restore(cr)
      return
    }
    CairoPaths.setColor(cr, theme.background)
    cairo_paint(cr)
    if let strip = view.strip { stripPainter(keyboard).draw(cr, strip) }
    if let pad = view.drawPad {
      DrawPadPainter(
        theme: theme, text: text, metrics: keyboard.metrics, scale: geometry.scaleY
      ).draw(cr, pad)
    } else {
      for key in geometry.keys { drawKey(cr, key, keyboard: keyboard, view: view) }
      drawOverlays(cr, keyboard: keyboard, view: view)
    }
    cairo_restore(cr)
  }

  /// The line under a sliding finger, in the popups' blue: a soft stroke
  /// that fades from the finger back to nothing, segment by segment.
  func drawTrail(_ cr: OpaquePointer, _ trail: Trail) {
    let points = trail.points
    guard points.count >= 2 else { return }
    let c = theme.popupSelected
    cairo_save(cr)
    // Butt ends: round ones would overlap at every joint and bead the
    // translucent line; the finger's end is rounded once.
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    for i in 1..<points.count {
      let age = Double(i) / Double(points.count - 1)
      cairo_set_source_rgba(cr, c.red, c.green, c.blue, Self.trailOpacity * age)
      cairo_set_line_width(cr, trail.width * (0.4 + 0.6 * age))
      cairo_move_to(cr, points[i - 1].x, points[i - 1].y)
      cairo_line_to(cr, points[i].x, points[i].y)
      cairo_stroke(cr)
    }
    if let head = points.last {
      cairo_set_source_rgba(cr, c.red, c.green, c.blue, Self.trailOpacity)
      cairo_arc(cr, head.x, head.y, trail.width / 2, 0, 2 * Double.pi)
      cairo_fill(cr)
    }
    cairo_restore(cr)
  }

  /// The trail's opacity at the finger.
  static let trailOpacity = 0.55

  /// Draws what a step's repaint names: single keys, the strip, or the
  /// whole frame, which a region (what a balloon, popup or the pad's ink
  /// touched) also draws. The live keyboard presents the part the repaint
  /// names afterwards.
  ///
  /// A region is not drawn clipped to itself: Cairo rasterises a stroke
  /// that a clip cuts (the backspace icon under a popup's edge) a few
  /// levels differently from the same stroke drawn whole, and those pixels
  /// stayed in the back buffer after the popup closed. The whole frame
  /// costs little more than a clipped one (every key's path is built
  /// either way), and is by definition what `render` draws.
  public func redraw(_ cr: OpaquePointer, _ repaint: Repaint, keyboard: Keyboard, view: ViewState) {
    switch repaint {
    case .none: return
    case .keys(let indices):
      for index in indices { redrawKey(cr, at: index, keyboard: keyboard, view: view) }
    case .region, .all: draw(cr, keyboard: keyboard, view: view)
    case .strip: redrawStrip(cr, keyboard: keyboard, view: view)
    }
  }

  /// Where the keys start in a frame of `view`, in points.
  public static func keyTop(_ view: ViewState) -> Double { view.strip?.layout.height ?? 0 }

  /// Repaints the strip alone: what a keystroke into the query changes.
  public func redrawStrip(_ cr: OpaquePointer, keyboard: Keyboard, view: ViewState) {
    guard let strip = view.strip else { return }
    cairo_save(cr)
    cairo_translate(cr, 0, Self.keyTop(view))
    stripPainter(keyboard).draw(cr, strip)
    cairo_restore(cr)
  }

  func stripPainter(_ keyboard: Keyboard) -> StripPainter {
    StripPainter(theme: theme, text: text, fonts: keyboard.metrics.fonts)
  }

  /// Repaints one key's cell (background, shadow, key) and nothing else:
  /// the cost of a tap that changes only that key.
  public func redrawKey(_ cr: OpaquePointer, at index: Int, keyboard: Keyboard, view: ViewState) {
    let key = keyboard.geometry(view.layer).keys[index]
    cairo_save(cr)
    cairo_translate(cr, 0, Self.keyTop(view))
    CairoPaths.clipToPixels(cr, key.cell)
    CairoPaths.setColor(cr, theme.background)
    cairo_paint(cr)
    drawKey(cr, key, keyboard: keyboard, view: view)
    cairo_restore(cr)
  }

  /// The trail, the balloon and the alternates popup, which sit above the
  /// keys.
  public func drawOverlays(_ cr: OpaquePointer, keyboard: Keyboard, view: ViewState) {
    let m = keyboard.metrics
    if let trail = view.trail { drawTrail(cr, trail) }
    if let balloon = view.balloon {
      drawBubble(
        cr, key: balloon.shape.key, bubble: balloon.shape.bubble,
        opensDown: balloon.shape.opensDown, radius: balloon.shape.radius, metrics: m)
      CairoPaths.setColor(cr, theme.label)
      var center = balloon.shape.bubble.center
      center.y -= m.balloon?.labelLift ?? 0
      drawCharacter(
        cr, balloon.label, center: center,
        size: m.fonts.balloon, fonts: m.fonts, letters: keyboard.hasShift(view.layer))
    }
    if let popup = view.popup {
      drawBubble(
        cr, key: popup.key, bubble: popup.frame, opensDown: popup.opensDown,
        radius: popup.radius, metrics: m)
      for (i, item) in popup.items.enumerated() {
        let cell = popup.cells[i]
        if i == popup.selected {
          CairoPaths.setColor(cr, theme.popupSelected)
          CairoPaths.roundedRect(cr, cell, radius: m.cornerRadius)
          cairo_fill(cr)
          CairoPaths.setColor(cr, theme.popupSelectedLabel)
        } else {
          CairoPaths.setColor(cr, theme.label)
        }
        drawCharacter(
          cr, item, center: cell.center, size: m.fonts.popup, fonts: m.fonts,
          letters: keyboard.hasShift(view.layer), raise: false)
      }
    }
  }

  // MARK: Keys

  func drawKey(_ cr: OpaquePointer, _ key: PlacedKey, keyboard: Keyboard, view: ViewState) {
    let m = keyboard.metrics
    let letterStyled =
      key.isCharacter || key.action == .space
      || (key.action == .shift && view.shift != .off)
      || key.action?.modifier.map { view.modifiers[$0] != nil } == true
    var fill = letterStyled ? theme.letterKey : theme.actionKey
    if view.pressed.contains(key.id) {
      fill = letterStyled ? theme.letterPressed : theme.actionPressed
    }
    if view.flashing.contains(key.id) {
      fill = letterStyled ? theme.letterFlash : theme.actionFlash
    }
    let scale = keyboard.geometry(view.layer).scaleY
    CairoPaths.keyFace(
      cr, key.frame, fill: fill, shadow: theme.shadow, radius: m.cornerRadius * scale,
      shadowOffset: m.shadowOffset * scale)
    // On the space bar as a trackpad, iOS blanks every key.
    if !view.trackpad { drawLabel(cr, key, keyboard: keyboard, view: view) }
  }

  func drawLabel(_ cr: OpaquePointer, _ key: PlacedKey, keyboard: Keyboard, view: ViewState) {
    let m = keyboard.metrics
    let f = key.frame
    let inert = key.action?.isInert == true
    CairoPaths.setColor(cr, inert ? theme.inertLabel : theme.label)
    var label = keyboard.label(for: key, shift: view.shift, layer: view.layer)
    if key.action == .space, let name = view.spaceLabel { label = name }
    if label.hasPrefix("icon:") {
      IconPainter.draw(
        cr, String(label.dropFirst(5)), center: f.center,
        size: m.fonts.icon, shift: view.shift)
      return
    }
    guard key.isCharacter else {
      text.draw(
        cr, label, center: f.center, family: m.fonts.family,
        size: m.labelSizes[label] ?? m.fonts.actionLabel)
      // A locked modifier is underlined, as caps lock's arrow is.
      if let modifier = key.action?.modifier, view.modifiers[modifier] == .locked {
        let scale = keyboard.geometry(view.layer).scaleY
        let w = min(f.width * 0.5, 24 * scale)
        cairo_rectangle(cr, f.midX - w / 2, f.minY + f.height * 0.78, w, 1.5 * scale)
        cairo_fill(cr)
      }
      return
    }
    let letters = keyboard.hasShift(view.layer)
    let top = Point(x: f.midX, y: f.minY + f.height * 0.28)
    let bottom = Point(x: f.midX, y: f.minY + f.height * 0.64)
    if case .character(let output, let shifted?) = key.kind {
      // A pair key (the pad's ",!"): the shifted character small on top.
      text.draw(cr, shifted, center: top, family: m.fonts.family, size: m.fonts.hint * 1.3)
      drawCharacter(
        cr, output, center: bottom, size: m.fonts.character, fonts: m.fonts,
        letters: letters)
    } else if let hint = key.hint {
      CairoPaths.setColor(cr, theme.hint)
      text.draw(cr, hint, center: top, family: m.fonts.family, size: m.fonts.hint)
      CairoPaths.setColor(cr, theme.label)
      drawCharacter(
        cr, label, center: bottom, size: m.fonts.lowercase, fonts: m.fonts,
        letters: letters)
    } else {
      drawCharacter(cr, label, center: f.center, size: nil, fonts: m.fonts, letters: letters)
    }
  }

  /// Lower-case letters of a letter layer in the light weight, nudged up
  /// as iOS draws them; everything else (π and µ on the sci layer among
  /// them) regular. `size` nil picks the key size for the kind.
  func drawCharacter(
    _ cr: OpaquePointer, _ s: String, center: Point, size: Double?,
    fonts: FontSizes, letters: Bool, raise: Bool = true
  ) {
    let lower = letters && s.lowercased() == s && s.uppercased() != s
    let pointSize = size ?? (lower ? fonts.lowercase : fonts.character)
    var c = center
    if lower && raise { c.y -= fonts.lowercaseRaise }
    text.draw(
      cr, s, center: c, family: fonts.family, size: pointSize,
      weight: lower ? fonts.lowercaseWeight : 400)
  }

  func drawBubble(
    _ cr: OpaquePointer, key: Rect, bubble: Rect, opensDown: Bool, radius: Double,
    metrics m: FormMetrics
  ) {
    cairo_save(cr)
    var b = bubble
    if opensDown {
      // Mirror about the key's centre line so one upward path serves both.
      cairo_translate(cr, 0, 2 * key.midY)
      cairo_scale(cr, 1, -1)
      b.y = 2 * key.midY - bubble.maxY
    }
    softShadow(cr, key: key, bubble: b, opensDown: opensDown, radius: radius, metrics: m)
    for (color, dy) in [
      (theme.shadow, opensDown ? -m.shadowOffset : m.shadowOffset),
      (theme.balloon, 0.0),
    ] {
      cairo_save(cr)
      cairo_translate(cr, 0, dy)
      CairoPaths.bubble(cr, key: key, bubble: b, keyRadius: m.cornerRadius, radius: radius)
      cairo_restore(cr)
      CairoPaths.setColor(cr, color)
      cairo_fill(cr)
    }
    CairoPaths.bubble(cr, key: key, bubble: b, keyRadius: m.cornerRadius, radius: radius)
    CairoPaths.setColor(cr, theme.balloonOutline)
    cairo_set_line_width(cr, 0.5)
    cairo_stroke(cr)
    cairo_restore(cr)
  }

  /// Cairo has no blur: the outline is stroked in bands, widest first, each
  /// adding a share of the shadow's alpha, so the shadow is darkest at the
  /// shape and fades out linearly over `overlayShadowBlur`. The shape's
  /// fill, drawn next, covers the bands' inner halves. Drawn as vectors,
  /// it stays crisp at every scale.
  func softShadow(
    _ cr: OpaquePointer, key: Rect, bubble: Rect, opensDown: Bool, radius: Double,
    metrics m: FormMetrics
  ) {
    let bands = 4
    var color = theme.balloonShadow
    color.alpha /= Double(bands)
    cairo_save(cr)
    cairo_translate(cr, 0, opensDown ? -m.shadowOffset : m.shadowOffset)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    CairoPaths.setColor(cr, color)
    for band in 0..<bands {
      CairoPaths.bubble(cr, key: key, bubble: bubble, keyRadius: m.cornerRadius, radius: radius)
      cairo_set_line_width(
        cr, 2 * m.overlayShadowBlur * Double(bands - band) / Double(bands))
      cairo_stroke(cr)
    }
    cairo_restore(cr)
  }
}
