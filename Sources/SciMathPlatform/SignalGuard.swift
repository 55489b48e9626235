import FoundationEssentials
import Glibc
import Synchronization

/// Turns SIGINT, SIGTERM and SIGHUP into a request to stop, so that the
/// keymap is put back before the process ends.
///
/// The handler only stores the signal number (all it may safely do). While
/// nothing needs restoring it ends the process at once; otherwise the
/// typing loop sees the request between two characters — never between a
/// key's press and release — restores, and exits with 128 + the signal.
public enum SignalGuard {
  static let received = Atomic<Int32>(0)
  static let busy = Atomic<Bool>(false)
  static let wakeWriter = Atomic<Int32>(-1)
  nonisolated(unsafe) static var wakeReader: Int32 = -1

  /// A descriptor that becomes readable when a signal arrives, for an event
  /// loop blocked in poll(); -1 before `install()`.
  public static var wakeDescriptor: Int32 { wakeReader }
  public static let signals = [SIGINT, SIGTERM, SIGHUP]

  /// Installs the handlers and unblocks the signals (a parent such as
  /// Foundation's Process may have started us with them blocked).
  public static func install() {
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) == 0 {
      _ = fcntl(fds[0], F_SETFL, O_NONBLOCK)
      _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
      _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
      _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
      wakeReader = fds[0]
      wakeWriter.store(fds[1], ordering: .sequentiallyConsistent)
    }
    var unblock = sigset_t()
    sigemptyset(&unblock)
    for s in signals {
      sigaddset(&unblock, s)
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { sig in
        SignalGuard.received.store(sig, ordering: .sequentiallyConsistent)
        if !SignalGuard.busy.load(ordering: .sequentiallyConsistent) { _exit(128 + sig) }
        var byte: UInt8 = 1
        _ = write(SignalGuard.wakeWriter.load(ordering: .sequentiallyConsistent), &byte, 1)
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      sigaction(s, &action, nil)
    }
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
  }

  /// Marks a stretch during which a signal must wait for a clean stop.
  public static func whileBusy<T>(_ body: () throws -> T) rethrows -> T {
    busy.store(true, ordering: .sequentiallyConsistent)
    defer { busy.store(false, ordering: .sequentiallyConsistent) }
    return try body()
  }

  /// The signal received, if any.
  public static var pending: Int32? {
    let s = received.load(ordering: .sequentiallyConsistent)
    return s == 0 ? nil : s
  }
}
