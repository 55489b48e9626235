/// One change the keyboard makes to the application's text: erase these
/// characters of its own typing just before the cursor, then insert.
struct TypingEdit: Equatable, Sendable {
  var erase = ""
  var insert = ""

  var step: KeyboardStep {
    KeyboardStep(
      outputs: (erase.isEmpty ? [] : [.erase(erase)]) + (insert.isEmpty ? [] : [.text(insert)]))
  }
}
