/// What a plain text field holds after the keyboard's outputs: the text
/// and a cursor in it. What `scimath replay` reports, so that a script
/// sees what the application would hold (backspaces applied) without an
/// X server.
public struct AppliedText: Equatable, Sendable {
  public private(set) var characters: [Character] = []
  /// Where the next character goes: 0 … `characters.count`.
  public private(set) var cursor = 0

  public init() {}

  public var string: String { String(characters) }

  /// Carries out one output as a single-line-or-more text field would.
  /// What a field's text does not show (undo, a group lock, a chord with
  /// Ctrl, Alt or Super, vertical moves) leaves it as it was.
  public mutating func apply(_ output: KeyOutput) {
    switch output {
    case .text(let text): insert(text)
    case .enter: insert("\n")
    case .deleteBackward: deleteBackward(1)
    case .erase(let text): deleteBackward(text.count)
    case .deleteWordBackward:
      // The spaces before the cursor, then the word before them.
      var n = 0
      while cursor - n > 0, characters[cursor - n - 1].isWhitespace { n += 1 }
      while cursor - n > 0, !characters[cursor - n - 1].isWhitespace { n += 1 }
      deleteBackward(max(n, 1))
    case .moveCursor(.left): cursor = max(0, cursor - 1)
    case .moveCursor(.right): cursor = min(characters.count, cursor + 1)
    case .moveCursor(.up), .moveCursor(.down): break
    case .key(let key, let modifiers, _) where modifiers.isEmpty:
      switch key {
      case .enter: insert("\n")
      case .tab: insert("\t")
      case .space: insert(" ")
      case .left: cursor = max(0, cursor - 1)
      case .right: cursor = min(characters.count, cursor + 1)
      case .home: cursor = 0
      case .end: cursor = characters.count
      case .escape, .up, .down, .pageUp, .pageDown, .function: break
      }
    case .key, .chord, .undo, .lockGroup: break
    }
  }

  mutating func insert(_ text: String) {
    characters.insert(contentsOf: text, at: cursor)
    cursor += text.count
  }

  mutating func deleteBackward(_ n: Int) {
    let from = max(0, cursor - n)
    characters.removeSubrange(from..<cursor)
    cursor = from
  }
}
