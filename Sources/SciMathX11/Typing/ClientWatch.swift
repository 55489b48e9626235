import CX11
import FoundationEssentials
import Glibc
import SciMathBase

/// Evidence, through `_NET_WM_PING`, that the application receiving the
/// typed keys has handled them, so that a borrowed keycode is remapped
/// only once no key event on it is still waiting.
///
/// Toolkits that list `_NET_WM_PING` in WM_PROTOCOLS (GTK 3 and 4 and
/// Qt 5, tested here; Firefox and Chromium, measured by `make bench`) answer a ping in event order, so the answer proves every key
/// event sent before the ping was handled. Plain Xlib and Xt programs
/// (xterm) do not list it and are paced by time.
///
/// A ping, unlike a keymap fetch seen through RECORD (the other evidence
/// there is), can be asked for at any moment, so a round of borrowed
/// characters can use the whole pool of spare keycodes.
///
/// The pings travel on a connection of their own, which also receives the
/// answers (sent to the root window), so the typing connection reads no
/// root-window traffic. The typing connection is synced before each ping,
/// so the ping is queued at the client after the keys.
final class ClientWatch {
  /// The focus window the keys go to.
  let target: Window
  /// The window that lists the ping: the target or an ancestor.
  private let pingWindow: Window
  /// A connection of its own, so that the answers it reads are not taken
  /// from the typing connection's queue.
  private let own: XConnection
  private let protocols: Atom
  private let pingAtom: Atom
  /// The highest token whose ping was answered.
  private(set) var answered = 0
  /// Marks our pings' answers apart from the window manager's, which the
  /// client also sends to the root window: every field is echoed back.
  private let mark = Int(getpid())

  /// nil when neither the focus nor an ancestor lists `_NET_WM_PING`
  /// (looked up on `connection`, so a plain client costs no connection).
  init?(focus: Window, connection: XConnection) {
    let ping = XInternAtom(connection.display, "_NET_WM_PING", 0)
    guard let window = Self.pingable(from: focus, connection.display, ping),
      let own = try? XConnection(name: connection.name)
    else { return nil }
    let d = own.display
    protocols = XInternAtom(d, "WM_PROTOCOLS", 0)
    pingAtom = ping
    target = focus
    pingWindow = window
    self.own = own
    // GTK answers with SubstructureNotify on the root, Qt with
    // StructureNotify: select both, or Qt's answers never arrive.
    XSelectInput(d, scm_root_window(d), SubstructureNotifyMask | StructureNotifyMask)
    own.sync()
  }

  /// The highest token answered: the client has handled every key event
  /// sent before the ping with that token.
  var proven: Int {
    readAnswers()
    return answered
  }

  /// Pings with `token`; call with the typing connection synced, so the
  /// ping is queued at the client after every key sent.
  func ping(_ token: Int) {
    var event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.window = pingWindow
    event.xclient.message_type = protocols
    event.xclient.format = 32
    event.xclient.data.l.0 = Int(pingAtom)
    event.xclient.data.l.1 = token
    event.xclient.data.l.2 = Int(pingWindow)
    event.xclient.data.l.3 = mark
    event.xclient.data.l.4 = token
    XSendEvent(own.display, pingWindow, 0, 0, &event)
    own.flush()
  }

  /// Waits until `proven` reaches `count` or `timeout` seconds pass; true
  /// if it did.
  func wait(untilProven count: Int, timeout: Double) -> Bool {
    let end = MonotonicClock.seconds() + timeout
    while proven < count {
      let left = end - MonotonicClock.seconds()
      if left <= 0 { return false }
      var fd = pollfd(fd: scm_connection_number(own.display), events: Int16(POLLIN), revents: 0)
      _ = poll(&fd, 1, Int32((left * 1000).rounded(.up)))
    }
    return true
  }

  private func readAnswers() {
    while XPending(own.display) > 0 {
      var reply = XEvent()
      XNextEvent(own.display, &reply)
      guard reply.type == ClientMessage, reply.xclient.message_type == protocols,
        reply.xclient.data.l.0 == Int(pingAtom), reply.xclient.data.l.2 == Int(pingWindow),
        reply.xclient.data.l.3 == mark
      else { continue }
      answered = max(answered, reply.xclient.data.l.4)
    }
  }

  /// The window or its nearest ancestor that lists the ping; nil when
  /// the nearest one with WM_PROTOCOLS does not list it.
  static func pingable(from window: Window, _ d: OpaquePointer, _ ping: Atom) -> Window? {
    let found: Window?? = WindowAncestry.first(from: window, d) { w in
      var list: UnsafeMutablePointer<Atom>?
      var count: Int32 = 0
      guard XGetWMProtocols(d, w, &list, &count) != 0, let list else { return nil }
      defer { XFree(list) }
      return (0..<Int(count)).contains { list[$0] == ping } ? .some(w) : .some(nil)
    }
    return found ?? nil
  }
}
