import CCairo
import Glibc
import SciMathCore

/// Pango, loaded when the first label that needs a layout is drawn (right
/// to left, several lines, a tab, two scripts, emoji, a missing glyph: what
/// `LabelItems` leaves to it), not linked. Linked, Pango and the libraries
/// only it needs (GObject, GIO and theirs, FriBidi, libthai: 13 of the
/// keyboard's 44) were mapped and relocated at every start, before the
/// first frame, which shapes its labels without them.
///
/// Only the dozen functions a layout needs are looked up; their C types are
/// written out here, since Pango's headers are not part of the build.
final class PangoLayouts: @unchecked Sendable {
  typealias Object = OpaquePointer

  /// A layout's logical box, as PangoRectangle lays it out.
  struct Rectangle {
    var x: Int32 = 0
    var y: Int32 = 0
    var width: Int32 = 0
    var height: Int32 = 0
  }

  /// The library, or nil (said once on stderr) when it cannot be loaded.
  static let shared: PangoLayouts? = {
    do {
      return try PangoLayouts()
    } catch {
      StandardStreams.error("scimath: \(error); labels that need Pango are left out")
      return nil
    }
  }()

  struct LoadError: Error, CustomStringConvertible {
    var description: String
  }

  private let fontMapDefault: @convention(c) () -> Object?
  private let contextNew: @convention(c) (Object?) -> Object?
  private let setResolution: @convention(c) (Object?, Double) -> Void
  private let setRoundPositions: @convention(c) (Object?, Int32) -> Void
  private let setFontOptions: @convention(c) (Object?, OpaquePointer?) -> Void
  private let descriptionNew: @convention(c) () -> Object?
  private let setFamily: @convention(c) (Object?, UnsafePointer<CChar>?) -> Void
  private let setAbsoluteSize: @convention(c) (Object?, Double) -> Void
  private let setWeight: @convention(c) (Object?, UInt32) -> Void
  private let descriptionFree: @convention(c) (Object?) -> Void
  private let layoutNew: @convention(c) (Object?) -> Object?
  private let setDescription: @convention(c) (Object?, Object?) -> Void
  private let setText: @convention(c) (Object?, UnsafePointer<CChar>?, Int32) -> Void
  /// PangoRectangle pointers: ink box, logical box.
  private let extents:
    @convention(c) (Object?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
  private let show: @convention(c) (OpaquePointer?, Object?) -> Void
  private let unref: @convention(c) (Object?) -> Void

  private init() throws {
    let name = "libpangocairo-1.0.so.0"
    guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
      let reason = dlerror().map { String(cString: $0) } ?? name
      throw LoadError(description: "Pango could not be loaded (\(reason))")
    }
    func symbol<T>(_ symbol: String, _: T.Type) throws -> T {
      guard let address = dlsym(handle, symbol) else {
        throw LoadError(description: "Pango has no \(symbol)")
      }
      return unsafeBitCast(address, to: T.self)
    }
    fontMapDefault = try symbol("pango_cairo_font_map_get_default", type(of: fontMapDefault))
    contextNew = try symbol("pango_font_map_create_context", type(of: contextNew))
    setResolution = try symbol("pango_cairo_context_set_resolution", type(of: setResolution))
    setRoundPositions = try symbol(
      "pango_context_set_round_glyph_positions", type(of: setRoundPositions))
    setFontOptions = try symbol("pango_cairo_context_set_font_options", type(of: setFontOptions))
    descriptionNew = try symbol("pango_font_description_new", type(of: descriptionNew))
    setFamily = try symbol("pango_font_description_set_family", type(of: setFamily))
    setAbsoluteSize = try symbol(
      "pango_font_description_set_absolute_size", type(of: setAbsoluteSize))
    setWeight = try symbol("pango_font_description_set_weight", type(of: setWeight))
    descriptionFree = try symbol("pango_font_description_free", type(of: descriptionFree))
    layoutNew = try symbol("pango_layout_new", type(of: layoutNew))
    setDescription = try symbol("pango_layout_set_font_description", type(of: setDescription))
    setText = try symbol("pango_layout_set_text", type(of: setText))
    extents = try symbol("pango_layout_get_extents", type(of: extents))
    show = try symbol("pango_cairo_show_layout", type(of: show))
    unref = try symbol("g_object_unref", type(of: unref))
  }

  /// A context as the labels' fonts are made (`LabelFontSet`): 72 dpi, so
  /// that a point is a user unit, glyph positions not rounded, and the
  /// given font options (not owned).
  func context(options: OpaquePointer) -> Object? {
    guard let context = contextNew(fontMapDefault()) else { return nil }
    setResolution(context, 72)
    setRoundPositions(context, 0)
    setFontOptions(context, options)
    return context
  }

  /// A layout of `text` in `family` and `weight` at `size` px, and its
  /// logical box; the caller releases the layout.
  func layout(
    _ text: String, context: Object, family: String, weight: Int, size: Double
  ) -> (layout: Object, logical: Rectangle)? {
    guard let description = descriptionNew() else { return nil }
    defer { descriptionFree(description) }
    setFamily(description, family)
    setAbsoluteSize(description, size * 1024)
    setWeight(description, UInt32(clamping: weight))
    guard let layout = layoutNew(context) else { return nil }
    setDescription(layout, description)
    setText(layout, text, -1)
    var logical = Rectangle()
    extents(layout, nil, &logical)
    return (layout, logical)
  }

  /// Draws `layout` with its top left at the current point.
  func draw(_ cr: OpaquePointer, _ layout: Object) {
    show(cr, layout)
  }

  /// Releases a layout or a context.
  func release(_ object: Object) {
    unref(object)
  }
}
