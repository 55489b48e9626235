import CCairo
import FoundationEssentials
import SciMathCore

/// Draws the symbol strip in the look of the stock suggestion bar: the
/// keyboard's background, symbols centred in cells split by hairlines, a
/// pressed cell in the action-key colour; while searching, a ✕ and a
/// rounded query field with a blue caret, as iOS search fields have.
struct StripPainter {
  let theme: Theme
  let text: TextPainter
  let fonts: FontSizes
  /// Shown in the empty query field.
  static let placeholder = "Search symbols"

  func draw(_ cr: OpaquePointer, _ strip: StripView) {
    let l = strip.layout
    let f = l.frame
    cairo_save(cr)
    cairo_rectangle(cr, f.x, f.y, f.width, f.height)
    cairo_clip(cr)
    CairoPaths.setColor(cr, theme.background)
    cairo_paint(cr)
    let idle = strip.mode.hasButtons
    let target: StripTarget = idle ? .search : .cancel
    if strip.pressed == target { highlight(cr, l.button, l) }
    CairoPaths.setColor(cr, theme.label)
    IconPainter.draw(
      cr, idle ? "search" : "cancel", center: l.button.center,
      size: fonts.icon * l.scale, shift: .off)
    separator(cr, at: l.button.maxX, l)
    if idle {
      if strip.pressed == .draw { highlight(cr, l.drawButton, l) }
      CairoPaths.setColor(cr, theme.label)
      IconPainter.draw(
        cr, "draw", center: l.drawButton.center, size: fonts.icon * l.scale, shift: .off)
      separator(cr, at: l.drawButton.maxX, l)
    }
    if let field = l.field(strip.mode) {
      switch strip.mode {
      case .offering: drawSource(cr, field, strip.source, l)
      case .info: if let info = strip.info { drawInfo(cr, field, info, strip.pressed, l) }
      default: drawField(cr, field, strip, l)
      }
    }
    drawItems(cr, strip, l)
    cairo_restore(cr)
  }

  func drawField(_ cr: OpaquePointer, _ field: Rect, _ strip: StripView, _ l: StripLayout) {
    let inset = 6 * l.scale
    let box = Rect(
      x: field.x + inset / 2, y: field.y + inset, width: field.width - inset,
      height: field.height - 2 * inset)
    CairoPaths.setColor(cr, theme.letterKey)
    CairoPaths.roundedRect(cr, box, radius: 8 * l.scale)
    cairo_fill(cr)
    cairo_save(cr)
    cairo_rectangle(cr, box.x, box.y, box.width, box.height)
    cairo_clip(cr)
    let size = l.metrics.querySize * l.scale
    let x = box.x + 8 * l.scale
    var end = x
    if strip.query.isEmpty {
      CairoPaths.setColor(cr, theme.hint)
      text.drawLeading(
        cr, Self.placeholder, x: x + 3 * l.scale, midY: box.midY, family: fonts.family, size: size)
    } else {
      CairoPaths.setColor(cr, theme.label)
      end = text.drawLeading(
        cr, strip.query, x: x, midY: box.midY, family: fonts.family, size: size,
        room: box.width - 16 * l.scale)
    }
    CairoPaths.setColor(cr, theme.popupSelected)
    cairo_rectangle(cr, end + 1 * l.scale, box.midY - size * 0.6, 2 * l.scale, size * 1.2)
    cairo_fill(cr)
    cairo_restore(cr)
  }

  /// The typed shortcut the symbols are offered for, small and grey, as
  /// the stock bar shows the word it would correct: it tells which typing
  /// a tap erases.
  func drawSource(_ cr: OpaquePointer, _ field: Rect, _ source: String, _ l: StripLayout) {
    cairo_save(cr)
    cairo_rectangle(cr, field.x, field.y, field.width, field.height)
    cairo_clip(cr)
    CairoPaths.setColor(cr, theme.inertLabel)
    // A long source keeps its end in view, as the query field does.
    let x = field.x + 8 * l.scale
    text.drawLeading(
      cr, source, x: x, midY: field.midY, family: fonts.family,
      size: l.metrics.querySize * 0.85 * l.scale, room: field.maxX - x - 4 * l.scale)
    cairo_restore(cr)
    separator(cr, at: field.maxX, l)
  }

  /// How to type a symbol: the symbol as a candidate is drawn, its names
  /// small beside it, and the pin button at the right end.
  func drawInfo(
    _ cr: OpaquePointer, _ field: Rect, _ info: SymbolInfo, _ pressed: StripTarget?,
    _ l: StripLayout
  ) {
    let cell = Rect(x: field.x, y: field.y, width: l.cellWidth, height: field.height)
    CairoPaths.setColor(cr, theme.label)
    text.draw(
      cr, info.symbol, center: cell.center, family: fonts.family,
      size: l.metrics.symbolSize * l.scale)
    cairo_save(cr)
    cairo_rectangle(cr, cell.maxX, field.y, max(0, field.maxX - cell.maxX), field.height)
    cairo_clip(cr)
    // Two lines: how to type it (in the label colour: it is the answer),
    // then the Unicode name, smaller and grey; one line without a way.
    let x = cell.maxX + 4 * l.scale
    let size = l.metrics.querySize * l.scale
    let typing = info.typing
    if !typing.isEmpty {
      CairoPaths.setColor(cr, theme.label)
      text.drawLeading(
        cr, typing, x: x, midY: field.minY + field.height * 0.34, family: fonts.family,
        size: size * 0.85)
    }
    CairoPaths.setColor(cr, theme.inertLabel)
    text.drawLeading(
      cr, info.unicode, x: x, midY: typing.isEmpty ? field.midY : field.minY + field.height * 0.7,
      family: fonts.family, size: size * 0.65)
    cairo_restore(cr)
    separator(cr, at: l.pinButton.minX, l)
    if pressed == .pin { highlight(cr, l.pinButton, l) }
    CairoPaths.setColor(cr, info.pinned ? theme.popupSelected : theme.label)
    IconPainter.draw(
      cr, info.pinned ? "pinned" : "pin", center: l.pinButton.center,
      size: fonts.icon * l.scale, shift: .off)
  }

  func drawItems(_ cr: OpaquePointer, _ strip: StripView, _ l: StripLayout) {
    let area = l.itemsArea(strip.mode)
    cairo_save(cr)
    cairo_rectangle(cr, area.x, area.y, area.width, area.height)
    cairo_clip(cr)
    let note: String?
    switch strip.mode {
    case .searching: note = strip.query.isEmpty || !strip.items.isEmpty ? nil : "No symbol matches"
    case .drawing: note = strip.items.isEmpty ? "Draw a symbol below" : nil
    case .offering, .info, .words: note = nil
    case .idle: note = strip.items.isEmpty ? "Search by name: hbar, nabla, \\otimes" : nil
    }
    if let note {
      CairoPaths.setColor(cr, theme.inertLabel)
      text.drawLeading(
        cr, note, x: area.x + 12 * l.scale, midY: area.midY, family: fonts.family,
        size: l.metrics.querySize * l.scale)
    }
    if strip.mode == .words {
      drawWords(cr, strip, l)
      cairo_restore(cr)
      return
    }
    for (i, item) in strip.items.enumerated() {
      let cell = l.cell(i, strip.mode, scroll: strip.scroll)
      if cell.maxX < area.minX { continue }
      if cell.minX > area.maxX { break }
      if strip.pressed == .item(i) { highlight(cr, cell, l) }
      CairoPaths.setColor(cr, theme.label)
      text.draw(
        cr, item, center: cell.center, family: fonts.family, size: l.metrics.symbolSize * l.scale)
      separator(cr, at: cell.maxX, l)
    }
    cairo_restore(cr)
  }

  /// The three word slots, as the stock bar draws them: centred, split by
  /// hairlines; the word a space will put in place on a key-coloured
  /// face, the letters it replaces in quotes.
  func drawWords(_ cr: OpaquePointer, _ strip: StripView, _ l: StripLayout) {
    let size = l.metrics.querySize * l.scale
    for (i, slot) in strip.words.enumerated() {
      let cell = l.wordSlot(i)
      if strip.pressed == .word(i) {
        highlight(cr, cell, l)
      } else if slot.isCorrection && slot.kind == .word {
        face(cr, cell, l)
      }
      let label =
        slot.isCorrection && slot.kind == .typed ? "\u{201C}\(slot.text)\u{201D}" : slot.text
      cairo_save(cr)
      cairo_rectangle(cr, cell.x, cell.y, cell.width, cell.height)
      cairo_clip(cr)
      CairoPaths.setColor(cr, theme.label)
      text.draw(
        cr, label, center: cell.center, family: fonts.family,
        size: slot.kind == .symbol ? l.metrics.symbolSize * l.scale : size)
      cairo_restore(cr)
      if i < strip.words.count - 1 { separator(cr, at: cell.maxX, l) }
    }
  }

  /// The word a space takes: a rounded face in the letter-key colour.
  func face(_ cr: OpaquePointer, _ r: Rect, _ l: StripLayout) {
    highlight(cr, r, l, in: theme.letterKey)
  }

  /// A pressed button or cell: a rounded face in the action-key colour.
  func highlight(_ cr: OpaquePointer, _ r: Rect, _ l: StripLayout, in colour: Color? = nil) {
    let inset = 4 * l.scale
    CairoPaths.setColor(cr, colour ?? theme.actionKey)
    CairoPaths.roundedRect(
      cr,
      Rect(
        x: r.x + inset / 2, y: r.y + inset, width: r.width - inset, height: r.height - 2 * inset),
      radius: 6 * l.scale)
    cairo_fill(cr)
  }

  /// The stock bar's hairline between candidates: half its height, centred.
  func separator(_ cr: OpaquePointer, at x: Double, _ l: StripLayout) {
    let f = l.frame
    CairoPaths.setColor(cr, theme.stripSeparator)
    cairo_rectangle(cr, x - 0.5, f.midY - f.height / 4, 1, f.height / 2)
    cairo_fill(cr)
  }
}
