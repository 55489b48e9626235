import FoundationEssentials
import Glibc
import SciMathBase

/// A small neural network that says how likely each symbol is for a
/// drawing (Assets/draw-model.txt, made by tools/train-draw-model.py from
/// the font templates drawn by many random hands; see `DrawModelFeatures`
/// for what it reads). The template matcher finds the glyph a drawing is
/// nearest to; the model has learned which differences between symbols
/// matter and which are only how a hand draws, so the two together rank
/// better than either (see `SymbolRecognizer.modelWeight`).
///
/// Layers are fully connected, ReLU between them; each unit's weights are
/// kept in the file as whole numbers from -127 to 127 with one scale per
/// unit, a few characters a weight instead of a decimal's many.
public struct DrawModel: Sendable {
  typealias Block = SIMD8<Float>

  struct Layer: Sendable {
    var inputs: Int
    var outputs: Int
    var relu: Bool
    /// Unit by unit, `blocks` SIMD blocks each (the inputs padded with
    /// zeros to whole blocks): one run of multiply-adds over memory read
    /// in order a unit, as the matcher's templates: five times faster than
    /// summing one float at a time (`scimath-bench draw`, BENCHMARKS.md).
    var weights: [Block]
    var biases: [Float]
    var blocks: Int { (inputs + 7) / 8 }
  }

  /// Each class's characters: lookalikes are one class.
  public private(set) var classes: [[String]]
  var layers: [Layer]
  private var classOf: [String: Int] = [:]

  init(classes: [[String]], layers: [Layer]) {
    self.classes = classes
    self.layers = layers
    for (index, members) in classes.enumerated() {
      for member in members { classOf[member] = index }
    }
  }

  /// The class a symbol is in, if the model knows it.
  public func classIndex(of symbol: String) -> Int? { classOf[symbol] }

  /// The log-probability of every class for these features.
  public func logProbabilities(_ features: [Float]) -> [Float] {
    var values = features
    for layer in layers {
      let input = Self.blocked(values, layer.blocks)
      var next = layer.biases
      input.withUnsafeBufferPointer { x in
        layer.weights.withUnsafeBufferPointer { w in
          for unit in 0..<layer.outputs {
            var sum = Block()
            let start = unit * layer.blocks
            for b in 0..<layer.blocks { sum += w[start + b] * x[b] }
            next[unit] += sum.sum()
          }
        }
      }
      if layer.relu { next = next.map { max($0, 0) } }
      values = next
    }
    let top = values.max() ?? 0
    let total = values.reduce(Float(0)) { $0 + expf($1 - top) }
    let offset = top + logf(total)
    return values.map { $0 - offset }
  }

  /// The values in `count` SIMD blocks, the last padded with zeros.
  static func blocked(_ values: [Float], _ count: Int) -> [Block] {
    var out = [Block](repeating: Block(), count: count)
    for (i, value) in values.prefix(count * 8).enumerated() { out[i / 8][i % 8] = value }
    return out
  }

  /// Reads the file's text: a `classes` line (each class its characters
  /// run together, classes separated by spaces), then for each layer a
  /// line `layer INPUTS OUTPUTS relu|linear` and a line per output unit:
  /// its bias, its scale, and INPUTS whole numbers from -127 to 127.
  public static func parse(_ text: String, file: String) throws -> DrawModel {
    var classes: [[String]] = []
    var layers: [Layer] = []
    var pending: Layer?
    func finish(line: Int) throws {
      guard let layer = pending else { return }
      guard layer.biases.count == layer.outputs else {
        throw DataFileError(
          file: file, line: line,
          problem: "the layer has \(layer.biases.count) units, not \(layer.outputs)")
      }
      layers.append(layer)
      pending = nil
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() where !line.isEmpty && !line.hasPrefix("#") {
      let number = index + 1
      if line.hasPrefix("classes ") {
        classes = line.split(separator: " ").dropFirst().map { $0.map(String.init) }
      } else if line.hasPrefix("layer ") {
        let fields = line.split(separator: " ")
        try finish(line: number)
        guard fields.count == 4, let inputs = Int(fields[1]), let outputs = Int(fields[2]),
          inputs > 0, outputs > 0, fields[3] == "relu" || fields[3] == "linear"
        else {
          throw DataFileError(
            file: file, line: number, problem: "expected `layer INPUTS OUTPUTS relu|linear`")
        }
        let expected = layers.last?.outputs ?? DrawModelFeatures.count
        guard inputs == expected else {
          throw DataFileError(
            file: file, line: number, problem: "the layer takes \(inputs) inputs, not \(expected)")
        }
        pending = Layer(
          inputs: inputs, outputs: outputs, relu: fields[3] == "relu", weights: [], biases: [])
        pending?.weights.reserveCapacity((inputs + 7) / 8 * outputs)
      } else {
        guard var layer = pending, layer.biases.count < layer.outputs else {
          throw DataFileError(file: file, line: number, problem: "a unit outside a layer")
        }
        pending = nil
        let parts = line.split(separator: " ", maxSplits: 2)
        guard parts.count == 3, let bias = Float(parts[0]), let scale = Float(parts[1]),
          bias.isFinite, scale.isFinite,
          let whole = wholeNumbers(parts[2]), whole.count == layer.inputs
        else {
          throw DataFileError(
            file: file, line: number,
            problem: "expected a bias, a scale and \(layer.inputs) whole numbers from -127 to 127")
        }
        var unit = [Float](repeating: 0, count: layer.blocks * 8)
        for (i, weight) in whole.enumerated() { unit[i] = Float(weight) * scale }
        layer.weights += blocked(unit, layer.blocks)
        layer.biases.append(bias)
        pending = layer
      }
    }
    try finish(line: lines.count)
    guard let last = layers.last, !classes.isEmpty, last.outputs == classes.count else {
      throw DataFileError(
        file: file, problem: "needs a classes line and layers ending in one unit a class")
    }
    guard !(last.relu) else {
      throw DataFileError(file: file, problem: "the last layer must be linear")
    }
    var seen: Set<String> = []
    for member in classes.joined() where !seen.insert(member).inserted {
      throw DataFileError(file: file, place: member, problem: "is in two classes")
    }
    return DrawModel(classes: classes, layers: layers)
  }

  /// Whole numbers from -127 to 127 separated by spaces, read byte by
  /// byte: the file has some 110,000, and a substring for each made the
  /// parse, at the pad's first opening, half as slow again.
  static func wholeNumbers(_ text: Substring) -> [Int]? {
    var out: [Int] = []
    var value = 0
    var negative = false
    var digits = 0
    func finish() -> Bool {
      guard digits > 0, value <= 127 else { return false }
      out.append(negative ? -value : value)
      (value, negative, digits) = (0, false, 0)
      return true
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: " "):
        guard finish() else { return nil }
      case UInt8(ascii: "-") where digits == 0 && !negative:
        negative = true
      case UInt8(ascii: "0")...UInt8(ascii: "9") where digits < 3:
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
        digits += 1
      default:
        return nil
      }
    }
    return finish() ? out : nil
  }
}
