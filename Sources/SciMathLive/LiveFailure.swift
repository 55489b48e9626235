/// Why the live keyboard cannot run, in words for the user.
struct LiveFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
