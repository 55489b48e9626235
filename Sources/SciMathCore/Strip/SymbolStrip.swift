/// The strip above the keys: a search button and the symbols used in this
/// session, or, while searching, a query the keys type into and its
/// results. Pure: touches and text in, what to type out.
///
/// While idle, it also offers the symbols of a shortcut that the
/// keyboard's own typing ends in (`\alpha`, `<=`), and words for it: the
/// machine hands it the end of its typing record (`follow`).
///
/// The strip writes nothing itself: the query and the typing live in
/// this value only; the recent symbols are kept on disk by the platform
/// (`.keepRecents`) only while `remember-recents` is on.
public struct SymbolStrip: Sendable {
  /// Handed over on first need (a search, or a non-ASCII character typed),
  /// not at start: reading and indexing the table takes longer than the
  /// keyboard takes to start.
  var search: SymbolSearch?
  /// Whether the table was handed over (nil when it could not be read).
  private(set) var supplied = false
  /// Whether the strip has needed the table before it was handed over.
  private(set) var needsSearch = false
  /// Non-ASCII text typed before the table came: offered again once it
  /// shows which of it are symbols.
  var typedBeforeSearch: [String] = []
  /// The characters of the symbol table: what typed text counts as a
  /// symbol the strip offers again.
  var known: Set<String> = []
  public private(set) var view: StripView
  var recents: [String] = []
  /// The end of the keyboard's own typing (`TypingRecord.recentText`).
  var typed = ""
  /// A shortcut's name a BackSpace put back: not replaced at the next break.
  var declined: String?
  var shortcutChoice = ShortcutChoice.suggest
  /// Pinned symbols (`favourites`): first on the idle strip.
  var favourites: [String] = []
  /// Words for what is typed, shown unless a shortcut is offered.
  var wordSlots: [WordSlot] = []

  struct Touch: Sendable {
    var id: Int
    var start: Point
    var startScroll: Double
    var target: StripTarget?
    var sliding = false
    /// When a touch held on a symbol shows how to type it.
    var longPressDue: Double?
    /// Held long enough to show the info: its release chooses nothing.
    var spent = false
  }

  /// What a tap on the strip asks for.
  enum Outcome: Equatable {
    /// Type a symbol, after erasing this many characters before it (the
    /// shortcut it was offered for).
    case type(String, erase: String)
    /// Pin the symbol, or unpin it.
    case pin(String)
    /// A word slot was tapped.
    case word(WordSlot)
  }
  var touch: Touch?

  public init(layout: StripLayout) {
    view = StripView(layout: layout)
  }

  /// Takes the table (nil: it could not be read, and the strip finds
  /// nothing): symbols typed meanwhile are offered, a query is answered.
  mutating func supply(_ search: SymbolSearch?) {
    self.search = search
    supplied = true
    known = Set(search?.table.symbols.map(\.character) ?? [])
    let waiting = typedBeforeSearch
    typedBeforeSearch = []
    for text in waiting { remember(typed: text) }
    if view.searching { refresh() } else { showIdle() }
  }

  var layout: StripLayout { view.layout }
  public var searching: Bool { view.searching }

  /// The keyboard took a new width: same state, new places.
  mutating func relayout(_ layout: StripLayout) {
    view.layout = layout
    clampScroll()
  }

  // MARK: Touches

  func owns(_ id: Int) -> Bool { touch?.id == id }

  mutating func touchDown(_ id: Int, at p: Point, time: Double, longPress: Double) {
    let target = layout.target(at: p, in: view)
    touch = Touch(id: id, start: p, startScroll: view.scroll, target: target)
    if case .item = target { touch?.longPressDue = time + longPress }
    view.pressed = target
  }

  /// When a held symbol shows how to type it.
  var deadline: Double? { touch?.longPressDue }

  /// A symbol held long enough: the strip shows how to type it.
  mutating func advance(to time: Double) {
    guard let t = touch, let due = t.longPressDue, due <= time else { return }
    touch?.longPressDue = nil
    guard !t.sliding, case .item(let i) = t.target, view.items.indices.contains(i) else { return }
    touch?.spent = true
    view.pressed = nil
    showInfo(view.items[i])
  }

  /// Shows how to type `symbol`, over what the strip was doing.
  mutating func showInfo(_ symbol: String) {
    view.info = SymbolInfo(symbol: symbol, search: search, pinned: favourites.contains(symbol))
  }

  /// Recent symbols kept from the last run, after any of this run.
  mutating func restoreRecents(_ symbols: [String]) {
    for s in symbols where !recents.contains(s) { recents.append(s) }
    recents = Array(recents.prefix(layout.metrics.recents))
    showIdle(force: true)
  }

  mutating func setFavourites(_ symbols: [String]) {
    favourites = symbols
    if let info = view.info { view.info?.pinned = symbols.contains(info.symbol) }
    showIdle(force: true)
  }

  /// Past the slop, the finger slides the symbols and taps nothing.
  mutating func touchMove(_ id: Int, to p: Point) {
    guard var t = touch, t.id == id else { return }
    let dx = p.x - t.start.x
    if !t.sliding, abs(dx) > layout.metrics.slop * layout.scale {
      t.sliding = true
      view.pressed = nil
    }
    if t.sliding {
      t.longPressDue = nil
      view.scroll = t.startScroll - dx
      clampScroll()
    }
    touch = t
  }

  /// Ends the touch; returns the symbol a tap chose, to be typed into the
  /// application, and what to erase before it first (the shortcut it was
  /// offered for).
  mutating func touchUp(_ id: Int, at p: Point, time: Double) -> Outcome? {
    guard let t = touch, t.id == id else { return nil }
    touch = nil
    view.pressed = nil
    guard !t.sliding, !t.spent, let target = layout.target(at: p, in: view), target == t.target
    else {
      return nil
    }
    if let info = view.info {
      if target == .pin { return .pin(info.symbol) }
      if target == .cancel { view.info = nil }
      return nil
    }
    switch target {
    case .pin:
      return nil
    case .word(let i):
      return view.words.indices.contains(i) ? .word(view.words[i]) : nil
    case .search:
      view.searching = true
      view.query = ""
      view.source = ""
      show([])
      // Asked for now, so that it is there by the first key.
      if !supplied { needsSearch = true }
    case .draw:
      view.drawing = true
      view.source = ""
      show([])
    case .cancel:
      endSearch()
    case .item(let i):
      let symbol = view.items[i]
      let erase = view.mode == .offering ? view.source : ""
      remember(symbol)
      if view.drawing {
        show([])
      } else if view.searching {
        endSearch()
      }
      return .type(symbol, erase: erase)
    }
    return nil
  }

  mutating func cancelTouch() {
    touch = nil
    view.pressed = nil
  }

  // MARK: The query

  /// Text the keys typed while searching goes into the query.
  mutating func type(_ text: String) {
    view.query += text
    refresh()
  }

  /// Backspace: one character, or the last word (with the spaces after it).
  mutating func deleteBackward(word: Bool) {
    guard !view.query.isEmpty else { return }
    if word {
      while view.query.last == " " { view.query.removeLast() }
      while let c = view.query.last, c != " " { view.query.removeLast() }
    } else {
      view.query.removeLast()
    }
    refresh()
  }

  /// Return while searching: the best result, and the search ends; with
  /// no result the search ends all the same, so that a search opened by
  /// a stray tap does not keep every line typed after it.
  mutating func chooseBest() -> String? {
    guard view.searching else { return nil }
    guard let best = view.items.first else {
      endSearch()
      return nil
    }
    remember(best)
    endSearch()
    return best
  }

  /// Ends a search or the drawing pad: back to the idle strip.
  mutating func endSearch() {
    view.searching = false
    view.drawing = false
    view.query = ""
    showIdle()
  }

  /// Text typed into the application: shortcuts will be looked for in
  /// it, and a symbol of the table is offered again at the front of the
  /// idle strip.
  mutating func typed(_ text: String) {
    view.info = nil
    if shortcutChoice != .off, !supplied { needsSearch = true }
    remember(typed: text)
  }

  /// A symbol of the table typed is a recent one.
  mutating func remember(typed text: String) {
    guard !text.allSatisfy(\.isASCII) else { return }
    guard supplied else {
      needsSearch = true
      typedBeforeSearch.append(text)
      return
    }
    if known.contains(text) { remember(text) }
  }

  mutating func setShortcutChoice(_ choice: ShortcutChoice) {
    shortcutChoice = choice
    showIdle()
  }

  /// The shortcut that `typed` ends in, to put in place before `next` is
  /// typed (with `latex-shortcuts = replace`).
  mutating func replacement(after typed: String, before next: String) -> ShortcutMatch? {
    let declined = self.declined
    self.declined = nil
    guard shortcutChoice == .replace, !view.searching, !view.drawing,
      let found = search?.shortcuts.replacement(after: typed, next: next),
      found.source != declined, !found.symbols.isEmpty
    else { return nil }
    return found
  }

  /// A shortcut's name put back by a BackSpace: the break after it leaves
  /// it as it is.
  mutating func decline(_ source: String) { declined = source }

  /// The idle strip: the shortcut the typing ends in and its symbols, or
  /// the recent symbols. A search or the pad keeps what it shows.
  mutating func showIdle(force: Bool = false) {
    guard !view.searching, !view.drawing else { return }
    let found =
      shortcutChoice == .off
      ? nil : search?.shortcuts.match(typed, limit: layout.metrics.results)
    let items = found?.symbols ?? favourites + recents.filter { !favourites.contains($0) }
    view.words = found == nil ? wordSlots : []
    guard force || view.source != found?.source ?? "" || view.items != items else { return }
    view.source = found?.source ?? ""
    show(items)
  }

  /// The typing record changed: the shortcut its end names, and the
  /// words for it (none: the recent symbols again).
  mutating func follow(typed: String, words slots: [WordSlot]) {
    self.typed = typed
    wordSlots = slots
    if !slots.isEmpty { view.info = nil }
    showIdle()
  }

  mutating func remember(_ symbol: String) {
    recents.removeAll { $0 == symbol }
    recents.insert(symbol, at: 0)
    if recents.count > layout.metrics.recents { recents.removeLast() }
  }

  mutating func refresh() {
    if !supplied { needsSearch = true }
    let found = search?.find(view.query, limit: layout.metrics.results) ?? []
    show(found.map(\.character))
  }

  /// The drawing pad's candidates, best first.
  mutating func offer(_ candidates: [String]) {
    guard view.drawing else { return }
    show(candidates)
  }

  mutating func show(_ items: [String]) {
    view.items = items
    view.scroll = 0
  }

  mutating func clampScroll() {
    let most = layout.maxScroll(count: view.items.count, view.mode)
    view.scroll = min(max(view.scroll, 0), most)
  }
}

/// The strip's table, the recognizer and the words' model, handed to the
/// state machine already loaded (tests, benchmarks).
public struct LoadedSymbols: Sendable {
  public var search: SymbolSearch?
  public var recognizer: SymbolRecognizer?
  public var wordModel: WordModel?

  public init(
    search: SymbolSearch?, recognizer: SymbolRecognizer? = nil, wordModel: WordModel? = nil
  ) {
    self.search = search
    self.recognizer = recognizer
    self.wordModel = wordModel
  }

  public static func ready(
    _ search: SymbolSearch, recognizer: SymbolRecognizer? = nil, wordModel: WordModel? = nil
  ) -> LoadedSymbols {
    LoadedSymbols(search: search, recognizer: recognizer, wordModel: wordModel)
  }
}
