import CCairo
import CHarfBuzz
import Glibc

/// The fonts one family and weight falls back through, in the order
/// Pango's fontset for the same description has them: the best match
/// first, then the rest of fontconfig's trimmed sort, each prepared for
/// rendering. A label takes, character by character, the first that has it.
///
/// Made the way PangoFcFontMap makes its fontset (pango_fc_make_pattern,
/// the fontset key's substitutions, FcFontSetMatch and FcFontSetSort over
/// the fonts HarfBuzz can read), so that the two choose alike; the render
/// tests hold every label to a layout's measure and pixels.
final class LabelFontSet {
  private let config: OpaquePointer
  private let candidates: UnsafeMutablePointer<FcFontSet>?
  private let pattern: OpaquePointer
  private let options: OpaquePointer
  private var fonts: [LabelFont?] = []
  /// The sorted fonts behind the first, made only when a label needs one.
  private var sorted: UnsafeMutablePointer<FcFontSet>?
  private var exhausted = false

  /// Pango's language tag for the process's LC_CTYPE (PangoLanguage's
  /// canonical form: lower case, "_" and "@" as "-", up to the first other
  /// character).
  static let language: String = {
    let raw = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
    var tag = ""
    for c in raw.unicodeScalars {
      switch c {
      case "a"..."z", "0"..."9", "-": tag.unicodeScalars.append(c)
      case "A"..."Z": tag += String(c).lowercased()
      case "_", "@": tag += "-"
      default: return tag
      }
    }
    return tag
  }()

  /// - Parameters:
  ///   - pixelSize: the size in Pango units (1/1024 px), as Pango rounds it.
  ///   - options: the Pango context's font options (not owned).
  init?(
    family: String, weight: Int, pixelSize: Int32, language: String,
    options: OpaquePointer
  ) {
    guard let config = FcConfigGetCurrent(), let pattern = FcPatternCreate() else { return nil }
    self.config = config
    self.options = options
    FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(weight)))
    FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN)
    FcPatternAddInteger(pattern, FC_WIDTH, FC_WIDTH_NORMAL)
    FcPatternAddBool(pattern, FC_VARIABLE, FcDontCare)
    FcPatternAddDouble(pattern, FC_DPI, 72)
    FcPatternAddDouble(pattern, FC_SIZE, Double(pixelSize) * (72.0 / 1024.0 / 72.0))
    FcPatternAddDouble(pattern, FC_PIXEL_SIZE, Double(pixelSize) / 1024.0)
    for name in family.split(separator: ",", omittingEmptySubsequences: false) {
      FcPatternAddString(pattern, FC_FAMILY, String(name))
    }
    FcPatternAddString(pattern, FC_LANG, language)
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    cairo_ft_font_options_substitute(options, pattern)
    FcDefaultSubstitute(pattern)
    self.pattern = pattern
    candidates = Self.readableFonts(config)
  }

  deinit {
    fonts.removeAll()
    if let sorted { FcFontSetDestroy(sorted) }
    if let candidates { FcFontSetDestroy(candidates) }
    FcPatternDestroy(pattern)
  }

  /// The configuration's fonts that HarfBuzz can shape with, as Pango
  /// filters them (TrueType or CFF, not WOFF).
  private static func readableFonts(_ config: OpaquePointer) -> UnsafeMutablePointer<FcFontSet>? {
    guard let result = FcFontSetCreate() else { return nil }
    for kind in [FcSetSystem, FcSetApplication] {
      guard let set = FcConfigGetFonts(config, kind), let list = set.pointee.fonts else { continue }
      for i in 0..<Int(set.pointee.nfont) {
        guard let font = list[i] else { continue }
        var file: UnsafeMutablePointer<FcChar8>?
        var format: UnsafeMutablePointer<FcChar8>?
        if FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file {
          let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
          if path.hasSuffix(".woff") || path.hasSuffix(".woff2") { continue }
        }
        guard FcPatternGetString(font, FC_FONTFORMAT, 0, &format) == FcResultMatch, let format
        else { continue }
        let name = String(cString: UnsafeRawPointer(format).assumingMemoryBound(to: CChar.self))
          .lowercased()
        guard name == "truetype" || name == "cff" else { continue }
        FcPatternReference(font)
        FcFontSetAdd(result, font)
      }
    }
    return result
  }

  /// The next font's prepared pattern made into a font (which may be nil),
  /// or nil when the sort has no more.
  private func loadNext() -> LabelFont?? {
    var result = FcResultNoMatch
    var sets: [UnsafeMutablePointer<FcFontSet>?] = [candidates]
    let position = fonts.count
    if position == 0 {
      guard let match = FcFontSetMatch(config, &sets, 1, pattern, &result) else { return nil }
      return .some(LabelFont(pattern: match, options: options))
    }
    if sorted == nil {
      sorted = FcFontSetSort(config, &sets, 1, pattern, FcTrue, nil, &result)
    }
    guard let sorted, position < Int(sorted.pointee.nfont), let list = sorted.pointee.fonts,
      let font = list[position], let prepared = FcFontRenderPrepare(config, pattern, font)
    else { return nil }
    return .some(LabelFont(pattern: prepared, options: options))
  }

  /// The first font that has `c`, and its position; nil when none has it
  /// or one before it cannot be copied (Pango would then draw a box or
  /// choose differently). Fonts are made as the search reaches them.
  func firstFont(having c: UInt32) -> (position: Int, font: LabelFont)? {
    var position = 0
    while true {
      if position == fonts.count {
        guard !exhausted, let next = loadNext() else {
          exhausted = true
          return nil
        }
        fonts.append(next)
      }
      guard let font = fonts[position] else { return nil }
      if font.covers(c) { return (position, font) }
      position += 1
    }
  }
}
