import CWaylandClient
import CWaylandProtocols
import Glibc

/// One frame's pixels shared with the compositor: an anonymous file mapped
/// here and handed over as a `wl_buffer` in Cairo's ARGB32 layout: as
/// XRGB8888 (alpha ignored, as on X's depth-24 windows) or, for a surface
/// with see-through parts (the round bring-back button), ARGB8888, which
/// is premultiplied as Cairo's is. Busy from attach until the compositor
/// releases it; the surface then draws into another.
final class ShmBuffer {
  let buffer: OpaquePointer
  /// Held so that the connection outlives the buffer.
  let connection: WaylandConnection
  let pixels: UnsafeMutableRawPointer
  let width: Int
  let height: Int
  let stride: Int
  var busy = false

  init?(connection: WaylandConnection, width: Int, height: Int, alpha: Bool) {
    guard let shm = connection.shm else { return nil }
    let stride = width * 4
    let size = stride * height
    let fd = scm_memfd("scimath-frame")
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    guard ftruncate(fd, off_t(size)) == 0,
      let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0),
      mapped != MAP_FAILED
    else { return nil }
    guard let pool = wl_shm_create_pool(shm, fd, Int32(size)),
      let buffer = wl_shm_pool_create_buffer(
        pool, 0, Int32(width), Int32(height), Int32(stride),
        (alpha ? WL_SHM_FORMAT_ARGB8888 : WL_SHM_FORMAT_XRGB8888).rawValue)
    else {
      munmap(mapped, size)
      return nil
    }
    wl_shm_pool_destroy(pool)
    self.buffer = buffer
    self.connection = connection
    pixels = mapped
    self.width = width
    self.height = height
    self.stride = stride
    wl_buffer_add_listener(buffer, &Self.listener, Unmanaged.passUnretained(self).toOpaque())
  }

  deinit {
    wl_buffer_destroy(buffer)
    munmap(pixels, stride * height)
  }

  /// Copies a rectangle of a 32-bit buffer of the same layout (clipped).
  func copy(
    from source: UnsafeMutableRawPointer, stride sourceStride: Int, sourceWidth: Int,
    sourceHeight: Int, x: Int, y: Int, width w: Int, height h: Int
  ) {
    let x0 = max(0, x)
    let y0 = max(0, y)
    let x1 = min(x + w, width, sourceWidth)
    let y1 = min(y + h, height, sourceHeight)
    guard x1 > x0, y1 > y0 else { return }
    for row in y0..<y1 {
      memcpy(pixels + row * stride + x0 * 4, source + row * sourceStride + x0 * 4, (x1 - x0) * 4)
    }
  }

  /// Clears what lies outside the circle the buffer's square holds (the
  /// bring-back button; X shapes its window to the same circle).
  func clearOutsideCircle() {
    let r = Double(min(width, height)) / 2
    for row in 0..<height {
      let dy = Double(row) + 0.5 - r
      let half = dy * dy < r * r ? (r * r - dy * dy).squareRoot() : 0
      let start = max(0, min(width, Int((r - half).rounded())))
      let end = max(start, min(width, Int((r + half).rounded())))
      let line = pixels + row * stride
      if start > 0 { memset(line, 0, start * 4) }
      if end < width { memset(line + end * 4, 0, (width - end) * 4) }
    }
  }

  nonisolated(unsafe) static var listener = wl_buffer_listener(
    release: { data, _ in
      guard let data else { return }
      Unmanaged<ShmBuffer>.fromOpaque(data).takeUnretainedValue().busy = false
    })
}
