import CWaylandClient
import CWaylandProtocols
import FoundationEssentials
import SciMathBase
import SciMathCore
import SciMathPlatform

/// A surface of the keyboard's on a wlroots layer (`zwlr_layer_shell_v1`):
/// the keyboard, docked at the bottom with an exclusive zone so that
/// windows end above it, or the bring-back button, at its place over
/// everything. Neither ever takes the keyboard focus (interactivity none).
///
/// Frames are drawn by the live keyboard into its Cairo back buffer,
/// copied into a free shared-memory buffer by `present`, and committed by
/// the display's `flush` with the damage of every rectangle presented.
final class LayerSurface {
  enum Role {
    /// Anchored left, right and bottom; `exclusive` reserves its height.
    case keyboard(exclusive: Bool)
    /// KWin's input panel: KWin places it at the bottom of the output and
    /// shows it while a text field is active; a click on it leaves the
    /// field its focus (on a layer surface, KWin moves the focus away).
    case panel
    /// Anchored top left at `frame` (screen pixels), above windows.
    case button(frame: Rect)
  }

  let connection: WaylandConnection
  var role: Role
  /// In pixels (the buffers' size).
  private(set) var width: Int
  private(set) var height: Int
  /// Pixels per surface unit: the output's scale when the size divides.
  private(set) var bufferScale = 1
  private(set) var surface: OpaquePointer?
  private var layerSurface: OpaquePointer?
  private var panelSurface: OpaquePointer?
  /// The compositor has configured the surface: buffers may be attached.
  private(set) var configured = false
  private var buffers: [ShmBuffer] = []
  /// The buffer being filled for the next commit, and what changed in it.
  private var pending: ShmBuffer?
  private var damage: [PixelRect] = []
  /// Told when the surface can be drawn on (configured) or got a new size.
  var onConfigure: ((_ width: Int, _ height: Int) -> Void)?
  var onClosed: (() -> Void)?

  init(connection: WaylandConnection, role: Role, width: Int, height: Int) {
    self.connection = connection
    self.role = role
    self.width = max(1, width)
    self.height = max(1, height)
  }

  deinit { unmap() }

  var mapped: Bool { layerSurface != nil || panelSurface != nil }

  /// Makes the surface and its layer role, and commits it empty: the
  /// compositor answers with a configure, after which frames may go.
  func map() {
    if case .panel = role { return mapPanel() }
    guard layerSurface == nil, let compositor = connection.compositor,
      let shell = connection.layerShell, let surface = wl_compositor_create_surface(compositor)
    else { return }
    let layer =
      if case .button = role { ZWLR_LAYER_SHELL_V1_LAYER_OVERLAY } else {
        ZWLR_LAYER_SHELL_V1_LAYER_TOP
      }
    guard
      let layered = zwlr_layer_shell_v1_get_layer_surface(
        shell, surface, nil, layer.rawValue, "scimath")
    else {
      wl_surface_destroy(surface)
      return
    }
    self.surface = surface
    layerSurface = layered
    configured = false
    zwlr_layer_surface_v1_add_listener(
      layered, &Self.listener, Unmanaged.passUnretained(self).toOpaque())
    zwlr_layer_surface_v1_set_keyboard_interactivity(
      layered, ZWLR_LAYER_SURFACE_V1_KEYBOARD_INTERACTIVITY_NONE.rawValue)
    applyGeometry()
    wl_surface_commit(surface)
  }

  /// KWin's panel has no configure: it takes the buffers' size.
  private func mapPanel() {
    guard panelSurface == nil, let compositor = connection.compositor,
      let panel = connection.inputPanel, let surface = wl_compositor_create_surface(compositor),
      let panelSurface = zwp_input_panel_v1_get_input_panel_surface(panel, surface)
    else { return }
    self.surface = surface
    self.panelSurface = panelSurface
    zwp_input_panel_surface_v1_set_toplevel(
      panelSurface, connection.outputs.first?.proxy,
      ZWP_INPUT_PANEL_SURFACE_V1_POSITION_CENTER_BOTTOM.rawValue)
    let scale = connection.outputs.first?.scale ?? 1
    bufferScale = width % scale == 0 && height % scale == 0 ? scale : 1
    wl_surface_set_buffer_scale(surface, Int32(bufferScale))
    configured = true
    onConfigure?(width, height)
  }

  /// Destroys the role and the surface: the compositor unmaps it (and
  /// gives back an exclusive zone). `map` makes them anew.
  func unmap() {
    if let panelSurface { zwp_input_panel_surface_v1_destroy(panelSurface) }
    panelSurface = nil
    if let layerSurface { zwlr_layer_surface_v1_destroy(layerSurface) }
    if let surface { wl_surface_destroy(surface) }
    layerSurface = nil
    surface = nil
    configured = false
    pending = nil
    damage = []
  }

  /// A new size in pixels (and, for the button, a new place).
  func reshape(width: Int, height: Int, role: Role) {
    self.role = role
    if width != self.width || height != self.height {
      self.width = max(1, width)
      self.height = max(1, height)
      buffers = []
      pending = nil
      damage = []
    }
    guard let surface, layerSurface != nil else {
      // The panel takes its new size with the next frame.
      if panelSurface != nil { onConfigure?(self.width, self.height) }
      return
    }
    applyGeometry()
    wl_surface_commit(surface)
  }

  private func applyGeometry() {
    guard let layered = layerSurface, let surface else { return }
    let scale = connection.outputs.first?.scale ?? 1
    bufferScale = width % scale == 0 && height % scale == 0 ? scale : 1
    wl_surface_set_buffer_scale(surface, Int32(bufferScale))
    let (w, h) = (UInt32(width / bufferScale), UInt32(height / bufferScale))
    switch role {
    case .keyboard(let exclusive):
      zwlr_layer_surface_v1_set_anchor(
        layered,
        ZWLR_LAYER_SURFACE_V1_ANCHOR_BOTTOM.rawValue | ZWLR_LAYER_SURFACE_V1_ANCHOR_LEFT.rawValue
          | ZWLR_LAYER_SURFACE_V1_ANCHOR_RIGHT.rawValue)
      zwlr_layer_surface_v1_set_size(layered, w, h)
      zwlr_layer_surface_v1_set_exclusive_zone(layered, exclusive ? Int32(h) : 0)
    case .panel:
      break
    case .button(let frame):
      zwlr_layer_surface_v1_set_anchor(
        layered,
        ZWLR_LAYER_SURFACE_V1_ANCHOR_TOP.rawValue | ZWLR_LAYER_SURFACE_V1_ANCHOR_LEFT.rawValue)
      zwlr_layer_surface_v1_set_size(layered, w, h)
      zwlr_layer_surface_v1_set_margin(
        layered, Int32(frame.y) / Int32(bufferScale), 0, 0, Int32(frame.x) / Int32(bufferScale))
    }
  }

  /// A point of the surface (surface units) in the buffer's pixels.
  func pixels(_ x: Double, _ y: Double) -> Point {
    Point(x: x * Double(bufferScale), y: y * Double(bufferScale))
  }

  /// Copies a rectangle of the back buffer into the next frame. The first
  /// rectangle after a commit copies the whole back buffer into a free
  /// buffer, which may hold a frame from long ago.
  func present(
    pixels source: UnsafeMutableRawPointer, stride: Int, bufferWidth: Int, bufferHeight: Int,
    x: Int, y: Int, width w: Int, height h: Int
  ) {
    if pending == nil {
      guard let free = freeBuffer() else { return }
      free.copy(
        from: source, stride: stride, sourceWidth: bufferWidth, sourceHeight: bufferHeight,
        x: 0, y: 0, width: width, height: height)
      pending = free
    } else {
      pending?.copy(
        from: source, stride: stride, sourceWidth: bufferWidth, sourceHeight: bufferHeight,
        x: x, y: y, width: w, height: h)
    }
    if case .button = role { pending?.clearOutsideCircle() }
    damage.append(PixelRect(x: x, y: y, width: w, height: h))
  }

  private func freeBuffer() -> ShmBuffer? {
    if let free = buffers.first(where: { !$0.busy }) { return free }
    var alpha = false
    if case .button = role { alpha = true }
    guard
      let made = ShmBuffer(connection: connection, width: width, height: height, alpha: alpha)
    else {
      return nil
    }
    buffers.append(made)
    return made
  }

  /// Commits the frame `present` filled, with its damage.
  func commit() {
    guard configured, let surface, let frame = pending else { return }
    wl_surface_attach(surface, frame.buffer, 0, 0)
    for r in damage {
      wl_surface_damage_buffer(surface, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
    }
    wl_surface_commit(surface)
    frame.busy = true
    pending = nil
    damage = []
  }

  private func configure(serial: UInt32, width w: UInt32, height h: UInt32) {
    guard let layerSurface else { return }
    zwlr_layer_surface_v1_ack_configure(layerSurface, serial)
    configured = true
    let newWidth = w == 0 ? width : Int(w) * bufferScale
    let newHeight = h == 0 ? height : Int(h) * bufferScale
    onConfigure?(newWidth, newHeight)
  }

  nonisolated(unsafe) static var listener = zwlr_layer_surface_v1_listener(
    configure: { data, _, serial, width, height in
      guard let data else { return }
      Unmanaged<LayerSurface>.fromOpaque(data).takeUnretainedValue()
        .configure(serial: serial, width: width, height: height)
    },
    closed: { data, _ in
      guard let data else { return }
      Unmanaged<LayerSurface>.fromOpaque(data).takeUnretainedValue().onClosed?()
    })
}
