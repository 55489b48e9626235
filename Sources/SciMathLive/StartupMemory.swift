import FoundationEssentials
import Glibc

/// Gives back, once the first frame is shown and after each table read on
/// first need (a language's words, the symbols, the recognizer), the pages
/// of the program's own code that only the start or the reading used.
///
/// The keyboard's executable holds the Swift runtime and FoundationEssentials
/// linked in; the start touches code all over it (argument
/// parsing, asset and layout parsing, the first layouts), and the kernel
/// maps each fault's neighbours too. Those pages are clean copies of the
/// file: dropping them from the process (MADV_DONTNEED) frees nothing
/// that cannot come back, from the page cache, on a minor fault when a
/// later tap needs the same code. What a tap needs comes back and stays.
enum StartupMemory {
  /// The executable's code mappings with no page of their own (no
  /// copy-on-write copy, "Anonymous: 0"): only pages of the file, which
  /// come back as they were. A written page (relocated constants) would
  /// come back unrelocated, so a mapping with one is never dropped.
  static func ownCleanCode() -> [(start: UInt, end: UInt)] {
    // String(contentsOfFile:) reads the first 4 kB of a /proc file (its
    // size says 0): the executable's mappings, which come first (the
    // lowest addresses), and nothing of the rest to parse.
    guard let smaps = try? String(contentsOfFile: "/proc/self/smaps", encoding: .utf8),
      let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    else { return [] }
    var found: [(start: UInt, end: UInt)] = []
    var current: (start: UInt, end: UInt)?
    for line in smaps.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      if let first = fields.first, first.contains("-"), fields.count >= 5 {
        current = nil
        let range = first.split(separator: "-")
        guard fields.count >= 6, fields[5] == exe, fields[1] == "r-xp", range.count == 2,
          let start = UInt(range[0], radix: 16), let end = UInt(range[1], radix: 16), end > start
        else { continue }
        current = (start, end)
        found.append((start, end))
      } else if let mapping = current, fields.count >= 2,
        fields[0] == "Anonymous:", fields[1] != "0"
      {
        found.removeAll { $0 == mapping }
        current = nil
      }
    }
    return found
  }

  nonisolated(unsafe) private static var trimmed = false

  /// Drops the start's code pages the first time it is called (the first
  /// frame shown); later windows of the same run leave the pages be.
  static func trimOnce() {
    guard !trimmed else { return }
    trimmed = true
    trim()
  }

  /// Drops the start's code pages; returns how many bytes were advised.
  @discardableResult
  static func trim() -> Int {
    var advised = 0
    for mapping in ownCleanCode() {
      guard let address = UnsafeMutableRawPointer(bitPattern: mapping.start) else { continue }
      if madvise(address, Int(mapping.end - mapping.start), MADV_DONTNEED) == 0 {
        advised += Int(mapping.end - mapping.start)
      }
    }
    return advised
  }
}
