import Foundation

/// A GTK 3, GTK 4 or Qt 5 text view (Tests/Fixtures/textview.py) that writes
/// everything it has received to a file, optionally stopped (SIGSTOP) for
/// a while at random moments, as a busy application is.
public struct RecordingTextView {
  public let file: URL
  public let process: Process

  public init(file: URL, process: Process) {
    self.file = file
    self.process = process
  }

  public var text: String {
    (try? String(contentsOf: file, encoding: .utf8)) ?? ""
  }

  /// Waits until `count` characters have arrived and nothing changes for
  /// half a second, or the timeout passes; returns the text.
  public func waitForCharacters(_ count: Int, timeout: Double = 30) -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var last = text
    var stableSince = Date()
    while Date() < deadline {
      usleep(100_000)
      let now = text
      if now != last {
        last = now
        stableSince = Date()
      } else if now.count >= count && Date().timeIntervalSince(stableSince) > 0.5 {
        return now
      }
    }
    return text
  }
}

/// The toolkits Tests/Fixtures/textview.py can record with.
public enum RecordingToolkit: String, Sendable {
  case gtk3 = "3"
  case gtk4 = "4"
  case qt5

  public init(gtk version: Int) { self = version == 4 ? .gtk4 : .gtk3 }

  public var label: String { self == .qt5 ? "Qt 5" : "GTK \(rawValue)" }
}

extension XSession {
  /// Starts a focused GTK text view; `stopMilliseconds` > 0 stops it that
  /// long at random moments (seeded) once it is shown; `programName` sets
  /// the WM_CLASS instance the window shows.
  public func startRecordingTextView(
    gtk version: Int, stopMilliseconds: Int = 0, seed: Int = 1, programName: String? = nil
  ) throws -> RecordingTextView {
    try startRecordingTextView(
      RecordingToolkit(gtk: version), stopMilliseconds: stopMilliseconds, seed: seed,
      programName: programName)
  }

  public func startRecordingTextView(
    _ toolkit: RecordingToolkit, stopMilliseconds: Int = 0, seed: Int = 1,
    programName: String? = nil
  ) throws -> RecordingTextView {
    let file = directory.appendingPathComponent(
      "view-\(toolkit.rawValue)-\(UUID().uuidString.prefix(6)).txt")
    let ready = file.appendingPathExtension("ready")
    var args = [
      TestPaths.fixtures.appendingPathComponent("textview.py").path, toolkit.rawValue, file.path,
      ready.path,
    ]
    if stopMilliseconds > 0 { args += ["--stop-ms", "\(stopMilliseconds)", "--seed", "\(seed)"] }
    if let programName { args += ["--prgname", programName] }
    let process = try start(
      "/usr/bin/python3", args, environment: ["GTK_IM_MODULE": "gtk-im-context-simple"])
    let modules = toolkit == .qt5 ? "python3-pyqt5" : "python3-gi, gir1.2-gtk-\(toolkit.rawValue).0"
    try waitFor("the \(toolkit.label) text view to be focused (it needs \(modules))", timeout: 20) {
      FileManager.default.fileExists(atPath: ready.path)
    }
    return RecordingTextView(file: file, process: process)
  }
}

/// How many characters differ between what arrived and what was typed:
/// the edit distance, so one lost character counts once, not as a shift
/// of everything after it.
public func wrongCharacters(_ got: String, _ want: String) -> Int {
  let a = Array(got.unicodeScalars)
  let b = Array(want.unicodeScalars)
  var previous = Array(0...b.count)
  for i in 1...max(a.count, 1) where !a.isEmpty {
    var current = [i] + [Int](repeating: 0, count: b.count)
    for j in 1...max(b.count, 1) where !b.isEmpty {
      current[j] = min(
        previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return a.isEmpty ? b.count : previous[b.count]
}

/// Where `got` first differs from `want`, for a failure's message: the
/// scalar's index and the next few of each, as code points.
public func firstDifference(_ got: String, _ want: String) -> String {
  let g = Array(got.unicodeScalars)
  let w = Array(want.unicodeScalars)
  let at = Array(zip(g, w)).firstIndex { $0 != $1 } ?? min(g.count, w.count)
  func show(_ s: ArraySlice<Unicode.Scalar>) -> String {
    s.prefix(8).map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
  }
  return
    "\(g.count) of \(w.count) scalars; at \(at) got [\(show(g[at...]))] want [\(show(w[at...]))]"
}
