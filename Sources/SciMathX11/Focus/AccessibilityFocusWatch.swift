import FoundationEssentials
import Glibc
import SciMathCore

/// The helper process that listens on the accessibility bus
/// (`AccessibilityFocus`), started from the keyboard's own executable,
/// and what it says: a line a focus change. The keyboard polls
/// `descriptor`; when the helper ends (no bus, no libatspi) `read` says
/// so once and the keyboard works on without auto-show.
public final class AccessibilityFocusWatch {
  public static let helperArgument = "--accessibility-focus-helper"
  /// The helper says nothing on standard error when it cannot start.
  public static let quietArgument = "--quiet"
  let pid: pid_t
  /// The read end of the helper's standard output.
  public let descriptor: Int32
  private var buffer: [UInt8] = []

  /// What the helper said since the last read.
  public enum Report: Equatable, Sendable {
    /// The focus moved to an editable text object (true) or to anything
    /// else; an editable one's place on the screen when it has one.
    case focus(editable: Bool, field: PixelRect?)
    /// The helper is listening on the bus.
    case ready
    /// The helper ended: no bus, or it went away.
    case ended
  }

  /// Starts the helper; nil if it cannot be started at all. `quiet`: it
  /// does not say why it could not listen (a look for a bus that may
  /// have come since the first helper said why).
  public init?(quiet: Bool = false) {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return nil }
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    posix_spawn_file_actions_addclose(&actions, fds[1])
    let executable = "/proc/self/exe"
    let args = [executable, Self.helperArgument] + (quiet ? [Self.quietArgument] : [])
    var argv: [UnsafeMutablePointer<CChar>?] = args.map { strdup($0) } + [nil]
    defer { for a in argv { free(a) } }
    var child: pid_t = 0
    let status = posix_spawn(&child, executable, &actions, nil, &argv, environ)
    close(fds[1])
    guard status == 0 else {
      close(fds[0])
      return nil
    }
    pid = child
    descriptor = fds[0]
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
  }

  deinit { stop() }

  private var stopped = false

  /// Ends the helper (by its pid: it is ours) and reaps it.
  public func stop() {
    guard !stopped else { return }
    stopped = true
    kill(pid, SIGTERM)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    close(descriptor)
  }

  /// Reads what has come; `.ended` once the helper has gone.
  public func read() -> [Report] {
    var ended = false
    var chunk = [UInt8](repeating: 0, count: 512)
    while true {
      let n = Glibc.read(descriptor, &chunk, chunk.count)
      if n > 0 {
        buffer += chunk[0..<n]
        continue
      }
      ended = n == 0
      break
    }
    var reports: [Report] = []
    while let newline = buffer.firstIndex(of: 0x0A) {
      let words = String(decoding: buffer[..<newline], as: UTF8.self).split(separator: " ")
      switch words.first {
      case "editable":
        let n = words.dropFirst().compactMap { Int($0) }
        let field =
          n.count == 4 && n[2] > 0 && n[3] > 0
          ? PixelRect(x: n[0], y: n[1], width: n[2], height: n[3]) : nil
        reports.append(.focus(editable: true, field: field))
      case "other": reports.append(.focus(editable: false, field: nil))
      case "ready": reports.append(.ready)
      default: break
      }
      buffer.removeSubrange(...newline)
    }
    return ended ? reports + [.ended] : reports
  }
}
