/// Touches on the keys: down, move, up and cancel. Where a touch goes is
/// decided once, when it goes down (`Overlay.owner(ofTouchAt:hasStrip:)`),
/// and its move, release and cancel go to the same owner
/// (`owner(ofTouch:)`): the settings panel, the strip, the pad, the open
/// popup, or the keys.
extension KeyStateMachine {
  /// Who took touch `id` when it went down; nil for a touch never seen.
  func owner(ofTouch id: Int) -> Overlay.TouchOwner? {
    if settingsPanel?.owns(id) == true { return .settings }
    if strip?.owns(id) == true { return .strip }
    if drawPad?.owns(id) == true { return .drawPad }
    if overlay.open?.touch == id { return .popup }
    return touches.contains { $0.id == id } ? .keys : nil
  }

  mutating func touchDown(_ id: Int, at p: Point, time: Double) -> KeyboardStep {
    var out = advance(to: time)
    // A contact down again with no release between: the release was lost
    // on the way. The first touch ends where it was, as if let go there,
    // so that its tap still types rather than vanishing.
    if let earlier = touches.first(where: { $0.id == id }) {
      out += touchUp(id, at: earlier.last, time: time)
    }
    touches.removeAll { $0.id == id }
    var owner = overlay.owner(ofTouchAt: p, hasStrip: strip != nil)
    if owner == .strip, isNearMissOfTopRow(p) {
      owner = .keys
      notePassedSlot(at: p)
    }
    switch owner {
    case .settings:
      settingsPanel?.touchDown(id, at: p)
      return out
    case .strip:
      let delay = longPressDelay
      strip?.touchDown(id, at: p, time: time, longPress: delay)
      return out
    case .drawPad:
      drawPad?.touchDown(id, at: p)
      return out
    case .popup:
      touches.append(Touch(id: id, key: nil))  // a second finger is ignored while choosing
      return out
    case .keys:
      break
    }
    // Rollover: a finger still down on a character key types now, so
    // that fast two-finger typing arrives in the order it was touched.
    for i in touches.indices {
      guard let k = touches[i].key, geometry.keys[k].isCharacter else { continue }
      out += typeCharacter(geometry.keys[k], tap: touches[i].last)
      touches[i].key = nil
      touches[i].longPressDue = nil
    }
    guard let k = geometry.keyIndex(at: p) else { return out }
    let key = geometry.keys[k]
    if flashEnabled {
      flashes.removeAll { $0.keyID == key.id }
      flashes.append((key.id, time + timings.flash))
    }
    var touch = Touch(id: id, key: k)
    touch.start = p
    touch.last = p
    switch key.action {
    case .shift:
      let before = shiftKey
      tapShift(time: time)
      tappedShift(at: p)
      // A word drawn from just left of a or z begins on shift as often as
      // on the letter (real strokes of "are", "answer"): it traces too.
      if slideWanted {
        touch.slide = SlideTrace(at: p, key: nil, time: time)
        touch.shiftBefore = before
        if typing.decoder == nil { loads.wordsNeeded = true }
      }
    case .backspace:
      out += deleteBackward(word: false, at: p)
      touch.deleted = 1
      touch.repeatDue = time + timings.repeatDelay
    case nil:
      if keyboard.alternates(for: key, shift: shift, layer: layer) != nil {
        touch.longPressDue = time + longPressDelay
      }
      // Held a little longer than its popup, a sci key shows how to type
      // its symbol (or the alternate chosen) on the strip.
      if layer == .sci, strip != nil { touch.infoDue = time + longPressDelay + Self.infoAfterPopup }
      if slideWanted, key.letter != nil {
        touch.slide = SlideTrace(at: p, key: k, time: time)
        // Its words may be needed at the lift.
        if typing.decoder == nil { loads.wordsNeeded = true }
      }
    case .globe:
      // Held, it lists the modes and the settings.
      touch.longPressDue = time + longPressDelay
    case .space:
      // Held, the space bar becomes a trackpad, as on iOS.
      touch.longPressDue = time + longPressDelay
    case .ctrl, .alt, .superKey:
      if let modifier = key.action?.modifier { tapModifier(modifier, time: time) }
    case .esc, .left, .right, .up, .down:
      // Held, they offer F1–F12, Home, End, Page Up and Page Down.
      touch.longPressDue = time + longPressDelay
    default:
      break
    }
    touches.append(touch)
    return out
  }

  mutating func touchMove(_ id: Int, to p: Point, time: Double) -> KeyboardStep {
    let out = advance(to: time)
    switch owner(ofTouch: id) {
    case .settings: settingsPanel?.touchMove(id, to: p)
    case .strip: strip?.touchMove(id, to: p)
    case .drawPad: drawPad?.touchMove(id, to: p)
    case .popup:
      if drawsOnPastAlternates(id, to: p, time: time) { return out }
      if let open = overlay.open { overlay.select(open.popup.item(at: p)) }
    case .keys: return out + keysTouchMove(id, to: p, time: time)
    case nil: break
    }
    return out
  }

  /// A move of a touch on the keys: a slide follows it; a finger sliding
  /// across character keys moves to the key under it.
  mutating func keysTouchMove(_ id: Int, to p: Point, time: Double) -> KeyboardStep {
    guard let i = touches.firstIndex(where: { $0.id == id }) else { return [] }
    if touches[i].sliding {
      _ = followSlide(i, to: p, at: time)
      return []
    }
    guard let current = touches[i].key else { return [] }
    let out: KeyboardStep = []
    touches[i].last = p
    if geometry.keys[current].action == .space {
      return out + slideOnSpace(i, to: p)
    }
    if touches[i].slide != nil, followSlide(i, to: p, at: time) { return out }
    // A finger sliding across character keys follows them, as on iOS;
    // action keys (backspace repeating) keep their touch however it jitters.
    guard geometry.keys[current].isCharacter, let k = geometry.keyIndex(at: p), k != current,
      geometry.keys[k].isCharacter
    else { return out }
    touches[i].key = k
    touches[i].longPressDue =
      keyboard.alternates(for: geometry.keys[k], shift: shift, layer: layer) != nil
      ? time + longPressDelay : nil
    return out
  }

  mutating func touchUp(_ id: Int, at p: Point, time: Double) -> KeyboardStep {
    let out = advance(to: time)
    switch owner(ofTouch: id) {
    case .settings: return out + settingsTouchUp(id, at: p, time: time)
    case .strip: return out + stripTouchUp(id, at: p, time: time)
    case .drawPad: return out + padTouchUp(id, at: p)
    case .popup, .keys: return out + keysTouchUp(id, at: p, time: time)
    case nil: return out
    }
  }

  /// A release on the strip: what its tap chose.
  mutating func stripTouchUp(_ id: Int, at p: Point, time: Double) -> KeyboardStep {
    let outcome = strip?.touchUp(id, at: p, time: time)
    followStripMode()
    switch outcome {
    case .type(let symbol, let erase):
      return typeSymbol(symbol, erasing: erase) + learnFromPad(symbol)
    case .pin(let symbol):
      return togglePin(symbol, time: time)
    case .word(let slot):
      return chooseWord(slot, at: p)
    case nil:
      return []
    }
  }

  /// A release of a touch on the keys, or of the one choosing in a popup.
  mutating func keysTouchUp(_ id: Int, at p: Point, time: Double) -> KeyboardStep {
    var out: KeyboardStep = []
    guard let i = touches.firstIndex(where: { $0.id == id }) else { return out }
    let touch = touches.remove(at: i)
    if let open = overlay.open, open.touch == id {
      let kind = overlay
      closePopup()
      guard let choice = open.popup.item(at: p) else { return out }
      let item = open.popup.items[choice]
      switch kind {
      case .alternates: out += emitText(item)
      case .modeList: out += chooseFromModeList(choice, time: time)
      case .desktopKeys: if let k = DesktopKey(popupName: item) { out += sendKey(k) }
      case .none, .drawPad, .settings: break
      }
      return out
    }
    if touch.sliding, let slide = touch.slide {
      return out + (typeSlid(slide.path + [p], times: slide.times + [time]) ?? [])
    }
    if let word = typeSlidAcrossTwo(touch, to: p) { return out + word }
    guard let k = touch.key, touch.trackpad == nil else { return out }
    let key = geometry.keys[k]
    switch key.action {
    case nil: out += isReturnMissedUpward(key, at: p) ? enter() : typeCharacter(key, tap: p)
    case .space where heldModifiers() != nil: out += sendKey(.space)
    case .space:
      out += letterAboveSpace(at: p).map { typeCharacter($0, tap: p) } ?? emitText(" ", tap: p)
    case .enter where heldModifiers() != nil: out += sendKey(.enter)
    case .enter: out += enter(tap: p)
    case .esc, .tab, .left, .right, .up, .down:
      if let k = key.action?.desktopKey { out += sendKey(k) }
    case .ctrl, .alt, .superKey: break
    case .globe:
      if let letter = letterAboveGlobe(at: p) {
        out += typeCharacter(letter, tap: p)
        break
      }
      // Another language's typing starts afresh: its words are not read
      // against the last language's, and a space after the globe is a
      // space, not the second of the period shortcut's.
      breakTyping()
      out += selectMode(nextMode, time: time)
    case .dismiss where strip?.searching == true: strip?.endSearch()
    case .dismiss:
      breakTyping()
      out.append(.hide)
    case .undo where strip?.searching == true: break
    case .undo:
      breakTyping()
      out.append(.undo)
    case .shift, .backspace, .mic: break
    case .abc, .numbers, .symbols, .sci:
      if let target = key.action?.targetLayer { switchLayer(to: target) }
    }
    return out
  }

  /// The platform lost the touch (window unmapped, ownership lost): forget
  /// it without typing; nil forgets them all.
  mutating func touchCancel(_ id: Int?, time: Double) -> KeyboardStep {
    let out = advance(to: time)
    guard let id else {
      touches.removeAll()
      strip?.cancelTouch()
      drawPad?.cancelTouch(nil)
      settingsPanel?.cancelTouch()
      closePopup()
      return out
    }
    switch owner(ofTouch: id) {
    case .settings: settingsPanel?.cancelTouch()
    case .strip: strip?.cancelTouch()
    case .drawPad: drawPad?.cancelTouch(id)
    case .popup:
      closePopup()
      touches.removeAll { $0.id == id }
    case .keys: touches.removeAll { $0.id == id }
    case nil: break
    }
    return out
  }

  mutating func closePopup() {
    overlay.closePopup()
  }
}
