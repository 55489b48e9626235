import FoundationEssentials
import Glibc

/// Tells when a file in a folder is written or replaced (editors save by
/// rename, `scimath settings set` too), through inotify, so the event loop
/// can wait on it with the X connection in one poll().
public final class FileWatch {
  public let descriptor: Int32
  let name: String

  /// nil when the folder does not exist or inotify is unavailable.
  public init?(file: URL) {
    let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard fd >= 0 else { return nil }
    let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE)
    guard inotify_add_watch(fd, file.deletingLastPathComponent().path, mask) >= 0 else {
      close(fd)
      return nil
    }
    descriptor = fd
    name = file.lastPathComponent
  }

  deinit { close(descriptor) }

  /// Reads the pending events; true if one was about the watched file.
  public func changed() -> Bool {
    var hit = false
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard n > 0 else { break }
      var at = 0
      while at + MemoryLayout<inotify_event>.size <= n {
        let length = buffer.withUnsafeBytes { raw in
          Int(raw.load(fromByteOffset: at + 12, as: UInt32.self))
        }
        let nameStart = at + MemoryLayout<inotify_event>.size
        if length > 0, nameStart + length <= n {
          let bytes = buffer[nameStart..<nameStart + length].prefix { $0 != 0 }
          if String(decoding: bytes, as: UTF8.self) == name { hit = true }
        }
        at = nameStart + length
      }
    }
    return hit
  }
}
