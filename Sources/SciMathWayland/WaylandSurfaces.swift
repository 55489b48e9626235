import FoundationEssentials
import SciMathBase
import SciMathCore
import SciMathPlatform

/// The keyboard's surface on Wayland: a layer surface docked at the bottom
/// of the output with an exclusive zone (windows end above it). Floating,
/// it is the same surface at its form's width without the zone: wlroots
/// gives a layer surface no way to be dragged.
final class WaylandKeyboardSurface: KeyboardSurface {
  let layer: LayerSurface
  let queue: WaylandEventQueue
  private(set) var docked: Bool

  init(connection: WaylandConnection, width: Int, height: Int, dock: DockFrame?) {
    docked = dock != nil
    layer = LayerSurface(
      connection: connection,
      role: connection.inputPanel != nil ? .panel : .keyboard(exclusive: dock != nil),
      width: dock?.frame.width ?? width, height: dock?.frame.height ?? height)
    queue = connection.queue
    layer.onConfigure = { [unowned self] width, height in
      if width != self.width || height != self.height {
        queue.post(.resized(width: width, height: height))
      }
      queue.post(.exposed)
    }
    layer.onClosed = { [unowned self] in queue.post(.closeRequested) }
  }

  var width: Int { layer.width }
  var height: Int { layer.height }

  func show() { layer.map() }
  func hide() { layer.unmap() }

  func place(_ dock: DockFrame) {
    docked = true
    layer.reshape(
      width: dock.frame.width, height: dock.frame.height, role: .keyboard(exclusive: true))
  }

  func resize(width: Int, height: Int) {
    layer.reshape(width: width, height: height, role: .keyboard(exclusive: docked))
  }

  func resized(width: Int, height: Int) {
    layer.reshape(width: width, height: height, role: .keyboard(exclusive: docked))
  }

  /// Applications end above a docked keyboard; a floating one stays put.
  func moveOff(_ field: PixelRect) {}

  func present(
    pixels: UnsafeMutableRawPointer, stride: Int, bufferWidth: Int, bufferHeight: Int, x: Int,
    y: Int, width: Int, height: Int
  ) {
    layer.present(
      pixels: pixels, stride: stride, bufferWidth: bufferWidth, bufferHeight: bufferHeight, x: x,
      y: y, width: width, height: height)
  }
}

/// The bring-back button: a small layer surface over every window.
final class WaylandRestoreButton: RestoreButtonSurface {
  let layer: LayerSurface

  init(connection: WaylandConnection, frame: Rect) {
    let side = Int(frame.width.rounded())
    layer = LayerSurface(
      connection: connection, role: .button(frame: frame), width: side, height: side)
    let queue = connection.queue
    layer.onConfigure = { _, _ in queue.post(.restoreButtonExposed) }
  }

  var frame: Rect {
    if case .button(let frame) = layer.role { return frame }
    return Rect(x: 0, y: 0, width: 0, height: 0)
  }

  var shown: Bool { layer.mapped }

  func move(to frame: Rect) {
    let side = Int(frame.width.rounded())
    layer.reshape(width: side, height: side, role: .button(frame: frame))
  }

  func show() { layer.map() }
  func hide() { layer.unmap() }

  func present(pixels: UnsafeMutableRawPointer, stride: Int, side: Int) {
    layer.present(
      pixels: pixels, stride: stride, bufferWidth: side, bufferHeight: side, x: 0, y: 0,
      width: side, height: side)
  }
}
