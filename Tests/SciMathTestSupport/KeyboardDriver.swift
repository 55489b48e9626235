import SciMathCore

/// The key state machine driven as the live loop drives it: each event
/// goes through the one pure step, and the step's outputs go to a
/// recording output instead of XTest. Each call returns what that step
/// sent, so a test reads as a sequence of touches and what they typed.
public final class KeyboardDriver {
  public private(set) var machine: KeyStateMachine
  public let output = RecordingOutput()
  /// Every effect asked for so far, in order.
  public private(set) var effects: [KeyboardEffect] = []
  /// Outputs the output refused, in order.
  public private(set) var failures: [KeyOutput] = []
  public private(set) var lastStep = KeyboardStep(outputs: [])

  public init(_ machine: KeyStateMachine) { self.machine = machine }

  public convenience init(keyboard: Keyboard, layer: LayerID = .abc) {
    self.init(KeyStateMachine(keyboard: keyboard, layer: layer))
  }

  public convenience init(
    keyboards: [Keyboard], preferences: KeyboardPreferences = KeyboardPreferences()
  ) {
    self.init(KeyStateMachine(keyboards: keyboards, preferences: preferences))
  }

  /// Steps one event and sends its outputs; returns what was sent.
  @discardableResult
  public func step(_ event: KeyboardEvent, at time: Double) -> [KeyOutput] {
    let before = output.sent.count
    lastStep = machine.step(event, at: time)
    output.send(lastStep.outputs) { refused, _ in failures.append(refused) }
    effects += lastStep.effects
    return Array(output.sent[before...])
  }

  @discardableResult
  public func touchDown(_ id: Int, at p: Point, time: Double) -> [KeyOutput] {
    step(.touchDown(id: id, at: p), at: time)
  }

  @discardableResult
  public func touchMove(_ id: Int, to p: Point, time: Double) -> [KeyOutput] {
    step(.touchMove(id: id, to: p), at: time)
  }

  @discardableResult
  public func touchUp(_ id: Int, at p: Point, time: Double) -> [KeyOutput] {
    step(.touchUp(id: id, at: p), at: time)
  }

  /// The `.deadline` event at `time`, as the loop sends it when a timer is due.
  @discardableResult
  public func advance(to time: Double) -> [KeyOutput] { step(.deadline, at: time) }

  /// Keyboards of another width, as the live keyboard takes on a resize.
  public func replaceKeyboards(_ keyboards: [Keyboard], time: Double = 0) {
    step(.keyboardsChanged(keyboards), at: time)
  }

  public var view: ViewState { machine.view }
  public var layer: LayerID { machine.layer }
  public var shift: ShiftState { machine.shift }
  public var keyboard: Keyboard { machine.keyboard }
  public var nextDeadline: Double? { machine.nextDeadline }

  /// The centre of a key of the current layer, by id; nil if it has none.
  public func center(_ id: String) -> Point? {
    machine.keyboard.geometry(machine.layer).key(id: id)?.frame.center
  }
}
