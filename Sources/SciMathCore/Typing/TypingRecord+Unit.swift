/// What the typing record is made of, and what it keeps to take back.
extension TypingRecord {
  /// One piece of typed text and what made it.
  struct Unit: Sendable {
    enum Origin: Sendable {
      /// A key that types no letter for the decoder (another layer, an
      /// alternate, a letter with words off).
      case key
      /// A letter or space tapped on the letter layer, where it landed
      /// (`KeySpace` weighs it against each letter).
      case tap(Point)
      /// A tap on shift beside the letters (no text): it may have been
      /// meant for a letter.
      case shiftTap(Point)
      /// A word drawn by a stroke, and the next best for the same stroke.
      case stroke(others: [String])
      /// A shortcut's symbol, put in place of its name.
      case shortcut(name: String)
      /// A correction put in place of the units it replaced.
      case correction(replaced: [Unit])
      /// A word slot chosen in place of the units it replaced, and where
      /// the tap on it landed (a top-row letter missed upward lands there);
      /// `guessed`: the tap was in the band over the keys, and the slot
      /// only the likelier reading of it (`isMeant`).
      case suggestion(replaced: [Unit], at: Point?, guessed: Bool = false)
      /// A symbol from the strip (search, pad or an offered shortcut).
      case symbol
      /// The `.` two spaces made (`period-shortcut`) in place of the first,
      /// and where that space was tapped.
      case periodShortcut(Point?)
    }

    var text: String
    var origin: Origin = .key

    /// Where a tap landed, for a letter, space or shift of the letter layer.
    var tap: Point? {
      switch origin {
      case .tap(let p), .shiftTap(let p): return p
      default: return nil
      }
    }
    /// For a correction or a chosen word: the units it replaced.
    var replaced: [Unit]? {
      switch origin {
      case .correction(let units), .suggestion(let units, _, _): return units
      default: return nil
      }
    }
    /// A shift tap: the decoder reads it as a letter or as nothing.
    var optional: Bool {
      if case .shiftTap = origin { return true }
      return false
    }

    /// A letter tapped on a letter layer: what the decoder reads.
    var isTap: Bool { tap != nil && !isBreak }
    var isBreak: Bool {
      !text.isEmpty && text.allSatisfy { $0.isWhitespace || Self.breaks.contains($0) }
    }
    /// What ends a word besides white space; `.` and `:` do only when a
    /// space follows (`e.g.`, `http:`), `'` and `-` never do.
    static let breaks: Set<Character> = [",", ";", "!", "?", ")", "]", "}", "\"", "…"]
  }

  /// What a BackSpace right after the last change takes back.
  enum Undo: Sendable {
    /// A correction or a shortcut put in place at a break: what was
    /// typed comes back.
    case correction(Correction)
    /// A word drawn by a stroke: it goes whole.
    case stroke
  }

  /// A correction just put in place: what a BackSpace restores.
  struct Correction: Sendable {
    /// The word's units as typed, and the characters typed for it.
    var typed: [Unit]
    var typedText: String
    var put: String
    /// The break typed after it.
    var after: String
    /// A shortcut's symbol put in place of its name, not a word.
    var isShortcut = false
  }
}
