import Glibc

/// Fingers miss the top row upward as often as the others downward, and
/// above it lies the strip: there a miss would take a suggestion, type a
/// recent symbol, or open search or the pad and swallow what follows. On
/// the letter layer, a touch that lands just above the keys is a tap on
/// the top-row key under it, and the decoder weighs it where it landed,
/// as any tap.
///
/// How near: a deliberate tap aims at the middle of the strip, half its
/// height (22 pt on the phone) above the keys; one aimed at a key, at the
/// key's middle, half a row (27 pt) below. With the same scatter for both
/// (SD 0.2 of a row) the distance alone would put the line at the keys'
/// edge, so the band is what the errors are worth: a slot taken in the
/// middle of a word replaces the word, and a search or the pad opened by
/// a miss swallows the rest of the line, while a letter typed for a
/// deliberate tap costs one BackSpace. The band is 0.3 of a row (16.2 pt
/// on the phone: a deliberate tap aimed at a slot's middle still lands
/// above it 71 % of the time at that scatter, and one in the band over a
/// word slot is weighed for the slot too, `isMeant`). Mid-word the slots
/// often offer longer words (TypingRecord's `shown`), and such a word
/// taken by a miss cuts the word being typed: the deeper band spares that
/// more often than it costs a deliberate tap (docs/words.md).
/// `make bench` measures both sides (docs/words.md). Above the band the
/// strip takes the touch as before.
/// A word slot a near miss of the top row passed over: its word, its
/// place, and how many units the record held before the touch.
struct PassedSlot {
  var word: WordSlot
  var index: Int
  var units: Int
}

extension KeyStateMachine {
  /// The band's depth, a share of a row (`bandRow`).
  static let nearMissBand = 0.3

  /// Whether a touch down at `p` (above the keys) is a near miss of the
  /// top row rather than a tap on the strip.
  func isNearMissOfTopRow(_ p: Point) -> Bool {
    guard case .none = overlay, p.y < 0, layer == .abc, let strip else { return false }
    let view = strip.view
    guard [.words, .idle, .offering].contains(view.mode) else { return false }
    guard -p.y <= Self.nearMissBand * bandRow else { return false }
    let target = view.layout.target(at: p, in: view)
    if case .word(let i) = target, view.words[i].kind == .word,
      isPassedSlot(i) || isMeant(view.words[i].text, slot: view.layout.wordSlot(i), at: p)
    {
      return false
    }
    return true
  }

  /// Whether slot `i` is the one the touch before passed over and kept:
  /// a second touch there is for the slot.
  func isPassedSlot(_ i: Int) -> Bool {
    guard let kept = passedSlot, kept.index == i, typing.units.count == kept.units + 1,
      typing.units.last?.isTap == true, !typing.current.isEmpty
    else { return false }
    return true
  }

  /// Notes the word slot over a near miss of the top row: if the touch
  /// types its letter, the slot keeps offering its word (`keepPassedSlot`).
  mutating func notePassedSlot(at p: Point) {
    passedSlot = nil
    guard let view = strip?.view, case .word(let i) = view.layout.target(at: p, in: view),
      view.words[i].kind == .word
    else { return }
    passedSlot = PassedSlot(word: view.words[i], index: i, units: typing.units.count)
  }

  /// The slots with the word of a slot a near miss passed over put back
  /// where it was (moved there if the letter left it elsewhere), while the
  /// near miss's letter is the last thing typed: if the touch was meant
  /// for the slot after all, the user taps the same place again, and the
  /// word replaces the letters, the stray one with the rest, rather than
  /// asking for a BackSpace first.
  func keepPassedSlot(in slots: [WordSlot]) -> [WordSlot] {
    guard let kept = passedSlot, isPassedSlot(kept.index) else { return slots }
    var slots = slots
    if let j = slots.firstIndex(where: { $0.text == kept.word.text }) {
      if kept.index < slots.count { slots.swapAt(j, kept.index) }
    } else if kept.index < slots.count {
      slots[kept.index] = kept.word
    } else if slots.count < TypingRecord.slots {
      slots.append(kept.word)
    }
    return slots
  }

  /// A row's pitch on screen, which the band's depth is a share of.
  var bandRow: Double { geometry.metrics.rowPitch * geometry.scaleY }

  /// Whether a touch in the band over a word slot was meant for the slot
  /// rather than the top-row key under it: both aims scatter alike
  /// (`aimScatter`), so where the touch lies weighs the two, and the taps
  /// so far weigh the slot's word (`chances`: how likely they begin it,
  /// or at a word's start how likely it comes next) against the key's
  /// letter (how likely it comes next), the word by how often this user
  /// takes words from the strip (`SlotUse`). A slot taken so is marked a
  /// guess: the next break undoes it more readily (`unchosen`).
  func isMeant(_ word: String, slot: Rect, at p: Point) -> Bool {
    guard let k = geometry.keyIndex(at: Point(x: p.x, y: 0)), let keys = typing.keySpace
    else { return false }
    let key = geometry.keys[k].frame
    let centre = Point(x: key.midX, y: key.midY)
    guard let chance = typing.chances(of: word, orNextOn: centre) else { return false }
    func distance(_ c: Point) -> Double {
      let dx = (p.x - c.x) / (Self.aimScatter * keys.pitch)
      let dy = (p.y - c.y) / (Self.aimScatter * bandRow)
      return 0.5 * (dx * dx + dy * dy)
    }
    // The word may be one the lists lack: its next letter any of theirs.
    let next =
      (1 - Self.unlistedShare) * Double(chance.next)
      + Self.unlistedShare / Double(keys.centres.count)
    let slotMeant = slotUse.aimed * Double(chance.word)
    let letterMeant = (1 - slotMeant) * next
    guard slotMeant > 0 else { return false }
    let nearer = distance(centre) - distance(Point(x: slot.midX, y: slot.midY))
    return log(slotMeant / letterMeant) + nearer > 0
  }

  /// The share of words typed that the lists lack: in the languages that
  /// inflect or compound, more than one in ten.
  static let unlistedShare = 0.1
  /// How far a finger's tap lands from where it aimed (SD, in rows and key
  /// pitches): about 2 mm on a phone's 8.4 mm row.
  static let aimScatter = 0.25
}
