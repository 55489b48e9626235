import Foundation

/// Points fontconfig at the project's own configuration before any text is
/// laid out, so that renders do not depend on the fonts a machine happens
/// to have (see x11-keyboard-pitfalls.md, "Golden images").
public enum FontSetup {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var configured = false

  /// Must run before the first Pango call in the process; later calls are
  /// no-ops, since fontconfig reads the variable once.
  public static func activate(assets: URL) {
    lock.lock()
    defer { lock.unlock() }
    guard !configured else { return }
    configured = true
    setenv("FONTCONFIG_FILE", assets.appendingPathComponent("fonts.conf").path, 1)
  }
}
