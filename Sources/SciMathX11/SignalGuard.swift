import Foundation
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
  public static let signals = [SIGINT, SIGTERM, SIGHUP]

  /// Installs the handlers and unblocks the signals (a parent such as
  /// Foundation's Process may have started us with them blocked).
  public static func install() {
    var unblock = sigset_t()
    sigemptyset(&unblock)
    for s in signals {
      sigaddset(&unblock, s)
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { sig in
        SignalGuard.received.store(sig, ordering: .sequentiallyConsistent)
        if !SignalGuard.busy.load(ordering: .sequentiallyConsistent) { _exit(128 + sig) }
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
