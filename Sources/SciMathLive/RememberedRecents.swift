import FoundationEssentials
import SciMathCore

/// $XDG_DATA_HOME/scimath/recents.txt: the strip's recent symbols, one a
/// line, latest first, kept only while `remember-recents` is on and
/// removed when it is turned off. Written whole (`UserFile`), so a crash
/// leaves the old list or the new one.
struct RememberedRecents {
  let url: URL

  static func standard() -> RememberedRecents {
    RememberedRecents(url: UserFolder.data.url().appendingPathComponent("recents.txt"))
  }

  /// The symbols kept, or none; a line that is not one short symbol (a
  /// damaged or foreign file) is skipped.
  func read() -> [String] {
    guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
      .filter { !$0.isEmpty && $0.count <= 8 && !$0.contains(where: \.isWhitespace) }
  }

  /// Keeps `symbols`; none removes the file.
  func keep(_ symbols: [String]) throws {
    if symbols.isEmpty { return try UserFile.remove(url) }
    try UserFile.write(Data(symbols.map { $0 + "\n" }.joined().utf8), to: url)
  }
}
