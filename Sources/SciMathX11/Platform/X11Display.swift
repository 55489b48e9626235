import FoundationEssentials
import SciMathBase
import SciMathCore
import SciMathPlatform

/// The X11 display system: the keyboard's window and bring-back button,
/// XInput 2 touches and pointer, XTest typing, RandR monitors, XSETTINGS
/// and resources for the scale, the accessibility bus for the focus.
public final class X11Display: DisplaySystem {
  public let connection: XConnection
  /// The keys the output pressed: the events tell them from other clients'.
  let ownKeys = OwnKeyPresses()

  public init(connection: XConnection) { self.connection = connection }

  public var name: String { connection.name }
  public var screenSize: (width: Int, height: Int) { connection.screenSize }
  public func monitors() -> [Monitor] { DesktopDisplay.monitors(connection) }
  public func pointer() -> (x: Int, y: Int)? { DesktopDisplay.pointer(connection) }
  public func scaleSources() -> DisplayScale { DesktopDisplay.scaleSources(connection) }
  public func keyboardLayouts() -> [String] { connection.xkbLayouts() }
  public func prefersDark() -> Bool { DesktopTheme.prefersDark(connection) }

  public func makeKeyboardSurface(width: Int, height: Int, dock: DockFrame?, title: String)
    -> KeyboardSurface
  {
    KeyboardWindow(connection: connection, width: width, height: height, dock: dock, title: title)
  }

  public func claimControl(for surface: KeyboardSurface) -> Bool {
    guard let window = surface as? KeyboardWindow else { return false }
    return ControlChannel(connection: connection).claim(for: window.window)
  }

  public func makeRestoreButton(frame: Rect) -> RestoreButtonSurface {
    RestoreButtonWindow(connection: connection, frame: frame)
  }

  public func makeEvents(for surface: KeyboardSurface, preferencesFile: URL?) throws
    -> PlatformEvents
  {
    guard let window = surface as? KeyboardWindow else {
      throw XError("not a surface of this display")
    }
    let events = try EventSource(
      connection: connection, window: window, preferencesFile: preferencesFile)
    events.recognize(ownKeys)
    return events
  }

  public func makeOutput(erasesInParts: @escaping (Character) -> Int) throws -> PlatformOutput {
    try XTestOutput(ownKeys: ownKeys, backspacesInParts: erasesInParts)
  }

  public func flush() { connection.flush() }

  public var pendingSignal: Int32? { SignalGuard.pending }
}

extension KeyboardWindow: KeyboardSurface {}
extension RestoreButtonWindow: RestoreButtonSurface {}
extension XTestOutput: PlatformOutput {}

extension EventSource: PlatformEvents {
  public func watch(restoreButton: RestoreButtonSurface) {
    guard let button = restoreButton as? RestoreButtonWindow else { return }
    watch(restoreButton: button.window)
  }

  public func watchFocus(_ on: Bool, quiet: Bool) {
    focusWatch?.stop()
    focusWatch = on ? AccessibilityFocusWatch(quiet: quiet) : nil
  }
}
