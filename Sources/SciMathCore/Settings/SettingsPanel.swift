/// A part of the settings panel a tap can land on.
public enum SettingsTarget: Equatable, Sendable {
  case done
  case row(section: Int, row: Int)
}

/// Where the panel's parts are. The panel covers the whole window, strip
/// included, so its frame starts at the strip's top (negative y, in the
/// keys' coordinates as every touch is).
public struct SettingsPanelLayout: Equatable, Sendable {
  public var metrics: PanelMetrics
  public var frame: Rect
  public var navBar: Rect
  public var done: Rect
  /// The scrolling list below the bar.
  public var list: Rect

  /// `top`: where the window starts above the keys (the strip's height).
  public init(metrics: PanelMetrics, width: Double, keysHeight: Double, top: Double) {
    self.metrics = metrics
    frame = Rect(x: 0, y: -top, width: width, height: keysHeight + top)
    navBar = Rect(x: 0, y: -top, width: width, height: metrics.navBarHeight)
    done = Rect(x: width - 88, y: -top, width: 88, height: metrics.navBarHeight)
    list = Rect(
      x: 0, y: navBar.maxY, width: width, height: max(0, frame.maxY - navBar.maxY))
  }
}

/// The panel as drawn: its sections laid out in a column, scrolled.
public struct SettingsPanelView: Equatable, Sendable {
  public var layout: SettingsPanelLayout
  public var sections: [SettingsSection] { didSet { place() } }
  /// How far the list is scrolled up, in points.
  public var scroll = 0.0
  /// The part under a finger, drawn pressed.
  public var pressed: SettingsTarget?
  /// Each section's group of rows, unscrolled (content y from the list's
  /// top), and the height of all of them.
  public private(set) var groups: [Rect] = []
  public private(set) var contentHeight = 0.0

  public init(layout: SettingsPanelLayout, sections: [SettingsSection]) {
    self.layout = layout
    self.sections = sections
    place()
  }

  mutating func place() {
    let m = layout.metrics
    var y = 0.0
    groups = sections.map { section in
      y += m.headerHeight
      let group = Rect(
        x: m.inset, y: y, width: max(0, layout.list.width - 2 * m.inset),
        height: Double(section.rows.count) * m.rowHeight)
      y = group.maxY + m.sectionGap
      return group
    }
    contentHeight = y + m.headerHeight / 2
  }

  /// The farthest the list scrolls: its end at the bottom of the window.
  public var maxScroll: Double { max(0, contentHeight - layout.list.height) }

  /// A row's frame on screen (scrolled), in the keys' coordinates.
  public func frame(section: Int, row: Int) -> Rect {
    let g = groups[section]
    return Rect(
      x: g.x, y: layout.list.y + g.y - scroll + Double(row) * layout.metrics.rowHeight,
      width: g.width, height: layout.metrics.rowHeight)
  }

  /// A section's group on screen (scrolled).
  public func group(_ section: Int) -> Rect {
    var g = groups[section]
    g.y += layout.list.y - scroll
    return g
  }

  /// What a touch at `p` lands on.
  public func target(at p: Point) -> SettingsTarget? {
    if layout.done.contains(p) { return .done }
    guard layout.list.contains(p) else { return nil }
    for section in sections.indices where group(section).contains(p) {
      let row = Int(((p.y - group(section).y) / layout.metrics.rowHeight).rounded(.down))
      if sections[section].rows.indices.contains(row) { return .row(section: section, row: row) }
    }
    return nil
  }

  public func row(_ target: SettingsTarget) -> SettingsRow? {
    guard case .row(let s, let r) = target, sections.indices.contains(s),
      sections[s].rows.indices.contains(r)
    else { return nil }
    return sections[s].rows[r]
  }
}

/// The open panel and the one finger on it: a tap presses a row or Done;
/// a finger that moves past the slop scrolls the list and taps nothing.
struct SettingsPanel: Sendable {
  var view: SettingsPanelView
  private var touch: (id: Int, start: Point, scroll: Double, sliding: Bool)?

  init(view: SettingsPanelView) { self.view = view }

  func owns(_ id: Int) -> Bool { touch?.id == id }

  mutating func touchDown(_ id: Int, at p: Point) {
    touch = (id, p, view.scroll, false)
    view.pressed = view.target(at: p)
  }

  mutating func touchMove(_ id: Int, to p: Point) {
    guard var t = touch, t.id == id else { return }
    if !t.sliding, abs(p.y - t.start.y) > view.layout.metrics.slop, view.pressed != .done {
      t.sliding = true
      view.pressed = nil
    }
    if t.sliding {
      view.scroll = min(max(t.scroll - (p.y - t.start.y), 0), view.maxScroll)
    } else if view.pressed != nil, view.target(at: p) != view.pressed {
      view.pressed = nil  // slid off: the release taps nothing
    }
    touch = t
  }

  /// What the finger tapped, if it did.
  mutating func touchUp(_ id: Int, at p: Point) -> SettingsTarget? {
    guard let t = touch, t.id == id else { return nil }
    touch = nil
    defer { view.pressed = nil }
    guard !t.sliding, let pressed = view.pressed, view.target(at: p) == pressed else { return nil }
    return pressed
  }

  mutating func cancelTouch() {
    touch = nil
    view.pressed = nil
  }
}
