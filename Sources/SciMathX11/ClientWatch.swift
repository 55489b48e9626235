import CX11
import Foundation

/// Evidence, through `_NET_WM_PING`, that the application receiving the
/// typed keys has handled them, so that a borrowed keycode is remapped
/// only once no key event on it is still waiting.
///
/// After each keymap change of ours the watch pings the client; toolkits
/// that list `_NET_WM_PING` in WM_PROTOCOLS (GTK 3 and 4, tested here)
/// answer in event order, so the answer to the ping
/// sent after change N proves every key event sent before change N was
/// handled. Plain Xlib and Xt programs (xterm, urxvt) do not list it and
/// are paced by time.
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
  private let x: XConnection
  private let protocols: Atom
  private let pingAtom: Atom
  /// The highest change number whose ping was answered.
  private(set) var answered = 0
  /// Marks our pings' answers apart from the window manager's, which the
  /// client also sends to the root window: every field is echoed back.
  private let mark = Int(getpid())

  /// nil when neither the focus nor an ancestor lists `_NET_WM_PING`.
  init?(focus: Window, display name: String) {
    guard let x = try? XConnection(name: name) else { return nil }
    let d = x.display
    protocols = XInternAtom(d, "WM_PROTOCOLS", 0)
    pingAtom = XInternAtom(d, "_NET_WM_PING", 0)
    guard let window = Self.pingable(from: focus, d, pingAtom) else { return nil }
    target = focus
    pingWindow = window
    self.x = x
    XSelectInput(d, scm_root_window(d), SubstructureNotifyMask)
    x.sync()
  }

  /// How many of our changes the client has caught up with: it has
  /// handled every key event sent before change number `proven`.
  var proven: Int {
    readAnswers()
    return answered
  }

  /// Pings for change number `change`; call with the keys before it sent
  /// and the typing connection synced.
  func noteChange(_ change: Int) {
    var event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.window = pingWindow
    event.xclient.message_type = protocols
    event.xclient.format = 32
    event.xclient.data.l.0 = Int(pingAtom)
    event.xclient.data.l.1 = change
    event.xclient.data.l.2 = Int(pingWindow)
    event.xclient.data.l.3 = mark
    event.xclient.data.l.4 = change
    XSendEvent(x.display, pingWindow, 0, 0, &event)
    x.flush()
  }

  /// Waits until `proven` reaches `count` or `timeout` seconds pass; true
  /// if it did.
  func wait(untilProven count: Int, timeout: Double) -> Bool {
    let end = MonotonicClock.seconds() + timeout
    while proven < count {
      let left = end - MonotonicClock.seconds()
      if left <= 0 { return false }
      var fd = pollfd(fd: scm_connection_number(x.display), events: Int16(POLLIN), revents: 0)
      _ = poll(&fd, 1, Int32((left * 1000).rounded(.up)))
    }
    return true
  }

  private func readAnswers() {
    while XPending(x.display) > 0 {
      var reply = XEvent()
      XNextEvent(x.display, &reply)
      guard reply.type == ClientMessage, reply.xclient.message_type == protocols,
        reply.xclient.data.l.0 == Int(pingAtom), reply.xclient.data.l.2 == Int(pingWindow),
        reply.xclient.data.l.3 == mark
      else { continue }
      answered = max(answered, reply.xclient.data.l.4)
    }
  }

  /// The window or its nearest ancestor that lists the ping.
  static func pingable(from window: Window, _ d: OpaquePointer, _ ping: Atom) -> Window? {
    let root = scm_root_window(d)
    var w = window
    for _ in 0..<32 where w != 0 && w != root {
      var list: UnsafeMutablePointer<Atom>?
      var count: Int32 = 0
      if XGetWMProtocols(d, w, &list, &count) != 0, let list {
        defer { XFree(list) }
        return (0..<Int(count)).contains { list[$0] == ping } ? w : nil
      }
      var rootReturn: Window = 0
      var parent: Window = 0
      var children: UnsafeMutablePointer<Window>?
      var n: UInt32 = 0
      guard XQueryTree(d, w, &rootReturn, &parent, &children, &n) != 0 else { return nil }
      if let children { XFree(children) }
      w = parent
    }
    return nil
  }
}
