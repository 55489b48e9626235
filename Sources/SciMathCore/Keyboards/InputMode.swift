import FoundationEssentials

/// One letter layout of the ABC layer: what the globe key cycles through.
public struct InputMode: Equatable, Sendable {
  /// A language tag for the built-in modes ("en", "de", "ru"), or a user
  /// file's name.
  public var id: String
  /// What the space bar and the mode list show: the language's name in
  /// itself ("Deutsch"), the file's `name`.
  public var name: String
  /// The ABC layer's letters, by form.
  public var layouts: [Form: LayerLayout]
  /// The XKB group (1–4) linked to this mode, if any: from the layout's
  /// `xkb-group`, or the group where the server has one of `xkbLayouts`.
  public var xkbGroup: Int?
  /// The language of its words (Assets/words/LANGUAGE.words), if any.
  public var language: String?
  /// Other names it answers to: the English name ("german", "greek").
  public var aliases: [String] = []
  /// xkeyboard-config layouts that mean this mode's language ("de", "at").
  public var xkbLayouts: [String] = []
  /// Its long-press lists and capitals: Assets/alternates.txt with the
  /// language's own over it; nil: the catalog's.
  public var alternates: Alternates?
  /// Its own 123 and #+= layers (currency, quotation marks), by form.
  public var layers: [Form: [LayerID: LayerLayout]] = [:]

  public init(
    id: String, name: String, layouts: [Form: LayerLayout], xkbGroup: Int? = nil,
    language: String? = nil
  ) {
    self.id = id
    self.name = name
    self.layouts = layouts
    self.xkbGroup = xkbGroup
    self.language = language
  }

  /// Whether `text` names this mode, by id, name or alias, in any case.
  public func matches(_ text: String) -> Bool {
    let t = text.lowercased()
    return id.lowercased() == t || name.lowercased() == t || aliases.contains(t)
  }
}

/// Reads the built-in modes (Assets/layouts/modes.txt) and the user's own
/// ($XDG_CONFIG_HOME/scimath/layouts/FORM/ID.layout).
public enum InputModeLoader {
  /// `parsed`: layouts already read, by path (English is the ABC layer's).
  static func builtIn(
    in directory: URL, metrics: MetricsFile, alternates: Alternates,
    parsed: [String: LayerLayout] = [:]
  ) throws -> [InputMode] {
    let list = "layouts/modes.txt"
    var modes: [InputMode] = []
    for line in DataLine.parse(try AssetCatalog.readText(list, in: directory)) {
      guard line.directive == "mode", line.words.count >= 3 else {
        throw DataFileError(
          file: list, line: line.number, problem: "expected `mode ID FILE OPTION=VALUE...`")
      }
      let options = try ModeOptions(line.words.dropFirst(3), file: list, line: line.number)
      func read(_ name: String, _ form: Form) throws -> LayerLayout {
        let path = "layouts/\(form.rawValue)/\(name)"
        return try parsed[path]
          ?? LayoutParser.parse(try AssetCatalog.readText(path, in: directory), source: path)
      }
      var mode = InputMode(id: line.words[1], name: line.words[1], layouts: [:])
      for form in Form.allCases {
        let layout = try read(line.words[2], form)
        try validateLetters(layout, metrics: metrics.metrics(for: form))
        mode.layouts[form] = layout
        for (layer, file) in options.layers {
          let own = try read(file, form)
          try LayoutValidator.validate(own, metrics: metrics.metrics(for: form))
          mode.layers[form, default: [:]][layer] = own
        }
      }
      mode.name = mode.layouts[.phone]?.name ?? mode.id
      mode.xkbGroup = mode.layouts.values.compactMap(\.xkbGroup).first
      mode.language = options.language
      mode.aliases = options.aliases
      mode.xkbLayouts = options.xkb
      if let file = options.alternates {
        let path = "languages/\(file)"
        let own = try Alternates.parse(
          try AssetCatalog.readText(path, in: directory), source: path)
        mode.alternates = alternates.overlaid(by: own)
      }
      modes.append(mode)
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

/// The options of a line of modes.txt: `language=de aliases=german
/// xkb=de,at alternates=de.alternates 123=123-de.layout symbols=...`.
struct ModeOptions {
  var language: String?
  var aliases: [String] = []
  var xkb: [String] = []
  var alternates: String?
  var layers: [(LayerID, String)] = []

  init(_ words: ArraySlice<String>, file: String, line: Int) throws {
    for word in words {
      let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[1].isEmpty else {
        throw DataFileError(file: file, line: line, problem: "'\(word)' is not OPTION=VALUE")
      }
      let list = parts[1].split(separator: ",").map(String.init)
      switch parts[0] {
      case "language": language = parts[1]
      case "aliases": aliases = list.map { $0.lowercased() }
      case "xkb": xkb = list
      case "alternates": alternates = parts[1]
      case "123": layers.append((.numbers, parts[1]))
      case "symbols": layers.append((.symbols, parts[1]))
      default:
        throw DataFileError(
          file: file, line: line,
          problem:
            "unknown option '\(parts[0])' (expected language, aliases, xkb, alternates, 123 or symbols)"
        )
      }
    }
  }
}
