/// The theme preference: a fixed theme, or the desktop's.
public enum ThemeChoice: String, CaseIterable, Sendable {
  /// Follows the desktop (XSETTINGS), falling back to light.
  case auto
  case light, dark

  /// The fixed theme, or nil for auto.
  public var fixed: ThemeName? { ThemeName(rawValue: rawValue) }
}

/// The form preference: a fixed form, or one chosen from the width.
public enum FormChoice: String, CaseIterable, Sendable {
  /// The phone below 600 points of width, the pad from there up.
  case auto
  case phone, pad

  /// The fixed form, or nil for auto.
  public var fixed: Form? { Form(rawValue: rawValue) }
}

/// What the strip does with a LaTeX name or plain-text shortcut that the
/// keyboard's own typing ends in (`\alpha`, `<=`).
public enum ShortcutChoice: String, CaseIterable, Sendable {
  case off
  /// Offers its symbols on the strip; a tap puts one in its place.
  case suggest
  /// Also puts the first symbol in its place at a space or punctuation key.
  case replace
}

/// Where the keyboard's window lives.
public enum DockPosition: String, CaseIterable, Sendable {
  /// Docked at the bottom of the screen, with struts.
  case bottom
  /// A movable floating window.
  case float
}

/// The scale preference: points to pixels.
public enum ScaleChoice: Equatable, Sendable {
  /// What the desktop says (`DisplayScale.resolve`).
  case auto
  /// A fixed number of pixels per point, 1 to 4.
  case fixed(Double)

  public static let range = 1.0...4.0

  /// "auto", or a number from 1 to 4 (fractions allowed); nil otherwise.
  public init?(_ text: String) {
    let lower = text.lowercased()
    if lower == "auto" {
      self = .auto
    } else if let n = Double(lower), n.isFinite, Self.range.contains(n) {
      self = .fixed(n)
    } else {
      return nil
    }
  }

  /// As written in the settings file.
  public var text: String {
    switch self {
    case .auto: return "auto"
    case .fixed(let n): return n == n.rounded() ? String(Int(n)) : String(n)
    }
  }
}

/// Which monitor the docked keyboard sits on.
public enum MonitorChoice: Equatable, Sendable {
  /// The built-in panel, else the primary, else the one with the pointer.
  case auto
  case primary
  /// A RandR monitor or output name (eDP-1, HDMI-1 …).
  case named(String)

  public init?(_ text: String) {
    switch text.lowercased() {
    case "": return nil
    case "auto": self = .auto
    case "primary": self = .primary
    default:
      guard !text.contains(where: \.isWhitespace) else { return nil }
      self = .named(text)
    }
  }

  public var text: String {
    switch self {
    case .auto: return "auto"
    case .primary: return "primary"
    case .named(let name): return name
    }
  }
}

/// Where the bring-back button sits: against the left or right edge of
/// the screen, `down` of the way from its top (0) to its bottom (1).
/// Kept as an edge and a fraction, not pixels, so the button stays on
/// screen and in the same place relative to it when the screen changes.
public struct RestoreButtonPlace: Equatable, Sendable {
  public enum Edge: String, Sendable { case left, right }
  public var edge: Edge
  public var down: Double

  /// The right edge, a little above the middle: clear of the docked
  /// keyboard and of most windows' title bars and scroll arrows.
  public static let standard = RestoreButtonPlace(edge: .right, down: 0.6)

  public init(edge: Edge, down: Double) {
    self.edge = edge
    self.down = min(max(down, 0), 1)
  }

  /// "right,0.6": an edge, a comma, a number from 0 to 1.
  public init?(_ text: String) {
    let parts = text.lowercased().split(separator: ",").map {
      $0.trimmingSpaces()
    }
    guard parts.count == 2, let edge = Edge(rawValue: parts[0]), let down = Double(parts[1]),
      down.isFinite, (0...1).contains(down)
    else { return nil }
    self.init(edge: edge, down: down)
  }

  public var text: String {
    let rounded = (down * 1000).rounded() / 1000
    return "\(edge.rawValue),\(rounded)"
  }

  /// The button's frame, `size` pixels square, `margin` pixels from its
  /// edge of `screen`.
  public func frame(size: Double, margin: Double, on screen: Rect) -> Rect {
    let x = edge == .left ? screen.minX + margin : screen.maxX - margin - size
    let travel = max(0, screen.height - size - 2 * margin)
    return Rect(x: x, y: screen.minY + margin + down * travel, width: size, height: size)
  }

  /// Where a button dropped with its centre at `center` goes: to the
  /// nearer side edge, at the height it was dropped (kept on screen).
  public static func dropped(
    at center: Point, size: Double, margin: Double, on screen: Rect
  ) -> RestoreButtonPlace {
    let travel = max(1, screen.height - size - 2 * margin)
    let top = center.y - size / 2 - screen.minY - margin
    return RestoreButtonPlace(
      edge: center.x < screen.midX ? .left : .right, down: top / travel)
  }
}
