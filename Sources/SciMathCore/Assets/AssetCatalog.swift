import FoundationEssentials

/// Everything read from Assets/: metrics, themes, alternates and the
/// layout of every layer of every form, validated once at load.
public struct AssetCatalog: Sendable {
  public var directory: URL
  public var metrics: MetricsFile
  public var themes: [ThemeName: Theme]
  public var alternates: Alternates
  public var layouts: [Form: [LayerID: LayerLayout]]
  /// Each form's desktop row (`layouts/FORM/desktop.layout`), put above
  /// every layer's rows when `desktop-keys` is on.
  public var desktopRows: [Form: LayerLayout]
  /// The built-in input modes, English first; user modes are added by the
  /// live keyboard (`InputModeLoader.user`).
  public var modes: [InputMode]

  public static func load(from directory: URL) throws -> AssetCatalog {
    let metrics: MetricsFile = try decodeJSON("metrics.json", in: directory)
    let themeFile: [String: Theme] = try decodeJSON("themes.json", in: directory)
    var themes: [ThemeName: Theme] = [:]
    for name in ThemeName.allCases {
      guard let theme = themeFile[name.rawValue] else {
        throw DataFileError(file: "themes.json", problem: "no '\(name.rawValue)' theme")
      }
      themes[name] = theme
    }
    let alternates = try Alternates.parse(
      try readText("alternates.txt", in: directory), source: "alternates.txt")
    var layouts: [Form: [LayerID: LayerLayout]] = [:]
    var byPath: [String: LayerLayout] = [:]
    for form in Form.allCases {
      for layer in LayerID.allCases {
        let path = "layouts/\(form.rawValue)/\(layer.rawValue).layout"
        let layout = try LayoutParser.parse(try readText(path, in: directory), source: path)
        try LayoutValidator.validate(layout, metrics: metrics.metrics(for: form))
        layouts[form, default: [:]][layer] = layout
        byPath[path] = layout
      }
    }
    var desktopRows: [Form: LayerLayout] = [:]
    for form in Form.allCases {
      let path = "layouts/\(form.rawValue)/desktop.layout"
      let layout = try LayoutParser.parse(try readText(path, in: directory), source: path)
      try LayoutValidator.validate(layout, metrics: metrics.metrics(for: form))
      desktopRows[form] = layout
    }
    let modes = try InputModeLoader.builtIn(
      in: directory, metrics: metrics, alternates: alternates, parsed: byPath)
    return AssetCatalog(
      directory: directory, metrics: metrics, themes: themes, alternates: alternates,
      layouts: layouts, desktopRows: desktopRows, modes: modes)
  }

  public func layout(_ form: Form, _ layer: LayerID) -> LayerLayout {
    guard let layout = layouts[form]?[layer] else {
      preconditionFailure("load(from:) reads every form and layer")
    }
    return layout
  }

  /// The mode `text` names (id or name, any case), if any.
  public func mode(named text: String) -> InputMode? { modes.first { $0.matches(text) } }

  public func theme(_ name: ThemeName) -> Theme {
    guard let theme = themes[name] else { preconditionFailure("load(from:) reads every theme") }
    return theme
  }

  static func readText(_ path: String, in directory: URL) throws -> String {
    let url = directory.appendingPathComponent(path)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw DataFileError(file: path, problem: "cannot be read from \(directory.path)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw DataFileError(file: path, problem: "is not valid UTF-8")
    }
    return text
  }

  static func decodeJSON<T: Decodable>(_ path: String, in directory: URL) throws -> T {
    let text = try readText(path, in: directory)
    do {
      return try JSONDecoder().decode(T.self, from: Data(text.utf8))
    } catch let error as DecodingError {
      throw DataFileError(file: path, problem: describe(error))
    }
  }

  static func describe(_ error: DecodingError) -> String {
    func at(_ path: [CodingKey]) -> String {
      path.isEmpty
        ? ""
        : " at "
          + path.map { $0.intValue.map(String.init) ?? $0.stringValue }
          .joined(separator: ".")
    }
    switch error {
    case .keyNotFound(let key, let c): return "missing '\(key.stringValue)'\(at(c.codingPath))"
    case .typeMismatch(_, let c), .valueNotFound(_, let c), .dataCorrupted(let c):
      return c.debugDescription + at(c.codingPath)
    @unknown default: return "\(error)"
    }
  }
}

/// Finds the Assets folder: $SCIMATH_ASSETS, the installed share folder
/// beside the binary, or the source tree the binary was built in.
public enum AssetLocator {
  public static func find(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> URL?
  {
    if let explicit = environment["SCIMATH_ASSETS"] {
      return URL(fileURLWithPath: explicit)
    }
    let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var dir = exe.deletingLastPathComponent()
    let installed = dir.appendingPathComponent("../share/scimath/Assets").standardized
    if isAssets(installed) { return installed }
    for _ in 0..<6 {
      let candidate = dir.appendingPathComponent("Assets")
      if isAssets(candidate) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    return nil
  }

  static func isAssets(_ url: URL) -> Bool {
    FileManager.default.fileExists(atPath: url.appendingPathComponent("metrics.json").path)
  }
}
