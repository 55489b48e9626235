import FoundationEssentials
import SciMathBase

extension SymbolRecognizer {
  /// The templates of Assets/draw-templates.txt (upright and slanted), the
  /// model of Assets/draw-model.txt, and then the user's learned drawings,
  /// as drawn, when there are any.
  public static func load(assets: URL, learned: LearnedDrawings? = nil) throws -> SymbolRecognizer {
    let url = assets.appendingPathComponent("draw-templates.txt")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      throw DataFileError(file: url.path, problem: "cannot be read")
    }
    var recognizer = SymbolRecognizer(
      fontTemplates: try DrawTemplateFile.parse(text, file: url.path))
    let modelURL = assets.appendingPathComponent("draw-model.txt")
    guard let modelText = try? String(contentsOf: modelURL, encoding: .utf8) else {
      throw DataFileError(file: modelURL.path, problem: "cannot be read")
    }
    recognizer.use(try DrawModel.parse(modelText, file: modelURL.path))
    for template in learned?.load() ?? [] { recognizer.add(template) }
    return recognizer
  }
}
