import SciMathBase

/// Calls `body` with each line of `descriptor` as it arrives (without its
/// newline; the last one even without one), so that a pipe is answered
/// line by line. Throws what reading threw.
func forEachLine(of descriptor: Int32, _ body: (ArraySlice<UInt8>) -> Void) throws {
  var pending: [UInt8] = []
  while true {
    let chunk = try StandardStreams.readSome(from: descriptor)
    if chunk.isEmpty { break }
    pending += chunk
    var start = 0
    while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
      body(pending[start..<newline])
      start = newline + 1
    }
    pending.removeFirst(start)
  }
  if !pending.isEmpty { body(pending[...]) }
}
