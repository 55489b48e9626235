import XCTest

@testable import SciMathX11

/// Which applications get a pause after line breaks, by WM_CLASS.
final class ClientQuirksTests: XCTestCase {
  func testLibreOfficeByInstanceOrClass() {
    let pause = ClientQuirks.measuredLineBreakPause
    XCTAssertEqual(
      ClientQuirks(instance: "libreoffice", className: "libreoffice-writer").lineBreakPause, pause)
    XCTAssertEqual(ClientQuirks(instance: "soffice", className: "Soffice").lineBreakPause, pause)
    XCTAssertEqual(ClientQuirks(instance: "x", className: "LibreOffice-Calc").lineBreakPause, pause)
  }

  func testOtherApplicationsGetNoPause() {
    for (instance, cls) in [
      ("gedit", "Gedit"), ("xterm", "XTerm"), ("firefox-esr", "firefox-esr"), ("", ""),
      ("office", "Office"),
    ] {
      XCTAssertEqual(ClientQuirks(instance: instance, className: cls).lineBreakPause, 0, instance)
    }
  }
}
