/// A failure of the X server or of a request to it, said in words for the user.
public struct XError: Error, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}
