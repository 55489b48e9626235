import CX11
import SciMathTestSupport
import XCTest

@testable import SciMathX11

/// The start's atoms, interned in one round trip: afterwards Xlib answers
/// each of them from its cache, without a request to the server.
final class AtomPrefetchTests: XSessionTestCase {
  func testPrefetchedAtomsAreInternedAndAnsweredWithoutARequest() throws {
    let connection = try XConnection(name: x.display)
    let d = connection.display
    // A name no server has seen, so the prefetch must create it.
    let fresh = "_SCIMATH_TEST_\(getpid())_\(Int.random(in: 0..<1_000_000))"
    let names = connection.keyboardStartAtoms + [fresh]
    connection.prefetchAtoms(names)
    let before = XNextRequest(d)
    let atoms = names.map { XInternAtom(d, $0, 0) }
    XCTAssertEqual(XNextRequest(d), before, "every name was answered from Xlib's cache")
    XCTAssertFalse(atoms.contains(0))
    XCTAssertEqual(Set(atoms).count, names.count)

    // Another client sees the same atoms on the server.
    let other = try XConnection(name: x.display)
    for (name, atom) in zip(names, atoms) {
      XCTAssertEqual(XInternAtom(other.display, name, 1), atom, name)
    }
    // A name that was not prefetched still costs a request.
    _ = XInternAtom(d, fresh + "_LATER", 0)
    XCTAssertGreaterThan(XNextRequest(d), before)
  }
}
