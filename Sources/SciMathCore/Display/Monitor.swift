/// A RandR monitor: a rectangle of the X screen, in pixels, with the
/// names of the outputs that show it.
public struct Monitor: Equatable, Sendable {
  public var name: String
  public var frame: PixelRect
  public var primary: Bool
  public var outputs: [String]

  public init(
    name: String, x: Int, y: Int, width: Int, height: Int, primary: Bool = false,
    outputs: [String] = []
  ) {
    self.name = name
    frame = PixelRect(x: x, y: y, width: width, height: height)
    self.primary = primary
    self.outputs = outputs
  }

  /// Laptop panels: the connector names the kernel gives built-in
  /// displays, which carry the touchscreen on a touchscreen laptop.
  static let builtInPrefixes = ["edp", "lvds", "dsi"]

  /// Whether this is a laptop's built-in panel, by its or an output's name.
  public var isBuiltIn: Bool {
    ([name] + outputs).contains { n in
      Self.builtInPrefixes.contains { n.lowercased().hasPrefix($0) }
    }
  }

  public func contains(x px: Int, y py: Int) -> Bool { frame.contains(x: px, y: py) }

  /// The monitor `choice` names among `monitors`, with `pointer` (root
  /// coordinates) for the last resort of `auto`. A named monitor that is
  /// not there, or `primary` with none, falls back to `auto`: the keyboard
  /// must appear somewhere. nil only when there are no monitors.
  public static func chosen(
    _ choice: MonitorChoice, among monitors: [Monitor], pointer: (x: Int, y: Int)?
  ) -> Monitor? {
    switch choice {
    case .named(let name):
      if let m = monitors.first(where: { $0.name == name || $0.outputs.contains(name) }) {
        return m
      }
    case .primary:
      if let m = monitors.first(where: \.primary) { return m }
    case .auto:
      break
    }
    if let m = monitors.first(where: \.isBuiltIn) { return m }
    if let m = monitors.first(where: \.primary) { return m }
    if let pointer, let m = monitors.first(where: { $0.contains(x: pointer.x, y: pointer.y) }) {
      return m
    }
    return monitors.first
  }
}
