import CHarfBuzz

/// A label split into items, each a stretch of text shaped with one font,
/// where `pango_itemize` would split it: where the fallback font changes,
/// spaces going with the better of the fonts on either side.
///
/// It covers a single left-to-right paragraph in one script at most (with
/// common and inherited characters), and no emoji. Anything else returns
/// nil, and the label goes through a Pango layout: right-to-left text and
/// bidirectional controls, line breaks and tabs, two scripts (Pango's
/// script runs), emoji sequences (which Pango gives a fontset of their
/// own), control and format characters, and characters no font has.
struct LabelItems {
  struct Item {
    /// Byte offset and length in the UTF-8 text.
    var offset: Int
    var length: Int
    var font: LabelFont
  }

  private(set) var items: [Item] = []
  /// The GLib script of the items, as Pango's script iterator gives it.
  private(set) var script: GUnicodeScript = G_UNICODE_SCRIPT_COMMON

  init?(_ text: String, fonts: LabelFontSet, language: String) {
    let scalars = Array(text.unicodeScalars)
    guard !scalars.isEmpty else { return nil }
    for c in scalars {
      guard !Self.needsLayout(c) else { return nil }
      let sc = g_unichar_get_script(c.value)
      guard sc != G_UNICODE_SCRIPT_COMMON, sc != G_UNICODE_SCRIPT_INHERITED,
        sc != G_UNICODE_SCRIPT_UNKNOWN
      else { continue }
      guard script == G_UNICODE_SCRIPT_COMMON || script == sc else { return nil }
      script = sc
    }
    // A real script takes its sample language unless the process's
    // language includes it; Pango's table of which languages include
    // which scripts is not copied here, and it knows neither "c" nor
    // "posix" (the C locale's, which the keyboard runs in).
    if script != G_UNICODE_SCRIPT_COMMON, language != "c", language != "posix" { return nil }
    // One run: Pango's width runs split horizontal text nowhere.
    var state = ItemizeState(fonts: fonts)
    var offset = 0
    for c in scalars {
      guard state.add(c, at: offset) else { return nil }
      offset += String(c).utf8.count
    }
    guard let items = state.finish(at: offset) else { return nil }
    self.items = items
  }

  /// What this does not itemise as Pango does (see the type's comment).
  static func needsLayout(_ c: Unicode.Scalar) -> Bool {
    switch c.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
      return true
    case 0x200D, 0x20DD...0x20E4, 0xFE00...0xFE0F, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF,
      0xE0020...0xE007F, 0xE0100...0xE01EF:
      return true
    default: break
    }
    if c.properties.isEmojiPresentation { return true }
    switch g_unichar_type(c.value) {
    case G_UNICODE_CONTROL, G_UNICODE_FORMAT, G_UNICODE_SURROGATE, G_UNICODE_UNASSIGNED,
      G_UNICODE_LINE_SEPARATOR, G_UNICODE_PARAGRAPH_SEPARATOR:
      return true
    default: return false
    }
  }
}

/// pango_itemize's state while it adds characters to items (itemize.c,
/// itemize_state_add_character), for one run of one direction and script.
/// Fonts are compared by identity, as Pango compares them; their places in
/// the fallback list decide where spaces go.
private struct ItemizeState {
  struct Pending {
    var offset: Int
    var length = 0
    var font: LabelFont?
  }

  let fonts: LabelFontSet
  var pending: [Pending] = []
  var fontPosition = 0xFFFF
  var firstSpace: Int?

  init(fonts: LabelFontSet) { self.fonts = fonts }

  /// Spaces, and the characters Pango treats as spaces (those not already
  /// sent to a layout), choose no font: they take their neighbours'.
  private static func isSpace(_ c: Unicode.Scalar) -> Bool {
    g_unichar_type(c.value) == G_UNICODE_SPACE_SEPARATOR && c.value != 0x1680
  }

  /// Adds `c`, at byte `offset`; false when no font has it.
  mutating func add(_ c: Unicode.Scalar, at offset: Int) -> Bool {
    var font: LabelFont?
    var position = 0xFFFF
    let space = Self.isSpace(c)
    if !space {
      guard let found = fonts.firstFont(having: c.value) else { return false }
      (position, font) = found
    }
    let spacesFrom = firstSpace
    if space {
      if firstSpace == nil { firstSpace = offset }
    } else {
      firstSpace = nil
    }
    var start = offset
    if let i = pending.indices.last {
      if pending[i].font == nil, let font {
        fill(font)
        fontPosition = position
      } else if let itemFont = pending[i].font, font == nil {
        font = itemFont
        position = fontPosition
      }
      if pending[i].font === font { return true }
      // The item ends; trailing spaces move to the new one when its font
      // is the less fallen-back (Pango issue 249).
      if let spacesFrom, pending[i].offset < spacesFrom, position < fontPosition {
        start = spacesFrom
      }
      pending[i].length = start - pending[i].offset
    }
    pending.append(Pending(offset: start, font: font))
    fontPosition = position
    return true
  }

  /// Gives `font` to the items at the end that have none yet.
  private mutating func fill(_ font: LabelFont) {
    for i in pending.indices.reversed() {
      if pending[i].font != nil { break }
      pending[i].font = font
    }
  }

  /// The items, the last ending at `offset`; a text of spaces only takes
  /// the font that has a space. Nil when none has.
  mutating func finish(at offset: Int) -> [LabelItems.Item]? {
    guard let i = pending.indices.last else { return [] }
    pending[i].length = offset - pending[i].offset
    if pending[i].font == nil {
      guard let found = fonts.firstFont(having: 0x20) else { return nil }
      fill(found.font)
    }
    return pending.compactMap { item in
      item.font.map { LabelItems.Item(offset: item.offset, length: item.length, font: $0) }
    }
  }
}
