import CX11

/// What an application needs beyond the ping's proof, found by typing into
/// it (bench/apps.py) and told apart by its WM_CLASS.
struct ClientQuirks: Equatable {
  /// Pause after a Return that more text follows.
  ///
  /// LibreOffice with its GTK 3 backend handles a Return only after text
  /// that arrives within about 40 ms of it, so the text lands before the
  /// line break (docs/typing.md has the measurement); the pause is twice
  /// that. Its X11 backend, and every other application measured, keep
  /// the order with no pause; a ping cannot prove this one,
  /// since the toolkit answers it before the application handles the key.
  var lineBreakPause = 0.0

  /// Applications whose WM_CLASS instance or class starts with one of
  /// these pause after line breaks.
  static let lineBreakPauseClasses = ["libreoffice", "soffice"]
  static let measuredLineBreakPause = 0.08

  init(lineBreakPause: Double = 0) { self.lineBreakPause = lineBreakPause }

  /// The quirks of an application named by its WM_CLASS.
  init(instance: String, className: String) {
    let names = [instance.lowercased(), className.lowercased()]
    let pauses = names.contains { name in
      Self.lineBreakPauseClasses.contains { name.hasPrefix($0) }
    }
    self.init(lineBreakPause: pauses ? Self.measuredLineBreakPause : 0)
  }

  /// The quirks of the application owning `window` (its nearest ancestor
  /// with a WM_CLASS).
  static func of(_ window: Window, _ d: OpaquePointer) -> ClientQuirks {
    WindowAncestry.first(from: window, d) { w in
      var hint = XClassHint()
      guard XGetClassHint(d, w, &hint) != 0 else { return nil }
      defer {
        if let name = hint.res_name { XFree(name) }
        if let cls = hint.res_class { XFree(cls) }
      }
      return ClientQuirks(
        instance: hint.res_name.map { String(cString: $0) } ?? "",
        className: hint.res_class.map { String(cString: $0) } ?? "")
    } ?? ClientQuirks()
  }
}
