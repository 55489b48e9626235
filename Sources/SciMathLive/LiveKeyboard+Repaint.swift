import SciMathCore
import SciMathRender

/// Drawing into the back buffer, and presenting it in the window.
extension LiveKeyboard {
  func renderFull() { draw(.all) }

  /// Draws what a step changed into the back buffer (the renderer decides
  /// how: single keys, the strip, a clipped region, or the frame), in the
  /// theme the preferences now name.
  func draw(_ repaint: Repaint) {
    if machine.preferences.theme != rendererTheme {
      rendererTheme = machine.preferences.theme
      renderer = KeyboardRenderer(theme: catalog.theme(rendererTheme))
    }
    Self.render(repaint, renderer, into: buffer, scale: scale, machine)
  }

  /// The drawing itself, apart so that `init` can draw the first frame
  /// before every stored property is set.
  static func render(
    _ repaint: Repaint, _ renderer: KeyboardRenderer, into buffer: ImageSurface, scale: Double,
    _ machine: KeyStateMachine
  ) {
    let (view, keyboard) = (machine.view, machine.keyboard)
    buffer.draw(scale: scale) { cr in renderer.redraw(cr, repaint, keyboard: keyboard, view: view) }
  }

  /// Draws and presents what a step changed, and only that.
  func repaint(_ repaint: Repaint) {
    draw(repaint)
    switch repaint {
    case .none:
      return
    case .keys(let indices):
      let keys = keyboard.geometry(machine.view.layer).keys
      for index in indices { present(keys[index].cell) }
    case .region(let r), .strip(let r):
      present(r)
    case .all:
      presentAll()
    }
    connection.flush()
  }

  func presentAll() {
    presentPixels(Rect(x: 0, y: 0, width: Double(buffer.width), height: Double(buffer.height)))
  }

  /// Presents a rectangle given in points, in the keys' coordinates (the
  /// strip above them at negative y).
  func present(_ r: Rect) {
    var inWindow = r
    inWindow.y += machine.keyTop
    presentPixels(inWindow.scaled(by: scale))
  }

  func presentPixels(_ r: Rect) {
    guard let data = buffer.data else { return }
    let x0 = max(0, Int(r.minX.rounded(.down)))
    let y0 = max(0, Int(r.minY.rounded(.down)))
    let x1 = min(buffer.width, Int(r.maxX.rounded(.up)))
    let y1 = min(buffer.height, Int(r.maxY.rounded(.up)))
    guard x1 > x0, y1 > y0 else { return }
    window.present(
      pixels: data, stride: buffer.stride, bufferWidth: buffer.width, bufferHeight: buffer.height,
      x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
