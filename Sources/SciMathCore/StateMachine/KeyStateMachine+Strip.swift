/// The strip's symbols held and pinned.
extension KeyStateMachine {
  /// How much longer than the long-press delay a sci key is held to show
  /// how to type its symbol: long enough that choosing an alternate at
  /// an ordinary pace does not show it.
  static let infoAfterPopup = 0.5

  /// The info's pin button: the symbol joins the favourites (first) or
  /// leaves them, as a setting, kept in the user's file.
  mutating func togglePin(_ symbol: String, time: Double) -> KeyboardStep {
    var favourites = preferences.settings.favourites
    if favourites.contains(symbol) {
      favourites.removeAll { $0 == symbol }
    } else {
      favourites.insert(symbol, at: 0)
      favourites = Array(favourites.prefix(Settings.mostFavourites))
    }
    return change("favourites", to: favourites.joined(separator: " "), time: time)
  }
}
