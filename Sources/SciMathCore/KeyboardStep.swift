/// What one event did: what to send to the application, what the
/// keyboard asks of its platform, and what to repaint.
public struct KeyboardStep: Equatable, Sendable {
  public var outputs: [KeyOutput] = []
  public var effects: [KeyboardEffect] = []
  public var repaint: Repaint = .none

  public init(outputs: [KeyOutput] = [], effects: [KeyboardEffect] = [], repaint: Repaint = .none) {
    self.outputs = outputs
    self.effects = effects
    self.repaint = repaint
  }
}

/// Requests to the platform that are not output to the application.
public enum KeyboardEffect: Equatable, Sendable {
  /// The dismiss key: hide the keyboard.
  case hide
  /// The user chose an input mode (by its id): keep it in the preferences.
  case inputModeChosen(String)
  /// The user tapped a candidate for a drawing (with `draw-learn` on):
  /// keep the drawing as the user's template for that symbol.
  case learnDrawing(Drawing, String)
  /// A row of the settings panel changed a setting: write it to the
  /// user's file (checked as `scimath settings set` checks it).
  case changeSetting(key: String, value: String)
}
