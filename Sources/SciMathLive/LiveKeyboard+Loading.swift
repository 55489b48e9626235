import SciMathCore
import SciMathHandwriting

/// The data a step asks for when it first needs it (`.loadSymbols`,
/// `.loadWords`, `.loadRecognizer`), read from the assets; what cannot be
/// read is reported and gone without.
extension LiveKeyboard {
  /// The strip's table, read when the strip first needs it.
  func loadSymbols() -> SymbolSearch? {
    loaded("the symbol strip finds nothing") { try SymbolSearch.load(assets: catalog.directory) }
  }

  /// A language's model, read when its first letter is touched.
  func loadWords(_ language: String) -> WordModel? {
    loaded("no corrections or word suggestions in \(language)") {
      try WordModel.load(assets: catalog.directory, language: language)
    }
  }

  /// The recognizer with the user's learned drawings, read when the
  /// drawing pad first opens.
  func loadRecognizer() -> SymbolRecognizer? {
    loaded("the drawing pad recognizes nothing") {
      try SymbolRecognizer.load(assets: catalog.directory, learned: .standard())
    }
  }

  /// What `load` reads, or nil with a warning that says what the keyboard
  /// then goes without.
  func loaded<T>(_ without: String, _ load: () throws -> T) -> T? {
    // Reading a table takes several times its size while it lasts, and
    // glibc keeps what is freed: a keyboard open all day should not carry
    // it (docs/words.md, "Memory"). The code that read it (parsers,
    // Unicode tables) is given back as the start's is: 2 MB with three
    // languages; what the next tap needs comes back in a fraction of a
    // millisecond (`scimath-bench languages`).
    defer {
      _ = trimHeap(0)
      StartupMemory.trim()
    }
    do { return try load() } catch {
      warn("warning: \(error); \(without)")
      return nil
    }
  }
}

/// glibc's malloc_trim(3), which Swift's Glibc module leaves out (malloc.h
/// is not in its module map): gives the free heap back to the system.
@_silgen_name("malloc_trim")
private func trimHeap(_ pad: Int) -> Int32
