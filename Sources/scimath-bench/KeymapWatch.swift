import CX11
import Foundation
import SciMathX11

/// `scimath-bench watch-keymap`: prints one line per keymap change any
/// client makes (XkbMapNotify, XkbNewKeyboardNotify or core MappingNotify),
/// until killed, so the typing benchmark can count them for every tool.
func watchKeymap() -> Never {
  let connection: XConnection
  do {
    connection = try XConnection()
  } catch {
    FileHandle.standardError.write(Data("scimath-bench: \(error)\n".utf8))
    exit(1)
  }
  let d = connection.display
  let mask = UInt32(XkbMapNotifyMask | XkbNewKeyboardNotifyMask)
  XkbSelectEvents(d, UInt32(XkbUseCoreKbd), mask, mask)
  let out = FileHandle.standardOutput
  out.write(Data("watching\n".utf8))
  while true {
    var event = XEvent()
    XNextEvent(d, &event)
    if event.type == MappingNotify {
      out.write(Data("MappingNotify\n".utf8))
    } else if event.type == connection.xkbEventBase {
      out.write(Data("XkbEvent \(scm_xkb_event_code(&event))\n".utf8))
    }
  }
}
