import Foundation
import SciMathCore

/// A running keyboard a test clicks as a user would, whatever display
/// system it runs on (`LiveKeyboardHarness` on X, `WaylandKeyboardHarness`
/// on a wlroots compositor): key centres from `scimath layout --json`,
/// a pointer moved and pressed on its surface.
public protocol TappableKeyboard: AnyObject {
  var form: Form { get }
  /// The keyboard's width in points, and pixels a point, for key centres.
  var width: Int { get }
  var scale: Double { get }
  /// Whether the keyboard shows the desktop row.
  var desktopKeys: Bool { get }
  /// Moves the pointer to a point in the keys' pixels (the strip above
  /// them at negative y) and waits until it is there.
  func move(to p: Point)
  func press()
  func release()
}

extension TappableKeyboard {
  /// Key centres in window pixels, by id, for a layer, from the CLI.
  public func layout(_ layer: LayerID) throws -> [(
    id: String, center: Point, output: String?, action: String?
  )] {
    let r = try ProcessRunner.run(
      TestPaths.binary,
      [
        "layout", "--json", "--form", form.rawValue, "--layer", layer.rawValue, "--width",
        "\(width)",
      ] + (desktopKeys ? ["--desktop-keys"] : []))
    guard r.status == 0,
      let doc = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any],
      let keys = doc["keys"] as? [[String: Any]]
    else { throw TestFailure("scimath layout failed: \(r.stderr)") }
    return keys.map { key in
      let f = key["frame"] as? [String: Double] ?? [:]
      let center = Point(
        x: (f["x"] ?? 0) + (f["width"] ?? 0) / 2, y: (f["y"] ?? 0) + (f["height"] ?? 0) / 2)
      return (
        key["id"] as? String ?? "", center, key["output"] as? String, key["action"] as? String
      )
    }
  }

  /// A key's centre in window pixels.
  public func center(_ id: String, _ layer: LayerID) throws -> Point {
    guard let key = try layout(layer).first(where: { $0.id == id }) else {
      throw TestFailure("no key \(id) on \(layer)")
    }
    return Point(x: key.center.x * scale, y: key.center.y * scale)
  }

  /// A click: move, press, release, then a pause so the keyboard has typed
  /// before the next click.
  public func click(_ p: Point, pause: Double = 0.03) {
    move(to: p)
    press()
    release()
    usleep(UInt32(pause * 1_000_000))
  }

  public func click(_ id: String, on layer: LayerID, pause: Double = 0.03) throws {
    click(try center(id, layer), pause: pause)
  }

  /// Types `text` with taps on the keys, as a user finds them
  /// (`KeyTaps`), from `layer`, the layer shown; returns the layer shown
  /// after it.
  @discardableResult
  public func type(_ text: String, from layer: LayerID = .abc) throws -> LayerID {
    let keyboard = Keyboard(
      catalog: TestPaths.catalog, form: form, width: Double(width), desktopKeys: desktopKeys)
    guard let plan = KeyTaps.plan(text, on: keyboard, from: layer) else {
      throw TestFailure("no keys type \(text)")
    }
    var centers: [LayerID: [String: Point]] = [:]
    for tap in plan.taps {
      if centers[tap.layer] == nil {
        centers[tap.layer] = Dictionary(
          try self.layout(tap.layer).map { ($0.id, $0.center) }, uniquingKeysWith: { a, _ in a })
      }
      guard let c = centers[tap.layer]?[tap.id] else { throw TestFailure("no key \(tap.id)") }
      click(Point(x: c.x * scale, y: c.y * scale))
    }
    return plan.end
  }

  /// Draws an integral sign on the drawing pad, top to bottom in one
  /// stroke, in small steps as a pointer moves; returns the points drawn.
  @discardableResult
  public func drawIntegral(on pad: DrawPadLayout) -> [Point] {
    let shape: [(Double, Double)] = [
      (140, 30), (132, 12), (120, 4), (108, 8), (102, 24), (100, 60), (99, 120), (98, 180),
      (97, 240), (94, 270), (86, 286), (74, 290), (64, 280),
    ]
    let c = pad.area.center
    let points = shape.map { Point(x: c.x + ($0.0 - 100) * 0.45, y: c.y + ($0.1 - 147) * 0.45) }
    move(to: points[0])
    press()
    for p in points.dropFirst() { move(to: p) }
    release()
    return points
  }

  /// From the letters to the sci layer: 123, then #+=, then sci.
  public func openSciLayer() throws {
    try click("123", on: .abc)
    try click("symbols", on: .numbers)
    try click("sci", on: .symbols)
  }

  func scaled(_ p: Point) -> Point { Point(x: p.x * scale, y: p.y * scale) }
}
