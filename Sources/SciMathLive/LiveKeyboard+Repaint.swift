import SciMathCore
import SciMathRender

/// Drawing into the back buffer, and presenting it in the window.
extension LiveKeyboard {
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
    let rects = repaint.pixelRects(
      keyboard: keyboard, view: machine.view, scale: scale, width: buffer.width,
      height: buffer.height)
    guard !rects.isEmpty else { return }
    for r in rects { presentPixels(r) }
    display.flush()
  }

  func presentAll() {
    presentPixels(PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height))
  }

  func presentPixels(_ r: PixelRect) {
    guard let data = buffer.data else { return }
    window.present(
      pixels: data, stride: buffer.stride, bufferWidth: buffer.width, bufferHeight: buffer.height,
      x: r.x, y: r.y, width: r.width, height: r.height)
  }
}
