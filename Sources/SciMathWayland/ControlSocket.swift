import FoundationEssentials
import Glibc
import SciMathPlatform

/// `scimath show | hide | toggle` on Wayland: a datagram socket in
/// $XDG_RUNTIME_DIR named after the Wayland display, which the running
/// keyboard holds. A command is one byte, `ControlCommand`'s raw value.
/// (On X the channel is a window property; Wayland has no shared place.)
public final class ControlSocket {
  public let path: String
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

  /// The commands received since the last call.
  func received() -> [ControlCommand] {
    var commands: [ControlCommand] = []
    var byte: UInt8 = 0
    while descriptor >= 0, recv(descriptor, &byte, 1, 0) == 1 {
      if let command = ControlCommand(rawValue: Int(byte)) { commands.append(command) }
    }
    return commands
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
