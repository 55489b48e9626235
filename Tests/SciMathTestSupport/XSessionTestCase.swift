import XCTest

/// A test class with one X session (Xvfb and openbox) for all its tests,
/// started before the first and stopped after the last.
open class XSessionTestCase: XCTestCase {
  nonisolated(unsafe) static var sessions: [ObjectIdentifier: XSession] = [:]
  /// Why a class's session did not start, said by each of its tests.
  nonisolated(unsafe) static var failures: [ObjectIdentifier: String] = [:]

  public var x: XSession {
    guard let s = Self.sessions[ObjectIdentifier(Self.self)] else {
      preconditionFailure("setUpWithError checks the session")
    }
    return s
  }

  /// The session the class's tests share: Xvfb and openbox unless a
  /// class says otherwise.
  open class func makeSession() throws -> XSession { try XSession() }

  /// A second try when the first does not come up: once in a full run a
  /// window manager never managed a fresh Xvfb's screen in 30 s, right
  /// after another class's compositor ended on the shared machine; the
  /// same classes alone, and in that order, start every time.
  override open class func setUp() {
    for attempt in 1...2 {
      do {
        sessions[ObjectIdentifier(self)] = try makeSession()
        failures[ObjectIdentifier(self)] = nil
        return
      } catch {
        failures[ObjectIdentifier(self)] = "\(error) (try \(attempt) of 2)"
      }
    }
  }

  override open class func tearDown() {
    sessions.removeValue(forKey: ObjectIdentifier(self))?.stop()
  }

  override open func setUpWithError() throws {
    guard Self.sessions[ObjectIdentifier(Self.self)] != nil else {
      throw TestFailure(
        "the X session did not start: "
          + (Self.failures[ObjectIdentifier(Self.self)] ?? "no reason given"))
    }
  }
}
