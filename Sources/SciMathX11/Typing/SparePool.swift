/// Keycodes borrowed from the empty ones to type characters the keymap
/// lacks, reused least-recently-used first.
///
/// Each borrowed keycode holds two characters, on its two shift levels, so
/// a keymap change maps twice as many. A mapping stays until its keycode
/// is needed for other characters, so a character typed again costs no
/// keymap change; the least recently used keycode is the one whose last
/// key event clients have most surely read.
struct SparePool {
  private(set) var keycodes: [Int]
  /// What each borrowed keycode holds now: level 1, then level 2.
  private(set) var mapped: [Int: [UInt]] = [:]
  private var lastUse: [Int: Double] = [:]
  /// How many keymap changes the client watch in force had seen when each
  /// keycode was last typed on; nil when typed before it began.
  private(set) var lastEpoch: [Int: Int] = [:]

  init(keycodes: [Int]) { self.keycodes = keycodes }

  func keycode(holding keysym: UInt) -> Int? {
    mapped.first { $0.value.contains(keysym) }?.key
  }

  /// Whether `keysym` is on the second level of its keycode (needs Shift).
  func isSecondLevel(_ keysym: UInt) -> Bool {
    mapped.contains { $0.value.first != keysym && $0.value.last == keysym }
  }

  var capacity: Int { keycodes.count }

  /// The keymap changes that make the pool hold as many of `needed` as
  /// it can, most wanted first (`needed` has no repeats): each a keycode
  /// and its two new levels. A keycode that holds one needed keysym keeps
  /// it on its level and takes a missing one on the other, so that a
  /// pool fragmented by earlier rounds still holds a whole layer; then
  /// keycodes holding nothing needed take two, least recently used first
  /// (never used before all). What does not fit is left out.
  func plan(_ needed: [UInt]) -> [(keycode: Int, levels: [UInt])] {
    let wanted = Set(needed.prefix(2 * capacity))
    var missing = needed.prefix(2 * capacity).filter { keycode(holding: $0) == nil }[...]
    var changes: [(keycode: Int, levels: [UInt])] = []
    let byAge = keycodes.sorted {
      (mapped[$0] == nil ? -.infinity : lastUse(of: $0))
        < (mapped[$1] == nil ? -.infinity : lastUse(of: $1))
    }
    for kc in byAge {
      guard let levels = mapped[kc], !missing.isEmpty else { continue }
      let kept = levels.map { wanted.contains($0) }
      guard kept[0] != kept[1], let fill = missing.popFirst() else { continue }
      changes.append((kc, kept[0] ? [levels[0], fill] : [fill, levels[1]]))
    }
    for kc in byAge where mapped[kc].map({ wanted.isDisjoint(with: $0) }) ?? true {
      guard let first = missing.popFirst() else { break }
      changes.append((kc, [first, missing.popFirst() ?? first]))
    }
    return changes
  }

  /// Maps a keycode to one keysym on both levels, or to two.
  mutating func assign(_ keycode: Int, to keysym: UInt, and second: UInt? = nil) {
    mapped[keycode] = [keysym, second ?? keysym]
  }

  mutating func touch(_ keycode: Int, at time: Double, epoch: Int? = nil) {
    lastUse[keycode] = time
    lastEpoch[keycode] = epoch
  }

  /// A new client watch counts changes from zero: earlier uses are paced
  /// by time again.
  mutating func forgetEpochs() { lastEpoch.removeAll() }

  /// Gives a keycode back to the empty ones (the keymap change that
  /// empties it is the caller's).
  mutating func release(_ keycode: Int) { mapped[keycode] = nil }

  /// When a keycode was last typed on (-infinity: never).
  func lastUse(of keycode: Int) -> Double { lastUse[keycode] ?? -.infinity }

  /// Forgets keycodes that some other client has mapped since we looked.
  mutating func keepOnly(_ usable: Set<Int>) {
    keycodes.removeAll { !usable.contains($0) && mapped[$0] == nil }
  }

  var journalEntries: [KeymapJournal.Entry] {
    mapped.sorted { $0.key < $1.key }.flatMap { kc, syms in
      Array(Set(syms)).sorted().map { KeymapJournal.Entry(keycode: kc, keysym: $0) }
    }
  }

  mutating func removeAll() {
    mapped.removeAll()
    lastUse.removeAll()
    lastEpoch.removeAll()
  }
}
