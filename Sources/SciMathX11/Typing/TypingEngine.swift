import CX11
import FoundationEssentials
import Glibc
import SciMathCore

/// Types Unicode text into the focused window through XTest, leaving the
/// keymap as it found it.
///
/// A borrowed keycode is remapped only once the receiving client has
/// handled every key event sent on it (see `TypingEngine+Reuse.swift`).
///
/// A character already in the keymap is typed with its key, in the active
/// XKB group, adding Shift only when its level needs it and only when the
/// modifiers the user holds or has locked (CapsLock, NumLock) leave that
/// level — and its case — unchanged. Anything else borrows an empty keycode
/// (see `SparePool`), mapped so that no modifier can change its symbol
/// (`scm_map_key_to_symbol`), recorded in a journal before the change, and
/// given back by `restore()`.
public final class TypingEngine {
  let connection: XConnection
  var display: OpaquePointer { connection.display }
  var snapshot: KeymapSnapshot
  var pool: SparePool
  let journal: KeymapJournal
  /// Every keycode mapped since the last restore. They were all empty, so
  /// restoring empties them again; nothing else needs remembering.
  var borrowed = Set<Int>()
  /// Told of every key pressed, so the live keyboard can tell its own
  /// keys from another client's; nil for `scimath type`.
  public var ownKeys: OwnKeyPresses?
  var shiftKeycode: Int?
  var controlKeycode: Int?
  var stale = false
  /// Evidence from the client the keys go to; nil: pacing by time.
  var watch: ClientWatch?
  /// Our keymap changes since `watch` began.
  var epoch = 0
  /// The focus window `watch` was looked for.
  var focus: Window?
  /// What the focus window's application needs beyond the ping.
  var quirks = ClientQuirks()
  /// The focus window's client process, when it runs on this machine.
  var clientSocket: ClientSocket?
  /// Whether the focused client erases some characters in parts on
  /// BackSpace (`ClientToolkit`).
  var erasesInParts = false
  /// Focus windows whose clients gave no evidence in time.
  var silentTargets = Set<Window>()
  /// The keycode of the last key typed, and when, to tell a doubled
  /// letter from autorepeat (see `tap`).
  var lastKeycode: Int?
  var lastTap = -Double.infinity

  /// Keymap changes made so far, and how reuse was made safe.
  public internal(set) var stats = TypingStats()
  /// A borrowed keycode is not remapped sooner than this after its last
  /// key event, so clients have read that event before its symbol changes.
  public var reuseInterval = 0.05
  /// Pause after each character, for clients that drop fast input.
  public var delay = 0.0
  /// How long to wait for a client to show it has caught up before pacing
  /// it by time instead; longer than any pause a busy client takes.
  public var proofTimeout = 3.0

  public init(connection: XConnection, journalDirectory: URL = UserFolder.runtime.url()) throws {
    self.connection = connection
    let events = UInt32(XkbMapNotifyMask | XkbNewKeyboardNotifyMask)
    XkbSelectEvents(connection.display, UInt32(XkbUseCoreKbd), events, events)
    _ = Self.recoverOrphans(connection: connection, directory: journalDirectory)
    let keymap = try KeymapSnapshot(display: connection.display)
    snapshot = keymap
    // Keycode 8, the lowest, is left alone: several clients give it meaning.
    pool = SparePool(keycodes: keymap.emptyKeycodes.filter { $0 > keymap.minKeycode }.reversed())
    journal = KeymapJournal(directory: journalDirectory, display: connection.name)
    shiftKeycode = Self.modifierKeycode(connection.display, index: Int(ShiftMapIndex))
    controlKeycode = Self.modifierKeycode(connection.display, index: Int(ControlMapIndex))
  }

  deinit { restore() }

  // MARK: Typing

  /// Types `text`; `shouldStop` is asked between characters (a signal).
  /// Returns how many keysyms were typed.
  @discardableResult
  public func type(_ text: TypedText, shouldStop: () -> Bool = { false }) throws -> Int {
    var typed = 0
    let symbols = text.symbols
    for i in symbols.indices {
      if shouldStop() { break }
      try type(symbols[i], upcoming: symbols[(i + 1)...])
      typed += 1
      if symbols[i].keysym == UInt(XK_Return), i + 1 < symbols.endIndex {
        pauseAfterLineBreak()
      }
      if delay > 0 { sleepSeconds(delay) }
    }
    connection.sync()
    return typed
  }

  /// Types one symbol; `upcoming` lets a keymap change borrow keycodes for
  /// the characters that follow in the same request.
  public func type(_ symbol: TypedText.Symbol, upcoming: ArraySlice<TypedText.Symbol> = []) throws {
    let (kc, shift) = try key(for: symbol, upcoming: upcoming)
    tap(kc, shift: shift, control: false)
  }

  /// The key that types `symbol` and whether it needs Shift, borrowing a
  /// keycode when the keymap has none.
  func key(for symbol: TypedText.Symbol, upcoming: ArraySlice<TypedText.Symbol> = []) throws -> (
    Int, Bool
  ) {
    try refreshIfStale()
    var state = XkbStateRec()
    XkbGetState(display, UInt32(XkbUseCoreKbd), &state)
    let group = Int(state.group)
    let mods = UInt32(state.mods)
    // A borrowed keycode, once the snapshot is fresh, is found here too.
    if let found = choose(symbol, group: group, mods: mods) { return found }
    if pool.keycode(holding: symbol.keysym) == nil {
      try borrow(for: symbol, upcoming: upcoming) {
        self.pool.keycode(holding: $0.keysym) != nil
          || self.choose($0, group: group, mods: mods) == nil
      }
    }
    guard let kc = pool.keycode(holding: symbol.keysym) else {
      throw XError("could not borrow a keycode for U+\(String(symbol.codepoint ?? 0, radix: 16))")
    }
    // With the new keymap read, the level logic decides Shift (it knows
    // CapsLock); if the modifiers held leave no way, Shift by the level.
    try refreshIfStale()
    // A refused change leaves the keycode empty, and its key would type
    // NoSymbol: say so instead (the refresh has given the keycode back).
    guard pool.keycode(holding: symbol.keysym) == kc else {
      throw XError(
        "the X server refused the keymap change for U+\(String(symbol.codepoint ?? 0, radix: 16))")
    }
    if let found = choose(symbol, group: group, mods: mods), found.0 == kc { return found }
    return (kc, pool.isSecondLevel(symbol.keysym))
  }

  /// Notes a key typed on a borrowed keycode: when, and in which round.
  func touch(_ kc: Int) {
    pool.touch(kc, at: MonotonicClock.seconds(), epoch: watch == nil ? nil : epoch)
  }

  /// Erases `text`, the keyboard's own typing just before the cursor:
  /// a BackSpace for each character, or as many as `parts` says where the
  /// focused application erases characters in parts (`ClientToolkit`).
  public func erase(_ text: String, parts: (Character) -> Int) throws {
    followFocus()
    for c in text.reversed() {
      for _ in 0..<(erasesInParts ? max(1, parts(c)) : 1) {
        try tap(keysym: UInt(XK_BackSpace), control: false)
      }
    }
  }

  /// Presses a key with extra modifiers held (Control+BackSpace, Control+Z),
  /// for the keyboard's word delete and undo.
  public func tap(keysym: UInt, control: Bool) throws {
    let (kc, shift) = try key(for: TypedText.Symbol(keysym: keysym, codepoint: nil))
    tap(kc, shift: shift, control: control)
  }

  /// Presses and releases a key with its modifiers, all in one write to
  /// the server, so that no kill of this process, even SIGKILL, can leave
  /// a key or modifier down.
  ///
  /// A release and a press of the same key with the same server time look
  /// like autorepeat to some clients (LibreOffice drops one of "ll"): a
  /// key typed again within 100 ms is pressed 2 ms later, a delay the
  /// server applies (1 ms proved too little: its timer can fire within the
  /// same millisecond). Not only within 2 ms: a busy server can handle two
  /// taps sent 5 ms apart in the same millisecond. A tap on the keyboard,
  /// slower than that, is never delayed.
  func tap(_ kc: Int, shift: Bool, control: Bool) {
    tap(
      kc, modifiers: [shift ? shiftKeycode : nil, control ? controlKeycode : nil].compactMap { $0 })
  }

  /// A key with the modifier keys `modifiers` (keycodes) around it.
  func tap(_ kc: Int, modifiers: [Int]) {
    let now = MonotonicClock.seconds()
    ownKeys?.pressed(modifiers + [kc], at: now)
    for m in modifiers { XTestFakeKeyEvent(display, UInt32(m), 1, 0) }
    let doubled = lastKeycode == kc && modifiers.isEmpty && now - lastTap < 0.1
    XTestFakeKeyEvent(display, UInt32(kc), 1, doubled ? 2 : 0)
    lastTap = now
    XTestFakeKeyEvent(display, UInt32(kc), 0, 0)
    for m in modifiers.reversed() { XTestFakeKeyEvent(display, UInt32(m), 0, 0) }
    lastKeycode = modifiers.first ?? kc
    connection.flush()
    if borrowed.contains(kc) { touch(kc) }
  }

  /// A key and whether to add Shift, such that the server picks the level
  /// holding the symbol and clients do not change its case.
  func choose(_ symbol: TypedText.Symbol, group: Int, mods: UInt32) -> (Int, Bool)? {
    let shiftMask = UInt32(ShiftMask)
    let lockMask = UInt32(LockMask)
    for pos in snapshot.positions(keysym: KeySym(symbol.keysym), codepoint: symbol.codepoint) {
      guard snapshot.effectiveGroup(pos.keycode, active: group) == pos.group else { continue }
      for addShift in [false, true] {
        if addShift && (shiftKeycode == nil || mods & shiftMask != 0) { continue }
        let effective = mods | (addShift ? shiftMask : 0)
        guard snapshot.level(pos.keycode, group: pos.group, mods: effective) == pos.level else {
          continue
        }
        // Xlib and xkbcommon upper-case a symbol when Lock is on and the
        // key type does not consume it.
        if effective & lockMask != 0,
          snapshot.typeMask(pos.keycode, group: pos.group) & lockMask == 0,
          Self.hasCase(pos.keysym)
        {
          continue
        }
        return (pos.keycode, addShift)
      }
    }
    return nil
  }

  static func hasCase(_ sym: KeySym) -> Bool {
    var lower: KeySym = 0
    var upper: KeySym = 0
    XConvertCase(sym, &lower, &upper)
    return lower != upper
  }

  /// Gives back keycodes that killed processes left borrowed on this
  /// display: each one still holding only the journal's keysyms is emptied
  /// (one another client has remapped since is left alone). Returns how
  /// many were put back.
  @discardableResult
  public static func recoverOrphans(connection: XConnection, directory: URL) -> Int {
    var restored = 0
    for url in KeymapJournal.orphans(in: directory, display: connection.name) {
      // A keycode is ours if all it holds is what the journal says it may
      // (two characters, and across a change both the old and the new).
      let byKeycode = Dictionary(grouping: KeymapJournal.read(url) ?? [], by: \.keycode)
      var keycodes: [Int32] = []
      for (keycode, entries) in byKeycode.sorted(by: { $0.key < $1.key }) {
        var per: Int32 = 0
        guard let syms = XGetKeyboardMapping(connection.display, KeyCode(keycode), 1, &per)
        else { continue }
        let current = (0..<Int(per)).map { syms[$0] }.filter { $0 != 0 }
        XFree(syms)
        let journaled = Set(entries.map(\.keysym))
        if !current.isEmpty, current.allSatisfy({ journaled.contains(UInt($0)) }) {
          keycodes.append(Int32(keycode))
        }
      }
      let empty = [KeySym](repeating: 0, count: keycodes.count)
      if scm_set_key_symbols(connection.display, Int32(keycodes.count), keycodes, empty) != 0 {
        restored += keycodes.count
      }
      connection.sync()
      try? FileManager.default.removeItem(at: url)
    }
    return restored
  }

  // MARK: Keeping up with the keymap

  /// Reads pending events; a keymap change by anyone (ourselves included)
  /// means a new snapshot before the next character.
  func refreshIfStale() throws {
    while XPending(display) > 0 {
      var event = XEvent()
      XNextEvent(display, &event)
      if event.type == MappingNotify {
        XRefreshKeyboardMapping(&event.xmapping)
        stale = true
      } else if event.type == connection.xkbEventBase {
        stale = true
      }
    }
    guard stale else { return }
    snapshot = try KeymapSnapshot(display: display)
    shiftKeycode = Self.modifierKeycode(display, index: Int(ShiftMapIndex))
    controlKeycode = Self.modifierKeycode(display, index: Int(ControlMapIndex))
    keepUsersChanges()
    stale = false
  }

  /// Another client (the user's setxkbmap, say) may have changed the
  /// keymap: a borrowed keycode that no longer holds exactly what we put
  /// there is theirs now, never to be emptied or remapped by us.
  func keepUsersChanges() {
    for (kc, keysyms) in pool.mapped {
      let now = (snapshot.coreSymbols[kc] ?? []).filter { $0 != 0 }
      if now.isEmpty || !now.allSatisfy({ keysyms.contains(UInt($0)) }) {
        pool.release(kc)
        borrowed.remove(kc)
      }
    }
    pool.keepOnly(Set(snapshot.emptyKeycodes))
  }

  /// A key by its keysym with the desktop row's modifiers (and Shift),
  /// each pressed by the keymap's own key for it (Control_L, Alt_L,
  /// Super_L) and released with it.
  public func tap(keysym: UInt, modifiers: [Modifier], shift: Bool) throws {
    let (kc, needsShift) = try key(for: TypedText.Symbol(keysym: keysym, codepoint: nil))
    tap(kc, modifiers: try modifierKeycodes(modifiers, shift: shift || needsShift))
  }

  /// A character with the desktop row's modifiers, when the keymap has it
  /// (Ctrl+C needs the key that types c); false when it has not, and
  /// nothing was sent: no shortcut means a borrowed keycode.
  public func chord(_ text: String, modifiers: [Modifier]) throws -> Bool {
    let symbols = try TypedText(text).symbols
    guard symbols.count == 1, let symbol = symbols.first else { return false }
    try refreshIfStale()
    var state = XkbStateRec()
    XkbGetState(display, UInt32(XkbUseCoreKbd), &state)
    guard let (kc, shift) = choose(symbol, group: Int(state.group), mods: UInt32(state.mods)),
      !borrowed.contains(kc)
    else { return false }
    tap(kc, modifiers: try modifierKeycodes(modifiers, shift: shift))
    return true
  }

  func modifierKeycodes(_ modifiers: [Modifier], shift: Bool) throws -> [Int] {
    var keycodes = shift ? [shiftKeycode].compactMap { $0 } : []
    for m in modifiers {
      let keysym: Int32
      switch m {
      case .ctrl: keysym = XK_Control_L
      case .alt: keysym = XK_Alt_L
      case .superKey: keysym = XK_Super_L
      }
      let kc = Int(XKeysymToKeycode(display, KeySym(keysym)))
      guard kc != 0 else { throw XError("the keymap has no \(m.rawValue) key") }
      keycodes.append(kc)
    }
    return keycodes
  }

  static func modifierKeycode(_ display: OpaquePointer, index: Int) -> Int? {
    guard let map = XGetModifierMapping(display) else { return nil }
    defer { XFreeModifiermap(map) }
    let per = Int(map.pointee.max_keypermod)
    for i in 0..<per {
      let kc = Int(map.pointee.modifiermap[index * per + i])
      if kc != 0 { return kc }
    }
    return nil
  }
}

func sleepSeconds(_ s: Double) {
  var request = timespec(tv_sec: Int(s), tv_nsec: Int((s - s.rounded(.down)) * 1e9))
  var remaining = timespec()
  while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
}
