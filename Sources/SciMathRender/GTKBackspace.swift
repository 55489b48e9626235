import CCairo

/// How many BackSpaces GTK's text widgets take to erase a character, by
/// the rule of the Pango on this machine (the one GTK applications here
/// use): where Pango says BackSpace erases a character rather than the
/// whole cluster, GTK erases only the last character of the cluster's
/// canonical decomposition and leaves the rest (≠, which is = and U+0338,
/// leaves =; the Angstrom sign leaves A), so the cluster takes one
/// BackSpace for each character of its decomposition. Pango's rule is by
/// script and changed between versions (math symbols erased whole since
/// a later release than Debian 12's): it is asked, not copied.
public enum GTKBackspace {
  public static func presses(for c: Character) -> Int {
    let text = String(c)
    // GLib's decomposition, as GTK does it.
    let parts = text.withCString { s -> Int in
      guard let nfd = g_utf8_normalize(s, -1, G_NORMALIZE_NFD) else { return 1 }
      defer { g_free(nfd) }
      return Int(g_utf8_strlen(nfd, -1))
    }
    guard parts > 1 else { return 1 }
    let chars = text.unicodeScalars.count
    var attrs = [PangoLogAttr](repeating: PangoLogAttr(), count: chars + 1)
    let bytes = Int32(text.utf8.count)
    text.withCString { s in
      attrs.withUnsafeMutableBufferPointer { a in
        pango_get_log_attrs(s, bytes, -1, nil, a.baseAddress, Int32(a.count))
      }
    }
    return attrs[chars].backspace_deletes_character != 0 ? parts : 1
  }
}
