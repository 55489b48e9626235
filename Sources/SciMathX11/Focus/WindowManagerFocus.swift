import CX11

/// Whether the running window manager gives a window the focus when it is
/// clicked, whatever its WM_HINTS say.
///
/// wlroots' window manager for Xwayland (sway 1.7, wlroots 0.15, and the
/// other wlroots compositors of that age) does: a click on the keyboard
/// made it the active window with the X focus on None, and the text typed
/// went nowhere. Windows it does not manage (override-redirect) it never
/// focuses, and it honours no struts, so the keyboard's windows bypass it
/// and place themselves. Every other window manager honours the input
/// hint, and the keyboard's windows stay managed there (docked with
/// struts, kept above).
enum WindowManagerFocus {
  static func focusesOnClick(_ display: OpaquePointer) -> Bool {
    windowManagerName(display) == "wlroots wm"
  }

  /// The name the window manager gives its check window (EWMH's
  /// `_NET_SUPPORTING_WM_CHECK`), or nil without one.
  static func windowManagerName(_ d: OpaquePointer) -> String? {
    guard
      let check = WindowProperty(
        d, scm_root_window(d), "_NET_SUPPORTING_WM_CHECK", type: XA_WINDOW, maxLongs: 1)?
        .firstLong
    else { return nil }
    return WindowProperty(d, Window(check), "_NET_WM_NAME", type: XInternAtom(d, "UTF8_STRING", 0))?
      .text
  }
}
