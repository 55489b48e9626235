/// What a key does. Layer switches are named after the layer they open,
/// so the label of a layer key always names where it goes.
public enum KeyAction: String, CaseIterable, Sendable {
  case shift, backspace, space, globe, mic, dismiss, undo
  case enter = "return"
  case abc
  case numbers = "123"
  case symbols, sci
  /// The desktop row (`desktop-keys`): keys a terminal and shortcuts need.
  case esc, tab, ctrl, alt
  case superKey = "super"
  case left, down, up, right

  /// The layer this action opens, if it is a layer switch.
  public var targetLayer: LayerID? {
    switch self {
    case .abc: return .abc
    case .numbers: return .numbers
    case .symbols: return .symbols
    case .sci: return .sci
    default: return nil
    }
  }

  /// The length in UTF-8 bytes of the shortest action name: a shorter
  /// layout token cannot name an action.
  static let shortestName = allCases.map(\.rawValue.utf8.count).min() ?? 0

  /// The modifier a key latches (the desktop row's ctrl, alt and super).
  public var modifier: Modifier? {
    switch self {
    case .ctrl: return .ctrl
    case .alt: return .alt
    case .superKey: return .superKey
    default: return nil
    }
  }

  /// The key a desktop-row key sends.
  public var desktopKey: DesktopKey? {
    switch self {
    case .esc: return .escape
    case .tab: return .tab
    case .left: return .left
    case .down: return .down
    case .up: return .up
    case .right: return .right
    default: return nil
    }
  }

  /// Inert keys only hold a place (iPadOS's microphone: see the seed notes,
  /// section 9) and are drawn dimmed.
  public var isInert: Bool { self == .mic }
}
