import CCairo
import FoundationEssentials
import SciMathCore

/// Draws the settings panel as the iOS Settings app draws a grouped
/// list: a bar with the title and Done, uppercase section titles, rounded
/// groups of 44 pt rows with hairlines between them, switches on the
/// right, checkmarks for the chosen one of several.
struct SettingsPainter {
  let colors: SettingsColors
  let text: TextPainter
  let family: String
  static let title = "Keyboard Settings"

  func draw(_ cr: OpaquePointer, _ panel: SettingsPanelView) {
    let l = panel.layout
    let m = l.metrics
    cairo_save(cr)
    // Whole pixels: a frame edge inside a pixel would blend the panel with
    // what the window held before, which a whole render does not have.
    CairoPaths.clipToPixels(cr, l.frame)
    CairoPaths.setColor(cr, colors.background)
    cairo_paint(cr)
    cairo_save(cr)
    cairo_rectangle(cr, l.list.x, l.list.y, l.list.width, l.list.height)
    cairo_clip(cr)
    for (index, section) in panel.sections.enumerated() {
      let group = panel.group(index)
      guard group.maxY + m.headerHeight > l.list.minY, group.minY - m.headerHeight < l.list.maxY
      else { continue }
      drawSection(cr, section, index: index, group: group, panel: panel)
    }
    cairo_restore(cr)
    drawBar(cr, panel)
    cairo_restore(cr)
  }

  func drawBar(_ cr: OpaquePointer, _ panel: SettingsPanelView) {
    let l = panel.layout
    let m = l.metrics
    CairoPaths.setColor(cr, colors.background)
    cairo_rectangle(cr, l.navBar.x, l.navBar.y, l.navBar.width, l.navBar.height)
    cairo_fill(cr)
    if panel.scroll > 0 {
      // As on iOS, the bar's hairline shows once the list runs under it.
      hairline(cr, y: l.navBar.maxY, from: l.navBar.minX, to: l.navBar.maxX)
    }
    CairoPaths.setColor(cr, colors.label)
    text.draw(
      cr, Self.title, center: l.navBar.center, family: family, size: m.titleSize, weight: 600)
    var done = colors.accent
    if panel.pressed == .done { done.alpha *= 0.35 }
    CairoPaths.setColor(cr, done)
    text.draw(
      cr, "Done", x: l.done.maxX - m.rowPadding, midY: l.done.midY, family: family,
      size: m.titleSize, weight: 600, trailing: true)
  }

  func drawSection(
    _ cr: OpaquePointer, _ section: SettingsSection, index: Int, group: Rect,
    panel: SettingsPanelView
  ) {
    let m = panel.layout.metrics
    CairoPaths.setColor(cr, colors.header)
    text.draw(
      cr, section.header.uppercased(), x: group.minX + m.rowPadding,
      midY: group.minY - m.headerHeight / 2 + 5, family: family, size: m.headerSize)
    CairoPaths.setColor(cr, colors.row)
    CairoPaths.roundedRect(cr, group, radius: m.radius)
    cairo_fill(cr)
    for (r, row) in section.rows.enumerated() {
      let frame = panel.frame(section: index, row: r)
      if panel.pressed == .row(section: index, row: r) {
        cairo_save(cr)
        CairoPaths.roundedRect(cr, group, radius: m.radius)
        cairo_clip(cr)
        CairoPaths.setColor(cr, colors.rowPressed)
        cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
        cairo_fill(cr)
        cairo_restore(cr)
      }
      if r > 0 {
        CairoPaths.setColor(cr, colors.separator)
        hairline(cr, y: frame.minY, from: frame.minX + m.rowPadding, to: frame.maxX)
      }
      CairoPaths.setColor(cr, colors.label)
      text.draw(
        cr, row.title, x: frame.minX + m.rowPadding, midY: frame.midY, family: family,
        size: m.titleSize)
      switch row.control {
      case .toggle(let on):
        drawSwitch(cr, on: on, right: frame.maxX - m.rowPadding, midY: frame.midY, m)
      case .check(true): drawCheck(cr, right: frame.maxX - m.rowPadding, midY: frame.midY, m)
      case .check(false): break
      }
    }
  }

  /// A hairline: one device pixel, whatever the scale.
  func hairline(_ cr: OpaquePointer, y: Double, from x0: Double, to x1: Double) {
    var dx = 1.0
    var dy = 1.0
    cairo_device_to_user_distance(cr, &dx, &dy)
    cairo_rectangle(cr, x0, y - abs(dy) / 2, x1 - x0, abs(dy))
    cairo_fill(cr)
  }

  /// iOS's switch: a pill track, green when on, and a white knob with a
  /// soft shadow at the end it is switched to.
  func drawSwitch(_ cr: OpaquePointer, on: Bool, right: Double, midY: Double, _ m: PanelMetrics) {
    let track = Rect(
      x: right - m.switchWidth, y: midY - m.switchHeight / 2, width: m.switchWidth,
      height: m.switchHeight)
    CairoPaths.setColor(cr, on ? colors.switchOn : colors.switchOff)
    CairoPaths.roundedRect(cr, track, radius: m.switchHeight / 2)
    cairo_fill(cr)
    let d = m.switchHeight - 2 * m.knobInset
    let cx = on ? track.maxX - m.knobInset - d / 2 : track.minX + m.knobInset + d / 2
    for (grow, offset) in [(1.5, 1.5), (0.5, 1.0)] {
      CairoPaths.setColor(cr, colors.knobShadow)
      cairo_new_sub_path(cr)
      cairo_arc(cr, cx, midY + offset, d / 2 + grow, 0, 2 * Double.pi)
      cairo_fill(cr)
    }
    CairoPaths.setColor(cr, colors.knob)
    cairo_new_sub_path(cr)
    cairo_arc(cr, cx, midY, d / 2, 0, 2 * Double.pi)
    cairo_fill(cr)
  }

  /// The checkmark of the chosen row: two strokes, round-capped.
  func drawCheck(_ cr: OpaquePointer, right: Double, midY: Double, _ m: PanelMetrics) {
    let s = m.checkSize
    CairoPaths.setColor(cr, colors.accent)
    cairo_set_line_width(cr, s * 0.16)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    cairo_move_to(cr, right - s, midY + s * 0.02)
    cairo_line_to(cr, right - s * 0.62, midY + s * 0.4)
    cairo_line_to(cr, right, midY - s * 0.45)
    cairo_stroke(cr)
  }
}
