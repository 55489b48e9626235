/// Geometry and type sizes of one form, in points at its reference width,
/// read from Assets/metrics.json (figures from the measured stock keyboard).
public struct FormMetrics: Codable, Equatable, Sendable {
  /// The width the layout widths are written for (390 phone, 768 pad).
  public var referenceWidth: Double
  /// The standard key cell: a letter key plus one gap.
  public var keyCell: Double
  public var gap: Double
  public var rowPitch: Double
  public var keyHeight: Double
  /// Pad keys grow in height with the width; phone keys keep their height
  /// (the iPhone keyboard is 216 pt tall on every portrait width).
  public var scaleHeightWithWidth: Bool
  public var cornerRadius: Double
  public var shadowOffset: Double
  /// How far a balloon's or popup's soft shadow reaches past its outline:
  /// without it a dark balloon has the fill of the keys it covers and
  /// merges with them (the stock balloon casts a soft shadow).
  public var overlayShadowBlur: Double
  public var fonts: FontSizes
  public var balloon: BalloonMetrics?
  public var popup: PopupMetrics
  public var strip: StripMetrics
  public var settings: PanelMetrics
  /// Text or icon name drawn for each action key.
  public var labels: [String: String]
  /// Point size for action labels by label text; others use `actionLabel`.
  public var labelSizes: [String: Double]
}

public struct FontSizes: Codable, Equatable, Sendable {
  public var family: String
  public var lowercase: Double
  public var lowercaseWeight: Int
  public var lowercaseRaise: Double
  public var character: Double
  public var actionLabel: Double
  public var icon: Double
  public var hint: Double
  public var balloon: Double
  public var popup: Double
}

public struct BalloonMetrics: Codable, Equatable, Sendable {
  public var extraWidth: Double
  public var height: Double
  /// How far the label sits above the bubble's centre, so descenders
  /// (q, p, g) clear the bubble's bottom edge as ascenders clear its top.
  public var labelLift: Double
  public var neckHeight: Double
  public var radius: Double
}

public struct PopupMetrics: Codable, Equatable, Sendable {
  public var maxCell: Double
  public var padX: Double
  public var padY: Double
  public var radius: Double
  public var maxPerRow: Int
  /// Long lists wrap into at most this many rows before cells narrow.
  public var maxRows: Int
  public var minCellWidth: Double
  public var neckHeight: Double
  /// How far outside the popup a release still selects; beyond, it cancels.
  public var cancelDistance: Double
  /// A covered key showing less than this past the popup's edge is covered
  /// whole (see `KeyboardGeometry.coveringSlivers`).
  public var sliver: Double
}

/// The symbol strip above the keys, in the place and at the height of the
/// stock suggestion bar (44 pt over the iPhone's keys, 55 over the iPad's).
public struct StripMetrics: Codable, Equatable, Sendable {
  public var height: Double
  /// The search button, and the ✕ that replaces it while searching.
  public var buttonWidth: Double
  /// One symbol's cell.
  public var cellWidth: Double
  /// The query field while searching.
  public var fieldWidth: Double
  public var symbolSize: Double
  public var querySize: Double
  /// How many results a query shows (slide the strip for the rest).
  public var results: Int
  /// How many of the session's symbols the strip keeps.
  public var recents: Int
  /// A touch that moves further than this slides the strip instead of
  /// tapping.
  public var slop: Double
}

/// The settings panel, in the iOS Settings app's inset grouped style:
/// 44 pt rows, rounded groups, 51 × 31 pt switches.
public struct PanelMetrics: Codable, Equatable, Sendable {
  /// The bar with the title and Done.
  public var navBarHeight: Double
  public var rowHeight: Double
  /// The groups' margin from the window's sides.
  public var inset: Double
  /// The groups' corner radius.
  public var radius: Double
  /// Room above a group for its section's title.
  public var headerHeight: Double
  /// Room below each group.
  public var sectionGap: Double
  /// A row's text and control from the group's sides.
  public var rowPadding: Double
  public var titleSize: Double
  public var headerSize: Double
  public var switchWidth: Double
  public var switchHeight: Double
  public var knobInset: Double
  public var checkSize: Double
  /// A touch that moves further than this scrolls instead of tapping.
  public var slop: Double
}

/// Behaviour timings, in seconds, from the stock keyboard, and the space
/// bar's trackpad step, in points.
public struct Timings: Codable, Equatable, Sendable {
  public var longPress: Double
  public var doubleTap: Double
  public var repeatDelay: Double
  public var repeatInterval: Double
  public var wordRepeatAfter: Int
  public var wordRepeatInterval: Double
  public var flash: Double
  /// Points of travel on the space bar per cursor key, as a trackpad.
  public var trackpadStep: Double
}

/// The whole of Assets/metrics.json.
public struct MetricsFile: Codable, Equatable, Sendable {
  public var phone: FormMetrics
  public var pad: FormMetrics
  public var timings: Timings

  public func metrics(for form: Form) -> FormMetrics {
    form == .phone ? phone : pad
  }
}
