/// What a change of view state needs repainted. Plain presses and flashes
/// repaint single keys; balloons and popups overlap their neighbours, so
/// the frame is drawn again and only the region they touch is presented;
/// a new layer, shift state, mode or theme repaints everything.
public enum Repaint: Equatable, Sendable {
  case none
  /// Indices into the current layer's keys.
  case keys([Int])
  case region(Rect)
  /// The symbol strip alone: its frame (above the keys, y < 0).
  case strip(Rect)
  case all

  public static func between(_ old: ViewState, _ new: ViewState, geometry: KeyboardGeometry)
    -> Repaint
  {
    if old == new { return .none }
    if old.settings != nil || new.settings != nil { return .all }
    if old.trail != new.trail {
      // The trail alone: the region it covered and covers. With anything
      // else changed too (the lift types a word, the strip changes): all.
      var rest = new
      rest.trail = old.trail
      guard rest == old else { return .all }
      let boxes = [old.trail?.extent, new.trail?.extent].compactMap { $0 }
      guard let first = boxes.first else { return .none }
      return .region(boxes.dropFirst().reduce(first) { $0.union($1) })
    }
    if old.drawPad != new.drawPad {
      guard let ink = DrawPadView.newInk(from: old.drawPad, to: new.drawPad), old.strip == new.strip
      else { return .all }
      return .region(ink)
    }
    if old.layer != new.layer || old.shift != new.shift || old.mode != new.mode
      || old.modifiers != new.modifiers
      || old.trackpad != new.trackpad
    {
      return .all
    }
    var changed = old.pressed.symmetricDifference(new.pressed)
      .union(old.flashing.symmetricDifference(new.flashing))
    if old.spaceLabel != new.spaceLabel,
      let space = geometry.keys.first(where: { $0.action == .space })
    {
      changed.insert(space.id)
    }
    // A key under a balloon or popup cannot be repainted alone: the
    // overlay must be drawn over it again.
    let overlays =
      [old.balloon?.shape.extent, new.balloon?.shape.extent, old.popup?.frame]
      + [new.popup?.frame, old.popup?.key, new.popup?.key]
    let shown = overlays.compactMap { $0 }
    let strip = old.strip != new.strip ? new.strip?.layout.frame : nil
    if old.balloon != new.balloon || old.popup != new.popup
      || (!shown.isEmpty && (!changed.isEmpty || strip != nil))
    {
      var region =
        shown + changed.compactMap { geometry.key(id: $0)?.cell } + [strip].compactMap { $0 }
      guard let first = region.popLast() else { return .none }
      // An overlay's soft shadow reaches past it, a point lower.
      let m = geometry.metrics
      let reach = (m.overlayShadowBlur + m.shadowOffset) * geometry.scaleY + 1
      return .region(region.reduce(first) { $0.union($1) }.insetBy(dx: -reach, dy: -reach))
    }
    let keys = changed.compactMap { geometry.index(ofID: $0) }.sorted()
    if let strip {
      // Keys and the strip together: the frame, presented over both.
      let cells = keys.map { geometry.keys[$0].cell }
      return cells.isEmpty ? .strip(strip) : .region(cells.reduce(strip) { $0.union($1) })
    }
    // A key repainted alone would be drawn over the trail of a word
    // being slid (its press ends, its flash ends, while the finger draws
    // on): with a trail shown, the keys are a region of the frame.
    if new.trail != nil, let first = keys.first {
      return .region(
        keys.dropFirst().reduce(geometry.keys[first].cell) { $0.union(geometry.keys[$1].cell) })
    }
    return keys.isEmpty ? .none : .keys(keys)
  }
}
