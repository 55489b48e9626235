import Foundation

/// Resident kB of each file a process maps, from /proc's smaps (`pid`
/// "self": this process): how much of a mapped word list or font a
/// process holds.
public func residentFiles(pid: String = "self") -> [String: Int] {
  // Read to the end: String(contentsOfFile:) stops at the first 4 kB of
  // a /proc file, whose size says 0.
  let data = try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/\(pid)/smaps"))
    .readToEnd()
  let smaps = String(decoding: data ?? Data(), as: UTF8.self)
  var files: [String: Int] = [:]
  var file: String?
  for line in smaps.split(separator: "\n") {
    let fields = line.split(separator: " ", omittingEmptySubsequences: true)
    if fields.first?.contains("-") == true, fields.count >= 5 {
      file = fields.count >= 6 && fields[5].hasPrefix("/") ? String(fields[5]) : nil
    } else if let f = file, fields.first == "Rss:", fields.count >= 2, let kb = Int(fields[1]) {
      files[f, default: 0] += kb
    }
  }
  return files
}

/// Resident kB of this process's mapping that starts at `address` (one
/// model's word list, where other tests map the same file too); nil when
/// no mapping starts there.
public func residentKB(ofMappingAt address: UInt) -> Int? {
  let data = try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/smaps")).readToEnd()
  var inMapping = false
  for line in String(decoding: data ?? Data(), as: UTF8.self).split(separator: "\n") {
    let fields = line.split(separator: " ", omittingEmptySubsequences: true)
    if let first = fields.first, first.contains("-"), fields.count >= 5 {
      inMapping = UInt(first.split(separator: "-")[0], radix: 16) == address
    } else if inMapping, fields.first == "Rss:", fields.count >= 2 {
      return Int(fields[1])
    }
  }
  return nil
}
