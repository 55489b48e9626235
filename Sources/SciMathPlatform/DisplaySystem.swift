import FoundationEssentials
import SciMathBase
import SciMathCore

/// What the live keyboard needs of a display system, and all it knows of
/// one: the desktop it sits on, a surface to draw on and a bring-back
/// button, events in (touches, pointer, commands, focus), text and keys
/// out, and the clock they are stepped on. X11 is the first
/// (`X11Display`, in SciMathX11); a second is a sibling target that
/// conforms, and nothing above this changes.
public protocol DisplaySystem: AnyObject {
  /// How to name it in a message (`:0`, `wayland-1`).
  var name: String { get }

  // MARK: The desktop

  /// The whole screen, in pixels.
  var screenSize: (width: Int, height: Int) { get }
  /// The monitors, as the desktop arranges them.
  func monitors() -> [Monitor]
  /// Where the pointer is, if the display system tells.
  func pointer() -> (x: Int, y: Int)?
  /// Where the desktop's scale can come from (its settings, the monitors).
  func scaleSources() -> DisplayScale
  /// The system's keyboard layouts, in order (`languages = auto`).
  func keyboardLayouts() -> [String]
  /// Whether the desktop asks for dark windows.
  func prefersDark() -> Bool

  // MARK: Surfaces

  /// The keyboard's surface, mapped by `show`: docked when `dock` says
  /// where, else floating. It never takes the focus.
  func makeKeyboardSurface(width: Int, height: Int, dock: DockFrame?, title: String)
    -> KeyboardSurface
  /// Claims the display system's control channel for this surface
  /// (`scimath show | hide | toggle` reach it); false when another keyboard
  /// holds it.
  func claimControl(for surface: KeyboardSurface) -> Bool
  /// The small button that brings a dismissed keyboard back.
  func makeRestoreButton(frame: Rect) -> RestoreButtonSurface

  // MARK: Events and output

  /// The events of `surface` (and of any restore button made later), of
  /// the preferences file and of the process's signals.
  func makeEvents(for surface: KeyboardSurface, preferencesFile: URL?) throws -> PlatformEvents
  /// Where the keyboard's text and keys go. Made once the first frame is
  /// shown (it may take time); `erasesInParts` tells, for a toolkit that
  /// erases a character in parts, how many BackSpaces it takes.
  func makeOutput(erasesInParts: @escaping (Character) -> Int) throws
    -> PlatformOutput
  /// Sends what is queued to the display system.
  func flush()
  /// The signal that stopped the loop, if one did.
  var pendingSignal: Int32? { get }
}

/// The keyboard's surface: pixels in, placed as docked or floating.
public protocol KeyboardSurface: AnyObject {
  var width: Int { get }
  var height: Int { get }
  var docked: Bool { get }
  func show()
  func hide()
  /// Docks it at `dock` (the monitors changed).
  func place(_ dock: DockFrame)
  /// Asks for a new size (a floating keyboard keeps its proportions).
  func resize(width: Int, height: Int)
  /// The display system settled on this size.
  func resized(width: Int, height: Int)
  /// Moves a floating keyboard off a text field it covers (screen pixels).
  func moveOff(_ field: PixelRect)
  /// Copies a rectangle of a 32-bit xRGB buffer (Cairo's ARGB32) to it.
  func present(
    pixels: UnsafeMutableRawPointer, stride: Int, bufferWidth: Int, bufferHeight: Int,
    x: Int, y: Int, width: Int, height: Int)
}

/// The bring-back button's surface, square, in screen pixels.
public protocol RestoreButtonSurface: AnyObject {
  var frame: Rect { get }
  var shown: Bool { get }
  func move(to frame: Rect)
  func show()
  func hide()
  func present(pixels: UnsafeMutableRawPointer, stride: Int, side: Int)
}

/// Events in, on the clock the machine is stepped on.
public protocol PlatformEvents: AnyObject {
  /// What is queued; if nothing is, waits for something or `deadline` (on
  /// `MonotonicClock`), which gives `.keyboard(.deadline)`.
  func next(deadline: Double?) -> [PlatformEvent]
  /// Now, on the events' clock.
  func now() -> Double
  /// The time last given, for a step that follows from the last event.
  func lastTime() -> Double
  /// Takes touches on the bring-back button too.
  func watch(restoreButton: RestoreButtonSurface)
  /// Starts (or, with false, stops) watching which text field has the
  /// focus (`auto-show`): `.textFocus`, `.accessibilityReady`,
  /// `.accessibilityEnded` come in. `quiet`: a retry, which says nothing
  /// when it finds no way to watch again.
  func watchFocus(_ on: Bool, quiet: Bool)
}

/// Text and keys out, into the focused application.
public protocol PlatformOutput: KeyOutputSink {
  /// Puts back whatever typing changed on the system (a keymap), on every
  /// way out.
  func restore()
}
