/// Everything the renderer needs beyond the geometry: what is pressed,
/// flashing, or popped up. Produced by `KeyStateMachine`, or built directly
/// for a screenshot.
public struct ViewState: Equatable, Sendable {
  public var layer: LayerID
  /// The input mode (index in globe order) whose letters the ABC layer shows.
  public var mode = 0
  public var shift: ShiftState
  /// The desktop row's modifiers latched (`.on`, for the next key) or
  /// locked; absent: off.
  public var modifiers: [Modifier: ShiftState] = [:]
  public var pressed: Set<String>
  public var flashing: Set<String>
  public var balloon: Balloon?
  public var popup: AlternatesPopup?
  /// Shown on the space bar instead of its label: the new mode's name.
  public var spaceLabel: String?
  /// The symbol strip above the keys; nil when it is off.
  public var strip: StripView?
  /// The space bar is a trackpad: the key labels fade, as on iOS.
  public var trackpad = false
  /// The drawing pad, in the keys' place; nil when the keys are shown.
  public var drawPad: DrawPadView?
  /// The settings panel, over the whole window; nil when it is closed.
  public var settings: SettingsPanelView?
  /// The line under a finger sliding across the letters.
  public var trail: Trail?

  public init(
    layer: LayerID, shift: ShiftState = .off, pressed: Set<String> = [],
    flashing: Set<String> = [], balloon: Balloon? = nil, popup: AlternatesPopup? = nil
  ) {
    self.layer = layer
    self.shift = shift
    self.pressed = pressed
    self.flashing = flashing
    self.balloon = balloon
    self.popup = popup
  }
}
