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
