import FoundationEssentials

/// One letter layout of the ABC layer: what the globe key cycles through.
public struct InputMode: Equatable, Sendable {
  /// The file's stem: "english", "greek", or a user file's name.
  public var id: String
  /// What the space bar and the mode list show (the file's `name`).
  public var name: String
  public var layouts: [Form: LayerLayout]
  /// The XKB group (1–4) linked to this mode, if any: from the layout's
  /// `xkb-group`, or set from the preferences for built-in modes.
  public var xkbGroup: Int?

  /// Whether `text` names this mode, by id or name, in any case.
  public func matches(_ text: String) -> Bool {
    id.lowercased() == text.lowercased() || name.lowercased() == text.lowercased()
  }
}

/// Reads the built-in modes (Assets/layouts/modes.txt) and the user's own
/// ($XDG_CONFIG_HOME/scimath/layouts/FORM/ID.layout).
public enum InputModeLoader {
  /// `parsed`: layouts already read, by path (English is the ABC layer's).
  static func builtIn(
    in directory: URL, metrics: MetricsFile, parsed: [String: LayerLayout] = [:]
  ) throws -> [InputMode] {
    let list = "layouts/modes.txt"
    var modes: [InputMode] = []
    for line in DataLine.parse(try AssetCatalog.readText(list, in: directory)) {
      guard line.directive == "mode", line.words.count == 3 else {
        throw DataFileError(file: list, line: line.number, problem: "expected `mode ID FILE`")
      }
      var layouts: [Form: LayerLayout] = [:]
      for form in Form.allCases {
        let path = "layouts/\(form.rawValue)/\(line.words[2])"
        let layout =
          try parsed[path]
          ?? LayoutParser.parse(try AssetCatalog.readText(path, in: directory), source: path)
        try validateLetters(layout, metrics: metrics.metrics(for: form))
        layouts[form] = layout
      }
      let id = line.words[1]
      modes.append(
        InputMode(
          id: id, name: layouts[.phone]?.name ?? id, layouts: layouts,
          xkbGroup: layouts.values.compactMap(\.xkbGroup).first))
    }
    guard !modes.isEmpty else { throw DataFileError(file: list, problem: "lists no mode") }
    return modes
  }

  /// The user's layout folder: $XDG_CONFIG_HOME/scimath/layouts, else
  /// ~/.config/scimath/layouts.
  public static func userDirectory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    UserFolder.config.url(environment).appendingPathComponent("layouts")
  }

  /// The user's modes, each from `FORM/ID.layout` files; a file that does
  /// not parse or validate is left out and reported, and the others load.
  /// A mode with a file for one form only falls back to its other form's
  /// built-in English layout there.
  public static func user(in directory: URL, metrics: MetricsFile, fallback: InputMode)
    -> (modes: [InputMode], problems: [DataFileError])
  {
    var byID: [String: [Form: LayerLayout]] = [:]
    var problems: [DataFileError] = []
    for form in Form.allCases {
      let dir = directory.appendingPathComponent(form.rawValue)
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [])
        .filter { $0.hasSuffix(".layout") }.sorted()
      for name in names {
        let path = dir.appendingPathComponent(name).path
        do {
          guard let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: .utf8)
          else { throw DataFileError(file: path, problem: "cannot be read as UTF-8") }
          let layout = try LayoutParser.parse(text, source: path)
          try validateLetters(layout, metrics: metrics.metrics(for: form))
          byID[String(name.dropLast(".layout".count)), default: [:]][form] = layout
        } catch let error as DataFileError {
          problems.append(error)
        } catch {
          problems.append(DataFileError(file: path, problem: "\(error)"))
        }
      }
    }
    let modes = byID.keys.sorted().map { id -> InputMode in
      var layouts = byID[id] ?? [:]
      let name = layouts.values.first(where: { !$0.name.isEmpty })?.name ?? id
      for form in Form.allCases where layouts[form] == nil {
        layouts[form] = fallback.layouts[form]
      }
      let group = byID[id]?.values.compactMap(\.xkbGroup).first
      return InputMode(id: id, name: name, layouts: layouts, xkbGroup: group)
    }
    return (modes, problems)
  }

  /// A letter layout must fit its form and have a globe, so the user can
  /// always cycle on to another mode.
  static func validateLetters(_ layout: LayerLayout, metrics: FormMetrics) throws {
    try LayoutValidator.validate(layout, metrics: metrics)
    let keys = layout.rows.flatMap(\.items).compactMap(\.kind)
    guard keys.contains(.action(.globe)) else {
      throw DataFileError(file: layout.source, problem: "a letter layout needs a globe key")
    }
  }
}
