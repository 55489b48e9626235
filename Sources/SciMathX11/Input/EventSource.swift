import CX11
import FoundationEssentials
import Glibc
import SciMathCore
import SciMathPlatform

/// The live keyboard's events from its window's X connection, the signal
/// pipe and the preferences file, decoded into `PlatformEvent`s.
///
/// It blocks in one poll() on all three, with the timeout of the state
/// machine's next deadline, so an idle keyboard never wakes.
public final class EventSource {
  let connection: XConnection
  let window: KeyboardWindow
  let input: PointerInput
  let control: ControlChannel
  let preferencesWatch: FileWatch?
  /// RandR's first event code; nil without RandR.
  let randrEventBase: Int32?
  let resourceManager: Atom
  let xsettingsProperty: Atom
  /// The bring-back button's window, once there is one.
  var restoreButton: Window?
  /// The accessibility helper, with `auto-show` on and while it runs.
  public var focusWatch: AccessibilityFocusWatch?
  /// When each touch happened, by the server's timestamps.
  var clock = EventClock()

  public init(connection: XConnection, window: KeyboardWindow, preferencesFile: URL?) throws {
    self.connection = connection
    self.window = window
    input = try PointerInput(connection: connection, window: window.window)
    control = ControlChannel(connection: connection)
    preferencesWatch = preferencesFile.flatMap { FileWatch(file: $0) }
    // Group changes by anyone, for modes linked to an XKB group.
    XkbSelectEventDetails(
      connection.display, UInt32(XkbUseCoreKbd), UInt32(XkbStateNotify),
      UInt(XkbGroupStateMask), UInt(XkbGroupStateMask))
    // A new keymap (setxkbmap, a desktop's layout list): its layouts are
    // the user's languages (`languages = auto`).
    XkbSelectEventDetails(
      connection.display, UInt32(XkbUseCoreKbd), UInt32(XkbNamesNotify),
      UInt(XkbSymbolsNameMask | XkbGroupNamesMask), UInt(XkbSymbolsNameMask | XkbGroupNamesMask))
    // Monitors and the desktop's scale, to dock and draw anew in place.
    let d = connection.display
    let root = scm_root_window(d)
    var eventBase: Int32 = 0
    var errorBase: Int32 = 0
    if XRRQueryExtension(d, &eventBase, &errorBase) != 0 {
      randrEventBase = eventBase
      XRRSelectInput(
        d, root, Int32(RRScreenChangeNotifyMask | RRCrtcChangeNotifyMask | RROutputChangeNotifyMask)
      )
    } else {
      randrEventBase = nil
    }
    resourceManager = XInternAtom(d, "RESOURCE_MANAGER", 0)
    xsettingsProperty = XInternAtom(d, "_XSETTINGS_SETTINGS", 0)
    XSelectInput(d, root, PropertyChangeMask)
    let owner = XGetSelectionOwner(d, XInternAtom(d, "_XSETTINGS_S\(scm_default_screen(d))", 0))
    if owner != 0 { XSelectInput(d, owner, PropertyChangeMask) }
  }

  /// Tells the keyboard's own XTest keys from other clients'.
  public func recognize(_ ownKeys: OwnKeyPresses) { input.interruptions.ownKeys = ownKeys }

  /// Takes touches on the bring-back button too.
  public func watch(restoreButton window: Window) {
    restoreButton = window
    input.select(window)
  }

  /// Now on the clock the keyboard's events are stepped at.
  public func now() -> Double { clock.now(MonotonicClock.seconds()) }

  /// The time last given, without moving the clock on: for a step that
  /// follows from the last event (a table loaded for it), so that touches
  /// made while it ran keep their own times.
  public func lastTime() -> Double { clock.lastGiven ?? now() }

  /// The events already queued; if there are none, blocks until one of
  /// the sources has something or `deadline` (on `MonotonicClock`) passes,
  /// which gives `.keyboard(.deadline)` after whatever else came: a
  /// release that came before a long-press deadline is stepped before it.
  public func next(deadline: Double?) -> [PlatformEvent] {
    var events = queued()
    if !events.isEmpty { return events }
    // queued() ended with XPending, which flushed the output and found
    // nothing. No XFlush here: Xlib's XFlush also reads what the server has
    // sent into its own queue, and an event read there would wait unseen
    // through the poll (a tap lost until the next came: 3 runs in 22 of
    // the privacy test, under strace).
    // A descriptor of -1 is skipped by poll().
    var fds = [
      pollfd(fd: scm_connection_number(connection.display), events: Int16(POLLIN), revents: 0),
      pollfd(fd: SignalGuard.wakeDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: preferencesWatch?.descriptor ?? -1, events: Int16(POLLIN), revents: 0),
      pollfd(fd: focusWatch?.descriptor ?? -1, events: Int16(POLLIN), revents: 0),
    ]
    let timeout =
      deadline.map { Int32(max(0, ($0 - MonotonicClock.seconds()) * 1000).rounded(.up)) } ?? -1
    _ = poll(&fds, nfds_t(fds.count), timeout)
    if SignalGuard.pending != nil { return [.signalled] }
    if fds[2].revents != 0, preferencesWatch?.changed() == true {
      events.append(.preferencesFileChanged)
    }
    if fds[3].revents != 0, let watch = focusWatch {
      for report in watch.read() {
        switch report {
        case .focus(let editable, let field):
          events.append(.textFocus(editable: editable, field: field))
        case .ready:
          events.append(.accessibilityReady)
        case .ended:
          // It said why on its standard error, which is the keyboard's.
          watch.stop()
          focusWatch = nil
          events.append(.accessibilityEnded)
        }
      }
    }
    events += queued()
    if let due = deadline, due <= MonotonicClock.seconds() {
      events.append(.keyboard(.deadline, at: now()))
    }
    return events
  }

  /// Decodes every event Xlib has read or can read without blocking.
  /// A change of monitors comes as several events: one `.displayChanged`
  /// a batch is enough.
  func queued() -> [PlatformEvent] {
    var events: [PlatformEvent] = []
    while XPending(connection.display) > 0 {
      var event = XEvent()
      XNextEvent(connection.display, &event)
      guard let decoded = decode(&event) else { continue }
      // The focus moved since the last touch: what was typed before is
      // not before the cursor now. Asked at each touch, as not every
      // window manager says when it moves the focus.
      if case .keyboard(.touchDown, let time) = decoded, input.interruptions.focusMoved() {
        events.append(.keyboard(.typingInterrupted, at: time))
      }
      // Hidden (`scimath hide`, the window manager): the user types
      // elsewhere meanwhile, as after the dismiss key.
      if case .keyboard(.touchCancel(id: nil), let time) = decoded {
        events.append(.keyboard(.typingInterrupted, at: time))
      }
      if decoded.isDisplayChange, events.contains(where: \.isDisplayChange) { continue }
      events.append(decoded)
    }
    return events
  }

  /// RandR's screen and output changes, and the properties that carry the
  /// desktop's scale.
  func isDisplayChange(_ event: inout XEvent) -> Bool {
    if let base = randrEventBase {
      if event.type == base + RRScreenChangeNotify {
        XRRUpdateConfiguration(&event)  // so Xlib's screen size follows
        return true
      }
      if event.type == base + RRNotify { return true }
    }
    return event.type == PropertyNotify
      && (event.xproperty.atom == resourceManager || event.xproperty.atom == xsettingsProperty)
  }

  func decode(_ event: inout XEvent) -> PlatformEvent? {
    if input.owns(event) {
      guard let (target, decoded, root, serverTime) = input.event(from: &event) else { return nil }
      if input.otherKeyboardTyped {
        input.otherKeyboardTyped = false
        return .otherKeyboardTyped
      }
      if target == restoreButton { return .restoreButton(decoded.at(root)) }
      let time = clock.seconds(atServerTime: serverTime, readAt: MonotonicClock.seconds())
      return .keyboard(decoded, at: time)
    }
    if event.type == connection.xkbEventBase, scm_xkb_event_code(&event) == XkbStateNotify,
      scm_xkb_state_changed(&event) & Int32(XkbGroupStateMask) != 0
    {
      return .keyboard(.groupChanged(Int(scm_xkb_state_group(&event))), at: now())
    }
    if event.type == connection.xkbEventBase, scm_xkb_event_code(&event) == XkbNamesNotify {
      return .layoutsChanged
    }
    if let command = control.command(in: event) { return .control(command) }
    if isDisplayChange(&event) { return .displayChanged }
    if event.type == PropertyNotify, event.xproperty.atom == input.interruptions.activeWindow {
      return .keyboard(.typingInterrupted, at: now())
    }
    switch event.type {
    case Expose where event.xexpose.count == 0 && event.xexpose.window == restoreButton:
      return .restoreButtonExposed
    case Expose where event.xexpose.count == 0:
      return .exposed
    case ConfigureNotify where event.xconfigure.window == window.window:
      return .resized(width: Int(event.xconfigure.width), height: Int(event.xconfigure.height))
    case UnmapNotify where event.xunmap.window == window.window:
      input.decoder.cancelAll()
      return .keyboard(.touchCancel(id: nil), at: now())
    case ClientMessage where UInt(event.xclient.data.l.0) == window.deleteAtom:
      return .closeRequested
    case ClientMessage where UInt(event.xclient.data.l.0) == window.pingAtom:
      window.answerPing(event)
      return nil
    default:
      return nil
    }
  }
}
