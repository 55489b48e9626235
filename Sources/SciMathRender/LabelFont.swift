import CCairo
import CHarfBuzz

/// One font of a label's fallback list, made as Pango makes a PangoCairoFc
/// font from the same fontconfig pattern: a HarfBuzz font for shaping, at
/// 1/1024 of a pixel (Pango's units), and a Cairo scaled font for drawing.
///
/// nil where Pango would do something this does not copy (a variable font,
/// a pattern with a matrix): such labels go through a layout.
final class LabelFont {
  /// The fontconfig pattern the font was prepared from (owned).
  let pattern: OpaquePointer
  private let charset: OpaquePointer
  let hbFont: OpaquePointer
  let scaledFont: OpaquePointer
  /// Ascent (negative: up from the baseline) and height, in Pango units.
  let logicalY: Int32
  let logicalHeight: Int32

  /// Takes ownership of `pattern`, a prepared (FcFontRenderPrepare) font.
  init?(pattern: OpaquePointer, options: OpaquePointer) {
    var file: UnsafeMutablePointer<FcChar8>?
    var index: Int32 = 0
    var charset: OpaquePointer?
    var pixelSize = 0.0
    var pointSize = 13.0
    var matrix: UnsafeMutablePointer<FcMatrix>?
    guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file,
      FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
      FcPatternGetDouble(pattern, FC_PIXEL_SIZE, 0, &pixelSize) == FcResultMatch,
      FcPatternGetMatrix(pattern, FC_MATRIX, 0, &matrix) != FcResultMatch
    else {
      FcPatternDestroy(pattern)
      return nil
    }
    _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
    _ = FcPatternGetDouble(pattern, FC_SIZE, 0, &pointSize)

    // Pango's HarfBuzz font (pango_fc_font_create_hb_font): the face read
    // from the file, scaled to the pixel size in Pango units.
    let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
    let blob = hb_blob_create_from_file(path)
    let face = hb_face_create(blob, UInt32(bitPattern: index))
    hb_blob_destroy(blob)
    defer { hb_face_destroy(face) }
    guard hb_ot_var_get_axis_infos(face, 0, nil, nil) == 0, hb_face_get_glyph_count(face) > 0,
      let hbFont = hb_font_create(face)
    else {
      FcPatternDestroy(pattern)
      return nil
    }
    let scale = Int32(pixelSize * 1024)
    hb_font_set_scale(hbFont, scale, scale)
    hb_font_set_ptem(hbFont, Float(pointSize))
    var extents = hb_font_extents_t()
    hb_font_get_h_extents(hbFont, &extents)

    // Pango's Cairo font (_pango_cairo_fc_font_new): the face from the
    // pattern, a font matrix of the pixel size (Pango builds it from the
    // pattern's identity matrix, signs and all, then turns it by the
    // gravity's 0), an identity CTM and the context's options.
    var fontMatrix = cairo_matrix_t()
    cairo_matrix_init(&fontMatrix, 1, -0.0, -0.0, 1, 0, 0)
    cairo_matrix_scale(&fontMatrix, pixelSize, pixelSize)
    var gravity = cairo_matrix_t()
    cairo_matrix_init_rotate(&gravity, 0)
    var turned = cairo_matrix_t()
    cairo_matrix_multiply(&turned, &fontMatrix, &gravity)
    var ctm = cairo_matrix_t()
    cairo_matrix_init_identity(&ctm)
    let cairoFace = cairo_ft_font_face_create_for_pattern(pattern)
    defer { cairo_font_face_destroy(cairoFace) }
    guard let scaledFont = cairo_scaled_font_create(cairoFace, &turned, &ctm, options),
      cairo_scaled_font_status(scaledFont) == CAIRO_STATUS_SUCCESS
    else {
      hb_font_destroy(hbFont)
      FcPatternDestroy(pattern)
      return nil
    }
    self.pattern = pattern
    self.charset = charset
    self.hbFont = hbFont
    self.scaledFont = scaledFont
    logicalY = -extents.ascender
    logicalHeight = extents.ascender - extents.descender
  }

  deinit {
    cairo_scaled_font_destroy(scaledFont)
    hb_font_destroy(hbFont)
    FcPatternDestroy(pattern)
  }

  /// Whether the font has `c`, as Pango asks (the pattern's charset).
  func covers(_ c: UInt32) -> Bool {
    FcCharSetHasChar(charset, c) == FcTrue
  }
}
