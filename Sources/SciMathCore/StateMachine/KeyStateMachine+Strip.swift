/// How the keys act while the symbol strip is searching: their text and
/// edits go to the query instead of the application.
extension KeyStateMachine {
  /// Backspace edits the query while searching, else the application.
  mutating func deleteBackward(word: Bool) -> KeyboardStep {
    if strip?.searching == true {
      strip?.deleteBackward(word: word)
      return []
    }
    strip?.erased(word: word)
    return [word ? .deleteWordBackward : .deleteBackward]
  }

  /// Return types the best result while searching (and ends the search);
  /// else it ends a shortcut as a space does, and the line.
  mutating func enter() -> KeyboardStep {
    guard let strip, strip.searching else {
      var out = replaceShortcut(before: "\n")
      self.strip?.breakTyping()
      out.append(.enter)
      return out
    }
    return self.strip?.chooseBest().map { [.text($0)] } ?? []
  }
}
