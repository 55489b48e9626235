import SciMathBase
import SciMathCore

/// What woke the live keyboard's loop, decoded from the display system
/// and the process (signals, the preferences file).
public enum PlatformEvent: Sendable {
  /// Input for the key state machine (touches, timers, group changes) and
  /// when it happened, in seconds on `MonotonicClock`.
  case keyboard(KeyboardEvent, at: Double)
  /// A touch on the bring-back button, at its point on the screen.
  case restoreButton(KeyboardEvent)
  /// A command from `scimath show | hide | toggle` or `settings set`.
  case control(ControlCommand)
  /// Text from `scimath type`, for a display system where only the running
  /// keyboard can type (Wayland: one input method a seat).
  case typeText(String)
  /// The window must be presented again (it was uncovered).
  case exposed
  /// The bring-back button must be drawn again.
  case restoreButtonExposed
  /// The window manager gave the window a new size, in pixels.
  case resized(width: Int, height: Int)
  /// The window manager asked the window to close.
  case closeRequested
  /// The monitors (rotation, resolution, plugged, primary) or the
  /// desktop's scale changed: dock and draw anew.
  case displayChanged
  /// The system's keyboard layouts changed (`DisplaySystem.keyboardLayouts`).
  case layoutsChanged
  /// The preferences file was written (by hand, or by anyone).
  case preferencesFileChanged
  /// SIGINT, SIGTERM or SIGHUP: stop cleanly.
  case signalled
  /// A key was pressed on another keyboard (or by another XTest client):
  /// the typing is interrupted, and with `hide-on-hardware-keys` the
  /// keyboard steps aside.
  case otherKeyboardTyped
  /// The accessibility bus says the focus moved to an editable text object
  /// (true) or to anything else (`auto-show`).
  case textFocus(editable: Bool, field: PixelRect?)
  /// The accessibility helper listens on the bus (`auto-show` works).
  case accessibilityReady
  /// The accessibility helper ended (no bus, no libatspi): auto-show is
  /// off until a helper started again finds a bus; the first helper said
  /// why on standard error.
  case accessibilityEnded
}

extension PlatformEvent {
  public var isDisplayChange: Bool {
    if case .displayChanged = self { return true }
    return false
  }
}

/// Commands to a running keyboard from `scimath show | hide | toggle` and
/// `settings set`, however the display system carries them.
public enum ControlCommand: Int, Sendable {
  case show = 1
  case hide, toggle
  /// Re-read the preferences.
  case reload
}
