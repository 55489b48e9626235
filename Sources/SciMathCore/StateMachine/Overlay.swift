/// What lies over the keys: at most one thing at a time, so opening one
/// closes whatever was open. The strip's own states (searching, a symbol's
/// info, the pad's candidates) are the strip's: they sit above the keys,
/// not over them, and live beside any overlay.
enum Overlay: Sendable {
  case none
  /// A key's long-press alternates.
  case alternates(OpenPopup)
  /// The globe's list: the settings row, then the input modes.
  case modeList(OpenPopup)
  /// A desktop-row key's popup (F1–F12, Home, End, Page Up, Page Down).
  case desktopKeys(OpenPopup)
  /// The drawing pad, opened from the strip's draw button.
  case drawPad(DrawPad)
  /// The settings panel, over the whole window including the strip.
  case settings(SettingsPanel)

  /// A popup and the touch that opened it, which alone chooses in it.
  struct OpenPopup: Sendable {
    var popup: AlternatesPopup
    var touch: Int
  }

  /// Who takes a new touch, in the order they are asked: the settings
  /// panel covers everything; the strip takes touches above the keys
  /// unless a popup is open (its finger may stray up there); then the pad;
  /// an open popup swallows a second finger; else the keys.
  enum TouchOwner: Equatable {
    case settings, strip, drawPad, popup, keys
  }

  func owner(ofTouchAt p: Point, hasStrip: Bool) -> TouchOwner {
    switch self {
    case .settings: return .settings
    case .alternates, .modeList, .desktopKeys: return .popup
    case .drawPad: return p.y < 0 && hasStrip ? .strip : .drawPad
    case .none: return p.y < 0 && hasStrip ? .strip : .keys
    }
  }

  /// The open popup of any kind.
  var open: OpenPopup? {
    switch self {
    case .alternates(let o), .modeList(let o), .desktopKeys(let o): return o
    case .none, .drawPad, .settings: return nil
    }
  }

  var popup: AlternatesPopup? { open?.popup }

  /// Moves the selection of the open popup, whatever its kind.
  mutating func select(_ item: Int?) {
    switch self {
    case .alternates(var o):
      o.popup.selected = item
      self = .alternates(o)
    case .modeList(var o):
      o.popup.selected = item
      self = .modeList(o)
    case .desktopKeys(var o):
      o.popup.selected = item
      self = .desktopKeys(o)
    case .none, .drawPad, .settings: break
    }
  }

  /// The pad while it is open; setting it opens it (closing anything
  /// else), and nil closes it only if it is what is open.
  var drawPad: DrawPad? {
    get {
      if case .drawPad(let pad) = self { return pad }
      return nil
    }
    set {
      if let newValue {
        self = .drawPad(newValue)
      } else if case .drawPad = self {
        self = .none
      }
    }
  }

  /// The settings panel while it is open, as `drawPad` is.
  var settings: SettingsPanel? {
    get {
      if case .settings(let panel) = self { return panel }
      return nil
    }
    set {
      if let newValue {
        self = .settings(newValue)
      } else if case .settings = self {
        self = .none
      }
    }
  }

  /// Closes a popup of any kind; the pad and the panel stay.
  mutating func closePopup() {
    if open != nil { self = .none }
  }
}
