/// Slide to type: a touch that starts on a letter of the letter layer and
/// enters a third letter key (the first counts) before it lifts draws a
/// word (`PathDecoder`); so does one that starts on shift and enters three
/// letter keys, and its shift is taken back. A touch over two letter keys is a word only at
/// its lift, when it ended at least `twoKeyReach` from where it went down
/// and the two keys spell one (w → e: "we", s → e: "see"); otherwise,
/// and for anything shorter, today's behaviour: a tap types its key, a
/// short slide the key it ends on, as on iOS. A touch held still opens
/// the alternates before it can slide, and one that has moved away never
/// does; the space bar's trackpad and the other keys never slide.
extension KeyStateMachine {
  /// In key pitches: a finger that landed on the wrong key and slid onto
  /// its neighbour moves less than this; one drawing a word from centre
  /// to centre more (a pitch, scattered).
  static let twoKeyReach = 0.7

  /// Whether a touch on a letter records its path: the setting on, on the
  /// letter layer, not searching, no desktop modifier held.
  var slideWanted: Bool {
    settings.slideToType && layer == .abc && strip?.searching != true && heldModifiers() == nil
  }

  /// In key pitches: a finger held on a key trembles less than this; one
  /// that has gone farther from where it went down is moving, not holding.
  static let stillReach = 0.25

  /// A letter's pitch, in the window's units.
  var letterPitch: Double {
    typing.keySpace?.pitch ?? geometry.keys.first { $0.letter != nil }?.cell.width ?? 30
  }

  /// A move of a touch that records its path: the path grows, and at a
  /// third letter the touch becomes a slide (its key, balloon and long
  /// press end). Whether it is one.
  mutating func followSlide(_ i: Int, to p: Point, at time: Double) -> Bool {
    let letter = geometry.keyIndex(at: p).flatMap { geometry.keys[$0].letter != nil ? $0 : nil }
    let started = touches[i].slide?.follow(
      to: p, at: time, letter: letter, mayStart: overlay.open == nil)
    if started == true { beganSliding(i) }
    return touches[i].sliding
  }

  /// Touch `i` became a slide: its key, balloon and long press end.
  private mutating func beganSliding(_ i: Int) {
    touches[i].key = nil
    touches[i].longPressDue = nil
    touches[i].infoDue = nil
    // Begun on shift: the shift it pressed was no shift.
    if let before = touches[i].shiftBefore {
      shiftKey = before
      typing.withdrawShiftTap()
    }
  }

  /// How many letter keys a touch whose alternates opened must have
  /// entered, its own first, before leaving the popup makes it a slide:
  /// one more than a slide needs, so that a finger drawn off the popup to
  /// let it go (across a letter or two) still types nothing.
  static let lettersPastAlternates = SlideTrace.slideLetters + 1

  /// A finger that has turned back this often, a pitch or more each way,
  /// and travelled farther than the popup is wide, is drawing a word, even
  /// inside the popup: the popups of a, e, i, o and u span the keyboard
  /// and two rows, so a stroke that rested on them never leaves their
  /// reach (How We Swipe: "italian" typed "į", "evaluation" "ē").
  /// Choosing a cell takes one way there, and back once past it; hunting
  /// to and fro among the cells stays within the popup's width.
  static let turnsPastAlternates = 2

  /// A touch on a letter whose alternates opened while it rested, then
  /// drawn on across the letters and out of the popup's reach, or turning
  /// back twice on the way (`turnsPastAlternates`): a stroke that paused
  /// before it began, not a choice of accent (How We Swipe's strokes rest
  /// on their first letter long enough: "initially" typed "ì",
  /// "consistent" "ç"). The popup closes and the path, recorded from
  /// where the touch went down, is a slide. Whether it became one.
  mutating func drawsOnPastAlternates(_ id: Int, to p: Point, time: Double) -> Bool {
    guard case .alternates(let open) = overlay, open.touch == id,
      let i = touches.firstIndex(where: { $0.id == id }), touches[i].slide != nil
    else { return false }
    let letter = geometry.keyIndex(at: p).flatMap { geometry.keys[$0].letter != nil ? $0 : nil }
    _ = touches[i].slide?.follow(to: p, at: time, letter: letter, mayStart: false)
    guard let slide = touches[i].slide, slide.letters >= Self.lettersPastAlternates,
      open.popup.item(at: p) == nil
        || (slide.turns(longerThan: letterPitch) >= Self.turnsPastAlternates
          && slide.length > open.popup.frame.width)
    else { return false }
    closePopup()
    touches[i].slide?.begin()
    beganSliding(i)
    return true
  }

  /// A finger on a letter that has gone farther than `stillReach` from
  /// where it went down is drawing a word, or about to, not asking for an
  /// accent: its key opens no alternates, wherever it comes to rest (real
  /// strokes pause on their letters long enough: "send" typed "sè").
  func hasMovedAway(_ touch: Touch) -> Bool {
    guard let slide = touch.slide, let start = slide.path.first else { return false }
    let reach = Self.stillReach * letterPitch
    return slide.path.contains { start.distance(to: $0) > reach }
  }

  /// The trail under a sliding finger.
  var trail: Trail? {
    guard let path = touches.last(where: \.sliding)?.slide?.path else { return nil }
    return Trail.behind(path, pitch: letterPitch)
  }

  /// A touch lifted after crossing two letter keys, far enough for a
  /// stroke: the word those keys spell, if any (nil: a tap on the key it
  /// ends on, as before).
  mutating func typeSlidAcrossTwo(_ touch: Touch, to p: Point) -> KeyboardStep? {
    guard let slide = touch.slide, let start = slide.path.first, slide.letters == 2,
      slide.crossed.last == touch.key, let pitch = typing.keySpace?.pitch,
      start.distance(to: p) >= Self.twoKeyReach * pitch
    else { return nil }
    return typeSlid(
      slide.path + [p], through: slide.crossed.map { geometry.keys[$0].frame.center })
  }

  /// The stroke lifted: the likeliest word typed (a space first after a
  /// word, which may correct it), in the case shift asks, the next best
  /// offered on the strip; nil when no word fits (or none runs `through`
  /// those key centres).
  mutating func typeSlid(_ path: [Point], times: [Double]? = nil, through: [Point]? = nil)
    -> KeyboardStep?
  {
    guard let model = typing.model, let keys = typing.keySpace else { return nil }
    // The space comes first, so that the word before is read as the
    // break left it: corrected, if a correction was due. When no word
    // fits, nothing is typed, not even the space.
    let before = self
    let casing = WordCase(shift: shift)
    var out: KeyboardStep = typing.currentText.last?.isLetter == true ? emitText(" ") : []
    let found = PathDecoder(model: model, centres: keys.centres, pitch: keys.pitch)
      .words(
        for: path, times: times, after: typing.previous, limit: TypingRecord.slots + 1,
        through: through)
    guard let best = found.first else {
      self = before
      return nil
    }
    let word = casing.apply(to: best.word, rules: typing.caseRules)
    out +=
      typing.addStroke(
        word, others: found.dropFirst().map { casing.apply(to: $0.word, rules: typing.caseRules) }
      ).step
    strip?.typed(word)
    if shift == .on { shift = .off }
    afterTyping()
    return out
  }
}
