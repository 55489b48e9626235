import SciMathCore

/// What a change of view state needs repainted: keys only, or a region
/// that balloons, popups or a layer change touch (repainted as a whole
/// frame and presented in part).
struct DirtyRegion {
  var keys: [Int] = []
  var frame: Rect?

  static func between(_ old: ViewState, _ new: ViewState, geometry: KeyboardGeometry) -> DirtyRegion
  {
    if old.layer != new.layer || old.shift != new.shift {
      return DirtyRegion(frame: geometry.bounds)
    }
    var region = DirtyRegion()
    let changed = old.pressed.symmetricDifference(new.pressed)
      .union(old.flashing.symmetricDifference(new.flashing))
    // A key under a balloon or popup cannot be repainted alone: the
    // overlay must be drawn over it again.
    let overlays = old.balloon != nil || new.balloon != nil || old.popup != nil || new.popup != nil
    if old.balloon != new.balloon || old.popup != new.popup || (overlays && !changed.isEmpty) {
      var r: Rect?
      for extent in [
        old.balloon?.shape.extent, new.balloon?.shape.extent, old.popup?.frame,
        new.popup?.frame, old.popup?.key, new.popup?.key,
      ].compactMap({ $0 }) {
        r = r.map { $0.union(extent) } ?? extent
      }
      for id in changed {
        if let k = geometry.key(id: id) { r = r.map { $0.union(k.cell) } ?? k.cell }
      }
      // Shadows reach a point below a shape.
      region.frame = r.map { $0.insetBy(dx: -2, dy: -2) }
      return region
    }
    region.keys = changed.compactMap { geometry.index(ofID: $0) }
    return region
  }
}
