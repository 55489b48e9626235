/// Which display system `scimath run`, `type` and `show | hide | toggle`
/// use (`--backend`): Wayland when WAYLAND_DISPLAY names a compositor
/// that offers a keyboard's protocols, else X11.
public enum DisplayBackend: String, CaseIterable, Sendable {
  case auto, x11, wayland

  public init?(argument: String) { self.init(rawValue: argument) }

  /// Whether `auto` should try Wayland first: a Wayland display is named.
  public static func waylandNamed(_ environment: [String: String]) -> Bool {
    !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
  }
}
