/// The drawing pad that takes the keys' place when the strip's draw
/// button is tapped: strokes of ink, and a bar with ABC (back to the
/// keys), undo (the last stroke) and clear. Pure: touches in, strokes and
/// candidates out; the state machine routes to it.
public struct DrawPadView: Equatable, Sendable {
  public var layout: DrawPadLayout
  /// In key coordinates (points, y = 0 at the keys' top), as drawn.
  public var strokes: [[Point]] = []
  public var pressed: DrawPadButton?

  public init(layout: DrawPadLayout) { self.layout = layout }
}

public enum DrawPadButton: String, CaseIterable, Sendable {
  case abc, undo, clear
}

/// Where the pad's parts are, from the keys' geometry: the bar takes the
/// bottom row's place and height, the ink area the rows above it.
public struct DrawPadLayout: Equatable, Sendable {
  public var area: Rect
  public var bar: Rect
  public var buttons: [Button]

  public struct Button: Equatable, Sendable {
    public var kind: DrawPadButton
    public var frame: Rect
  }

  public init(geometry: KeyboardGeometry) {
    // The bottom row: the bar takes its place, as the stock bottom row's keys.
    let bottom =
      geometry.keys.max { $0.frame.minY < $1.frame.minY }?.frame
      ?? Rect(x: 0, y: geometry.height, width: geometry.width, height: 0)
    let top = geometry.keys.map(\.frame.minY).min() ?? 0
    let margin = geometry.keys.map(\.frame.minX).min() ?? 3
    let gap = max(margin * 2, 6)
    area = Rect(
      x: margin, y: top, width: geometry.width - 2 * margin, height: bottom.minY - gap - top)
    let bar = Rect(
      x: margin, y: bottom.minY, width: geometry.width - 2 * margin, height: bottom.height)
    let width = min(bar.width / 4, 120)
    self.bar = bar
    buttons = DrawPadButton.allCases.enumerated().map { i, kind in
      Button(
        kind: kind,
        frame: Rect(
          x: bar.minX + Double(i) * (width + gap), y: bar.minY, width: width, height: bar.height))
    }
  }

  /// A drawing of any scale and position, scaled to fill 70 % of the ink
  /// area's height or width (whichever comes first) and centred in it.
  public func fit(_ drawing: Drawing) -> [[Point]] {
    guard let box = Rect(bounding: drawing.strokes.joined()) else { return [] }
    let (w, h) = (box.width, box.height)
    let scale =
      w > 0 || h > 0 ? 0.7 * min(area.width / max(w, 1e-9), area.height / max(h, 1e-9)) : 1
    let c = area.center
    return drawing.strokes.map { stroke in
      stroke.map { Point(x: c.x + ($0.x - box.midX) * scale, y: c.y + ($0.y - box.midY) * scale) }
    }
  }

  public func button(at p: Point) -> DrawPadButton? {
    buttons.first { $0.frame.contains(p) }?.kind
  }
}

struct DrawPad: Sendable {
  var view: DrawPadView
  /// The finger or pen drawing now, and the one on a bar button.
  var pen: Int?
  var buttonTouch: (id: Int, button: DrawPadButton)?

  init(layout: DrawPadLayout) { view = DrawPadView(layout: layout) }

  var drawing: Drawing { Drawing(strokes: view.strokes) }

  /// The most a drawing may span, in points on the pad, to be a dot: a
  /// tap, or the little ring or knot a finger scribbles for one, is a few
  /// ink widths across, while the smallest symbol people draw on the pad
  /// spans several times that.
  static let dotSpan = 3 * DrawPadView.inkWidth
  /// What a dot may be, the likeliest first: the middle dot, the dot
  /// operator, the full stop, the bullet operator and the bullet.
  static let dots = ["·", "⋅", ".", "∙", "•"]

  /// Whether the drawing is a dot, judged by its size on the pad: the
  /// recognizer sees every drawing scaled to one size, where a dot is a
  /// tick like any other short stroke.
  var isDot: Bool {
    guard let box = Rect(bounding: view.strokes.joined()) else { return false }
    return max(box.width, box.height) <= Self.dotSpan
  }

  func owns(_ id: Int) -> Bool { pen == id || buttonTouch?.id == id }

  /// A touch on a bar button presses it; anywhere else above the bar, the
  /// first finger draws (a second one is ignored while it does).
  mutating func touchDown(_ id: Int, at p: Point) {
    if let button = view.layout.button(at: p) {
      buttonTouch = (id, button)
      view.pressed = button
    } else if pen == nil, p.y < view.layout.bar.minY {
      pen = id
      view.strokes.append([p])
    }
  }

  /// Ink follows the pen; steps under half a point add nothing.
  mutating func touchMove(_ id: Int, to p: Point) {
    guard pen == id, let last = view.strokes.last?.last else { return }
    let dx = p.x - last.x
    let dy = p.y - last.y
    if dx * dx + dy * dy >= 0.25 { view.strokes[view.strokes.count - 1].append(p) }
  }

  /// Ends the touch: a finished stroke (true: recognize anew), or the
  /// button released on.
  mutating func touchUp(_ id: Int, at p: Point) -> (strokeEnded: Bool, button: DrawPadButton?) {
    if pen == id {
      pen = nil
      touchMove(id, to: p)
      return (true, nil)
    }
    guard let t = buttonTouch, t.id == id else { return (false, nil) }
    buttonTouch = nil
    view.pressed = nil
    return (false, view.layout.button(at: p) == t.button ? t.button : nil)
  }

  mutating func cancelTouch(_ id: Int?) {
    if id == nil || pen == id { pen = nil }
    if id == nil || buttonTouch?.id == id {
      buttonTouch = nil
      view.pressed = nil
    }
  }
}

extension DrawPadView {
  /// The ink's width in points.
  public static let inkWidth = 4.0

  /// Where a move of the pen changed the pad: around the points added to
  /// the last stroke (or a new stroke's first point). Nil for any other
  /// change, which repaints everything; so is the first ink on an empty
  /// pad, which takes the hint away.
  static func newInk(from old: DrawPadView?, to new: DrawPadView?) -> Rect? {
    guard let old, let new, !old.strokes.isEmpty, old.pressed == new.pressed,
      old.layout == new.layout, let last = new.strokes.last
    else { return nil }
    let added: ArraySlice<Point>
    if new.strokes.count == old.strokes.count, let before = old.strokes.last,
      last.count > before.count, last.starts(with: before),
      new.strokes.dropLast().elementsEqual(old.strokes.dropLast())
    {
      // From the point before the old end: the stroke is drawn as one
      // path, and turning its end cap into a join changes the coverage of
      // pixels along the last segment too, past the old end's own reach.
      added = last[max(0, before.count - 2)...]
    } else if new.strokes.count == old.strokes.count + 1,
      new.strokes.dropLast().elementsEqual(old.strokes)
    {
      added = last[...]
    } else {
      return nil
    }
    return Rect(bounding: added)?.insetBy(dx: -inkWidth, dy: -inkWidth)
  }
}
