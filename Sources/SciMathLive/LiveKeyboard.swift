import CX11
import Foundation
import SciMathCore
import SciMathRender
import SciMathX11

/// The keyboard on screen: X input in, state machine, Cairo back buffer,
/// window out, and every output typed through the XTest engine.
///
/// The loop blocks in poll() on the X connection and the signal pipe, with
/// the timeout of the state machine's next deadline, so an idle keyboard
/// never wakes. The window and the typing engine use separate connections:
/// the engine reads keymap events, the window reads input.
public final class LiveKeyboard {
  let catalog: AssetCatalog
  var options: LiveOptions
  let control: ControlChannel
  let settingsWatch: FileWatch?
  var visible = true
  /// Re-reads the preferences on a `reload` command; nil: nothing to do.
  public var reloadOptions: (() -> LiveOptions)?
  /// Set when a preference change needs a new window: the caller starts
  /// the keyboard anew.
  public private(set) var restartRequested = false
  let connection: XConnection
  let engine: TypingEngine
  let window: KeyboardWindow
  let input: PointerInput
  var renderer: KeyboardRenderer
  var machine: KeyStateMachine
  var keyboard: Keyboard { machine.keyboard }
  var buffer: ImageSurface
  var shown: ViewState
  var running = true
  /// Called after each frame is presented (tests and benchmarks).
  public var onPresent: (() -> Void)?

  public init(catalog: AssetCatalog, options: LiveOptions) throws {
    self.catalog = catalog
    self.options = options
    connection = try XConnection()
    engine = try TypingEngine(connection: try XConnection())
    let d = connection.display
    let screenWidth = Int(XDisplayWidth(d, scm_default_screen(d)))
    let width: Double
    if options.float {
      width = catalog.metrics.metrics(for: options.form ?? .phone).referenceWidth
    } else {
      width = Double(min(screenWidth, options.size ?? LiveOptions.maxDockedWidth))
    }
    let keyboards = Self.keyboards(catalog, options, width: width)
    machine = KeyStateMachine(
      keyboards: keyboards, modeIndex: options.modeIndex, flashEnabled: options.flash)
    machine.longPressDelay = options.longPressDelay
    shown = machine.view
    let height = Int(machine.keyboard.geometry(.abc).height.rounded(.up))
    window = KeyboardWindow(
      connection: connection, width: Int(width), height: height, docked: !options.float,
      title: "SciMath")
    input = try PointerInput(connection: connection, window: window.window)
    control = ControlChannel(connection: connection)
    settingsWatch = options.settingsFile.flatMap { FileWatch(file: $0) }
    guard control.claim(for: window.window) else {
      throw XError("another keyboard is already running on \(connection.name)")
    }
    // Group changes by anyone, for modes linked to an XKB group.
    XkbSelectEventDetails(
      connection.display, UInt32(XkbUseCoreKbd), UInt32(XkbStateNotify),
      UInt(XkbGroupStateMask), UInt(XkbGroupStateMask))
    renderer = KeyboardRenderer(theme: catalog.theme(options.theme))
    buffer = ImageSurface(width: Int(width), height: height)
    renderFull()
  }

  /// One keyboard per input mode at `width`.
  static func keyboards(_ catalog: AssetCatalog, _ options: LiveOptions, width: Double)
    -> [Keyboard]
  {
    let form = options.form(forWidth: width)
    let modes: [InputMode?] = options.modes.isEmpty ? [nil] : options.modes
    return modes.map { Keyboard(catalog: catalog, form: form, width: width, mode: $0) }
  }

  /// Shows the keyboard and runs until it is closed, dismissed or signalled.
  public func run() throws {
    window.show()
    let fd = scm_connection_number(connection.display)
    while running {
      while running && XPending(connection.display) > 0 {
        var event = XEvent()
        XNextEvent(connection.display, &event)
        try handle(&event)
      }
      if !running || SignalGuard.pending != nil { break }
      connection.flush()
      // A descriptor of -1 is skipped by poll().
      var fds = [
        pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
        pollfd(fd: SignalGuard.wakeDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: settingsWatch?.descriptor ?? -1, events: Int16(POLLIN), revents: 0),
      ]
      let timeout =
        machine.nextDeadline.map {
          Int32(max(0, ($0 - MonotonicClock.seconds()) * 1000).rounded(.up))
        } ?? -1
      _ = poll(&fds, 3, timeout)
      if SignalGuard.pending != nil { break }
      if fds[2].revents != 0, settingsWatch?.changed() == true { obey(.reload) }
      if let due = machine.nextDeadline, due <= MonotonicClock.seconds() {
        try perform(machine.advance(to: MonotonicClock.seconds()))
        update()
      }
    }
    window.hide()
  }

  func handle(_ event: inout XEvent) throws {
    if let contact = input.contact(from: &event) {
      let t = MonotonicClock.seconds()
      switch contact {
      case .down(let id, let x, let y):
        try perform(machine.touchDown(id, at: Point(x: x, y: y), time: t))
      case .move(let id, let x, let y):
        try perform(machine.touchMove(id, to: Point(x: x, y: y), time: t))
      case .up(let id, let x, let y):
        try perform(machine.touchUp(id, at: Point(x: x, y: y), time: t))
      }
      update()
      return
    }
    if event.type == connection.xkbEventBase, scm_xkb_event_code(&event) == XkbStateNotify,
      scm_xkb_state_changed(&event) & Int32(XkbGroupStateMask) != 0
    {
      followGroup(Int(scm_xkb_state_group(&event)))
      return
    }
    if let command = control.command(in: event) {
      obey(command)
      return
    }
    switch event.type {
    case Expose where event.xexpose.count == 0:
      presentAll()
    case ConfigureNotify:
      let w = Int(event.xconfigure.width)
      let h = Int(event.xconfigure.height)
      if w != window.width || h != window.height { resize(width: w, height: h) }
    case ClientMessage where UInt(event.xclient.data.l.0) == window.deleteAtom:
      running = false
    default:
      break
    }
  }

  /// A new width: the form follows it unless `--form` fixed one.
  func resize(width: Int, height: Int) {
    window.resized(width: width, height: height)
    machine.replaceKeyboards(Self.keyboards(catalog, options, width: Double(width)))
    buffer = ImageSurface(width: width, height: max(height, 1))
    renderFull()
    presentAll()
  }

  func perform(_ outputs: [KeyOutput]) throws {
    for output in outputs {
      switch output {
      case .text(let s): try engine.type(TypedText(s))
      case .deleteBackward: try engine.tap(keysym: UInt(XK_BackSpace), control: false)
      case .deleteWordBackward: try engine.tap(keysym: UInt(XK_BackSpace), control: true)
      case .enter: try engine.tap(keysym: UInt(XK_Return), control: false)
      case .undo: try engine.tap(keysym: UInt(XK_z), control: true)
      case .dismiss: obey(.hide)
      case .nextInputMode:
        if let mode = machine.keyboard.mode {
          options.onModeChange?(mode.id)
          if let group = mode.xkbGroup {
            XkbLockGroup(connection.display, UInt32(XkbUseCoreKbd), UInt32(group - 1))
            connection.flush()
          }
        }
      }
    }
  }

  func obey(_ command: ControlCommand) {
    switch command {
    case .show:
      window.show()
      visible = true
    case .hide:
      window.hide()
      visible = false
    case .toggle:
      obey(visible ? .hide : .show)
    case .reload:
      guard let new = reloadOptions?() else { return }
      if options.needsNewWindow(for: new) {
        restartRequested = true
        running = false
        return
      }
      // A `settings set` arrives twice (its message and the file watch), and
      // the keyboard's own mode save comes back through the watch: apply
      // only what changed, and repaint only for a new theme or mode.
      let old = options
      options = new
      machine.flashEnabled = new.flash
      machine.longPressDelay = new.longPressDelay
      if new.theme != old.theme { renderer = KeyboardRenderer(theme: catalog.theme(new.theme)) }
      if machine.modeIndex != new.modeIndex {
        machine.followMode(new.modeIndex, time: MonotonicClock.seconds())
      }
      if new.theme != old.theme || machine.view != shown {
        renderFull()
        presentAll()
        connection.flush()
      }
    }
  }

  /// The server's group changed (a hardware shortcut, another client, or
  /// our own lock): show the mode linked to it, if one is.
  func followGroup(_ group: Int) {
    guard let index = machine.keyboards.firstIndex(where: { $0.mode?.xkbGroup == group + 1 }) else {
      return
    }
    machine.followMode(index, time: MonotonicClock.seconds())
    update()
  }

  // MARK: Drawing

  func renderFull() {
    buffer.draw(scale: 1) { cr in
      renderer.draw(cr, keyboard: keyboard, view: machine.view)
    }
    shown = machine.view
  }

  /// Repaints what changed since the last frame: single keys for a plain
  /// press or flash, the whole frame (presented in part) when a balloon,
  /// popup, layer or shift state changes.
  func update() {
    let view = machine.view
    guard view != shown else { return }
    let geometry = keyboard.geometry(view.layer)
    let dirty = DirtyRegion.between(shown, view, geometry: geometry)
    if let frame = dirty.frame {
      renderFull()
      present(frame)
    } else {
      buffer.draw(scale: 1) { cr in
        for index in dirty.keys {
          renderer.redrawKey(cr, at: index, keyboard: keyboard, view: view)
        }
      }
      shown = view
      for index in dirty.keys { present(geometry.keys[index].cell) }
    }
    connection.flush()
    onPresent?()
  }

  func presentAll() {
    present(Rect(x: 0, y: 0, width: Double(buffer.width), height: Double(buffer.height)))
  }

  func present(_ r: Rect) {
    guard let data = buffer.data else { return }
    let x0 = max(0, Int(r.minX.rounded(.down)))
    let y0 = max(0, Int(r.minY.rounded(.down)))
    let x1 = min(buffer.width, Int(r.maxX.rounded(.up)))
    let y1 = min(buffer.height, Int(r.maxY.rounded(.up)))
    guard x1 > x0, y1 > y0 else { return }
    window.present(
      pixels: data, stride: buffer.stride, bufferWidth: buffer.width, bufferHeight: buffer.height,
      x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Puts the keymap back; also done when the engine is released.
  public func shutdown() { engine.restore() }
}
