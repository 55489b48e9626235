import CCairo
import FoundationEssentials
import Synchronization

/// Points fontconfig at the project's own configuration before any text is
/// laid out, so that renders do not depend on the fonts a machine happens
/// to have (see x11-keyboard-pitfalls.md, "Golden images").
public enum FontSetup {
  private static let configured = Mutex(false)

  /// Must run before the first label is shaped in the process; later calls are
  /// no-ops.
  ///
  /// The configuration is loaded here and made current, instead of named in
  /// FONTCONFIG_FILE for `FcInit` to find: `FcInit` also parses every
  /// template in fontconfig's conf.avail, most of the first frame's font
  /// cost, which a configuration loaded by hand skips (docs/startup.md).
  /// fonts.conf names the system's cache folder, since
  /// a configuration made this way has none of its own and would scan the
  /// font files instead.
  public static func activate(assets: URL) {
    configured.withLock { done in
      guard !done else { return }
      done = true
      load(assets.appendingPathComponent("fonts.conf").path)
    }
  }

  private static func load(_ file: String) {
    // Named as well, for any later start of fontconfig's own (a rescan
    // after font folders change, or this load failing: fontconfig has
    // then said why on stderr).
    setenv("FONTCONFIG_FILE", file, 1)
    guard let config = FcConfigCreate() else { return }
    defer { FcConfigDestroy(config) }
    if FcConfigParseAndLoad(config, file, FcTrue) == FcTrue, FcConfigBuildFonts(config) == FcTrue {
      FcConfigSetCurrent(config)
    }
  }
}
