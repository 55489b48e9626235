import ArgumentParser
import FoundationEssentials
import SciMathCore

/// `scimath layout --json`: the keyboard's pixel size and every key's id,
/// label, output and pixel frame, for tests and for clicking by script.
struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout", abstract: "Print the keys of a layer and their pixel frames.")

  @OptionGroup var keyboardOptions: KeyboardOptions

  @Flag(help: "Print JSON (the only format so far).")
  var json = false

  func validate() throws {
    if !json { throw ValidationError("only --json output exists; add --json") }
  }

  func run() throws {
    let catalog = try keyboardOptions.loadCatalog()
    let keyboard = try keyboardOptions.keyboard(catalog)
    let layer = keyboardOptions.layer
    let geometry = keyboard.geometry(layer)
    let s = keyboardOptions.scale
    let keys = geometry.keys.map { key in
      var entry = KeyEntry(
        id: key.id, label: keyboard.label(for: key, shift: .off, layer: layer), row: key.row,
        frame: jsonFrame(key.frame.scaled(by: s)), cell: jsonFrame(key.cell.scaled(by: s)),
        hint: key.hint,
        alternates: keyboard.alternates(for: key, shift: .off, layer: layer))
      if let text = keyboard.text(for: key, shift: .off, layer: layer) {
        entry.output = text
        entry.codepoints = text.unicodeScalars.map { codePointName($0.value) }
      } else if let action = key.action {
        entry.action = action.rawValue
      }
      return entry
    }
    let document = Document(
      form: keyboardOptions.form.rawValue, layer: layer.rawValue, scale: s,
      widthPoints: geometry.width, heightPoints: geometry.height,
      stripPoints: keyboard.stripLayout.height,
      width: Int((geometry.width * s).rounded(.up)),
      height: Int((geometry.height * s).rounded(.up)), keys: keys)
    try printJSON(document)
  }

  /// What `layout --json` prints; absent optionals leave their key out.
  struct Document: Encodable {
    var form: String
    var layer: String
    var scale: Double
    var widthPoints: Double
    var heightPoints: Double
    /// The symbol strip sits this high above the keys when it is on (the
    /// default); key frames are measured from the keys' top.
    var stripPoints: Double
    var width: Int
    var height: Int
    var keys: [KeyEntry]
  }

  struct KeyEntry: Encodable {
    var id: String
    var label: String
    var row: Int
    var frame: [String: Double]
    var cell: [String: Double]
    var hint: String?
    var alternates: [String]?
    var output: String?
    var codepoints: [String]?
    var action: String?
  }
}
