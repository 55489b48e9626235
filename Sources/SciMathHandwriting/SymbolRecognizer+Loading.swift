import FoundationEssentials
import SciMathBase

extension SymbolRecognizer {
  /// The templates of Assets/draw-templates.txt and the hand forms of
  /// Assets/draw-hand-forms.txt (each upright, slanted, narrowed and
  /// widened), the model of Assets/draw-model.txt, commonness from
  /// Assets/symbols.tsv, and then the user's learned drawings, as drawn,
  /// when there are any.
  public static func load(assets: URL, learned: LearnedDrawings? = nil) throws -> SymbolRecognizer {
    var recognizer = SymbolRecognizer(
      fontTemplates: try templates(assets, "draw-templates.txt")
        + templates(assets, "draw-hand-forms.txt"))
    let modelURL = assets.appendingPathComponent("draw-model.txt")
    guard let modelText = try? String(contentsOf: modelURL, encoding: .utf8) else {
      throw DataFileError(file: modelURL.path, problem: "cannot be read")
    }
    recognizer.use(try DrawModel.parse(modelText, file: modelURL.path))
    recognizer.use(commonness: try commonness(assets.appendingPathComponent("symbols.tsv")))
    for template in learned?.load() ?? [] { recognizer.add(template) }
    return recognizer
  }

  /// The templates of one of the Assets' template files.
  public static func templates(_ assets: URL, _ name: String) throws -> [DrawTemplate] {
    let url = assets.appendingPathComponent(name)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      throw DataFileError(file: url.path, problem: "cannot be read")
    }
    return try DrawTemplateFile.parse(text, file: url.path)
  }

  /// The commonness column (the last) of Assets/symbols.tsv, by symbol.
  static func commonness(_ url: URL) throws -> [String: Int] {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      throw DataFileError(file: url.path, problem: "cannot be read")
    }
    var out: [String: Int] = [:]
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.isEmpty && !line.hasPrefix("#") {
      guard let tab = line.firstIndex(of: "\t"), let last = line.lastIndex(of: "\t"),
        let value = Int(line[line.index(after: last)...]), (0...4).contains(value)
      else {
        throw DataFileError(
          file: url.path, line: index + 1, problem: "expected a commonness from 0 to 4 last")
      }
      out[String(line[..<tab])] = value
    }
    return out
  }
}
