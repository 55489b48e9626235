import FoundationEssentials

/// Pixels per point, from what the desktop says, read in the order the
/// toolkits honour it: Xft.dpi in RESOURCE_MANAGER (what `xrdb` sets and
/// every Xft client reads), then XSETTINGS Xft/DPI and
/// Gdk/WindowScalingFactor (what a GNOME-style settings daemon publishes),
/// then GDK_SCALE. 96 dpi is 1 pixel a point, as on every X desktop.
public struct DisplayScale: Equatable, Sendable {
  /// Xft.dpi from the RESOURCE_MANAGER property's text.
  public var resourceDPI: Double?
  /// XSETTINGS Xft/DPI, in dots per inch (the setting is in 1024ths).
  public var xsettingsDPI: Double?
  /// XSETTINGS Gdk/WindowScalingFactor.
  public var windowScalingFactor: Int?
  /// The GDK_SCALE environment variable.
  public var gdkScale: String?

  public init(
    resourceDPI: Double? = nil, xsettingsDPI: Double? = nil, windowScalingFactor: Int? = nil,
    gdkScale: String? = nil
  ) {
    self.resourceDPI = resourceDPI
    self.xsettingsDPI = xsettingsDPI
    self.windowScalingFactor = windowScalingFactor
    self.gdkScale = gdkScale
  }

  public static let referenceDPI = 96.0

  /// The scale for `choice`: a fixed one as it is, auto from the first
  /// source that says something sensible, clamped to 1–4 and rounded to
  /// 1/8 so that a DPI of 143 or 145 draws as 1.5.
  public func resolve(_ choice: ScaleChoice) -> Double {
    if case .fixed(let n) = choice { return n }
    let candidates: [Double?] = [
      resourceDPI.map { $0 / Self.referenceDPI },
      xsettingsDPI.map { $0 / Self.referenceDPI },
      windowScalingFactor.map(Double.init),
      gdkScale.flatMap { Double($0.trimmingSpaces()) },
    ]
    guard let raw = candidates.compactMap({ $0 }).first(where: { $0.isFinite && $0 > 0 }) else {
      return 1
    }
    let clamped = min(max(raw, ScaleChoice.range.lowerBound), ScaleChoice.range.upperBound)
    return (clamped * 8).rounded() / 8
  }

  /// Xft.dpi from RESOURCE_MANAGER text ("Xft.dpi:\t144\n…"); nil if absent
  /// or not a positive number.
  public static func xftDPI(inResources text: String) -> Double? {
    for line in text.split(whereSeparator: \.isNewline) {
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2,
        parts[0].trimmingSpaces() == "Xft.dpi",
        let dpi = Double(parts[1].trimmingSpaces()), dpi > 0
      else { continue }
      return dpi
    }
    return nil
  }
}
