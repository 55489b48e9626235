import FoundationEssentials
import SciMathCore

/// A list the user chose to keep across restarts, one item a line in
/// $XDG_DATA_HOME/scimath: the strip's recent symbols (`recents.txt`,
/// `remember-recents`, latest first) or the words put back after a
/// correction (`words.txt`, `remember-words`). Kept only while its
/// setting is on, removed when it is turned off; written whole
/// (`UserFile`), so a crash leaves the old list or the new one.
struct RememberedList {
  let url: URL
  /// Whether a line is an item; others (a damaged or foreign file) are
  /// skipped.
  let accepts: @Sendable (Substring) -> Bool

  static func recents() -> RememberedList {
    RememberedList(url: UserFolder.data.url().appendingPathComponent("recents.txt")) {
      !$0.isEmpty && $0.count <= 8 && !$0.contains(where: \.isWhitespace)
    }
  }

  static func words() -> RememberedList {
    RememberedList(url: UserFolder.data.url().appendingPathComponent("words.txt")) {
      !$0.isEmpty && $0.count <= 40 && $0.allSatisfy(\.isLetter)
    }
  }

  /// The items kept, or none.
  func read() -> [String] {
    guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").filter(accepts)
      .map(String.init)
  }

  /// Keeps `items`; none removes the file.
  func keep(_ items: [String]) throws {
    if items.isEmpty { return try UserFile.remove(url) }
    try UserFile.write(Data(items.map { $0 + "\n" }.joined().utf8), to: url)
  }
}
