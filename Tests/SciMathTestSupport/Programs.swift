import Foundation

/// The programs the tests run, with the Debian package that brings each,
/// so that a test on a machine without one says what to install instead
/// of timing out. The Makefile's DEB_PACKAGES installs them all.
public enum Programs {
  static let packages: [String: String] = [
    "/usr/bin/Xvfb": "xvfb",
    "/usr/lib/xorg/Xorg": "xserver-xorg-core (and xserver-xorg-video-dummy)",
    "/usr/bin/Xwayland": "xwayland",
    "/usr/bin/sway": "sway",
    "/usr/bin/swaymsg": "sway",
    "/usr/bin/foot": "foot",
    "/usr/bin/grim": "grim",
    "/usr/bin/kwin_wayland": "kwin-wayland",
    "/usr/bin/kbuildsycoca5": "libkf5service-bin",
    "/usr/bin/dbus-run-session": "dbus-daemon",
    "/usr/bin/setpriv": "util-linux",
    "/usr/bin/openbox": "openbox",
    "/usr/bin/xfwm4": "xfwm4",
    "/usr/bin/icewm": "icewm",
    "/usr/bin/fluxbox": "fluxbox",
    "/usr/bin/dbus-daemon": "dbus-daemon (and dbus-session-bus-common)",
    "/usr/bin/xterm": "xterm",
    "/usr/bin/xev": "x11-utils",
    "/usr/bin/xprop": "x11-utils",
    "/usr/bin/xwininfo": "x11-utils",
    "/usr/bin/xdotool": "xdotool",
    "/usr/bin/setxkbmap": "x11-xkb-utils",
    "/usr/bin/xkbcomp": "x11-xkb-utils",
    "/usr/bin/xmodmap": "x11-xserver-utils",
    "/usr/bin/xrandr": "x11-xserver-utils",
    "/usr/bin/xset": "x11-xserver-utils",
    "/usr/bin/xrdb": "x11-xserver-utils",
    "/usr/bin/xhost": "x11-xserver-utils",
    "/usr/bin/python3": "python3 (with python3-gi, gir1.2-gtk-3.0, gir1.2-gtk-4.0, python3-pyqt5)",
    "/usr/bin/strace": "strace",
    "/usr/bin/pgrep": "procps",
    "/usr/bin/lintian": "lintian",
    "/usr/bin/appstreamcli": "appstream",
    "/usr/bin/desktop-file-validate": "desktop-file-utils",
  ]

  /// Throws, naming the package to install, when `path` is not there.
  public static func require(_ path: String, package: String? = nil) throws {
    guard !FileManager.default.isExecutableFile(atPath: path) else { return }
    let from = package ?? packages[path]
    throw TestFailure(
      "\(path) is missing"
        + (from.map { ": it comes with the Debian package \($0), which `make test` installs" }
          ?? ""))
  }
}
