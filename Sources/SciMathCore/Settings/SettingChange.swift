/// Why a setting was not changed.
public enum SettingChangeError: Error, CustomStringConvertible, Sendable {
  case unknownKey(String)
  case invalid(key: String, Settings.Problem)
  case unknownMode(key: String, id: String, known: [String])
  /// The file could not be written (malformed lines, not UTF-8, no room):
  /// it is left as it was.
  case unwritable(String)

  public var description: String {
    switch self {
    case .unknownKey(let key):
      return "no setting '\(key)'; settings are: "
        + Settings.table.map(\.key).joined(separator: " ")
    case .invalid(let key, let problem): return "\(key): \(problem)"
    case .unknownMode(let key, let id, let known):
      return "\(key): no input mode '\(id)' (there are: \(known.joined(separator: " ")))"
    case .unwritable(let why): return why
    }
  }
}

extension PreferencesFile {
  /// Checks one setting and writes it: the one way both `scimath settings
  /// set` and the keyboard's settings panel change the file. `modeIDs`:
  /// the input modes there are, to check keys that name one (nil: not
  /// checked). Returns the value as stored.
  @discardableResult
  public func change(_ key: String, to value: String, modeIDs: [String]?) throws(SettingChangeError)
    -> String
  {
    guard let setting = Settings.setting(for: key) else { throw .unknownKey(key) }
    let stored: String
    switch setting.check(value) {
    case .failure(let problem): throw .invalid(key: key, problem)
    case .success(let v): stored = v
    }
    if let ids = modeIDs,
      let id = Settings.modeIDs(in: key, value: stored).first(where: { !ids.contains($0) })
    {
      throw .unknownMode(key: key, id: id, known: ids)
    }
    do {
      try set(key, stored)
    } catch {
      throw .unwritable("\(error)")
    }
    return stored
  }
}
