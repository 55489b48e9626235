import CWaylandClient
import FoundationEssentials
import Glibc
import SciMathBase
import SciMathCore
import SciMathPlatform

/// `scimath type` on Wayland. A seat has one input method: where a
/// keyboard runs it holds it, and the text goes to it to type; else this
/// process becomes the input method for as long as it types, or, where no
/// text field asks for one, types with a virtual keyboard of its own.
public final class WaylandTypeSession {
  /// How the text goes, for `--stats`.
  public enum Route: String, Sendable {
    case runningKeyboard = "through the running keyboard"
    case inputMethod = "through the input method"
    case virtualKeyboard = "as keys of a virtual keyboard (no text field asked for an input method)"
  }

  public let route: Route
  /// How long a text field may take to ask for the input method.
  static let activationWait = 0.3
  /// How long a just-activated field must be quiet before text goes, and
  /// the most that waits: foot says its state a second time 40 ms after
  /// activation on an idle machine, 60–80 ms with both cores busy.
  static let quiet = 0.25
  static let settleWait = 1.0
  private var socket: ControlSocket?
  private var connection: WaylandConnection?
  private var typing: WaylandTyping?

  public init(environment: [String: String]) throws {
    if let socket = ControlSocket(environment: environment), socket.send(text: "") {
      self.socket = socket
      route = .runningKeyboard
      return
    }
    let connection = try WaylandConnection(environment: environment)
    let missing = connection.missingForTyping
    guard missing.isEmpty else {
      throw WaylandError(
        "the Wayland compositor on \(connection.name) lacks \(missing.joined(separator: ", "))")
    }
    var inputMethod: TextRoute?
    inputMethod = WaylandDisplay.textRoute(connection)
    // The input method learns whether a text field is active.
    connection.roundtrip()
    connection.roundtrip()
    let typing = try WaylandTyping(connection: connection, inputMethod: inputMethod)
    // On a seat that had no keyboard, the focused field takes the focus
    // only once this one's virtual keyboard has come, and asks for an
    // input method after.
    if let inputMethod, !inputMethod.active {
      connection.dispatch(until: { inputMethod.active }, timeout: Self.activationWait)
    }
    // A field just activated says its state again (foot: the cursor's
    // place), and drops text whose commit crosses that (its serials no
    // longer match): the text goes once it has been quiet a moment.
    if let inputMethod, inputMethod.active {
      connection.dispatch(
        until: { MonotonicClock.seconds() - inputMethod.lastDone > Self.quiet },
        timeout: Self.settleWait)
    }
    route = typing.throughInputMethod ? .inputMethod : .virtualKeyboard
    self.connection = connection
    self.typing = typing
  }

  /// Types `text`, waiting `delay` seconds after each character, until
  /// `stop` says so.
  public func type(_ text: String, delay: Double, stop: () -> Bool) throws {
    let pieces = delay > 0 ? text.map { String($0) } : [text]
    for piece in pieces {
      if stop() { break }
      if let socket {
        guard socket.send(text: piece) else {
          throw WaylandError("the running keyboard stopped taking text")
        }
      } else if let typing, let connection {
        try typing.send(.text(piece))
        connection.flush()
      }
      if delay > 0 { usleep(UInt32(delay * 1_000_000)) }
    }
    // Everything is with the compositor before the objects go.
    connection?.roundtrip()
  }
}
