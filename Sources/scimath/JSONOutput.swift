import FoundationEssentials
import SciMathCore

/// Prints what `--json` asks for on standard output: indented, keys sorted,
/// slashes left as they are, one newline after. One place, so that
/// `layout --json` and `find --json` keep printing the same way.
func printJSON(_ value: some Encodable) throws {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  StandardStreams.output(String(decoding: try encoder.encode(value), as: UTF8.self) + "\n")
}

/// One answer of a command that answers line by line (`replay`): keys
/// sorted, on one line.
func jsonLine(_ value: some Encodable) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// A frame as the JSON output gives it: x, y, width and height, to a
/// thousandth of a pixel.
func jsonFrame(_ r: Rect) -> [String: Double] {
  func round3(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
  return [
    "x": round3(r.x), "y": round3(r.y), "width": round3(r.width), "height": round3(r.height),
  ]
}
