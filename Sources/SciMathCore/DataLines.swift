/// The shared shape of the project's text data files: one directive per
/// line, words separated by spaces or tabs, blank lines and lines starting
/// with "#" ignored.
struct DataLine {
  var number: Int
  var words: [String]
  var directive: String { words[0] }
  var arguments: ArraySlice<String> { words.dropFirst() }

  /// Splits on the UTF-8 bytes of newline, space, tab and carriage return
  /// rather than on Characters: these are ASCII, so no multi-byte scalar
  /// contains them, and grapheme breaking was most of the start's Assets
  /// load. A line may end in "\r\n" (one Character, not "\n"); a combining
  /// mark after a space starts a word instead of joining the space.
  static func parse(_ text: String) -> [DataLine] {
    var text = text
    text.makeContiguousUTF8()
    return text.utf8.withContiguousStorageIfAvailable(parse(bytes:)) ?? []
  }

  private static func parse(bytes: UnsafeBufferPointer<UInt8>) -> [DataLine] {
    var lines: [DataLine] = []
    var words: [String] = []
    var number = 1
    var wordStart: Int?
    func endWord(at end: Int) {
      guard let start = wordStart else { return }
      words.append(
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
      wordStart = nil
    }
    func endLine() {
      if let first = words.first, !first.hasPrefix("#") {
        lines.append(DataLine(number: number, words: words))
      }
      words.removeAll(keepingCapacity: true)
      number += 1
    }
    for i in bytes.indices {
      switch bytes[i] {
      case UInt8(ascii: "\n"):
        endWord(at: i)
        endLine()
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        endWord(at: i)
      default:
        if wordStart == nil { wordStart = i }
      }
    }
    endWord(at: bytes.endIndex)
    endLine()
    return lines
  }
}
