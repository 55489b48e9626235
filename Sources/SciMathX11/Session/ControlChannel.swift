import CX11
import SciMathPlatform

/// Commands to a running keyboard, through the X server itself: the
/// keyboard owns the selection `_SCIMATH_KEYBOARD_S<screen>`, and a client
/// sends its window a `_SCIMATH_CONTROL` ClientMessage. Only clients the X
/// server admits (its cookie: the same user) can send one.

public struct ControlChannel {
  let connection: XConnection
  let selection: Atom
  public let messageType: Atom

  public init(connection: XConnection) {
    self.connection = connection
    let d = connection.display
    selection = XInternAtom(d, "_SCIMATH_KEYBOARD_S\(scm_default_screen(d))", 0)
    messageType = XInternAtom(d, "_SCIMATH_CONTROL", 0)
  }

  /// The window of the keyboard running on this display, if any.
  public var runningKeyboard: Window? {
    let owner = XGetSelectionOwner(connection.display, selection)
    return owner == 0 ? nil : owner
  }

  /// Makes `window` the running keyboard; false if another one is.
  public func claim(for window: Window) -> Bool {
    if let other = runningKeyboard, other != window { return false }
    XSetSelectionOwner(connection.display, selection, window, 0)
    return XGetSelectionOwner(connection.display, selection) == window
  }

  /// Sends a command to the running keyboard; false when none runs.
  @discardableResult
  public func send(_ command: ControlCommand) -> Bool {
    guard let target = runningKeyboard else { return false }
    var event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.window = target
    event.xclient.message_type = messageType
    event.xclient.format = 32
    event.xclient.data.l.0 = command.rawValue
    XSendEvent(connection.display, target, 0, 0, &event)
    connection.sync()
    return true
  }

  /// The command a ClientMessage carries, if it is one of ours.
  public func command(in event: XEvent) -> ControlCommand? {
    guard event.type == ClientMessage, event.xclient.message_type == messageType else { return nil }
    return ControlCommand(rawValue: event.xclient.data.l.0)
  }
}
