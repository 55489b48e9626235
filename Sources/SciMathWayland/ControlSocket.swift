import FoundationEssentials
import Glibc
import SciMathPlatform

/// `scimath show | hide | toggle` on Wayland: a datagram socket in
/// $XDG_RUNTIME_DIR named after the Wayland display, which the running
/// keyboard holds. A command is one byte, `ControlCommand`'s raw value;
/// text for `scimath type` is `textMark` and its UTF-8 bytes, in datagrams
/// a socket keeps in order. (On X the channel is a window property, and
/// `type` needs none; Wayland has no shared place.)
public final class ControlSocket {
  public let path: String
  static let textMark: UInt8 = 0x74
  /// Text a datagram carries at most (Linux's default buffer is 208 KiB).
  static let textBytes = 60_000
  private(set) var descriptor: Int32 = -1

  public init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
    guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty,
      let display = environment["WAYLAND_DISPLAY"], !display.isEmpty
    else { return nil }
    // WAYLAND_DISPLAY may be a path; the socket is named after its end.
    let name = display.split(separator: "/").last.map(String.init) ?? display
    path = runtime + "/scimath-" + name + ".control"
  }

  deinit {
    if descriptor >= 0 {
      close(descriptor)
      unlink(path)
    }
  }

  /// Binds the socket; false when a live keyboard holds it. A socket left
  /// by a keyboard that crashed is taken over.
  public func claim() -> Bool {
    if descriptor >= 0 { return true }
    if send(.show) { return false }
    unlink(path)
    let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { return false }
    guard withAddress({ bind(fd, $0, $1) }) == 0 else {
      close(fd)
      return false
    }
    _ = fcntl(fd, F_SETFL, O_NONBLOCK)
    descriptor = fd
    return true
  }

  /// Sends `command` to the keyboard holding the socket; false if none does.
  public func send(_ command: ControlCommand) -> Bool {
    let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var byte = UInt8(command.rawValue)
    return withAddress { address, length in
      sendto(fd, &byte, 1, 0, address, length)
    } == 1
  }

  /// Sends `text` for the keyboard holding the socket to type; false if
  /// none does (or it stopped reading: nothing more is sent).
  public func send(text: String) -> Bool {
    let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    // Empty text is one empty datagram: whether a keyboard holds the socket.
    for part in text.isEmpty ? [""] : Self.parts(text, maxBytes: Self.textBytes) {
      let bytes = [Self.textMark] + Array(part.utf8)
      let sent = withAddress { address, length in
        bytes.withUnsafeBytes { sendto(fd, $0.baseAddress, $0.count, 0, address, length) }
      }
      guard sent == bytes.count else { return false }
    }
    return true
  }

  /// What was received since the last call, in order.
  func received() -> [PlatformEvent] {
    var events: [PlatformEvent] = []
    var buffer = [UInt8](repeating: 0, count: Self.textBytes + 16)
    while descriptor >= 0 {
      let n = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      guard n > 0 else { break }
      if buffer[0] == Self.textMark {
        guard n > 1 else { continue }
        events.append(.typeText(String(decoding: buffer[1..<n], as: UTF8.self)))
      } else if n == 1, let command = ControlCommand(rawValue: Int(buffer[0])) {
        events.append(.control(command))
      }
    }
    return events
  }

  /// `text` in pieces of at most `maxBytes` UTF-8 bytes, cut between
  /// characters.
  static func parts(_ text: String, maxBytes: Int) -> [String] {
    var parts: [String] = []
    var current = ""
    var bytes = 0
    for c in text {
      let n = c.utf8.count
      if bytes + n > maxBytes, !current.isEmpty {
        parts.append(current)
        current = ""
        bytes = 0
      }
      current.append(c)
      bytes += n
    }
    if !current.isEmpty { parts.append(current) }
    return parts
  }

  private func withAddress<T>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> T) -> T {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8.prefix(MemoryLayout.size(ofValue: address.sun_path) - 1))
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (i, b) in bytes.enumerated() { raw[i] = b }
    }
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        body($0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
  }
}
