import CX11

/// Walks from a window up to the root, for what the focus window's
/// toplevel says of the application (a toolkit's focus is often a child
/// window that carries no properties of its own).
enum WindowAncestry {
  /// The first result `probe` gives for the window or an ancestor below
  /// the root, at most 32 levels up; nil if none gives one.
  static func first<T>(
    from window: Window, _ d: OpaquePointer, _ probe: (Window) -> T?
  ) -> T? {
    let root = scm_root_window(d)
    var w = window
    for _ in 0..<32 where w != 0 && w != root {
      if let found = probe(w) { return found }
      var rootReturn: Window = 0
      var parent: Window = 0
      var children: UnsafeMutablePointer<Window>?
      var n: UInt32 = 0
      guard XQueryTree(d, w, &rootReturn, &parent, &children, &n) != 0 else { return nil }
      if let children { XFree(children) }
      w = parent
    }
    return nil
  }
}
