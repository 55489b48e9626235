import CWaylandClient
import CWaylandProtocols
import FoundationEssentials
import Glibc
import SciMathBase
import SciMathCore
import SciMathPlatform

/// A failure of the Wayland platform, said as it is to the user.
public struct WaylandError: Error, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}

/// The connection to the compositor and the globals the keyboard binds:
/// what it draws with (compositor, shm, layer shell), the outputs it docks
/// on, the seat its input comes from, and the two routes its typing takes
/// (an input method for text, a virtual keyboard for keys).
public final class WaylandConnection {
  public let display: OpaquePointer
  public let name: String
  let registry: OpaquePointer
  var compositor: OpaquePointer?
  var shm: OpaquePointer?
  var seat: OpaquePointer?
  var layerShell: OpaquePointer?
  var inputMethodManager: OpaquePointer?
  var virtualKeyboardManager: OpaquePointer?
  /// KWin's input method, offered only to the keyboard KWin starts.
  var kwinInputMethod: OpaquePointer?
  /// KWin's input panel: the keyboard's surface there, which a click does
  /// not take the text field's focus from.
  var inputPanel: OpaquePointer?
  var outputs: [WaylandOutputInfo] = []
  /// The seat's capabilities (pointer, keyboard, touch), as last told:
  /// listened to from the bind on, since the first telling comes once.
  private(set) var seatCapabilities: UInt32 = 0
  var onSeatCapabilities: ((UInt32) -> Void)? {
    didSet { onSeatCapabilities?(seatCapabilities) }
  }
  /// Where the callbacks of every object leave what the loop must see.
  let queue = WaylandEventQueue()

  /// Connects to `WAYLAND_DISPLAY` and learns the globals (two round
  /// trips: the globals, then each output's description).
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
    // WAYLAND_SOCKET: a connection the compositor made for a program it
    // started (KWin's virtual keyboard).
    let named =
      environment["WAYLAND_DISPLAY"] ?? environment["WAYLAND_SOCKET"].map { _ in "wayland" } ?? ""
    guard !named.isEmpty, let display = wl_display_connect(nil) else {
      throw WaylandError(
        named.isEmpty
          ? "no Wayland display (WAYLAND_DISPLAY is not set)"
          : "cannot connect to the Wayland display \(named)")
    }
    self.display = display
    name = named
    guard let registry = wl_display_get_registry(display) else {
      wl_display_disconnect(display)
      throw WaylandError("the Wayland display \(named) gave no registry")
    }
    self.registry = registry
    wl_registry_add_listener(
      registry, &Self.registryListener, Unmanaged.passUnretained(self).toOpaque())
    wl_display_roundtrip(display)
    wl_display_roundtrip(display)
  }

  deinit { wl_display_disconnect(display) }

  /// What typing cannot work without, named; empty when all is there:
  /// wlroots' input method and virtual keyboard, or KWin's input method.
  public var missingForTyping: [String] {
    var names: [String] = []
    if seat == nil { names.append("wl_seat") }
    guard kwinInputMethod == nil else { return names }
    if inputMethodManager == nil { names.append("zwp_input_method_manager_v2") }
    if virtualKeyboardManager == nil { names.append("zwp_virtual_keyboard_manager_v1") }
    return names
  }

  /// What the keyboard cannot work without, named; empty when all is there.
  public var missing: [String] {
    var names: [String] = []
    if compositor == nil { names.append("wl_compositor") }
    if shm == nil { names.append("wl_shm") }
    if layerShell == nil && inputPanel == nil { names.append("zwlr_layer_shell_v1") }
    return names + missingForTyping
  }

  public var fileDescriptor: Int32 { wl_display_get_fd(display) }

  /// Sends what is queued; false when the connection is gone.
  @discardableResult
  public func flush() -> Bool { wl_display_flush(display) >= 0 || errno == EAGAIN }

  public func roundtrip() { wl_display_roundtrip(display) }

  /// Dispatches events as they come until `done` holds (asked at least
  /// every 10 ms) or `timeout` seconds pass.
  func dispatch(until done: () -> Bool, timeout: Double) {
    let end = MonotonicClock.seconds() + timeout
    while !done() {
      let left = end - MonotonicClock.seconds()
      guard left > 0 else { return }
      while wl_display_prepare_read(display) != 0 { wl_display_dispatch_pending(display) }
      flush()
      var fd = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
      // A short wait: `done` may depend on time alone.
      if poll(&fd, 1, Int32((min(left, 0.01) * 1000).rounded(.up))) > 0 {
        wl_display_read_events(display)
      } else {
        wl_display_cancel_read(display)
      }
      wl_display_dispatch_pending(display)
    }
  }

  func bind(_ name: UInt32, _ interface: UnsafePointer<wl_interface>, version: UInt32)
    -> OpaquePointer?
  {
    OpaquePointer(wl_registry_bind(registry, name, interface, version))
  }

  func global(name: UInt32, interface: String, version: UInt32) {
    switch interface {
    case "wl_compositor":
      compositor = bind(name, scm_wl_compositor_interface(), version: min(version, 4))
    case "wl_shm":
      shm = bind(name, scm_wl_shm_interface(), version: 1)
    case "wl_seat" where seat == nil:
      seat = bind(name, scm_wl_seat_interface(), version: min(version, 5))
      if let seat {
        wl_seat_add_listener(seat, &Self.seatListener, Unmanaged.passUnretained(self).toOpaque())
      }
    case "wl_output":
      guard let output = bind(name, scm_wl_output_interface(), version: min(version, 4)) else {
        return
      }
      let info = WaylandOutputInfo(proxy: output, global: name)
      outputs.append(info)
      wl_output_add_listener(output, &WaylandOutputInfo.listener, info.userData)
    case "zwlr_layer_shell_v1":
      layerShell = bind(name, scm_layer_shell_interface(), version: min(version, 4))
    case "zwp_input_method_manager_v2":
      inputMethodManager = bind(name, scm_input_method_manager_interface(), version: 1)
    case "zwp_input_method_v1":
      kwinInputMethod = bind(name, scm_kwin_input_method_interface(), version: 1)
    case "zwp_input_panel_v1":
      inputPanel = bind(name, scm_kwin_input_panel_interface(), version: 1)
    case "zwp_virtual_keyboard_manager_v1":
      virtualKeyboardManager = bind(name, scm_virtual_keyboard_manager_interface(), version: 1)
    default:
      break
    }
  }

  func globalRemoved(name: UInt32) {
    guard let index = outputs.firstIndex(where: { $0.global == name }) else { return }
    wl_output_destroy(outputs[index].proxy)
    outputs.remove(at: index)
    queue.post(.displayChanged)
  }

  nonisolated(unsafe) static var seatListener = wl_seat_listener(
    capabilities: { data, _, caps in
      guard let data else { return }
      let connection = Unmanaged<WaylandConnection>.fromOpaque(data).takeUnretainedValue()
      connection.seatCapabilities = caps
      connection.onSeatCapabilities?(caps)
    },
    name: { _, _, _ in })

  nonisolated(unsafe) static var registryListener = wl_registry_listener(
    global: { data, _, name, interface, version in
      guard let data, let interface else { return }
      Unmanaged<WaylandConnection>.fromOpaque(data).takeUnretainedValue()
        .global(name: name, interface: String(cString: interface), version: version)
    },
    global_remove: { data, _, name in
      guard let data else { return }
      Unmanaged<WaylandConnection>.fromOpaque(data).takeUnretainedValue().globalRemoved(name: name)
    })
}

/// What the loop must see, left by the objects' callbacks while libwayland
/// dispatches, in the order they came.
final class WaylandEventQueue {
  var events: [PlatformEvent] = []
  func post(_ event: PlatformEvent) { events.append(event) }
  func take() -> [PlatformEvent] {
    defer { events.removeAll(keepingCapacity: true) }
    return events
  }
}
