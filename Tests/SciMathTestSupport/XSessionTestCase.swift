import XCTest

/// A test class with one X session (Xvfb and openbox) for all its tests,
/// started before the first and stopped after the last.
open class XSessionTestCase: XCTestCase {
  nonisolated(unsafe) static var sessions: [ObjectIdentifier: XSession] = [:]

  public var x: XSession {
    guard let s = Self.sessions[ObjectIdentifier(Self.self)] else {
      preconditionFailure("setUpWithError checks the session")
    }
    return s
  }

  override open class func setUp() {
    sessions[ObjectIdentifier(self)] = try? XSession()
  }

  override open class func tearDown() {
    sessions.removeValue(forKey: ObjectIdentifier(self))?.stop()
  }

  override open func setUpWithError() throws {
    guard Self.sessions[ObjectIdentifier(Self.self)] != nil else {
      throw TestFailure("Xvfb and openbox did not start")
    }
  }
}
