import FoundationEssentials

/// The user's preferences: $XDG_CONFIG_HOME/scimath/settings.conf, one
/// `key = value` per line, `#` for comments, readable and editable by hand.
///
/// Writing one key keeps every other line as it was (comments, keys this
/// version does not know) and replaces the file whole (`UserFile`).
public struct PreferencesFile: Sendable {
  public let url: URL

  public init(url: URL) { self.url = url }

  public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> PreferencesFile
  {
    PreferencesFile(url: UserFolder.config.url(environment).appendingPathComponent("settings.conf"))
  }

  /// The values, and the lines that are neither blank, a comment, nor
  /// `key = value` (reported; such a file is never rewritten silently).
  public func read() -> (values: [String: String], problems: [DataFileError]) {
    guard let data = FileManager.default.contents(atPath: url.path) else { return ([:], []) }
    guard let text = String(data: data, encoding: .utf8) else {
      return ([:], [DataFileError(file: url.path, problem: "is not valid UTF-8")])
    }
    return parse(text)
  }

  func parse(_ text: String) -> (values: [String: String], problems: [DataFileError]) {
    var values: [String: String] = [:]
    var problems: [DataFileError] = []
    for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingSpaces()
      if line.isEmpty || line.hasPrefix("#") { continue }
      guard let eq = line.firstIndex(of: "=") else {
        problems.append(
          DataFileError(file: url.path, line: i + 1, problem: "expected `key = value`"))
        continue
      }
      let key = line[..<eq].trimmingSpaces()
      values[key] = line[line.index(after: eq)...].trimmingSpaces()
    }
    return (values, problems)
  }

  /// Sets one key. Refuses (throws) when the file has malformed lines, so
  /// that nothing the user wrote is lost.
  public func set(_ key: String, _ value: String) throws {
    let data = FileManager.default.contents(atPath: url.path)
    let existing = data.flatMap { String(data: $0, encoding: .utf8) }
    if data != nil && existing == nil {
      throw DataFileError(file: url.path, problem: "is not valid UTF-8")
    }
    if let problem = existing.flatMap({ parse($0).problems.first }) { throw problem }
    var lines =
      existing.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
      ?? []
    if lines.last == "" { lines.removeLast() }
    let entry = "\(key) = \(value)"
    if let i = lines.firstIndex(where: { line in
      line.split(separator: "=", maxSplits: 1).first?.trimmingSpaces() == key
        && !line.trimmingSpaces().hasPrefix("#")
    }) {
      lines[i] = entry
    } else {
      lines.append(entry)
    }
    try UserFile.write(Data((lines.joined(separator: "\n") + "\n").utf8), to: url)
  }
}
