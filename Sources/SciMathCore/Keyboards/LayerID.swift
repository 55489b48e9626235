/// The four SciMath layers. The raw value is the name used in files, on the
/// command line and in `scimath layout`.
public enum LayerID: String, CaseIterable, Sendable {
  case abc
  case numbers = "123"
  case symbols
  case sci
}
