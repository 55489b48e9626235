/// One form at one width: the geometry of all its layers, and what each key
/// shows and types in a given shift state.
public struct Keyboard: Sendable {
  public let form: Form
  public let width: Double
  public let metrics: FormMetrics
  public let timings: Timings
  public let alternates: Alternates
  private let layouts: [LayerID: LayerLayout]
  private let geometries: [LayerID: KeyboardGeometry]

  /// The input mode whose letters the ABC layer shows.
  public let mode: InputMode?

  /// Whether the desktop row (Esc, Tab, Ctrl, Alt, Super, arrows) is on
  /// top of every layer.
  public let desktopKeys: Bool

  /// `mode` replaces the ABC layer's letters (nil: the English layout);
  /// `desktopKeys` puts the desktop row above every layer's rows.
  public init(
    catalog: AssetCatalog, form: Form, width: Double? = nil, mode: InputMode? = nil,
    desktopKeys: Bool = false
  ) {
    self.desktopKeys = desktopKeys
    self.form = form
    self.mode = mode
    metrics = catalog.metrics.metrics(for: form)
    self.width = width ?? metrics.referenceWidth
    timings = catalog.metrics.timings
    alternates = mode?.alternates ?? catalog.alternates
    var layouts: [LayerID: LayerLayout] = [:]
    var geometries: [LayerID: KeyboardGeometry] = [:]
    for layer in LayerID.allCases {
      var layout =
        layer == .abc
        ? (mode?.layouts[form] ?? catalog.layout(form, layer))
        : (mode?.layers[form]?[layer] ?? catalog.layout(form, layer))
      if desktopKeys, let row = catalog.desktopRows[form] { layout.rows = row.rows + layout.rows }
      layouts[layer] = layout
      geometries[layer] = KeyboardGeometry(
        form: form, layer: layer, layout: layout, metrics: metrics, width: self.width)
    }
    self.layouts = layouts
    self.geometries = geometries
  }

  public func geometry(_ layer: LayerID) -> KeyboardGeometry {
    guard let g = geometries[layer] else { preconditionFailure("every layer is built in init") }
    return g
  }

  /// The symbol strip's parts at this width.
  public var stripLayout: StripLayout {
    StripLayout(metrics: metrics.strip, width: width, scale: geometry(.abc).scaleY)
  }

  /// Shift changes case only on layers that have a shift key: µ on the sci
  /// layer must never become a capital Greek mu.
  func shiftApplies(_ shift: ShiftState, on layer: LayerID) -> Bool {
    shift != .off && hasShift(layer)
  }

  /// Whether the layer has letters with case (a shift key).
  public func hasShift(_ layer: LayerID) -> Bool { layouts[layer]?.hasShift == true }

  /// What a character key types (and shows) in this shift state.
  public func text(for key: PlacedKey, shift: ShiftState, layer: LayerID) -> String? {
    guard case .character(let output, let shifted) = key.kind else { return nil }
    guard shiftApplies(shift, on: layer) else { return output }
    return shifted ?? alternates.uppercase(output)
  }

  /// What a key shows: its text, or for an action its label from the
  /// metrics ("icon:NAME" for the keys drawn as icons).
  public func label(for key: PlacedKey, shift: ShiftState, layer: LayerID) -> String {
    if let text = text(for: key, shift: shift, layer: layer) { return text }
    guard let action = key.action else { return "" }
    return layouts[layer]?.labels[action.rawValue] ?? metrics.labels[action.rawValue]
      ?? action.rawValue
  }

  /// The long-press list for a key, base first, in the case shift gives;
  /// nil when the key has no alternates.
  public func alternates(for key: PlacedKey, shift: ShiftState, layer: LayerID) -> [String]? {
    guard case .character(let output, _) = key.kind,
      let list = alternates.list(for: output), list.count > 1
    else { return nil }
    guard shiftApplies(shift, on: layer) else { return list }
    var seen = Set<[UInt32]>()
    return list.map { alternates.uppercase($0) }.filter {
      seen.insert($0.unicodeScalars.map(\.value)).inserted
    }
  }
}
