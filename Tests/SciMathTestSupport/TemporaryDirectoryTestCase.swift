import Foundation
import XCTest

/// A test class whose every test gets a folder of its own under the
/// system's temporary folder (not made: the code under test makes it),
/// removed after the test with whatever was written there.
open class TemporaryDirectoryTestCase: XCTestCase {
  public var directory: URL!

  open override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("scimath-test-\(UUID().uuidString)")
  }

  open override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }
}
