/// A problem in a data file, located well enough for a person to fix it:
/// the file, the line, and the row or key where that applies.
public struct DataFileError: Error, Equatable, CustomStringConvertible, Sendable {
  public var file: String
  public var line: Int?
  public var place: String?
  public var problem: String

  public init(file: String, line: Int? = nil, place: String? = nil, problem: String) {
    self.file = file
    self.line = line
    self.place = place
    self.problem = problem
  }

  public var description: String {
    var s = file
    if let line { s += ":\(line)" }
    if let place { s += ": \(place)" }
    return s + ": " + problem
  }
}
