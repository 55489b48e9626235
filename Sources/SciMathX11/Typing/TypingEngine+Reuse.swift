import CX11
import FoundationEssentials
import SciMathBase

/// Borrowing keycodes, and reusing them only once the receiving client has
/// handled every key event on them.
///
/// A client translates a key event with the keymap it holds when it
/// handles the event, and fetches a changed keymap lazily: a keycode
/// remapped while a key event on it still waits types the new character.
///
/// - Toolkit clients (GTK: `ClientWatch`) prove they have caught up by
///   answering a ping, sent when a keycode about to be remapped (or given
///   back by the restore) was typed on since the last answer. The answer
///   proves every key sent before the ping was handled.
/// - Other clients (xterm and plain Xlib programs), and any toolkit client
///   that shows nothing within `proofTimeout`, are paced: on this machine
///   a keycode is reused once the client has read its socket and sleeps
///   again (`ClientSocket`), and in any case `reuseInterval` after its
///   last key at the earliest.
/// - The live keyboard maps what it shows before it is tapped (`ready`),
///   so that a tap changes no keymap while the pool holds the layer.
extension TypingEngine {
  /// Maps `symbol`, and as many of the characters after it that the keymap
  /// lacks as one change may hold, in one keymap change: each change costs
  /// every client (window managers re-grab their keys), so a text with
  /// many distinct symbols makes one change per round, not per symbol.
  func borrow(
    for symbol: TypedText.Symbol, upcoming: ArraySlice<TypedText.Symbol>,
    missing: (TypedText.Symbol) -> Bool
  ) throws {
    var needed: [UInt] = [symbol.keysym]
    for next in upcoming.prefix(8 * pool.capacity) where needed.count < 2 * pool.capacity {
      if !needed.contains(next.keysym) && missing(next) { needed.append(next.keysym) }
    }
    try borrow(needed)
  }

  /// Maps the keysyms of `needed` that no borrowed keycode holds, most
  /// wanted first, in one keymap change (`SparePool.plan`), once the
  /// client has handled every key typed on the keycodes it changes.
  func borrow(_ needed: [UInt]) throws {
    followFocus()
    guard pool.capacity > 0 else {
      throw XError("the keymap has no empty keycode to type this character with")
    }
    let changes = pool.plan(needed)
    guard !changes.isEmpty else { return }
    waitUntilHandled(changes.map(\.keycode))
    let before = pool.journalEntries
    for (keycode, levels) in changes {
      borrowed.insert(keycode)
      pool.assign(keycode, to: levels[0], and: levels[1])
    }
    try change(
      changes.map { Int32($0.keycode) }, changes.map { KeySym($0.levels[0]) },
      changes.map { KeySym($0.levels[1]) }, journalAlso: before)
  }

  /// Maps what the keyboard shows and the keymap lacks, as many as the
  /// pool holds, in one keymap change: taps on them then change nothing
  /// (`KeyStateMachine.shownCharacters` says why that matters).
  public func ready(for symbols: [TypedText.Symbol]) throws {
    // No spare keycode: a tap on such a character says so, not each layer.
    guard pool.capacity > 0 else { return }
    try refreshIfStale()
    var state = XkbStateRec()
    XkbGetState(display, UInt32(XkbUseCoreKbd), &state)
    var seen = Set<UInt>()
    let lacking = symbols.filter {
      seen.insert($0.keysym).inserted
        && (pool.keycode(holding: $0.keysym) != nil
          || choose($0, group: Int(state.group), mods: UInt32(state.mods)) == nil)
    }
    try borrow(lacking.map(\.keysym))
  }

  /// Waits until the client has handled every key typed on `keycodes`:
  /// an answered ping for a watched client, else `reuseInterval` after
  /// their last key. A watched client that does not answer within
  /// `proofTimeout` is paced by time from then on.
  func waitUntilHandled(_ keycodes: [Int]) {
    if let watch {
      // Keys typed in round r are proven by the answer to a ping sent
      // after them, whose token is above r.
      if let round = keycodes.compactMap({ pool.lastEpoch[$0] }).max(), watch.proven <= round {
        let start = MonotonicClock.seconds()
        connection.sync()
        watch.ping(epoch + 1)
        guard watch.wait(untilProven: round + 1, timeout: proofTimeout) else {
          silentTargets.insert(watch.target)
          stopWatching()
          return paceByTime(keycodes)
        }
        stats.proven += 1
        stats.provenWait += MonotonicClock.seconds() - start
      }
      // Keys typed before the watch began are paced by time.
      return paceByTime(keycodes.filter { pool.lastEpoch[$0] == nil })
    }
    paceByTime(keycodes)
  }

  /// Gives an application that handles a Return late (`ClientQuirks`)
  /// time to handle it before the text that follows.
  func pauseAfterLineBreak() {
    followFocus()
    guard quirks.lineBreakPause > 0 else { return }
    connection.sync()
    sleepSeconds(quirks.lineBreakPause)
    stats.lineBreakPauses += 1
  }

  /// Waits until the keycodes' last key events are `reuseInterval` old;
  /// for a client on this machine, also until it has read every event the
  /// server sent it and sleeps (`ClientSocket.idle`), and is still so
  /// `reuseInterval` later: a client seen asleep in a round trip, with
  /// keys still in its own queue, and stopped within the interval would
  /// otherwise read those keys with the new keymap. At most `proofTimeout`.
  func paceByTime(_ keycodes: [Int]) {
    let last = keycodes.map { pool.lastUse(of: $0) }.max() ?? -.infinity
    guard last > -.infinity else { return }
    stats.paced += 1
    let start = MonotonicClock.seconds()
    var readyAt = last + reuseInterval
    var awaited = false
    if clientSocket != nil { connection.sync() }
    while true {
      let wait = readyAt - MonotonicClock.seconds()
      if wait > 0 { sleepSeconds(wait) }
      guard let socket = clientSocket, socket.idle == false,
        MonotonicClock.seconds() - start < proofTimeout
      else { break }
      if !awaited { stats.awaitedReading += 1 }
      awaited = true
      while socket.idle == false, MonotonicClock.seconds() - start < proofTimeout {
        sleepSeconds(0.002)
      }
      readyAt = MonotonicClock.seconds() + reuseInterval
    }
    stats.pacedWait += MonotonicClock.seconds() - start
  }

  /// Sets keycodes to two keysyms each, on levels 1 and 2, in one keymap
  /// change, which begins a new round. The journal is written first with
  /// what the pool holds and `previous` (what the keycodes held before),
  /// so that after a crash on either side of the change the next start
  /// finds every borrowed keycode.
  func change(
    _ keycodes: [Int32], _ first: [KeySym], _ second: [KeySym],
    journalAlso previous: [KeymapJournal.Entry] = []
  ) throws {
    try journal.write(previous + pool.journalEntries)
    let n = Int32(keycodes.count)
    guard scm_set_key_levels(display, n, keycodes, first, second) != 0 else {
      throw XError("the X server refused a keymap change")
    }
    stats.keymapChanges += 1
    connection.sync()
    stale = true
    if watch != nil { epoch += 1 }
  }

  /// Watches the client that has the focus now, if the focus moved; none
  /// for a focus of None or PointerRoot, or a client paced by time.
  func followFocus() {
    var window: Window = 0
    var revert: Int32 = 0
    XGetInputFocus(display, &window, &revert)
    guard window != focus else { return }
    stopWatching()
    focus = window
    quirks = window > 1 ? ClientQuirks.of(window, display) : ClientQuirks()
    clientSocket = window > 1 ? ClientSocket(window: window, display: display) : nil
    erasesInParts = clientSocket.map { ClientToolkit.editsWithGTK(pid: $0.pid) } ?? false
    if window > 1, !silentTargets.contains(window) {
      watch = ClientWatch(focus: window, connection: connection)
    }
  }

  func stopWatching() {
    watch = nil
    epoch = 0
    pool.forgetEpochs()
  }

  /// Puts every borrowed keycode back as it was and removes the journal,
  /// once the client has handled the last keys typed on them. Safe to
  /// call more than once.
  public func restore() {
    guard !borrowed.isEmpty else { return }
    waitUntilHandled(Array(borrowed))
    // A fresh look first: what the user changed meanwhile is theirs.
    stale = true
    try? refreshIfStale()
    // Borrowed keycodes were all empty: one request empties them again.
    let keycodes = borrowed.sorted().map { Int32($0) }
    let empty = [KeySym](repeating: 0, count: keycodes.count)
    _ = scm_set_key_symbols(display, Int32(keycodes.count), keycodes, empty)
    stats.keymapChanges += 1
    connection.sync()
    borrowed.removeAll()
    pool.removeAll()
    journal.remove()
    stale = true
    stopWatching()
    focus = nil
  }
}
