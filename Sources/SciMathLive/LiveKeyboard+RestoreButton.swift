import FoundationEssentials
import SciMathCore
import SciMathPlatform
import SciMathRender

/// The bring-back button: shown while the keyboard is dismissed (with
/// `restore-button` on), on the keyboard's monitor at the place kept in
/// the settings; a tap shows the keyboard, a drag moves the button and
/// keeps its new place.
extension LiveKeyboard {
  /// About a fingertip, as iOS's AssistiveTouch button is.
  static let buttonPoints = 48.0
  static let buttonMargin = 8.0
  static let buttonSlop = 8.0

  var settings: Settings { machine.preferences.settings }

  /// The monitor the keyboard docks on, in screen pixels.
  func buttonScreen() -> Rect {
    let root = display.screenSize
    let monitor = Monitor.chosen(
      options.settings.monitor, among: display.monitors(), pointer: display.pointer())
    let screen = monitor?.frame ?? PixelRect(x: 0, y: 0, width: root.width, height: root.height)
    return Rect(
      x: Double(screen.x), y: Double(screen.y), width: Double(screen.width),
      height: Double(screen.height))
  }

  func buttonFrame(_ place: RestoreButtonPlace) -> Rect {
    place.frame(
      size: (Self.buttonPoints * scale).rounded(), margin: Self.buttonMargin * scale,
      on: buttonScreen())
  }

  /// Shows or hides the button as the keyboard's visibility and the
  /// settings now say, at its kept place and in the current theme.
  func syncRestoreButton() {
    guard !visible, settings.restoreButton else {
      restoreButton?.hide()
      restoreGesture = nil
      return
    }
    let frame = buttonFrame(settings.restoreButtonPlace)
    let button: RestoreButtonSurface
    if let existing = restoreButton {
      button = existing
      if existing.frame != frame { existing.move(to: frame) }
    } else {
      button = display.makeRestoreButton(frame: frame)
      events.watch(restoreButton: button)
      restoreButton = button
    }
    button.show()
    drawRestoreButton()
  }

  func drawRestoreButton() {
    guard let button = restoreButton, button.shown else { return }
    let image = RestoreButtonPainter.image(
      points: button.frame.width / scale, scale: scale, theme: catalog.theme(rendererTheme))
    guard let data = image.data else { return }
    button.present(pixels: data, stride: image.stride, side: image.width)
  }

  /// A touch on the button, at its point on the screen.
  func touchRestoreButton(_ event: KeyboardEvent) -> Stop? {
    guard let button = restoreButton else { return nil }
    switch event {
    case .touchDown(_, let p):
      restoreGesture = RestoreButtonGesture(
        frame: button.frame, at: p, slop: Self.buttonSlop * scale)
    case .touchMove(_, let p):
      if let frame = restoreGesture?.move(to: p), frame != button.frame { button.move(to: frame) }
    case .touchUp(_, let p):
      guard var gesture = restoreGesture else { return nil }
      restoreGesture = nil
      switch gesture.release(at: p, margin: Self.buttonMargin * scale, on: buttonScreen()) {
      case .tap:
        return obey(.show)
      case .dropped(let place):
        button.move(to: buttonFrame(place))
        if store.change("restore-button-place", to: place.text) { return reload() }
      }
    default:
      restoreGesture = nil
      syncRestoreButton()
    }
    return nil
  }
}
