import CX11
import SciMathCore

/// The keyboard's output typed for real: text through the typing engine
/// (borrowing keycodes where needed), editing keys as their keysyms with
/// Control where the action needs it, and XKB group locks. Every keysym
/// and XKB call of the live keyboard is here.
public final class XTestOutput: KeyOutputSink {
  let engine: TypingEngine
  let connection: XConnection
  /// How many BackSpaces erase a character in an application that erases
  /// characters in parts (GTK's count, by the Pango it uses).
  let backspacesInParts: (Character) -> Int

  /// Opens its own connection: the typing engine reads keymap events,
  /// which must not be taken from the window's event queue.
  public init(
    ownKeys: OwnKeyPresses? = nil, backspacesInParts: @escaping (Character) -> Int = { _ in 1 }
  ) throws {
    self.backspacesInParts = backspacesInParts
    connection = try XConnection()
    engine = try TypingEngine(connection: connection)
    engine.ownKeys = ownKeys
  }

  public func send(_ output: KeyOutput) throws {
    switch output {
    case .text(let s): try engine.type(TypedText(s))
    case .deleteBackward: try engine.tap(keysym: UInt(XK_BackSpace), control: false)
    case .erase(let text): try engine.erase(text, parts: backspacesInParts)
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
    case .key(let key, let modifiers, let shift):
      try engine.tap(keysym: Self.keysym(key), modifiers: modifiers, shift: shift)
    case .chord(let text, let modifiers):
      // Not on the keymap: the modifiers are let go and it is typed plainly.
      if try !engine.chord(text, modifiers: modifiers) { try engine.type(TypedText(text)) }
    case .lockGroup(let group):
      guard (1...4).contains(group) else { throw XError("there is no XKB group \(group)") }
      XkbLockGroup(connection.display, UInt32(XkbUseCoreKbd), UInt32(group - 1))
      connection.flush()
    }
  }

  static func keysym(_ key: DesktopKey) -> UInt {
    let sym: Int32
    switch key {
    case .escape: sym = XK_Escape
    case .tab: sym = XK_Tab
    case .left: sym = XK_Left
    case .down: sym = XK_Down
    case .up: sym = XK_Up
    case .right: sym = XK_Right
    case .home: sym = XK_Home
    case .end: sym = XK_End
    case .pageUp: sym = XK_Page_Up
    case .pageDown: sym = XK_Page_Down
    case .enter: sym = XK_Return
    case .space: sym = XK_space
    case .function(let n): sym = XK_F1 + Int32(min(max(n, 1), 12) - 1)
    }
    return UInt(sym)
  }

  /// Maps the characters the keymap lacks (`TypingEngine.ready`).
  public func ready(for texts: [String]) throws {
    try engine.ready(for: texts.flatMap { try TypedText($0).symbols })
  }

  /// Puts the keymap back as it was; also done when released.
  public func restore() { engine.restore() }
}
