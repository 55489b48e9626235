/// How the keys act while the symbol strip is searching: their text and
/// edits go to the query instead of the application.
extension KeyStateMachine {
  /// How much longer than the long-press delay a sci key is held to show
  /// how to type its symbol: long enough that choosing an alternate at
  /// an ordinary pace does not show it.
  static let infoAfterPopup = 0.5

  /// The info's pin button: the symbol joins the favourites (first) or
  /// leaves them, as a setting, kept in the user's file.
  mutating func togglePin(_ symbol: String, time: Double) -> KeyboardStep {
    var favourites = preferences.settings.favourites
    if favourites.contains(symbol) {
      favourites.removeAll { $0 == symbol }
    } else {
      favourites.insert(symbol, at: 0)
      favourites = Array(favourites.prefix(Settings.mostFavourites))
    }
    return change("favourites", to: favourites.joined(separator: " "), time: time)
  }

  /// Backspace edits the query while searching, else the application.
  mutating func deleteBackward(word: Bool) -> KeyboardStep {
    if strip?.searching == true {
      strip?.deleteBackward(word: word)
      return []
    }
    if !word, let back = eraseSlid() { return back }
    slid = nil
    if !word, let back = revertCorrection() { return back }
    strip?.erased(word: word)
    if word { words.clear() } else { words.erase() }
    refreshWords()
    return [word ? .deleteWordBackward : .deleteBackward]
  }

  /// Return types the best result while searching (and ends the search);
  /// else it ends a shortcut as a space does, and the line.
  mutating func enter() -> KeyboardStep {
    guard let strip, strip.searching else {
      var out = replaceShortcut(before: "\n")
      if out.outputs.isEmpty, settings.autocorrect, let fix = words.correction() {
        let erase = words.replaceEnd(
          units: fix.units, with: fix.put, then: nil, isCorrection: false)
        out = .replacing(erase, with: fix.put)
      }
      breakTyping()
      out.append(.enter)
      return out
    }
    return self.strip?.chooseBest().map { [.text($0)] } ?? []
  }
}
