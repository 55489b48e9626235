import CX11
import FoundationEssentials
import SciMathCore

/// What the X server says about where and how large to draw: the RandR
/// monitors, the pointer, and the desktop's scale.
public enum DesktopDisplay {
  /// The scale's sources, read anew (RESOURCE_MANAGER from the root
  /// window, not Xlib's copy from when the connection opened, so an `xrdb`
  /// while running is seen).
  public static func scaleSources(_ connection: XConnection) -> DisplayScale {
    let settings = XSettings.read(connection)
    var scale = DisplayScale(gdkScale: ProcessInfo.processInfo.environment["GDK_SCALE"])
    scale.resourceDPI = resources(connection).flatMap(DisplayScale.xftDPI(inResources:))
    // Xft/DPI is in 1024ths of a dot per inch; -1 means "the default".
    if case .integer(let dpi) = settings["Xft/DPI"], dpi > 0 {
      scale.xsettingsDPI = Double(dpi) / 1024
    }
    if case .integer(let factor) = settings["Gdk/WindowScalingFactor"], factor > 0 {
      scale.windowScalingFactor = factor
    }
    return scale
  }

  /// The root window's RESOURCE_MANAGER text.
  static func resources(_ connection: XConnection) -> String? {
    let d = connection.display
    return WindowProperty(d, scm_root_window(d), "RESOURCE_MANAGER", type: Atom(XA_STRING))?.text
  }

  /// The active RandR monitors with their outputs' names; the whole screen
  /// as one monitor when the server has no RandR 1.5 monitors.
  public static func monitors(_ connection: XConnection) -> [Monitor] {
    let d = connection.display
    let root = scm_root_window(d)
    let whole = Monitor(
      name: "screen", x: 0, y: 0, width: connection.screenSize.width,
      height: connection.screenSize.height, primary: true)
    var eventBase: Int32 = 0
    var errorBase: Int32 = 0
    guard XRRQueryExtension(d, &eventBase, &errorBase) != 0 else { return [whole] }
    var count: Int32 = 0
    guard let list = XRRGetMonitors(d, root, 1, &count), count > 0 else { return [whole] }
    defer { XRRFreeMonitors(list) }
    let resources = XRRGetScreenResourcesCurrent(d, root)
    defer { if let resources { XRRFreeScreenResources(resources) } }
    return (0..<Int(count)).map { i in
      let m = list[i]
      var outputs: [String] = []
      if let resources, let ids = m.outputs {
        for j in 0..<Int(max(0, m.noutput)) {
          guard let info = XRRGetOutputInfo(d, resources, ids[j]) else { continue }
          if let name = info.pointee.name {
            outputs.append(String(cString: name))
          }
          XRRFreeOutputInfo(info)
        }
      }
      return Monitor(
        name: atomName(d, m.name) ?? "monitor-\(i)", x: Int(m.x), y: Int(m.y),
        width: Int(m.width), height: Int(m.height), primary: m.primary != 0, outputs: outputs)
    }
  }

  static func atomName(_ d: OpaquePointer, _ atom: Atom) -> String? {
    guard atom != 0, let name = XGetAtomName(d, atom) else { return nil }
    defer { XFree(name) }
    return String(cString: name)
  }

  /// The pointer's place on the root window, if it is on this screen.
  public static func pointer(_ connection: XConnection) -> (x: Int, y: Int)? {
    let d = connection.display
    var root: Window = 0
    var child: Window = 0
    var rx: Int32 = 0
    var ry: Int32 = 0
    var wx: Int32 = 0
    var wy: Int32 = 0
    var mask: UInt32 = 0
    guard XQueryPointer(d, scm_root_window(d), &root, &child, &rx, &ry, &wx, &wy, &mask) != 0
    else { return nil }
    return (Int(rx), Int(ry))
  }
}
