import Foundation
import SciMathCore

/// The soak's gestures: each picks its keys at random from the model's
/// layer and tells the model and the driver what it did.
extension SoakRun {
  enum Gesture: CaseIterable {
    case tap, burst, shift, capsLock, layer, globe, modeList, longPressChoice, longPressLetGo
    case drag, space, enter, backspace, backspaceHeld, trackpad, search, recent, draw, settings
  }

  /// How often each gesture comes, out of their sum.
  static let weights: [(Gesture, Int)] = [
    (.tap, 24), (.burst, 16), (.shift, 5), (.capsLock, 2), (.layer, 9), (.globe, 4),
    (.modeList, 1), (.longPressChoice, 4), (.longPressLetGo, 2), (.drag, 3), (.space, 5),
    (.enter, 2), (.backspace, 4), (.backspaceHeld, 1), (.trackpad, 1), (.search, 1),
    (.recent, 1), (.draw, 1), (.settings, 1),
  ]

  /// The weights less the gestures SCIMATH_SOAK_SKIP names (a comma list,
  /// as `Gesture`'s cases are spelled), to find which one a fault needs.
  static let chosenWeights: [(Gesture, Int)] = {
    let skip = Set(
      (ProcessInfo.processInfo.environment["SCIMATH_SOAK_SKIP"] ?? "").split(separator: ",")
        .map(String.init))
    return weights.filter { !skip.contains("\($0.0)") }
  }()

  func pick() -> Gesture {
    let weights = Self.chosenWeights
    var n = Int.random(in: 0..<weights.map(\.1).reduce(0, +), using: &random)
    for (gesture, weight) in weights {
      if n < weight { return gesture }
      n -= weight
    }
    return .tap
  }

  var characterKeys: [PlacedKey] { model.geometry.keys.filter(\.isCharacter) }
  func keys(_ action: KeyAction) -> PlacedKey? { model.geometry.keys.first { $0.action == action } }

  /// Carries out one gesture; `heldDeletes` false where the client's
  /// text cannot show how many a held backspace deleted.
  func perform(_ gesture: Gesture, heldDeletes: Bool) {
    log.append("\(gesture) on \(model.layer) mode \(model.mode) shift \(model.shift)")
    switch gesture {
    case .tap:
      if let key = characterKeys.randomElement(using: &random) { tap(key) }
    case .burst:
      let n = Int.random(in: 3...12, using: &random)
      let chosen = (0..<n).compactMap { _ in characterKeys.randomElement(using: &random) }
      burst(chosen, gaps: chosen.map { _ in Double(Int.random(in: 5...30, using: &random)) / 1000 })
      log[log.count - 1] += ": " + chosen.map(\.id).joined(separator: " ")
    case .shift:
      // Far from a double tap, which would lock it.
      if let last = model.lastShiftTap, time - last < 0.6 { hold(0.6) }
      if let shift = keys(.shift) { tap(shift) }
    case .capsLock:
      guard let shift = keys(.shift) else { return }
      if model.shift != .off {
        hold(0.6)
        tap(shift)
        if model.shift != .off { tap(shift) }
      }
      hold(0.6)
      tap(shift)
      tap(shift)
    case .layer:
      let layerKeys = model.geometry.keys.filter { $0.action?.targetLayer != nil }
      if let key = layerKeys.randomElement(using: &random) { tap(key) }
    case .globe:
      if let globe = keys(.globe) { tap(globe) }
    case .modeList:
      modeList()
    case .longPressChoice, .longPressLetGo:
      longPress(choosing: gesture == .longPressChoice)
    case .drag:
      drag()
    case .space:
      if let key = keys(.space) { tap(key) }
    case .enter:
      if let key = keys(.enter) { tap(key) }
    case .backspace:
      if let key = keys(.backspace) { tap(key) }
    case .backspaceHeld:
      guard heldDeletes, let key = keys(.backspace) else { return }
      down(key.frame.center)
      hold(0.75)
      up(key.frame.center)
      // One at the touch, then one at 0.5 s and each 0.1 s after.
      model.sent.append(.deletes(2...6))
    case .trackpad:
      trackpad()
    case .search:
      search()
    case .recent:
      recent()
    case .draw:
      draw()
    case .settings:
      settings()
    }
  }

  /// Holds the globe and chooses a mode from its list.
  func modeList() {
    guard let globe = keys(.globe) else { return }
    down(globe.frame.center)
    hold(0.7)
    guard let popup = driver.view.popup else { return up(globe.frame.center) }
    let names = model.keyboards.map { $0.mode?.name ?? "English" }
    let choices = popup.items.indices.filter { names.contains(popup.items[$0]) }
    guard let i = choices.randomElement(using: &random) else { return up(globe.frame.center) }
    move(popup.cells[i].center)
    up(popup.cells[i].center)
    if let mode = names.firstIndex(of: popup.items[i]) { model.show(mode: mode) }
  }

  /// Holds a key with alternates; slides to one of them, or lets go where
  /// it is (the cell nearest the finger is typed).
  func longPress(choosing: Bool) {
    let withAlternates = characterKeys.filter {
      model.keyboard.alternates(for: $0, shift: model.shift, layer: model.layer) != nil
    }
    guard let key = withAlternates.randomElement(using: &random),
      let items = model.keyboard.alternates(for: key, shift: model.shift, layer: model.layer)
    else { return }
    down(key.frame.center)
    hold(0.7)
    var at = snapped(key.frame.center)
    if choosing {
      let cells = model.geometry.popup(for: key, items: items).cells
      if let cell = cells.randomElement(using: &random) { at = cell.center }
      move(at)
    }
    let chosen = model.alternate(of: key, releasedAt: snapped(at))
    up(at)
    model.emit(chosen)
  }

  /// Slides across the keys of a row; the key let go on types.
  func drag() {
    let row = Int.random(in: 0..<3, using: &random)
    let keys = characterKeys.filter { $0.row == row }
    guard keys.count > 2 else { return }
    let start = Int.random(in: 0..<keys.count - 2, using: &random)
    let end = Int.random(in: (start + 2)..<keys.count, using: &random)
    down(keys[start].frame.center)
    for k in keys[(start + 1)...end] { move(k.frame.center) }
    up(keys[end].frame.center)
    model.tap(keys[end], at: time)
  }

  /// Holds the space bar and slides right: cursor keys, no space.
  func trackpad() {
    guard let space = keys(.space) else { return }
    let c = space.frame.center
    down(c)
    hold(0.7)
    for dx in stride(from: 10.0, through: 60, by: 10) { move(Point(x: c.x + dx, y: c.y)) }
    up(Point(x: c.x + 60, y: c.y))
    model.sent.append(.cursorRight)
  }

  /// Opens the search, types a few letters into it (nothing reaches the
  /// client) and chooses the first result if there is one.
  func search() {
    guard let strip = driver.view.strip?.layout, model.layer == .abc else { return }
    tap(strip.button.center)
    let letters = characterKeys.filter { $0.row < 3 }
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      guard let key = letters.randomElement(using: &random) else { break }
      tap(key.frame.center)
      model.spendShift()
    }
    usleep(100_000)
    if let first = driver.view.strip?.items.first, driver.view.strip?.searching == true,
      Bool.random(using: &random)
    {
      tap(strip.cell(0, .searching, scroll: 0).center)
      model.sent.append(.text(first))
    }
    if driver.view.strip?.searching == true { tap(strip.button.center) }
  }

  /// Taps a symbol the strip offers from this session's.
  func recent() {
    guard let strip = driver.view.strip, strip.mode == .idle, !strip.items.isEmpty else { return }
    let i = Int.random(in: 0..<min(strip.items.count, 3), using: &random)
    let item = strip.items[i]
    tap(strip.layout.cell(i, .idle, scroll: strip.scroll).center)
    model.sent.append(.text(item))
  }

  /// Opens the drawing pad, draws an integral sign, chooses the first
  /// candidate, and closes the pad.
  func draw() {
    guard let strip = driver.view.strip?.layout else { return }
    tap(strip.drawButton.center)
    guard let pad = driver.view.drawPad?.layout else { return }
    let shape: [(Double, Double)] = [
      (140, 30), (120, 4), (102, 24), (100, 60), (99, 120), (98, 180), (97, 240), (86, 286),
      (64, 280),
    ]
    let c = pad.area.center
    let points = shape.map { Point(x: c.x + ($0.0 - 100) * 0.45, y: c.y + ($0.1 - 147) * 0.45) }
    down(points[0])
    for p in points.dropFirst() { move(p) }
    up(points[points.count - 1])
    usleep(200_000)
    if let first = driver.view.strip?.items.first {
      tap(strip.cell(0, .drawing, scroll: 0).center)
      model.sent.append(.text(first))
    }
    if let abc = driver.view.drawPad?.layout.buttons.first(where: { $0.kind == .abc }) {
      tap(abc.frame.center)
    }
  }

  /// Opens the settings panel from the globe's list and closes it.
  func settings() {
    guard let globe = keys(.globe) else { return }
    down(globe.frame.center)
    hold(0.7)
    guard let popup = driver.view.popup, let first = popup.cells.first else {
      return up(globe.frame.center)
    }
    let names = model.keyboards.map { $0.mode?.name ?? "English" }
    if names.contains(popup.items[0]) { return up(globe.frame.center) }
    move(first.center)
    up(first.center)
    usleep(200_000)
    if let done = driver.view.settings?.layout.done { tap(done.center) }
  }
}
