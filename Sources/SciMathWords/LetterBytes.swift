import Glibc

/// Every word's letter numbers, one after another: the largest table of a
/// model (a byte a letter, 2.5–3 MB for a list of 300,000 words). Read
/// from the list's `.letters` file, mapped where it lies, its pages are the
/// page cache's: a tap touches the few words it narrows to, and pages
/// given back after a reading that touched them all (`giveBack`) cost the
/// keyboard nothing until a word on them is looked at again. Made from
/// the words' text when no such file is given (tests, a list of one's own).
final class LetterBytes: @unchecked Sendable {
  // Unchecked: the bytes never change once made, and the mapping or the
  // allocation lives as long as this object.
  let bytes: UnsafeBufferPointer<UInt8>
  private let mapping: MappedFile?

  init(_ letters: [UInt8]) {
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(letters.count, 1))
    _ = copy.initialize(from: letters)
    bytes = UnsafeBufferPointer(start: copy.baseAddress, count: letters.count)
    mapping = nil
  }

  init(mapping: MappedFile) {
    bytes = mapping.bytes
    self.mapping = mapping
  }

  deinit {
    if mapping == nil { UnsafeMutableBufferPointer(mutating: bytes).deallocate() }
  }

  var count: Int { bytes.count }

  /// Whether the bytes are a file's, mapped (not a copy of one's own).
  var isMapped: Bool { mapping != nil }

  subscript(i: Int) -> UInt8 { bytes[i] }

  subscript(r: Range<Int>) -> Slice<UnsafeBufferPointer<UInt8>> { bytes[r] }

  /// Lets the kernel take back the mapped pages a reading of every word
  /// touched (the check against the text, an endings' index): they stay
  /// in the page cache, and a word looked at again maps its page back on
  /// a minor fault. Nothing for bytes of one's own.
  func giveBack() {
    guard mapping != nil, let base = bytes.baseAddress else { return }
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let start = UInt(bitPattern: base) & ~UInt(page - 1)
    let end = UInt(bitPattern: base + bytes.count)
    _ = madvise(UnsafeMutableRawPointer(bitPattern: start), Int(end - start), MADV_DONTNEED)
  }
}
