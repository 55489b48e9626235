/// A key's width in a layout file: points at the form's reference width,
/// or a share of whatever the fixed-width items leave.
public enum KeyWidth: Equatable, Sendable {
  /// The form's standard key cell (a letter key and its share of the gaps).
  case standard
  case points(Double)
  case fill
}

/// One item of a row: a key, or an empty spacer that belongs, for hit
/// testing, to the nearest key.
public struct RowItem: Equatable, Sendable {
  public var kind: KeyKind?  // nil: a spacer
  public var width: KeyWidth
  public var hint: String?
  /// 1-based position in the row as written, for error messages.
  public var column: Int

  public init(kind: KeyKind?, width: KeyWidth, hint: String? = nil, column: Int) {
    self.kind = kind
    self.width = width
    self.hint = hint
    self.column = column
  }
}

public struct RowLayout: Equatable, Sendable {
  public var items: [RowItem]
  /// The line of the file the row was read from.
  public var line: Int
}

/// One layer of one form, as read from `Assets/layouts/FORM/LAYER.layout`.
public struct LayerLayout: Equatable, Sendable {
  public var name: String
  public var rows: [RowLayout]
  public var source: String
  /// Action labels that differ on this layer from the form's (the pad's
  /// letter layer calls its 123 key ".?123").
  public var labels: [String: String] = [:]
  /// For a letter layout: the XKB group (1–4) to lock when its mode is
  /// chosen, so a hardware keyboard follows (`xkb-group N`).
  public var xkbGroup: Int?

  /// Whether the layer has a shift key, and so whether shift changes case.
  public var hasShift: Bool {
    rows.contains { row in row.items.contains { $0.kind == .action(.shift) } }
  }
}
