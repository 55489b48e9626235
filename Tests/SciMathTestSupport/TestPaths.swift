import Foundation
import SciMathCore

/// Where the tests find the repository, its Assets and the built binary.
public enum TestPaths {
  public static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  public static let assets = repository.appendingPathComponent("Assets")

  public static let fixtures = repository.appendingPathComponent("Tests/Fixtures")

  /// The `scimath` binary of the build the tests belong to (the test
  /// bundle sits in the same build folder).
  public static var binary: URL {
    let bundleDir = Bundle.main.bundleURL.deletingLastPathComponent()
    for dir in [Bundle.main.bundleURL, bundleDir] {
      let candidate = dir.appendingPathComponent("scimath")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return repository.appendingPathComponent(".build/debug/scimath")
  }

  /// The tests' Wayland pointer (Tests/WaylandPointer), built beside it.
  public static var waylandPointer: URL {
    binary.deletingLastPathComponent().appendingPathComponent("scimath-wayland-pointer")
  }

  /// The catalog as shipped, loaded once.
  public static let catalog: AssetCatalog = {
    do {
      return try AssetCatalog.load(from: assets)
    } catch {
      fatalError("the shipped Assets must load: \(error)")
    }
  }()

  /// The strip a live keyboard shows by default, idle, added to a view
  /// to compare a render with the window.
  public static func withIdleStrip(_ view: ViewState, _ keyboard: Keyboard) -> ViewState {
    var v = view
    v.strip = StripView(layout: keyboard.stripLayout)
    return v
  }

  /// The symbol search over the shipped table, built once.
  /// The English words' model, read once.
  public static let words: WordModel = {
    do { return try WordModel.load(assets: assets) } catch {
      fatalError("Assets/words: \(error)")
    }
  }()

  public static let symbols: SymbolSearch = {
    do {
      return try SymbolSearch.load(assets: assets)
    } catch {
      fatalError("the shipped symbols.tsv must load: \(error)")
    }
  }()

  /// The benchmark's held-out glyphs (bench/draw-heldout.txt: fonts the
  /// templates were not made from) and the look-alikes that count as one.
  public static func heldOutGlyphs() throws -> (glyphs: [DrawTemplate], lookalikes: Lookalikes) {
    let url = repository.appendingPathComponent("bench/draw-heldout.txt")
    let glyphs = try DrawTemplateFile.parse(
      String(contentsOf: url, encoding: .utf8), file: url.path)
    let lookalikes = try Lookalikes.parse(
      String(contentsOf: assets.appendingPathComponent("draw-lookalikes.txt"), encoding: .utf8),
      file: "draw-lookalikes.txt")
    return (glyphs, lookalikes)
  }

  /// The recognizer with the shipped templates, built once.
  public static let recognizer: SymbolRecognizer = {
    do { return try SymbolRecognizer.load(assets: assets) } catch {
      fatalError("the shipped draw-templates.txt must load: \(error)")
    }
  }()

  /// A fresh folder for XDG_CONFIG_HOME whose scimath/settings.conf holds
  /// `settings`; removed by the caller.
  public static func configHome(_ name: String, settings: String) throws -> URL {
    let config = temporaryDirectory(name)
    let file = config.appendingPathComponent("scimath/settings.conf")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try settings.write(to: file, atomically: true, encoding: .utf8)
    return config
  }

  /// A fresh temporary directory, removed by the caller or left for triage.
  public static func temporaryDirectory(_ name: String) -> URL {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("scimath-\(name)-\(UUID().uuidString.prefix(8))")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }
}
