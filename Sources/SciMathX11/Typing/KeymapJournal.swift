import FoundationEssentials
import Glibc
import SciMathCore

/// A record, on disk, of the keycodes this process has borrowed, so that
/// the next start can give them back if this one is killed (SIGKILL, a
/// crash) before it restores them itself.
///
/// One file per process and display under $XDG_RUNTIME_DIR/scimath, named
/// `keymap-DISPLAY-PID.journal`, rewritten whole (`UserFile`) on every
/// change and removed once the keymap is back as it was.
public struct KeymapJournal: Sendable {
  static let header = "scimath keymap journal v1"
  let url: URL

  /// An entry: a keycode that was empty and now holds `keysym` on every level.
  struct Entry: Equatable {
    var keycode: Int
    var keysym: UInt
  }

  static func sanitized(_ display: String) -> String {
    String(display.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }

  init(directory: URL, display: String, pid: Int32 = getpid()) {
    url = directory.appendingPathComponent("keymap-\(Self.sanitized(display))-\(pid).journal")
  }

  func write(_ entries: [Entry]) throws {
    let text =
      ([Self.header] + entries.map { "\($0.keycode) \(String($0.keysym, radix: 16))" })
      .joined(separator: "\n") + "\n"
    try UserFile.write(Data(text.utf8), to: url)
  }

  func remove() { try? FileManager.default.removeItem(at: url) }

  static func read(_ url: URL) -> [Entry]? {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
    let lines = text.split(separator: "\n")
    guard lines.first == Substring(header) else { return nil }
    return lines.dropFirst().compactMap { line in
      let parts = line.split(separator: " ")
      guard parts.count == 2, let kc = Int(parts[0]), let sym = UInt(parts[1], radix: 16),
        (8...255).contains(kc)
      else { return nil }
      return Entry(keycode: kc, keysym: sym)
    }
  }

  /// Journals for `display` left by processes that no longer run.
  static func orphans(in directory: URL, display: String) -> [URL] {
    let prefix = "keymap-\(sanitized(display))-"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.compactMap { name -> URL? in
      guard name.hasPrefix(prefix), name.hasSuffix(".journal"),
        let pid = Int32(name.dropFirst(prefix.count).dropLast(".journal".count)),
        pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
      else { return nil }
      return directory.appendingPathComponent(name)
    }
  }
}
