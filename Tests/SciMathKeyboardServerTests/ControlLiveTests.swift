import CX11
import Foundation
import SciMathCore
import SciMathRender
import SciMathTestSupport
import XCTest

/// Show, hide, toggle, one keyboard per display, and preferences applied
/// to the running keyboard.
final class ControlLiveTests: XSessionTestCase {

  override func setUpWithError() throws {
    try super.setUpWithError()
    try? FileManager.default.removeItem(at: x.directory.appendingPathComponent("config"))
  }

  func scimath(_ args: [String], _ k: LiveKeyboardHarness? = nil) throws -> ProcessResult {
    try x.result(
      TestPaths.binary.path, args,
      environment: [
        "XDG_CONFIG_HOME": x.directory.appendingPathComponent("config").path,
        "XDG_RUNTIME_DIR": x.directory.path,
      ])
  }

  func testShowHideToggleAndOneKeyboardPerDisplay() throws {
    let k = try LiveKeyboardHarness(session: x, form: .phone)
    XCTAssertEqual(try scimath(["hide"]).status, 0)
    try x.waitFor("hidden") { !k.mapped }
    XCTAssertEqual(try scimath(["toggle"]).status, 0)
    try x.waitFor("shown") { k.mapped }
    XCTAssertEqual(try scimath(["toggle"]).status, 0)
    try x.waitFor("hidden again") { !k.mapped }
    // A second keyboard shows the first instead of starting.
    let second = try scimath(["run"])
    XCTAssertEqual(second.status, 0)
    XCTAssertTrue(second.stderr.contains("already running"), second.stderr)
    try x.waitFor("shown by the second start") { k.mapped }
    kill(k.process.processIdentifier, SIGTERM)
    k.process.waitUntilExit()
    let none = try scimath(["show"])
    XCTAssertEqual(none.status, 1)
    XCTAssertTrue(none.stderr.contains("no keyboard is running"), none.stderr)
  }

  /// Dark pad theme, where the flash (#9A9A9A) and the pressed colour
  /// (#474747) differ: the flash shows, then `settings set key-flash off`
  /// stops it at once, and it stays off after a restart.
  func testKeyFlashOffAppliesAtOnceAndSurvivesARestart() throws {
    let g = Keyboard(catalog: TestPaths.catalog, form: .pad).geometry(.abc)
    let key = try XCTUnwrap(g.key(id: "g"))
    let probe = Point(x: key.frame.minX + 4, y: key.frame.maxY - 6)
    func pressedColour(_ k: LiveKeyboardHarness) -> UInt32 {
      k.move(to: key.frame.center)
      k.press()
      usleep(30_000)
      let c = k.pixel(probe)
      k.release()
      usleep(200_000)
      return c
    }
    do {
      let k = try LiveKeyboardHarness(session: x, form: .pad, arguments: ["--theme", "dark"])
      XCTAssertEqual(pressedColour(k), 0x9A9A9A, "flash")
      XCTAssertEqual(try scimath(["settings", "set", "key-flash", "off"]).status, 0)
      usleep(200_000)
      XCTAssertEqual(pressedColour(k), 0x474747, "pressed, no flash")
    }
    let k = try LiveKeyboardHarness(session: x, form: .pad, arguments: ["--theme", "dark"])
    XCTAssertEqual(pressedColour(k), 0x474747, "still off after a restart")
  }

  func render(_ form: Form, _ theme: ThemeName) -> [UInt32] {
    FontSetup.activate(assets: TestPaths.assets)
    let keyboard = Keyboard(catalog: TestPaths.catalog, form: form)
    return KeyboardRenderer(theme: TestPaths.catalog.theme(theme))
      .image(
        keyboard: keyboard, view: TestPaths.withIdleStrip(ViewState(layer: .abc), keyboard),
        scale: 1
      )
      .pixels()
  }

  func testThemeChangeAppliesAtOnce() throws {
    let k = try LiveKeyboardHarness(session: x, form: .phone)
    XCTAssertTrue(ImageComparison().matches(try k.capture().pixels, render(.phone, .light)))
    XCTAssertEqual(try scimath(["settings", "set", "theme", "dark"]).status, 0)
    try x.waitFor("the dark theme") {
      ((try? k.capture()).map { ImageComparison().matches($0.pixels, render(.phone, .dark)) })
        == true
    }
  }

  /// A hand edit of settings.conf (an editor's save: write and rename)
  /// reaches the running keyboard at once.
  func testHandEditAppliesAtOnce() throws {
    let folder = x.directory.appendingPathComponent("config/scimath")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let k = try LiveKeyboardHarness(session: x, form: .phone)
    XCTAssertTrue(ImageComparison().matches(try k.capture().pixels, render(.phone, .light)))
    try "# edited by hand\ntheme = dark\n".write(
      to: folder.appendingPathComponent("settings.conf"), atomically: true, encoding: .utf8)
    try x.waitFor("the dark theme") {
      ((try? k.capture()).map { ImageComparison().matches($0.pixels, render(.phone, .dark)) })
        == true
    }
  }

  /// Theme auto: a desktop whose XSETTINGS theme is Adwaita-dark.
  func testThemeAutoFollowsXSETTINGS() throws {
    guard let d = XOpenDisplay(x.display) else { throw TestFailure("cannot open display") }
    defer { XCloseDisplay(d) }
    let manager = XCreateSimpleWindow(d, scm_root_window(d), 0, 0, 1, 1, 0, 0, 0)
    let selection = XInternAtom(d, "_XSETTINGS_S0", 0)
    let property = XInternAtom(d, "_XSETTINGS_SETTINGS", 0)
    XSetSelectionOwner(d, selection, manager, 0)
    func le32(_ v: Int) -> [UInt8] { (0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) } }
    let name = Array("Net/ThemeName".utf8)
    let value = Array("Adwaita-dark".utf8)
    var bytes: [UInt8] = [0, 0, 0, 0] + le32(1) + le32(1)
    bytes +=
      [1, 0, UInt8(name.count), 0] + name + [UInt8](repeating: 0, count: (4 - name.count % 4) % 4)
    bytes +=
      le32(0) + le32(value.count) + value + [UInt8](repeating: 0, count: (4 - value.count % 4) % 4)
    XChangeProperty(d, manager, property, property, 8, PropModeReplace, bytes, Int32(bytes.count))
    XSync(d, 0)
    defer {
      XSetSelectionOwner(d, selection, 0, 0)
      XDestroyWindow(d, manager)
      XSync(d, 0)
    }
    let k = try LiveKeyboardHarness(session: x, form: .phone)
    XCTAssertTrue(ImageComparison().matches(try k.capture().pixels, render(.phone, .dark)))
  }

  /// `make install`, then the launcher's command starts the keyboard.
  func testInstalledLauncherStartsTheKeyboard() throws {
    let prefix = x.directory.appendingPathComponent("prefix")
    let make = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/make"),
      [
        "-C", TestPaths.repository.path, "install", "PREFIX=\(prefix.path)",
        "BIN=\(TestPaths.binary.path)",
      ],
      timeout: 120)
    XCTAssertEqual(make.status, 0, make.stderr)
    // The manual and completions for bash, zsh and fish are installed too.
    let share = prefix.appendingPathComponent("share")
    for (file, mention) in [
      ("man/man1/scimath.1", "scimath"), ("man/man1/scimath.find.1", "Fl -limit"),
      ("man/man1/scimath.run.1", "Fl -scale"), ("bash-completion/completions/scimath", "find"),
      ("zsh/site-functions/_scimath", "find"), ("fish/vendor_completions.d/scimath.fish", "find"),
    ] {
      let text =
        (try? String(contentsOf: share.appendingPathComponent(file), encoding: .utf8)) ?? ""
      XCTAssertTrue(text.contains(mention), "\(file) installed, mentioning \(mention)")
    }
    let bash = try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/bash"),
      [
        "-c",
        "source '\(share.path)/bash-completion/completions/scimath' && complete -p scimath",
      ])
    XCTAssertEqual(bash.status, 0, "bash accepts the completion script: \(bash.stderr)")
    let launcher = try String(
      contentsOf: prefix.appendingPathComponent("share/applications/scimath.desktop"),
      encoding: .utf8)
    let exec = try XCTUnwrap(
      launcher.split(separator: "\n").first { $0.hasPrefix("Exec=") }?.dropFirst(5))
    let p = try x.start(
      String(exec), [], environment: ["XDG_CONFIG_HOME": x.directory.path + "/config"])
    defer {
      kill(p.processIdentifier, SIGTERM)
      p.waitUntilExit()
    }
    try x.waitFor("the keyboard's window") {
      !((try? x.run(
        "/usr/bin/xdotool", ["search", "--pid", "\(p.processIdentifier)", "--class", "SciMath"]))
        ?? "").isEmpty
    }
  }
}
