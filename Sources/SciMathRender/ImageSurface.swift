import CCairo
import FoundationEssentials
import Glibc
import SciMathCore

public struct RenderError: Error, CustomStringConvertible {
  public var description: String
}

/// A Cairo image surface in device pixels, owned and freed with this value.
public final class ImageSurface {
  public let surface: OpaquePointer
  public var width: Int { Int(cairo_image_surface_get_width(surface)) }
  public var height: Int { Int(cairo_image_surface_get_height(surface)) }

  /// The pixels are mapped with MAP_POPULATE: the kernel provides every
  /// page in one call, where a surface from Cairo's malloc takes a page
  /// fault for each page the first frame touches (docs/startup.md).
  /// They start zero, transparent black, as Cairo's own do, and are
  /// unmapped when Cairo lets the surface go, whoever held it last.
  public init(width: Int, height: Int) {
    surface =
      Self.populated(width: width, height: height)
      ?? cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
  }

  init(owning surface: OpaquePointer) { self.surface = surface }

  deinit { cairo_surface_destroy(surface) }

  private typealias Mapping = (base: UnsafeMutableRawPointer, length: Int)
  nonisolated(unsafe) private static let unmapKey = UnsafeMutablePointer<cairo_user_data_key_t>
    .allocate(capacity: 1)

  /// nil when the size is impossible or the memory is not there: Cairo's
  /// own surface then reports it through its status.
  private static func populated(width: Int, height: Int) -> OpaquePointer? {
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    let length = stride * height
    guard stride > 0, length > 0,
      let base = mmap(
        nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0),
      base != MAP_FAILED
    else { return nil }
    let mapping = UnsafeMutablePointer<Mapping>.allocate(capacity: 1)
    mapping.initialize(to: (base, length))
    let surface = cairo_image_surface_create_for_data(
      base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
      Int32(height), Int32(stride))
    guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      cairo_surface_set_user_data(surface, unmapKey, mapping, unmap) == CAIRO_STATUS_SUCCESS
    else {
      if let surface { cairo_surface_destroy(surface) }
      munmap(base, length)
      mapping.deallocate()
      return nil
    }
    return surface
  }

  private static let unmap: @convention(c) (UnsafeMutableRawPointer?) -> Void = { raw in
    guard let mapping = raw?.assumingMemoryBound(to: Mapping.self) else { return }
    munmap(mapping.pointee.base, mapping.pointee.length)
    mapping.deallocate()
  }

  /// Reads a PNG; throws when the file is missing or not a PNG.
  public static func load(png path: String) throws -> ImageSurface {
    guard let s = cairo_image_surface_create_from_png(path) else {
      throw RenderError(description: "\(path): cannot be read")
    }
    let image = ImageSurface(owning: s)
    guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
      throw RenderError(description: "\(path): not a PNG image")
    }
    return image
  }

  public func writePNG(to path: String) throws {
    let status = cairo_surface_write_to_png(surface, path)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError(description: "\(path): \(String(cString: cairo_status_to_string(status)))")
    }
  }

  /// Runs `body` with a Cairo context on this surface, scaled from points.
  public func draw(scale: Double, _ body: (OpaquePointer) -> Void) {
    guard let cr = cairo_create(surface) else { return }
    cairo_scale(cr, scale, scale)
    body(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
  }

  /// The pixel memory (32-bit native-endian ARGB) and its row stride, for
  /// copying to a window.
  public var data: UnsafeMutableRawPointer? {
    cairo_surface_flush(surface)
    return cairo_image_surface_get_data(surface).map { UnsafeMutableRawPointer($0) }
  }

  public var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

  /// Pixels as 0xAARRGGBB, row by row.
  public func pixels() -> [UInt32] {
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else { return [] }
    var out: [UInt32] = []
    out.reserveCapacity(width * height)
    for y in 0..<height {
      let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width { out.append(row[x]) }
    }
    return out
  }
}

extension KeyboardRenderer {
  /// Renders the whole keyboard into a new surface at `scale` pixels per point.
  public func image(keyboard: Keyboard, view: ViewState, scale: Double) -> ImageSurface {
    let geometry = keyboard.geometry(view.layer)
    let image = ImageSurface(
      width: Int((geometry.width * scale).rounded(.up)),
      height: Int(((geometry.height + Self.keyTop(view)) * scale).rounded(.up)))
    image.draw(scale: scale) { cr in draw(cr, keyboard: keyboard, view: view) }
    return image
  }
}
