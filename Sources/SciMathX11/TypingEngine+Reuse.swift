import CX11
import Foundation

/// Borrowing keycodes, and reusing them only once the receiving client has
/// handled every key event on them.
///
/// A client translates a key event with the keymap it holds when it
/// handles the event, and fetches a changed keymap lazily: a keycode
/// remapped while a key event on it still waits types the new character.
///
/// - Toolkit clients (GTK, Qt: `ClientWatch`) prove they have caught up by
///   answering a ping: one goes out after each change of ours, and before
///   a change that would remap a keycode typed since the last one. Each
///   answer proves every key sent before its ping was handled. The
///   restore waits for a last ping.
/// - Other clients (xterm and plain Xlib programs), and any toolkit client
///   that shows nothing within `proofTimeout`, are paced by time: a keycode
///   is reused `reuseInterval` after its last key at the earliest.
extension TypingEngine {
  /// Maps `symbol`, and as many of the characters after it that the keymap
  /// lacks as one change may hold, in one keymap change: each change costs
  /// every client (window managers re-grab their keys), so a text with
  /// many distinct symbols makes one change per round, not per symbol.
  func borrow(
    for symbol: TypedText.Symbol, upcoming: ArraySlice<TypedText.Symbol>,
    missing: (TypedText.Symbol) -> Bool
  ) throws {
    followFocus()
    let capacity = pool.capacity
    guard capacity > 0 else {
      throw XError("the keymap has no empty keycode to type this character with")
    }
    var needed: [UInt] = [symbol.keysym]
    for next in upcoming.prefix(8 * capacity) where needed.count < 2 * capacity {
      if !needed.contains(next.keysym) && missing(next) { needed.append(next.keysym) }
    }
    let keep = Set(needed)
    let fresh = needed.filter { pool.keycode(holding: $0) == nil }
    let before = pool.journalEntries
    // Two characters a keycode, in the order they come.
    let pairs = stride(from: 0, to: fresh.count, by: 2).map {
      (fresh[$0], $0 + 1 < fresh.count ? fresh[$0 + 1] : fresh[$0])
    }
    var keycodes: [Int32] = []
    var first: [KeySym] = []
    var second: [KeySym] = []
    for (victim, pair) in zip(reusable(pairs.count, keeping: keep), pairs) {
      borrowed.insert(victim)
      pool.assign(victim, to: pair.0, and: pair.1)
      keycodes.append(Int32(victim))
      first.append(KeySym(pair.0))
      second.append(KeySym(pair.1))
    }
    try change(keycodes, first, second, journalAlso: before)
  }

  /// Up to `count` keycodes (at least one) whose key events the client has
  /// handled, least recently used first, sparing those that hold a keysym
  /// in `keep`. Waits for the client's proof, or by time without it.
  func reusable(_ count: Int, keeping keep: Set<UInt>) -> [Int] {
    let chosen = Array(pool.victims(max(1, count), keeping: keep).map(\.keycode))
    if let watch {
      // Proof is needed up to the latest round any of them was typed in;
      // keys of the current round get a ping of their own now.
      let needed = chosen.compactMap { pool.lastEpoch[$0] }.max().map { $0 + 1 } ?? 0
      if needed > epoch {
        x.sync()
        watch.noteChange(needed)
      }
      let start = MonotonicClock.seconds()
      if watch.wait(untilProven: needed, timeout: proofTimeout) {
        if needed > 0 {
          stats.proven += 1
          stats.provenWait += MonotonicClock.seconds() - start
        }
        paceByTime(chosen.filter { pool.lastEpoch[$0] == nil })
        return chosen
      }
      // Nothing shown in time: this client is paced by time from now on.
      silentTargets.insert(watch.target)
      stopWatching()
    }
    paceByTime(chosen)
    return chosen
  }

  /// Waits until the keycodes' last key events are `reuseInterval` old.
  func paceByTime(_ keycodes: [Int]) {
    let last = keycodes.map { pool.lastUse(of: $0) }.max() ?? -.infinity
    guard last > -.infinity else { return }
    stats.paced += 1
    let wait = last + reuseInterval - MonotonicClock.seconds()
    if wait > 0 {
      stats.pacedWait += wait
      sleepSeconds(wait)
    }
  }

  /// Sets keycodes to two keysyms each, on levels 1 and 2, in one keymap
  /// change. The journal
  /// is written first with what the pool holds and `previous` (what the
  /// keycodes held before), so that after a crash on either side of the
  /// change the next start finds every borrowed keycode.
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
    x.sync()
    stale = true
    if let watch {
      epoch += 1
      watch.noteChange(epoch)
    }
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
    if window > 1, !silentTargets.contains(window) {
      watch = ClientWatch(focus: window, display: x.name)
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
    handOverLastKeys()
    // A fresh look first: what the user changed meanwhile is theirs.
    stale = true
    try? refreshIfStale()
    // Borrowed keycodes were all empty: one request empties them again.
    let keycodes = borrowed.sorted().map { Int32($0) }
    let empty = [KeySym](repeating: 0, count: keycodes.count)
    _ = scm_set_key_symbols(display, Int32(keycodes.count), keycodes, empty)
    stats.keymapChanges += 1
    x.sync()
    borrowed.removeAll()
    pool.removeAll()
    journal.remove()
    stale = true
    stopWatching()
    focus = nil
  }

  /// Waits until the client has handled the last keys typed on borrowed
  /// keycodes: a last ping for a toolkit client, else `reuseInterval`
  /// after the last key.
  func handOverLastKeys() {
    guard let watch else { return paceByTime(Array(borrowed)) }
    let last = epoch + 1
    x.sync()
    watch.noteChange(last)
    if !watch.wait(untilProven: last, timeout: proofTimeout) { paceByTime(Array(borrowed)) }
  }
}
