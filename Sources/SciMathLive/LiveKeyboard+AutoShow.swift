import SciMathBase
import SciMathCore

/// The keyboard following the focus (`auto-show`, through the
/// accessibility helper) and stepping aside for a hardware keyboard
/// (`hide-on-hardware-keys`).
extension LiveKeyboard {
  /// Hidden this long after the focus left a text field, not at once:
  /// moving from one field to the next passes through no field for a
  /// moment, and the keyboard must not flicker.
  static let autoHideDelay = 0.3

  /// A text field took the focus (shown, moved off it if floating over
  /// it), or something else did (hidden after the delay).
  func followTextFocus(editable: Bool, field: PixelRect?) -> Stop? {
    if editable {
      hideDue = nil
      if let field { window.moveOff(field) }
      if !visible { return obey(.show) }
    } else if visible {
      hideDue = MonotonicClock.seconds() + Self.autoHideDelay
    }
    return nil
  }

  /// The first wait before the helper is started again when it found no
  /// bus, and the longest: a desktop may start its accessibility bus after
  /// the keyboard (at login, or when an assistive technology starts), and
  /// each look costs a process start.
  static let helperRetryWaits = (first: 2.0, longest: 60.0)

  /// The helper found no accessibility bus (or the bus went away): the
  /// settings panel says so, and a helper is started again later, each
  /// wait twice the last, to find a bus that has come since.
  func accessibilityEnded() -> Stop? {
    let waits = Self.helperRetryWaits
    let wait = lastHelperWait == 0 ? waits.first : min(lastHelperWait * 2, waits.longest)
    helperRetry = (MonotonicClock.seconds() + wait, wait)
    guard !options.preferences.noAccessibilityBus else { return nil }
    options.preferences.noAccessibilityBus = true
    return carryOut(machine.step(.preferencesChanged(options.preferences), at: events.now()))
  }

  /// A helper listens on the bus: auto-show works, and the panel no longer
  /// says there is no bus.
  func accessibilityReady() -> Stop? {
    lastHelperWait = 0
    guard options.preferences.noAccessibilityBus else { return nil }
    options.preferences.noAccessibilityBus = false
    return carryOut(machine.step(.preferencesChanged(options.preferences), at: events.now()))
  }

  /// Another keyboard typed: the shortcut typing is broken, and with
  /// `hide-on-hardware-keys` the keyboard steps aside until a text field
  /// takes the focus or it is asked back (the bring-back button, `show`).
  func otherKeyboardTyped() -> Stop? {
    let stop = carryOut(machine.step(.typingInterrupted, at: events.now()))
    if options.preferences.settings.hideOnHardwareKeys, visible { return obey(.hide) ?? stop }
    return stop
  }
}
