import Glibc
import SciMathBase

/// A file's bytes mapped read-only for as long as this value lives: a
/// word list is read once, where it lies, with no copy on the heap that
/// would stay in the keyboard's memory after it is freed.
final class MappedFile {
  let bytes: UnsafeBufferPointer<UInt8>

  init(_ path: String) throws(DataFileError) {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw DataFileError(file: path, place: "", problem: "cannot be read") }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      throw DataFileError(file: path, place: "", problem: "cannot be read")
    }
    let size = Int(info.st_size)
    guard size > 0 else {
      bytes = UnsafeBufferPointer(start: nil, count: 0)
      return
    }
    guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else {
      throw DataFileError(file: path, place: "", problem: "cannot be read")
    }
    bytes = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: size)
  }

  deinit {
    if let base = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
  }
}
