import CX11

/// A property of a window, read whole: its format (8, 16 or 32) and its
/// items' bytes (32-bit items as Xlib gives them, C longs); nil when the
/// window has none of `type`, or is gone.
struct WindowProperty {
  var format: Int32
  var bytes: [UInt8]
  var count: Int

  init?(_ d: OpaquePointer, _ window: Window, _ name: String, type: Atom, maxLongs: Int = 1 << 20) {
    var actual: Atom = 0
    var format: Int32 = 0
    var count: UInt = 0
    var after: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    guard
      XGetWindowProperty(
        d, window, XInternAtom(d, name, 0), 0, maxLongs, 0, type, &actual, &format, &count, &after,
        &data) == Success, let data
    else { return nil }
    defer { XFree(data) }
    guard actual == type else { return nil }
    let itemSize = format == 8 ? 1 : format == 16 ? 2 : MemoryLayout<CLong>.size
    self.format = format
    self.count = Int(count)
    bytes = Array(UnsafeBufferPointer(start: data, count: Int(count) * itemSize))
  }

  /// The items of a format-8 property as UTF-8 text.
  var text: String? { format == 8 ? String(decoding: bytes, as: UTF8.self) : nil }

  /// The first item of a format-32 property (a window, an atom, a number).
  var firstLong: UInt? {
    guard format == 32, count > 0 else { return nil }
    return bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt.self) }
  }
}
