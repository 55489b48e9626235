/// A modifier the desktop row latches for the next key (Shift is the
/// keyboard's own shift key).
public enum Modifier: String, CaseIterable, Comparable, Sendable {
  case ctrl, alt
  case superKey = "super"

  public static func < (a: Modifier, b: Modifier) -> Bool {
    allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
  }
}

/// A key that types no character: the desktop row's and those on its
/// long-press popups.
public enum DesktopKey: Equatable, Hashable, Sendable {
  case escape, tab, left, down, up, right, home, end, pageUp, pageDown
  /// Return and space with a modifier on (Ctrl+Return, Ctrl+Space).
  case enter, space
  /// F1–F12.
  case function(Int)

  /// The long-press popup of a desktop-row key: the keys it holds, by
  /// the names the popup shows.
  public static func popup(for action: KeyAction) -> [String]? {
    switch action {
    case .esc: return (1...12).map { "F\($0)" }
    case .left: return ["Home"]
    case .right: return ["End"]
    case .up: return ["PgUp"]
    case .down: return ["PgDn"]
    default: return nil
    }
  }

  /// The key a popup item names.
  public init?(popupName name: String) {
    switch name {
    case "Home": self = .home
    case "End": self = .end
    case "PgUp": self = .pageUp
    case "PgDn": self = .pageDown
    default:
      guard name.hasPrefix("F"), let n = Int(name.dropFirst()), (1...12).contains(n) else {
        return nil
      }
      self = .function(n)
    }
  }
}
