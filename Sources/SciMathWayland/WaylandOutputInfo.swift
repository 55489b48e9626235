import CWaylandClient
import SciMathCore

/// One output (monitor) as the compositor describes it: its name, where it
/// sits in the compositor's space, its current mode in pixels and its scale.
final class WaylandOutputInfo {
  let proxy: OpaquePointer
  let global: UInt32
  var name = ""
  var x = 0
  var y = 0
  var width = 0
  var height = 0
  var scale = 1

  init(proxy: OpaquePointer, global: UInt32) {
    self.proxy = proxy
    self.global = global
    name = "wayland-\(global)"
  }

  var userData: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  /// As a monitor, in pixels. The compositor's space is in logical pixels;
  /// an output's pixels are its mode's.
  var monitor: Monitor {
    Monitor(
      name: name, x: x * scale, y: y * scale, width: width, height: height, outputs: [name])
  }

  static func from(_ data: UnsafeMutableRawPointer?) -> WaylandOutputInfo? {
    data.map { Unmanaged<WaylandOutputInfo>.fromOpaque($0).takeUnretainedValue() }
  }

  nonisolated(unsafe) static var listener = wl_output_listener(
    geometry: { data, _, x, y, _, _, _, _, _, _ in
      guard let output = from(data) else { return }
      output.x = Int(x)
      output.y = Int(y)
    },
    mode: { data, _, flags, width, height, _ in
      guard let output = from(data), flags & WL_OUTPUT_MODE_CURRENT.rawValue != 0 else { return }
      output.width = Int(width)
      output.height = Int(height)
    },
    done: { _, _ in },
    scale: { data, _, factor in from(data)?.scale = max(1, Int(factor)) },
    name: { data, _, name in
      guard let output = from(data), let name else { return }
      output.name = String(cString: name)
    },
    description: { _, _, _ in })
}
