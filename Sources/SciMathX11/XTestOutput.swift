import CX11
import SciMathCore

/// The keyboard's output typed for real: text through the typing engine
/// (borrowing keycodes where needed), editing keys as their keysyms with
/// Control where the action needs it, and XKB group locks. Every keysym
/// and XKB call of the live keyboard is here.
public final class XTestOutput: KeyOutputSink {
  let engine: TypingEngine
  let connection: XConnection

  /// Opens its own connection: the typing engine reads keymap events,
  /// which must not be taken from the window's event queue.
  public init() throws {
    connection = try XConnection()
    engine = try TypingEngine(connection: connection)
  }

  public func send(_ output: KeyOutput) throws {
    switch output {
    case .text(let s): try engine.type(TypedText(s))
    case .deleteBackward: try engine.tap(keysym: UInt(XK_BackSpace), control: false)
    case .deleteWordBackward: try engine.tap(keysym: UInt(XK_BackSpace), control: true)
    case .enter: try engine.tap(keysym: UInt(XK_Return), control: false)
    case .undo: try engine.tap(keysym: UInt(XK_z), control: true)
    case .moveCursor(let direction):
      let keysym: Int32
      switch direction {
      case .left: keysym = XK_Left
      case .right: keysym = XK_Right
      case .up: keysym = XK_Up
      case .down: keysym = XK_Down
      }
      try engine.tap(keysym: UInt(keysym), control: false)
    case .lockGroup(let group):
      guard (1...4).contains(group) else { throw XError("there is no XKB group \(group)") }
      XkbLockGroup(connection.display, UInt32(XkbUseCoreKbd), UInt32(group - 1))
      connection.flush()
    }
  }

  /// Maps the characters the keymap lacks (`TypingEngine.ready`).
  public func ready(for texts: [String]) throws {
    try engine.ready(for: texts.flatMap { try TypedText($0).symbols })
  }

  /// Puts the keymap back as it was; also done when released.
  public func restore() { engine.restore() }
}
