/// What the machine asks its platform to load, and what came: the symbol
/// table (handed on to the strip), the recognizer, each language's words.
/// Each is asked for once (`.loadSymbols`, `.loadRecognizer`,
/// `.loadWords`), and only when first needed: most starts need none.
struct Loads: Sendable {
  enum Item: Hashable, Sendable {
    case symbols, recognizer
    case words(String)
  }

  private(set) var asked: Set<Item> = []
  /// Loaded when the pad first opens; learned drawings are added to it.
  var recognizer: SymbolRecognizer?
  /// The language models loaded, by language: kept, so that going back
  /// to a language is immediate.
  var wordModels: [String: WordModel] = [:]
  /// A letter was tapped, or a language chosen, with no model for it yet:
  /// the words are asked for at the end of the step.
  var wordsNeeded = false

  /// Asks for `item` unless it was asked for before: whether to ask now.
  mutating func ask(_ item: Item) -> Bool { asked.insert(item).inserted }

  /// Handed over at start, never to be asked for.
  mutating func supplied(_ item: Item) { asked.insert(item) }
}
