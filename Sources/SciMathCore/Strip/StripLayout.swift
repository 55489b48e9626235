/// What the symbol strip shows, for the renderer: built by `SymbolStrip`,
/// or directly for a screenshot.
public struct StripView: Equatable, Sendable {
  /// Where the strip is: above the keys, from y = −height to 0, so that the
  /// keys keep their coordinates whether the strip is shown or not.
  public var layout: StripLayout
  public var searching = false
  /// The drawing pad is open: the strip offers its candidates.
  public var drawing = false
  public var query = ""
  /// The shortcut the keyboard's typing ends in (`\al`), while the idle
  /// strip offers its symbols; empty otherwise.
  public var source = ""
  /// How to type a symbol held on the strip or the sci layer, shown over
  /// whatever the strip was doing until its ✕ or the next typing.
  public var info: SymbolInfo?
  /// The results while searching, the shortcut's symbols while offering,
  /// else the symbols used in this session, the latest first.
  public var items: [String] = []
  /// Words for what is being typed (`TypingRecord.suggestions`), shown in
  /// three slots instead of the recent symbols; empty when none.
  public var words: [WordSlot] = []
  /// How far the items are slid to the left, in points.
  public var scroll = 0.0
  /// The part under a finger, drawn pressed.
  public var pressed: StripTarget?

  public init(layout: StripLayout) { self.layout = layout }
}

extension StripView {
  public var mode: StripMode {
    if info != nil { return .info }
    if drawing { return .drawing }
    if searching { return .searching }
    if !source.isEmpty { return .offering }
    return words.isEmpty ? .idle : .words
  }
}

/// What the strip is doing, which decides its parts: idle (search and
/// draw buttons, then recent symbols), offering (the same buttons, the
/// typed shortcut small, its symbols), searching (✕, query field,
/// results) or drawing (✕, candidates).
public enum StripMode: Equatable, Sendable {
  case idle, offering, searching, drawing
  /// How to type a symbol: ✕, the symbol and its names, a pin button.
  case info
  /// Word slots for what is typed: the buttons, then three slots.
  case words

  /// Whether the search and draw buttons show (else the ✕).
  public var hasButtons: Bool { self == .idle || self == .offering || self == .words }
}

/// A part of the strip a tap can land on.
public enum StripTarget: Equatable, Sendable {
  /// The search button (the strip is idle).
  case search
  /// The draw button beside it (the strip is idle): opens the drawing pad.
  case draw
  /// The ✕ that ends a search, the pad or the info.
  case cancel
  /// The pin button of the info: pins or unpins its symbol.
  case pin
  /// A symbol, by its index in `StripView.items`.
  case item(Int)
  /// A word slot, by its index in `StripView.words`.
  case word(Int)
}

/// The strip's parts at one keyboard width. Sizes are the form's strip
/// metrics times `scale` (the pad's keys grow with its width, and so does
/// its strip).
public struct StripLayout: Equatable, Sendable {
  public let metrics: StripMetrics
  public let width: Double
  public let scale: Double

  public init(metrics: StripMetrics, width: Double, scale: Double) {
    self.metrics = metrics
    self.width = width
    self.scale = scale
  }

  public var height: Double { metrics.height * scale }
  public var frame: Rect { Rect(x: 0, y: -height, width: width, height: height) }
  public var button: Rect {
    Rect(x: 0, y: -height, width: metrics.buttonWidth * scale, height: height)
  }
  public var cellWidth: Double { metrics.cellWidth * scale }

  /// The draw button, beside the search button while idle.
  public var drawButton: Rect {
    Rect(x: button.maxX, y: -height, width: metrics.buttonWidth * scale, height: height)
  }

  /// The info's pin button, at the right end.
  public var pinButton: Rect {
    Rect(
      x: width - metrics.buttonWidth * scale, y: -height, width: metrics.buttonWidth * scale,
      height: height)
  }

  /// The query field, while searching: after the ✕, at most half of what
  /// is left, so that results always have room. While offering, the typed
  /// shortcut's label after the draw button: 0.6 of that, as its text is
  /// small.
  public func field(_ mode: StripMode) -> Rect? {
    switch mode {
    case .searching:
      let w = min(metrics.fieldWidth * scale, (width - button.maxX) / 2)
      return Rect(x: button.maxX, y: -height, width: w, height: height)
    case .offering:
      let w = min(metrics.fieldWidth * 0.6 * scale, (width - drawButton.maxX) / 2)
      return Rect(x: drawButton.maxX, y: -height, width: w, height: height)
    case .info:
      return Rect(
        x: button.maxX, y: -height, width: max(0, pinButton.minX - button.maxX), height: height)
    case .idle, .drawing, .words:
      return nil
    }
  }

  /// Where the symbols slide: the rest of the strip.
  public func itemsArea(_ mode: StripMode) -> Rect {
    let x: Double
    switch mode {
    case .idle, .words: x = drawButton.maxX
    case .searching, .offering: x = field(mode)?.maxX ?? button.maxX
    case .drawing: x = button.maxX
    case .info: x = width
    }
    return Rect(x: x, y: -height, width: max(0, width - x), height: height)
  }

  /// Item `i`'s cell, slid by `scroll`; it may lie partly or wholly outside
  /// the items area.
  public func cell(_ i: Int, _ mode: StripMode, scroll: Double) -> Rect {
    let area = itemsArea(mode)
    return Rect(
      x: area.minX + Double(i) * cellWidth - scroll, y: -height, width: cellWidth, height: height)
  }

  /// Each of the three word slots' width: the items area in three.
  public var wordSlotWidth: Double { itemsArea(.words).width / Double(TypingRecord.slots) }

  /// Word slot `i`'s frame.
  public func wordSlot(_ i: Int) -> Rect {
    let area = itemsArea(.words)
    return Rect(
      x: area.minX + Double(i) * wordSlotWidth, y: -height, width: wordSlotWidth, height: height)
  }

  /// How far `count` items can slide: until the last one is in view.
  public func maxScroll(count: Int, _ mode: StripMode) -> Double {
    max(0, Double(count) * cellWidth - itemsArea(mode).width)
  }

  public func target(at p: Point, in view: StripView) -> StripTarget? {
    guard frame.contains(p) else { return nil }
    if button.contains(p) { return view.mode.hasButtons ? .search : .cancel }
    if view.mode.hasButtons && drawButton.contains(p) { return .draw }
    if view.mode == .info { return pinButton.contains(p) ? .pin : nil }
    let area = itemsArea(view.mode)
    guard area.contains(p) else { return nil }
    if view.mode == .words {
      let i = Int(((p.x - area.minX) / wordSlotWidth).rounded(.down))
      return view.words.indices.contains(i) ? .word(i) : nil
    }
    // An idle strip with nothing to offer yet is one wide search button.
    if view.mode == .idle && view.items.isEmpty { return .search }
    let i = Int(((p.x - area.minX + view.scroll) / cellWidth).rounded(.down))
    return view.items.indices.contains(i) ? .item(i) : nil
  }
}
