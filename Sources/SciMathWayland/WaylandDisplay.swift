import CWaylandClient
import FoundationEssentials
import SciMathBase
import SciMathCore
import SciMathPlatform

/// The Wayland display system, for wlroots compositors (sway, labwc,
/// Wayfire, river, Hyprland …): the keyboard as a layer surface, the seat's
/// pointer and touchscreen, text through the input method, keys through a
/// virtual keyboard, and the input method's activation as the text focus;
/// and for KWin, when it started the keyboard as its virtual keyboard: the
/// keyboard as its input panel, text and keys through its input method.
public final class WaylandDisplay: DisplaySystem {
  public let connection: WaylandConnection
  let input: SeatInput
  let control: ControlSocket?
  /// Every surface made, to commit at `flush`; the live keyboard owns them.
  private var surfaces: [WeakSurface] = []
  private var typing: WaylandTyping?
  private var inputMethod: TextRoute?

  /// Connects to `WAYLAND_DISPLAY`; throws, naming what is missing, when
  /// the compositor offers no route for a keyboard.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
    connection = try WaylandConnection(environment: environment)
    let missing = connection.missing
    guard missing.isEmpty else {
      throw WaylandError(
        "the Wayland compositor on \(connection.name) lacks \(missing.joined(separator: ", ")), "
          + "which an on-screen keyboard needs (wlroots compositors such as sway offer them; on KDE "
          + "Plasma, choose SciMath in System Settings → Virtual Keyboard and KWin starts it with "
          + "its own). X applications still work with `scimath run --backend x11` on XWayland.")
    }
    input = SeatInput(connection: connection)
    control = ControlSocket(environment: environment)
    connection.roundtrip()
    inputMethod = Self.textRoute(connection)
    connection.roundtrip()
    if (inputMethod as? InputMethod)?.unavailable == true {
      StandardStreams.error(
        "scimath: another input method holds the seat: text goes as keys of a virtual keyboard")
    }
  }

  /// KWin's input method where KWin offers it (it started this keyboard),
  /// else wlroots'.
  static func textRoute(_ connection: WaylandConnection) -> TextRoute? {
    if let kwin = connection.kwinInputMethod {
      return KWinInputMethod(proxy: kwin, connection: connection)
    }
    return InputMethod(connection: connection)
  }

  public var name: String { connection.name }

  public var screenSize: (width: Int, height: Int) {
    let frames = monitors().map(\.frame)
    return (frames.map(\.maxX).max() ?? 0, frames.map(\.maxY).max() ?? 0)
  }

  public func monitors() -> [Monitor] {
    connection.outputs.filter { $0.width > 0 && $0.height > 0 }.map(\.monitor)
  }

  public func pointer() -> (x: Int, y: Int)? { nil }

  /// The first output's scale (Wayland's integer scale), then GDK_SCALE.
  public func scaleSources() -> DisplayScale {
    DisplayScale(
      windowScalingFactor: connection.outputs.first.map(\.scale),
      gdkScale: ProcessInfo.processInfo.environment["GDK_SCALE"])
  }

  /// The layouts the compositor is told to use by the environment
  /// (XKB_DEFAULT_LAYOUT, as sway and most wlroots compositors read it).
  public func keyboardLayouts() -> [String] {
    (ProcessInfo.processInfo.environment["XKB_DEFAULT_LAYOUT"] ?? "")
      .split(separator: ",").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
  }

  /// GTK_THEME's `:dark` variant; Wayland has no settings of its own.
  public func prefersDark() -> Bool {
    ProcessInfo.processInfo.environment["GTK_THEME"]?.lowercased().hasSuffix(":dark") == true
  }

  public func makeKeyboardSurface(width: Int, height: Int, dock: DockFrame?, title: String)
    -> KeyboardSurface
  {
    let surface = WaylandKeyboardSurface(
      connection: connection, width: width, height: height, dock: dock)
    surfaces.append(WeakSurface(surface: surface.layer))
    input.keyboard = surface.layer
    return surface
  }

  public func claimControl(for surface: KeyboardSurface) -> Bool { control?.claim() ?? true }

  public func makeRestoreButton(frame: Rect) -> RestoreButtonSurface {
    let button = WaylandRestoreButton(connection: connection, frame: frame)
    surfaces.append(WeakSurface(surface: button.layer))
    return button
  }

  public func makeEvents(for surface: KeyboardSurface, preferencesFile: URL?) throws
    -> PlatformEvents
  {
    WaylandEvents(
      connection: connection, control: control, input: input, preferencesFile: preferencesFile,
      inputMethod: { [weak self] in self?.inputMethod })
  }

  public func makeOutput(erasesInParts: @escaping (Character) -> Int) throws -> PlatformOutput {
    if let typing { return typing }
    let made = try WaylandTyping(connection: connection, inputMethod: inputMethod)
    typing = made
    return made
  }

  /// Commits the frames presented and the erase the input method holds,
  /// and sends it all.
  public func flush() {
    typing?.flush()
    surfaces.removeAll { $0.surface == nil }
    for surface in surfaces { surface.surface?.commit() }
    connection.flush()
  }

  public var pendingSignal: Int32? { SignalGuard.pending }
}

struct WeakSurface {
  weak var surface: LayerSurface?
}
