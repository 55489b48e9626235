import Foundation
import SciMathCore
import SciMathTestSupport

/// What the soak expects the focused client to receive, worked out from
/// the layouts' data (keys, their text in each shift state, alternates)
/// and the rules of iOS's shift, layers and globe, never from what the
/// keyboard reports it typed.
struct SoakModel {
  /// One thing a gesture sends to the client.
  enum Sent: Equatable {
    case text(String)
    case delete
    /// A held backspace: a first delete, then repeats; how many depends
    /// on the server's timestamps, so a range.
    case deletes(ClosedRange<Int>)
    case newline
    /// The space bar slid rightward: at least one cursor key.
    case cursorRight
  }

  let keyboards: [Keyboard]
  var mode = 0
  var layer = LayerID.abc
  var shift = ShiftState.off
  /// When shift was last tapped, on the soak's clock: a second tap within
  /// the double-tap interval locks it.
  var lastShiftTap: Double?
  var sent: [Sent] = []

  init(form: Form) {
    keyboards = SoakRun.languages.compactMap { TestPaths.catalog.mode(named: $0) }.map {
      Keyboard(catalog: TestPaths.catalog, form: form, mode: $0)
    }
  }

  var keyboard: Keyboard { keyboards[mode] }
  var geometry: KeyboardGeometry { keyboard.geometry(layer) }

  func key(_ id: String) -> PlacedKey? { geometry.key(id: id) }

  /// What a tap on `key` types and does; `time` on the soak's clock.
  mutating func tap(_ key: PlacedKey, at time: Double) {
    switch key.action {
    case nil: emit(keyboard.text(for: key, shift: shift, layer: layer))
    case .shift: tapShift(at: time)
    case .space: emit(" ")
    case .enter: sent.append(.newline)
    case .backspace: sent.append(.delete)
    case .globe: show(mode: (mode + 1) % keyboards.count)
    case .abc, .numbers, .symbols, .sci: layer = key.action?.targetLayer ?? layer
    case .dismiss, .undo, .mic: break
    // The soak runs without the desktop row.
    case .esc, .tab, .ctrl, .alt, .superKey, .left, .down, .up, .right: break
    }
  }

  /// A character chosen in a popup, the strip or the drawing pad.
  mutating func emit(_ text: String?) {
    guard let text else { return }
    if shift == .on, keyboard.hasShift(layer) { shift = .off }
    sent.append(.text(text))
  }

  /// Text went into the strip's search: a one-shot shift is spent all
  /// the same, and nothing reaches the client.
  mutating func spendShift() {
    if shift == .on, keyboard.hasShift(layer) { shift = .off }
  }

  mutating func tapShift(at time: Double) {
    switch shift {
    case .off:
      shift = .on
      lastShiftTap = time
    case .on:
      let double = lastShiftTap.map { time - $0 <= keyboard.timings.doubleTap } ?? false
      shift = double ? .locked : .off
      lastShiftTap = nil
    case .locked:
      shift = .off
      lastShiftTap = nil
    }
  }

  /// A mode chosen: its letters shown.
  mutating func show(mode index: Int) {
    mode = index
    layer = .abc
  }

  /// The alternates a long-press on `key` opens now, and the item a
  /// release at `p` chooses (the nearest cell, as iOS does), if any.
  func alternate(of key: PlacedKey, releasedAt p: Point) -> String? {
    guard let items = keyboard.alternates(for: key, shift: shift, layer: layer) else { return nil }
    return geometry.popup(for: key, items: items).item(at: p).map { items[$0] }
  }

  // MARK: What the clients show

  /// `sent` for a person to read: ⌫ a delete, → cursor keys, ⏎ a newline.
  static func describe(_ sent: [Sent]) -> String {
    sent.map {
      switch $0 {
      case .text(let t): return t
      case .delete: return "⌫"
      case .deletes(let r): return "⌫{\(r.lowerBound)-\(r.upperBound)}"
      case .newline: return "⏎"
      case .cursorRight: return "→+"
      }
    }.joined()
  }

  /// What a client received, in `describe`'s signs.
  static func describe(received: String) -> String {
    received.replacingOccurrences(of: "\u{7F}", with: "⌫")
      .replacingOccurrences(of: "\u{1B}[C", with: "→").replacingOccurrences(
        of: "\u{1B}OC", with: "→"
      )
      .replacingOccurrences(of: "\n", with: "⏎").replacingOccurrences(of: "\r", with: "⏎")
  }

  /// What xterm's raw `cat` records: the typed bytes, DEL for backspace,
  /// escape sequences for cursor keys. Whether `received` is exactly what
  /// `sent` makes.
  static func matches(_ received: [UInt8], _ sent: [Sent]) -> Bool {
    var memo = Set<[Int]>()
    func match(_ i: Int, _ s: Int) -> Bool {
      if s == sent.count { return i == received.count }
      if !memo.insert([i, s]).inserted { return false }
      func take(_ bytes: [UInt8]) -> Int? {
        i + bytes.count <= received.count && Array(received[i..<i + bytes.count]) == bytes
          ? i + bytes.count : nil
      }
      switch sent[s] {
      case .text(let t): return take(Array(t.utf8)).map { match($0, s + 1) } ?? false
      case .delete: return take([0x7F]).map { match($0, s + 1) } ?? false
      case .newline:
        return (take([0x0A]) ?? take([0x0D])).map { match($0, s + 1) } ?? false
      case .deletes(let range):
        var j = i
        var n = 0
        while n < range.upperBound, j < received.count, received[j] == 0x7F {
          j += 1
          n += 1
          if range.contains(n), match(j, s + 1) { return true }
        }
        return false
      case .cursorRight:
        var j = i
        var n = 0
        while let next = [[0x1B, 0x5B, 0x43], [0x1B, 0x4F, 0x43]].lazy.compactMap({ seq in
          j + 3 <= received.count && Array(received[j..<j + 3]) == seq ? j + 3 : nil
        }).first {
          j = next
          n += 1
          if match(j, s + 1) { return true }
        }
        return false
      }
    }
    return match(0, 0)
  }

  /// What a text view shows: the text with each delete applied, the
  /// cursor never moved (it is at the end, where a right arrow does
  /// nothing); nil if a held backspace makes it uncertain.
  static func text(_ sent: [Sent]) -> String? {
    var text = ""
    for s in sent {
      switch s {
      case .text(let t): text += t
      case .delete: if !text.isEmpty { text.removeLast() }
      case .newline: text += "\n"
      case .deletes: return nil
      case .cursorRight: break
      }
    }
    return text
  }
}
