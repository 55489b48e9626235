import FoundationEssentials

/// $VARIABLE/scimath when the variable is set and not empty (as the XDG
/// base directory spec says), else ~/FALLBACK/scimath.
public func xdgDirectory(_ variable: String, else fallback: String, _ environment: [String: String])
  -> URL
{
  let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
  let base =
    environment[variable].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
    ?? URL(fileURLWithPath: home).appendingPathComponent(fallback)
  return base.appendingPathComponent("scimath")
}
