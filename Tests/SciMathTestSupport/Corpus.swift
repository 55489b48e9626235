import Foundation

/// The 2,000-character typing corpus (Tests/Fixtures/corpus.txt).
public enum Corpus {
  public static let url = TestPaths.repository.appendingPathComponent("Tests/Fixtures/corpus.txt")
  public static var text: String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
}
