/// What the system says of the user's languages: the X server's keyboard
/// layouts, one per XKB group, and the locale.
public struct SystemLanguages: Equatable, Sendable {
  /// xkeyboard-config layout names by group ("us", "de"), group 1 first.
  public var xkbLayouts: [String]
  /// The locale's language ("de" of de_DE.UTF-8), if it names one.
  public var locale: String?

  public init(xkbLayouts: [String] = [], locale: String? = nil) {
    self.xkbLayouts = xkbLayouts
    self.locale = locale
  }

  /// The layouts an XKB symbols name lists, by group: "pc+us+de:2+inet(evdev)"
  /// gives ["us", "de"]; variants in brackets are dropped.
  public static func layouts(inSymbols name: String) -> [String] {
    var byGroup: [Int: String] = [:]
    var next = 1
    for part in name.split(separator: "+") {
      let pieces = part.split(separator: ":", maxSplits: 1)
      let layout = String(pieces[0].prefix { $0 != "(" })
      // Models, options and the keys every keymap includes, not languages.
      if [
        "pc", "inet", "group", "compose", "level3", "ctrl", "altwin", "terminate", "srvr_ctrl",
        "keypad", "kpdl", "capslock", "shift", "lv3", "eurosign", "nbsp", "caps", "evdev",
        "aliases",
      ].contains(layout) || layout.isEmpty {
        continue
      }
      let group = pieces.count == 2 ? Int(pieces[1]) ?? next : next
      if byGroup[group] == nil { byGroup[group] = layout }
      next = max(next, group + 1)
    }
    return byGroup.keys.sorted().compactMap { byGroup[$0] }
  }

  /// The language of the locale the environment sets (LC_ALL, then
  /// LC_MESSAGES, then LANG), nil for C and POSIX.
  public static func localeLanguage(_ environment: [String: String]) -> String? {
    let value = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty }
    guard let value else { return nil }
    let language = String(value.prefix { $0.isLetter }).lowercased()
    return language.isEmpty || language == "c" || language == "posix" ? nil : language
  }
}

/// The ordered list of the user's languages and input modes: what the
/// globe cycles, from the `languages` setting and what the system says.
public enum LanguageList {
  /// The ids a `languages` value lists (commas or spaces between them),
  /// nil for `auto`; nil too for a word that is not an id.
  public static func parse(_ text: String) -> [String]? {
    if text.filter({ $0 != " " }).lowercased() == "auto" { return nil }
    let ids = text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
    let valid = ids.allSatisfy { id in
      id.unicodeScalars.allSatisfy {
        $0.properties.isAlphabetic || "0123456789-_".unicodeScalars.contains($0)
      }
    }
    return valid ? ids : nil
  }

  /// Indices into `modes`, in globe order. Chosen: those the list names,
  /// in its order (names that match no mode are left out). Auto: the
  /// server's layouts' languages by group, the locale's, English when
  /// none of those has a mode; then Greek (SciMath's own second mode) and
  /// the user's own layouts. Never empty.
  public static func order(chosen: [String]?, modes: [InputMode?], system: SystemLanguages) -> [Int]
  {
    var result: [Int] = []
    func add(_ index: Int?) {
      if let index, !result.contains(index) { result.append(index) }
    }
    if let chosen {
      for name in chosen { add(modes.firstIndex { $0?.matches(name) == true }) }
    } else {
      for layout in system.xkbLayouts {
        add(modes.firstIndex { $0?.xkbLayouts.contains(layout) == true })
      }
      if let locale = system.locale {
        add(modes.firstIndex { $0?.language == locale || $0?.aliases.contains(locale) == true })
      }
      if result.isEmpty { add(modes.firstIndex { $0?.language == "en" }) }
      add(modes.firstIndex { $0?.language == "el" })
      for (i, mode) in modes.enumerated() where mode?.language == nil { add(i) }
    }
    return result.isEmpty ? Array(modes.indices) : result
  }

  /// The XKB group (1–4) a mode stands for: its layout's own `xkb-group`,
  /// else the first group whose layout means its language.
  public static func group(of mode: InputMode, system: SystemLanguages) -> Int? {
    if let own = mode.xkbGroup { return own }
    return system.xkbLayouts.firstIndex { mode.xkbLayouts.contains($0) }.map { $0 + 1 }
  }
}
