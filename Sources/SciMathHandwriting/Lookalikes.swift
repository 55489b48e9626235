import SciMathBase

/// Groups of symbols that look the same once scaled (Assets/draw-lookalikes.txt):
/// a drawing of one is as right as a drawing of another.
public struct Lookalikes: Sendable {
  private var group: [String: Int] = [:]

  public init(groups: [[String]]) {
    for (index, members) in groups.enumerated() {
      for member in members { group[member] = index }
    }
  }

  public static func parse(_ text: String, file: String) throws -> Lookalikes {
    var groups: [[String]] = []
    var seen: Set<String> = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.isEmpty && !line.hasPrefix("#") {
      let members = line.split(separator: " ").map(String.init)
      guard members.count >= 2, members.allSatisfy({ $0.count == 1 }) else {
        throw DataFileError(
          file: file, line: index + 1,
          problem: "a group is two or more characters separated by spaces")
      }
      for member in members where !seen.insert(member).inserted {
        throw DataFileError(file: file, line: index + 1, place: member, problem: "is in two groups")
      }
      groups.append(members)
    }
    return Lookalikes(groups: groups)
  }

  /// True when `a` and `b` are the same symbol or look the same.
  public func same(_ a: String, _ b: String) -> Bool {
    if a == b { return true }
    guard let ga = group[a], let gb = group[b] else { return false }
    return ga == gb
  }
}
