import CWaylandClient
import FoundationEssentials
import Glibc
import SciMathBase
import SciMathCore
import SciMathPlatform

/// The live keyboard's events on Wayland: the compositor's (input on the
/// keyboard's surfaces, configures, outputs, the input method's
/// activation), the control socket's commands, the preferences file's
/// changes and the signals, waited on in one poll().
final class WaylandEvents: PlatformEvents {
  let connection: WaylandConnection
  let control: ControlSocket?
  let input: SeatInput
  let preferencesWatch: FileWatch?
  /// Set once the output is made: its activation is the text focus.
  var inputMethod: () -> TextRoute?
  private var watchingFocus = false
  private var last = MonotonicClock.seconds()

  init(
    connection: WaylandConnection, control: ControlSocket?, input: SeatInput,
    preferencesFile: URL?, inputMethod: @escaping () -> TextRoute?
  ) {
    self.connection = connection
    self.control = control
    self.input = input
    self.inputMethod = inputMethod
    preferencesWatch = preferencesFile.flatMap { FileWatch(file: $0) }
  }

  func now() -> Double {
    last = max(last, MonotonicClock.seconds())
    return last
  }

  func lastTime() -> Double { last }

  func watch(restoreButton: RestoreButtonSurface) {
    guard let button = restoreButton as? WaylandRestoreButton else { return }
    input.buttons.removeAll { $0.surface == nil }
    if !input.buttons.contains(where: { $0.surface === button.layer }) {
      input.buttons.append(WeakSurface(surface: button.layer))
    }
  }

  /// The input method's activation is the focus: a text field asked for
  /// an input method, or none does. No accessibility bus is needed.
  func watchFocus(_ on: Bool, quiet: Bool) {
    watchingFocus = on
    inputMethod()?.watched = on
    guard on else { return }
    connection.queue.post(.accessibilityReady)
    // Where the focus is now: the input method says only what changes.
    if let im = inputMethod() { connection.queue.post(.textFocus(editable: im.active, field: nil)) }
  }

  func next(deadline: Double?) -> [PlatformEvent] {
    inputMethod()?.watched = watchingFocus
    var events = dispatchPending()
    if !events.isEmpty { return stamped(events) }
    let display = connection.display
    // libwayland's reading protocol: prepare, flush, poll, read or cancel.
    while wl_display_prepare_read(display) != 0 { wl_display_dispatch_pending(display) }
    connection.flush()
    var fds = [
      pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: SignalGuard.wakeDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: preferencesWatch?.descriptor ?? -1, events: Int16(POLLIN), revents: 0),
      pollfd(fd: control?.descriptor ?? -1, events: Int16(POLLIN), revents: 0),
    ]
    let timeout =
      deadline.map { Int32(max(0, ($0 - MonotonicClock.seconds()) * 1000).rounded(.up)) } ?? -1
    let ready = poll(&fds, nfds_t(fds.count), timeout)
    if ready > 0, fds[0].revents & Int16(POLLIN) != 0 {
      wl_display_read_events(display)
    } else {
      wl_display_cancel_read(display)
    }
    if fds[0].revents & Int16(POLLHUP | POLLERR) != 0 {
      StandardStreams.error("scimath: the Wayland compositor closed the connection")
      return [.closeRequested]
    }
    if SignalGuard.pending != nil { return [.signalled] }
    events = dispatchPending()
    if fds[2].revents != 0, preferencesWatch?.changed() == true {
      events.append(.preferencesFileChanged)
    }
    if fds[3].revents != 0, let control {
      events += control.received()
    }
    if let due = deadline, due <= MonotonicClock.seconds() {
      events.append(.keyboard(.deadline, at: now()))
    }
    return stamped(events)
  }

  private func dispatchPending() -> [PlatformEvent] {
    wl_display_dispatch_pending(connection.display)
    return connection.queue.take()
  }

  /// Keeps the clock given to the machine from running back.
  private func stamped(_ events: [PlatformEvent]) -> [PlatformEvent] {
    events.map {
      guard case .keyboard(let event, let at) = $0 else { return $0 }
      last = max(last, at)
      return .keyboard(event, at: last)
    }
  }
}
