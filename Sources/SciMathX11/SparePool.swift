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

  /// Keycodes to map next, least recently used first (never-used ones
  /// before all), sparing those that hold a keysym in `keep`.
  func victims(_ count: Int, keeping keep: Set<UInt>) -> [(keycode: Int, lastUse: Double)] {
    keycodes.filter { mapped[$0].map { keep.isDisjoint(with: $0) } ?? true }
      .map { ($0, mapped[$0] == nil ? -.infinity : lastUse[$0] ?? -.infinity) }
      .sorted { $0.1 < $1.1 }
      .prefix(count).map { $0 }
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
