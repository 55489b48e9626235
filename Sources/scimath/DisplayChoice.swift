import FoundationEssentials
import SciMathBase
import SciMathPlatform
import SciMathWayland
import SciMathX11

/// How a command reaches a running keyboard: the X11 display's control
/// window, or the Wayland display's control socket.
protocol ControlRoute {
  func send(_ command: ControlCommand) -> Bool
}

extension ControlChannel: ControlRoute {}
extension ControlSocket: ControlRoute {}

/// A route to no keyboard: there is no place to look for one.
struct NoControlRoute: ControlRoute {
  func send(_ command: ControlCommand) -> Bool { false }
}

/// The display system `backend` asks for. `auto` is Wayland when
/// WAYLAND_DISPLAY names a compositor that offers what a keyboard needs;
/// one that does not is said, and X11 (its XWayland) is used instead.
func openDisplaySystem(_ backend: DisplayBackend) throws -> (
  system: DisplaySystem, control: ControlRoute
) {
  let environment = ProcessInfo.processInfo.environment
  var waylandProblem: String?
  if backend == .wayland || (backend == .auto && DisplayBackend.waylandNamed(environment)) {
    do {
      let wayland = try WaylandDisplay(environment: environment)
      return (wayland, ControlSocket(environment: environment) ?? NoControlRoute())
    } catch {
      if backend == .wayland { throw CLIFailure.failure("\(error)") }
      waylandProblem = "\(error)"
    }
  }
  do {
    let connection = try XConnection()
    if let waylandProblem { StandardStreams.error("scimath: \(waylandProblem)") }
    return (X11Display(connection: connection), ControlChannel(connection: connection))
  } catch {
    throw CLIFailure.failure(
      [waylandProblem, "\(error)"].compactMap { $0 }.joined(separator: "; "))
  }
}

/// Where `scimath show | hide | toggle` finds the running keyboard: the
/// Wayland socket when a Wayland display is named and a keyboard holds it,
/// else the X display's.
func controlRoutes(_ backend: DisplayBackend) -> [(name: String, route: () -> ControlRoute?)] {
  let environment = ProcessInfo.processInfo.environment
  var routes: [(String, () -> ControlRoute?)] = []
  if backend != .x11, DisplayBackend.waylandNamed(environment) {
    routes.append(
      (environment["WAYLAND_DISPLAY"] ?? "", { ControlSocket(environment: environment) }))
  }
  if backend != .wayland {
    routes.append(
      (
        environment["DISPLAY"] ?? "",
        { (try? XConnection()).map { ControlChannel(connection: $0) } }
      ))
  }
  return routes
}
