import CX11
import Glibc

extension XConnection {
  /// The atoms a live keyboard interns on its way to the first frame, one
  /// `XInternAtom` at a time in the files that use them (ControlChannel,
  /// XSettings, DesktopDisplay, KeyboardWindow, EventSource), each first
  /// time a round trip to the server: 15 for a floating keyboard. A name
  /// missing here still works; it just costs its own round trip.
  public var keyboardStartAtoms: [String] {
    let screen = scm_default_screen(display)
    return [
      "_SCIMATH_KEYBOARD_S\(screen)", "_SCIMATH_CONTROL", "_XSETTINGS_S\(screen)",
      "_XSETTINGS_SETTINGS", "RESOURCE_MANAGER", "WM_PROTOCOLS", "WM_DELETE_WINDOW",
      "_NET_WM_PING", "_NET_WM_PID", "_NET_WM_WINDOW_TYPE", "_NET_WM_WINDOW_TYPE_UTILITY",
      "_NET_WM_WINDOW_TYPE_DOCK", "_NET_WM_STATE", "_NET_WM_STATE_ABOVE",
      "_NET_WM_STATE_SKIP_TASKBAR", "_NET_WM_STATE_SKIP_PAGER", "_NET_WM_STRUT",
      "_NET_WM_STRUT_PARTIAL",
    ]
  }

  /// Interns `names` in one round trip. Xlib keeps what it learns in its
  /// atom cache for this display, so each later `XInternAtom` of one of
  /// these names is answered without asking the server again.
  public func prefetchAtoms(_ names: [String]) {
    var pointers = names.map { strdup($0) }
    defer { for pointer in pointers { free(pointer) } }
    var atoms = [Atom](repeating: 0, count: names.count)
    _ = XInternAtoms(display, &pointers, Int32(names.count), 0, &atoms)
  }
}
