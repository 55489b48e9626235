import SciMathTestSupport
import XCTest

@testable import SciMathCore
@testable import SciMathWords

/// The words in the order of their endings find what a pass over every
/// word finds: the same ending length, and its spellings in the same
/// shares (counted in full up to `mostCounted` words, spread beyond).
final class EndingIndexTests: XCTestCase {
  /// The ending a pass over every word finds: the longest that `least`
  /// words longer than it share on `typed`'s keys, and its spellings.
  func scan(_ m: WordModel, _ typed: [UInt8], key: [Int], least: Int) -> (Int, [[UInt8]: Int])? {
    let longest = min(EndingIndex.depth, typed.count - 1)
    var found: [(Int, [UInt8])] = []
    for id in 0..<m.count {
      let w = Array(m.letters(id))
      var k = 0
      while k < longest, k < w.count - 1,
        key[Int(w[w.count - 1 - k])] == key[Int(typed[typed.count - 1 - k])]
      {
        k += 1
      }
      if k >= 2 { found.append((k, w)) }
    }
    for k in stride(from: longest, through: 2, by: -1) {
      let sharing = found.filter { $0.0 >= k }
      guard sharing.count >= least else { continue }
      var spellings: [[UInt8]: Int] = [:]
      for (_, w) in sharing { spellings[Array(w.suffix(k)), default: 0] += 1 }
      return (k, spellings)
    }
    return nil
  }

  func shares(_ spellings: [[UInt8]: Int]) -> [[UInt8]: Double] {
    let total = Double(spellings.values.reduce(0, +))
    return spellings.mapValues { Double($0) / total }
  }

  func testTheOrderFindsWhatAPassOverEveryWordFinds() throws {
    var sampled = 0
    for language in ["cs", "el"] {
      let mode = try XCTUnwrap(TestPaths.catalog.modes.first { $0.language == language })
      let keyboard = Keyboard(catalog: TestPaths.catalog, form: .phone, mode: mode)
      let m = try WordModel.load(assets: TestPaths.assets, language: language)
      let keys = try XCTUnwrap(
        KeySpace(keyboard: keyboard, geometry: keyboard.geometry(.abc), alphabet: m.alphabet)
      ).keyNumbers
      let index = try XCTUnwrap(EndingIndex(model: m, key: keys))
      // Listed words, each letter put back on its key's first letter (the
      // accents left out, as typed), in steps through the list.
      var compared = 0
      for id in stride(from: 0, to: m.count, by: m.count / 80) {
        let typed = m.letters(id).map { n in
          UInt8(keys.firstIndex(of: keys[Int(n)]) ?? Int(n))
        }
        let fast = index.endings(onKeysOf: typed, in: m, shortest: 2, longest: 7, least: 3)
        let slow = scan(m, typed, key: keys, least: 3)
        XCTAssertEqual(fast?.length, slow?.0, "\(language) \(m.word(id))")
        guard let fast, let slow else { continue }
        compared += 1
        if slow.1.values.reduce(0, +) <= EndingIndex.mostCounted {
          XCTAssertEqual(fast.spellings, slow.1, "\(language) \(m.word(id))")
        } else {
          sampled += 1
          let a = shares(fast.spellings)
          for (spelling, share) in shares(slow.1) where share > 0.05 {
            XCTAssertEqual(a[spelling] ?? 0, share, accuracy: 0.05, "\(language) \(m.word(id))")
          }
        }
      }
      XCTAssertGreaterThan(compared, 50, language)
    }
    XCTAssertGreaterThan(sampled, 0, "some endings are shared by thousands")
  }
}
