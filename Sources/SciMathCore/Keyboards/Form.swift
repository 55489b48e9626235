/// The two key-board forms, each matched to its own stock layout.
public enum Form: String, CaseIterable, Sendable {
  case phone, pad
}
