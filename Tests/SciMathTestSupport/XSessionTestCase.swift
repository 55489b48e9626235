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

  override open class func setUp() {
    do {
      sessions[ObjectIdentifier(self)] = try makeSession()
    } catch {
      failures[ObjectIdentifier(self)] = "\(error)"
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
