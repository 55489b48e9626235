import FoundationEssentials
import Glibc

/// Whether the focused application edits text with GTK's own widgets
/// (GtkEntry, GtkTextView, GtkText; GTK 3 and 4), which erase some
/// characters in parts on BackSpace: a character outside the Latin,
/// Greek, Cyrillic, kana and Hangul blocks whose canonical decomposition
/// has several (≠ is = and U+0338) loses only its last one, and ≠ leaves =
/// (the count is Pango's, whose rule for math changed between versions:
/// the caller measures it with the same Pango, `TypingEngine.erase`).
///
/// Told from the libraries its process maps: GTK 3 or 4, and none of the
/// engines that show GTK windows but edit text their own way (Firefox's
/// Gecko, Chromium and Electron, WebKitGTK, LibreOffice, VTE terminals,
/// Qt with a GTK theme, Java) nor Emacs. A process not on this machine, or
/// not ours to look at, erases a character with one BackSpace, as xterm,
/// Qt and the browsers do.
enum ClientToolkit {
  static let gtk = ["/libgtk-3.so", "/libgtk-4.so"]
  static let otherEngines = [
    "/libxul.so", "/icudtl.dat", "/libcef.so", "/libwebkit2gtk", "/libwebkitgtk",
    "/libjavascriptcoregtk", "/libmergedlo.so", "/libsofficeapp.so", "/libvte", "/libQt5Core.so",
    "/libQt6Core.so", "/libjvm.so",
  ]

  static func editsWithGTK(pid: pid_t) -> Bool {
    if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe"),
      exe.split(separator: "/").last?.hasPrefix("emacs") == true
    {
      return false
    }
    guard let maps = readWhole("/proc/\(pid)/maps") else { return false }
    return editsWithGTK(maps: maps)
  }

  /// A file read to its end: /proc's files say they are empty, and a read
  /// by their size gets only the first page.
  static func readWhole(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = fread(&chunk, 1, chunk.count, file)
      if n <= 0 { break }
      bytes += chunk[..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The same, from the text of /proc/PID/maps.
  static func editsWithGTK(maps: String) -> Bool {
    gtk.contains { maps.contains($0) } && !otherEngines.contains { maps.contains($0) }
  }
}
