/// Which display system `scimath run`, `type` and `show | hide | toggle`
/// use (`--backend`): Wayland when WAYLAND_DISPLAY names a compositor
/// that offers a keyboard's protocols, else X11.
public enum DisplayBackend: String, CaseIterable, Sendable {
  case auto, x11, wayland

  public init?(argument: String) { self.init(rawValue: argument) }

  /// Whether `auto` should try Wayland first: a Wayland display is named,
  /// or the compositor that started this process handed it a connection
  /// (WAYLAND_SOCKET: KWin's virtual keyboard).
  public static func waylandNamed(_ environment: [String: String]) -> Bool {
    !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
      || !(environment["WAYLAND_SOCKET"] ?? "").isEmpty
  }
}
