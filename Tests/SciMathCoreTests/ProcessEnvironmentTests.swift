import Foundation
import SciMathCore
import XCTest

/// The start reads the environment without Foundation's Character-wise
/// split; it must read the same dictionary.
final class ProcessEnvironmentTests: XCTestCase {
  func testItReadsWhatFoundationReads() {
    let set = [
      ("SCIMATH_TEST_EQUALS", "a=b=c"), ("SCIMATH_TEST_EMPTY", ""),
      ("SCIMATH_TEST_UNICODE", "∫∂∇ ℏ é\u{301}"), ("SCIMATH_TEST_SPACES", " x y "),
    ]
    for (name, value) in set { setenv(name, value, 1) }
    defer { for (name, _) in set { unsetenv(name) } }
    let ours = ProcessEnvironment.current()
    XCTAssertEqual(ours, ProcessInfo.processInfo.environment)
    for (name, value) in set { XCTAssertEqual(ours[name], value, name) }
    XCTAssertNil(ours["SCIMATH_TEST_UNSET"])
  }
}
