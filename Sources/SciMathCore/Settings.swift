/// The user's preferences, with their defaults and what values they take.
/// Stored by `PreferencesFile`; edited with `scimath settings`.
public struct Settings: Equatable, Sendable {
  public var keyFlash = true
  /// The symbol strip above the keys (search by name, recent symbols).
  public var strip = true
  /// Drawings the user chose a candidate for become their templates.
  public var drawLearn = true
  public var theme = ThemeChoice.auto
  public var form = FormChoice.auto
  public var dock = DockPosition.bottom
  /// The docked keyboard's width in pixels; nil: its monitor's, at most
  /// an iPad's 1194 points.
  public var size: Int?
  public var scale = ScaleChoice.auto
  public var monitor = MonitorChoice.auto
  public var longPressDelay = 0.5
  public var inputMode: String?
  /// `xkb-group.ID`: input modes linked to an XKB group (1–4).
  public var xkbGroups: [String: Int] = [:]

  public init() {}

  /// One setting: its key, what it takes, and its default as written.
  public struct Spec: Sendable {
    public var key: String
    public var help: String
    public var defaultValue: String
    /// Checks a value and returns it as stored, or says what is wrong.
    public var check: @Sendable (String) -> Result<String, Problem>
  }

  public struct Problem: Error, Equatable, CustomStringConvertible, Sendable {
    public var description: String
  }

  static func oneOf<T: CaseIterable & RawRepresentable>(_: T.Type)
    -> @Sendable (String) -> Result<String, Problem>
  where T.RawValue == String {
    oneOf(T.allCases.map(\.rawValue))
  }

  static func oneOf(_ values: [String]) -> @Sendable (String) -> Result<String, Problem> {
    { v in
      let lower = v.lowercased()
      return values.contains(lower)
        ? .success(lower)
        : .failure(Problem(description: "'\(v)' is not one of \(values.joined(separator: ", "))"))
    }
  }

  static func integer(_ range: ClosedRange<Int>, unit: String, orAuto: Bool = false)
    -> @Sendable (String) -> Result<String, Problem>
  {
    { v in
      if orAuto && v.lowercased() == "auto" { return .success("auto") }
      guard let n = Int(v), range.contains(n) else {
        return .failure(
          Problem(
            description:
              "'\(v)' is not \(orAuto ? "auto or " : "")a whole number of \(unit) from \(range.lowerBound) to \(range.upperBound)"
          ))
      }
      return .success(String(n))
    }
  }

  public static let specs: [Spec] = [
    Spec(
      key: "key-flash", help: "brighten a key when touched: on or off", defaultValue: "on",
      check: oneOf(["on", "off"])),
    Spec(
      key: "strip", help: "the symbol strip above the keys: on or off", defaultValue: "on",
      check: oneOf(["on", "off"])),
    Spec(
      key: "draw-learn",
      help:
        "learn from drawings: keep each one whose symbol you tap ($XDG_DATA_HOME/scimath): on or off",
      defaultValue: "on", check: oneOf(["on", "off"])),
    Spec(
      key: "theme", help: "auto (follow the desktop), light or dark", defaultValue: "auto",
      check: oneOf(ThemeChoice.self)),
    Spec(
      key: "form", help: "auto (from the width), phone or pad", defaultValue: "auto",
      check: oneOf(FormChoice.self)),
    Spec(
      key: "dock", help: "bottom (docked, with struts) or float", defaultValue: "bottom",
      check: oneOf(DockPosition.self)),
    Spec(
      key: "size", help: "keyboard width in pixels, or auto", defaultValue: "auto",
      check: integer(200...4096, unit: "pixels", orAuto: true)),
    Spec(
      key: "scale", help: "pixels per point: auto (the desktop's) or 1 to 4", defaultValue: "auto",
      check: { v in
        ScaleChoice(v).map { .success($0.text) }
          ?? .failure(Problem(description: "'\(v)' is not auto or a number from 1 to 4"))
      }),
    Spec(
      key: "monitor", help: "where to dock: auto (the laptop panel), primary, or a monitor name",
      defaultValue: "auto",
      check: { v in
        MonitorChoice(v).map { .success($0.text) }
          ?? .failure(Problem(description: "'\(v)' is not auto, primary or a monitor name"))
      }),
    Spec(
      key: "long-press-delay", help: "milliseconds before alternates open", defaultValue: "500",
      check: integer(200...2000, unit: "milliseconds")),
    Spec(
      key: "input-mode", help: "the input mode of the ABC layer (english, greek, …)",
      defaultValue: "english",
      check: { v in
        v.isEmpty || v.contains(" ")
          ? .failure(Problem(description: "'\(v)' is not a mode id")) : .success(v)
      }),
  ]

  /// The spec for a key; `xkb-group.ID` keys share one.
  public static func spec(for key: String) -> Spec? {
    if let s = specs.first(where: { $0.key == key }) { return s }
    guard key.hasPrefix("xkb-group."), key.count > "xkb-group.".count else { return nil }
    return Spec(
      key: key, help: "XKB group (1–4) linked to an input mode", defaultValue: "",
      check: integer(1...4, unit: "groups"))
  }

  /// Settings from a file's values; values that do not check are reported
  /// and their defaults used.
  public static func from(_ values: [String: String], source: String) -> (Settings, [DataFileError])
  {
    var s = Settings()
    var problems: [DataFileError] = []
    for (key, raw) in values.sorted(by: { $0.key < $1.key }) {
      guard let spec = spec(for: key) else {
        problems.append(
          DataFileError(file: source, place: key, problem: "unknown setting (ignored)"))
        continue
      }
      switch spec.check(raw) {
      case .failure(let p):
        problems.append(DataFileError(file: source, place: key, problem: "\(p); using the default"))
      case .success(let v):
        switch key {
        case "key-flash": s.keyFlash = v == "on"
        case "strip": s.strip = v == "on"
        case "draw-learn": s.drawLearn = v == "on"
        case "theme": s.theme = ThemeChoice(rawValue: v) ?? s.theme
        case "form": s.form = FormChoice(rawValue: v) ?? s.form
        case "dock": s.dock = DockPosition(rawValue: v) ?? s.dock
        case "size": s.size = Int(v)
        case "scale": s.scale = ScaleChoice(v) ?? s.scale
        case "monitor": s.monitor = MonitorChoice(v) ?? s.monitor
        case "long-press-delay": s.longPressDelay = Double(Int(v) ?? 500) / 1000
        case "input-mode": s.inputMode = v
        default: s.xkbGroups[String(key.dropFirst("xkb-group.".count))] = Int(v)
        }
      }
    }
    return (s, problems)
  }
}
