import FoundationEssentials
import Glibc

/// The one way the keyboard writes a file of the user's (preferences,
/// learned drawings, recent symbols, the keymap journal): whole, to a
/// temporary file in the same folder, flushed to the disk, then renamed
/// over the old one. A crash or a kill at any moment leaves the old file or
/// the new one, never part of one; folders it makes are 0700 and files
/// 0600, since what the user keeps is nobody else's.
public enum UserFile {
  /// Writes `data` to `url`, making its folder if needed.
  public static func write(_ data: Data, to url: URL) throws {
    let folder = url.deletingLastPathComponent()
    try makeFolder(folder)
    removeAbandoned(besides: url)
    let temporary = folder.appendingPathComponent(temporaryName(for: url, pid: getpid()))
    let fd = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw failure(url, "cannot be written") }
    let written = writeAll(fd, data) && fsync(fd) == 0
    close(fd)
    guard written, rename(temporary.path, url.path) == 0 else {
      let problem = failure(url, "cannot be written")
      unlink(temporary.path)
      throw problem
    }
    // The rename itself reaches the disk only with its folder.
    let folderFD = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folderFD >= 0 {
      fsync(folderFD)
      close(folderFD)
    }
  }

  /// Removes `url` if it is there.
  public static func remove(_ url: URL) throws {
    guard unlink(url.path) == 0 || errno == ENOENT else { throw failure(url, "cannot be removed") }
  }

  /// Makes `folder` and its missing parents, each 0700.
  public static func makeFolder(_ folder: URL) throws {
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
  }

  /// `.settings.conf.1234.tmp`: hidden, and the writer's own, so that two
  /// processes writing the same file (the keyboard and `scimath settings`)
  /// never share one.
  static func temporaryName(for url: URL, pid: Int32) -> String {
    ".\(url.lastPathComponent).\(pid).tmp"
  }

  /// Temporary files of `url` left by writers that were killed mid-write.
  static func removeAbandoned(besides url: URL) {
    let folder = url.deletingLastPathComponent()
    let prefix = ".\(url.lastPathComponent)."
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      guard let pid = Int32(name.dropFirst(prefix.count).dropLast(".tmp".count)),
        pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      unlink(folder.appendingPathComponent(name).path)
    }
  }

  private static func writeAll(_ fd: Int32, _ data: Data) -> Bool {
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let n = Glibc.write(fd, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return false }
        offset += n
      }
      return true
    }
  }

  private static func failure(_ url: URL, _ what: String) -> DataFileError {
    DataFileError(file: url.path, problem: "\(what): \(String(cString: strerror(errno)))")
  }
}
