import FoundationEssentials
import SciMathBase

/// The drawings the user chose a candidate for (`draw-learn = on`), in the
/// template file's form with the source "user": the recognizer adds them
/// to its templates, so a user's own way of drawing a symbol is found
/// first the next time.
///
/// Only the latest `perSymbol` drawings of each symbol are kept, so the
/// file and the time to match stay bounded. The file is written whole
/// (`UserFile`): a crash leaves the old file or the new one.
public struct LearnedDrawings: Sendable {
  public static let perSymbol = 8
  /// The source of every drawing the user taught.
  public static let source = "user"
  public let url: URL

  public init(url: URL) { self.url = url }

  public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> LearnedDrawings
  {
    LearnedDrawings(url: UserFolder.data.url(environment).appendingPathComponent("drawings.txt"))
  }

  /// The learned drawings; a line that cannot be read is skipped (the file
  /// is only ever written whole by `learn`, so that means a hand edit).
  public func load() -> [DrawTemplate] {
    guard let data = FileManager.default.contents(atPath: url.path),
      let text = String(data: data, encoding: .utf8)
    else { return [] }
    return text.split(separator: "\n").compactMap { line in
      try? DrawTemplateFile.parse(String(line), file: url.path).first
    }
  }

  /// Adds a drawing of `character`, dropping that symbol's oldest beyond
  /// `perSymbol`. The drawing is stored in its own units (points on the
  /// keyboard), rounded to a tenth. The lines already there are kept as
  /// text (only the symbol before each one's first tab is read): this runs
  /// on the keyboard's loop when a candidate is tapped, and parsing a full
  /// file's drawings would be most of that tap's time.
  public func learn(_ drawing: Drawing, as character: String) throws {
    guard !drawing.isEmpty, character.count == 1 else { return }
    let old = FileManager.default.contents(atPath: url.path).map {
      String(decoding: $0, as: UTF8.self)
    }
    var kept = (old ?? "").split(separator: "\n").filter { !$0.hasPrefix("#") }
    let line = DrawTemplateFile.line(
      DrawTemplate(character: character, source: Self.source, drawing: drawing))
    kept.append(line.dropLast())
    let mine = kept.indices.filter { kept[$0].prefix { $0 != "\t" } == character }
    if mine.count > Self.perSymbol {
      let drop = Set(mine.prefix(mine.count - Self.perSymbol))
      kept = kept.indices.filter { !drop.contains($0) }.map { kept[$0] }
    }
    let text =
      "# Drawings taught to SciMath's recognizer (draw-learn = on); delete this file to forget them.\n"
      + kept.map { $0 + "\n" }.joined()
    try UserFile.write(Data(text.utf8), to: url)
  }
}
