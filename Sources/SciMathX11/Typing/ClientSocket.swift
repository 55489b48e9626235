import CX11
import Glibc

/// The focus window's client, when it runs on this machine: its process
/// (the X server says which, through X-Resource), whether it has read
/// every byte the server sent it, and whether it then sleeps, waiting for
/// more.
///
/// A client that does not answer `_NET_WM_PING` (xterm, xev, Emacs) shows
/// nothing of what it has handled; but a stopped or busy client reads
/// nothing either, and a keycode is not given a new character while the
/// key events typed on it still wait in the client's socket: a stopped
/// xterm takes the old keycode's events for the new character when only
/// time paces reuse (docs/typing.md).
struct ClientSocket {
  let pid: pid_t

  /// The process of the client that made `window`; nil when the server
  /// does not know it (a remote client, no X-Resource) or it is not ours
  /// to look at.
  init?(window: Window, display: OpaquePointer) {
    var spec = XResClientIdSpec(client: XID(window), mask: UInt32(XRES_CLIENT_ID_PID_MASK.rawValue))
    var count = 0
    var ids: UnsafeMutablePointer<XResClientIdValue>?
    guard XResQueryClientIds(display, 1, &spec, &count, &ids) == Success, let ids else {
      return nil
    }
    defer { XResClientIdsDestroy(count, ids) }
    let found = (0..<count).map { XResGetClientPid(ids + $0) }.first { $0 > 0 }
    guard let found, access("/proc/\(found)/fd", R_OK | X_OK) == 0 else { return nil }
    pid = found
  }

  /// Whether every Unix socket of the client has an empty receive queue;
  /// nil when the client has none the kernel reports on (or has ended).
  var drained: Bool? {
    guard let directory = opendir("/proc/\(pid)/fd") else { return nil }
    defer { closedir(directory) }
    var any = false
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard let inode = Self.socketInode("/proc/\(pid)/fd/\(name)") else { continue }
      let queued = scm_unix_receive_queue(inode)
      if queued > 0 { return false }
      if queued == 0 { any = true }
    }
    return any ? true : nil
  }

  /// Whether the client waits for input with nothing left to handle: its
  /// sockets are read to the end and its main thread sleeps (an Xlib, Xt
  /// or GLib loop sleeps only once its own queue is empty). A stopped
  /// (T), running (R) or disk-waiting (D) client is not idle. nil: unknown.
  var idle: Bool? {
    guard let drained else { return nil }
    guard drained else { return false }
    return Self.state(of: pid).map { $0 == "S" } ?? true
  }

  /// The state letter of a process (`R`, `S`, `D`, `T`, …), from
  /// /proc/PID/stat: the field after the command's closing parenthesis.
  static func state(of pid: pid_t) -> Character? {
    guard let file = fopen("/proc/\(pid)/stat", "r") else { return nil }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 512)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
    let line = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let close = line.lastIndex(of: ")") else { return nil }
    return line[line.index(after: close)...].first { $0 != " " }
  }

  /// The inode of the socket a descriptor link names ("socket:[1234]").
  static func socketInode(_ link: String) -> UInt32? {
    var buffer = [CChar](repeating: 0, count: 64)
    let n = readlink(link, &buffer, buffer.count - 1)
    guard n > 9 else { return nil }
    let target = String(decoding: buffer.prefix(n).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard target.hasPrefix("socket:["), target.hasSuffix("]") else { return nil }
    return UInt32(target.dropFirst(8).dropLast())
  }
}
