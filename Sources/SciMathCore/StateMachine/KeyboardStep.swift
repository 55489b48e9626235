/// What one event did: what to send to the application, what the
/// keyboard asks of its platform, and what to repaint.
///
/// The step's handlers return one each, and the step adds them up, so
/// nothing a step does is kept in the state machine once it returns.
public struct KeyboardStep: Equatable, Sendable, ExpressibleByArrayLiteral {
  public var outputs: [KeyOutput] = []
  public var effects: [KeyboardEffect] = []
  public var repaint: Repaint = .none

  public init(outputs: [KeyOutput] = [], effects: [KeyboardEffect] = [], repaint: Repaint = .none) {
    self.outputs = outputs
    self.effects = effects
    self.repaint = repaint
  }

  public init(arrayLiteral outputs: KeyOutput...) { self.init(outputs: outputs) }

  mutating func append(_ output: KeyOutput) { outputs.append(output) }
  mutating func append(_ effect: KeyboardEffect) { effects.append(effect) }

  /// Both steps' outputs and effects, in order.
  static func + (a: KeyboardStep, b: KeyboardStep) -> KeyboardStep {
    KeyboardStep(outputs: a.outputs + b.outputs, effects: a.effects + b.effects)
  }

  static func += (a: inout KeyboardStep, b: KeyboardStep) { a = a + b }
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
  /// The strip needs the symbol table (a search, or a symbol typed):
  /// load it and hand it back with `.symbolsLoaded`.
  case loadSymbols
  /// The strip's recent symbols changed with `remember-recents` on: keep
  /// them (latest first); none (the setting turned off) removes them.
  case keepRecents([String])
  /// The drawing pad opened: load the recognizer and hand it back with
  /// `.recognizerLoaded`.
  case loadRecognizer
  /// A letter was tapped, or a language chosen: load that language's
  /// model and hand it back with `.wordsLoaded`.
  case loadWords(String)
  /// The words the user kept changed with `remember-words` on: keep them;
  /// none (the setting turned off) removes the file.
  case keepWords([String])
}
