import CX11
import Glibc

/// Listens on the accessibility bus (AT-SPI) for the focus moving, and
/// prints a line each time: `editable` when an editable text object took
/// it, `other` for anything else. At the start it says where the focus
/// already is, when an application on the bus has it: the keyboard must
/// not wait for the focus to move to know that a button has it.
///
/// Run in a helper process of its own (`AccessibilityFocusWatch`):
/// libatspi ends the whole process when there is no accessibility bus to
/// connect to, and the keyboard must go on.
///
/// libatspi is opened at run time (libatspi.so.0, from at-spi2-core), so
/// the keyboard neither links nor loads it unless `auto-show` is on.
public enum AccessibilityFocus {
  /// Runs until the bus goes away; returns why it could not start.
  public static func listen() -> String {
    // Dies with the keyboard that started it.
    _ = scm_die_with_parent()
    guard let lib = dlopen("libatspi.so.0", RTLD_NOW | RTLD_GLOBAL) else {
      return "libatspi.so.0 cannot be loaded (install at-spi2-core)"
    }
    func symbol<T>(_ name: String, as: T.Type) -> T? {
      dlsym(lib, name).map { unsafeBitCast($0, to: T.self) }
    }
    typealias Init = @convention(c) () -> Int32
    typealias NewListener =
      @convention(c) (
        @convention(c) (UnsafeMutableRawPointer?) -> Void, UnsafeMutableRawPointer?
      ) -> UnsafeMutableRawPointer?
    typealias Register =
      @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>, UnsafeMutableRawPointer?)
      -> Int32
    typealias Main = @convention(c) () -> Void
    guard let initialize = symbol("atspi_init", as: Init.self),
      let newListener = symbol("atspi_event_listener_new_simple", as: NewListener.self),
      let register = symbol("atspi_event_listener_register", as: Register.self),
      let main = symbol("atspi_event_main", as: Main.self),
      let stateSet = symbol("atspi_accessible_get_state_set", as: GetStateSet.self),
      let contains = symbol("atspi_state_set_contains", as: Contains.self),
      let unref = symbol("g_object_unref", as: Unref.self),
      let extents = symbol("atspi_component_get_extents", as: Extents.self),
      let free = symbol("g_free", as: Unref.self),
      let eventType = symbol("atspi_event_get_type", as: EventType.self),
      let boxedFree = symbol("g_boxed_free", as: BoxedFree.self),
      let desktop = symbol("atspi_get_desktop", as: Desktop.self),
      let childCount = symbol("atspi_accessible_get_child_count", as: ChildCount.self),
      let child = symbol("atspi_accessible_get_child_at_index", as: Child.self),
      let ref = symbol("g_object_ref", as: Ref.self)
    else { return "libatspi.so.0 lacks the functions needed" }
    let f = Functions(
      stateSet: stateSet, contains: contains, unref: unref, eventType: eventType,
      boxedFree: boxedFree, extents: extents, free: free, desktop: desktop,
      childCount: childCount, child: child, ref: ref)
    functions = f
    guard initialize() <= 1 else { return "the accessibility bus could not be reached" }
    let listener = newListener(onFocus, nil)
    guard register(listener, "object:state-changed:focused", nil) != 0 else {
      return "focus events could not be listened to"
    }
    say("ready")
    // After the listener: a focus change while looking is reported after
    // this, and so wins.
    if let focused = focusedNow(f) {
      report(focused, f)
      f.unref(focused)
    }
    main()
    return "the accessibility bus went away"
  }

  typealias GetStateSet = @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
  typealias Contains = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32
  typealias Unref = @convention(c) (UnsafeMutableRawPointer?) -> Void
  typealias EventType = @convention(c) () -> UInt
  typealias BoxedFree = @convention(c) (UInt, UnsafeMutableRawPointer?) -> Void
  /// atspi_component_get_extents(obj, ATSPI_COORD_TYPE_WINDOW, NULL): an
  /// AtspiRect of four gints (x, y, width, height), to be freed. Window
  /// coordinates, as GTK 4 has no others (it warns, and answers in them,
  /// when asked for screen ones); the keyboard adds the focused window's
  /// place.
  typealias Extents =
    @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) ->
    UnsafeMutableRawPointer?

  /// atspi_get_desktop(0), atspi_accessible_get_child_count(obj, NULL)
  /// and atspi_accessible_get_child_at_index(obj, i, NULL); the desktop
  /// and each child are the caller's to unref.
  typealias Desktop = @convention(c) (Int32) -> UnsafeMutableRawPointer?
  typealias Ref = @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
  typealias ChildCount =
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32
  typealias Child =
    @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) ->
    UnsafeMutableRawPointer?

  struct Functions {
    var stateSet: GetStateSet
    var contains: Contains
    var unref: Unref
    var eventType: EventType
    var boxedFree: BoxedFree
    var extents: Extents
    var free: Unref
    var desktop: Desktop
    var childCount: ChildCount
    var child: Child
    var ref: Ref

    /// Whether `object` is in each of `states` (ATSPI_STATE_…).
    func has(_ object: UnsafeMutableRawPointer, _ states: Int32...) -> Bool {
      guard let set = stateSet(object) else { return false }
      defer { unref(set) }
      return states.allSatisfy { contains(set, $0) != 0 }
    }
  }
  /// Set once before the listener runs, read by its callback on the same
  /// thread (GLib's main loop calls it from `atspi_event_main`).
  nonisolated(unsafe) static var functions: Functions?

  /// ATSPI_STATE_ACTIVE, _EDITABLE, _FOCUSED, _VISIBLE and _READ_ONLY
  /// (atspi-constants.h).
  static let active: Int32 = 1
  static let editable: Int32 = 7
  static let focused: Int32 = 12
  static let visible: Int32 = 30
  static let readOnly: Int32 = 43
  /// The most objects looked at for the focus at the start: a window's
  /// widgets number in the hundreds, and each costs a round trip or two.
  static let mostLookedAt = 3000

  /// The object that has the focus now, in the active window of an
  /// application on the bus; nil when none says it has (the focus is in
  /// an application that is not on the bus, or nowhere): then nothing is
  /// known, and nothing is said. Returned with a reference to unref.
  static func focusedNow(_ f: Functions) -> UnsafeMutableRawPointer? {
    guard let desktop = f.desktop(0) else { return nil }
    defer { f.unref(desktop) }
    var budget = mostLookedAt
    for app in children(of: desktop, f) {
      defer { f.unref(app) }
      for window in children(of: app, f) {
        defer { f.unref(window) }
        guard f.has(window, active) else { continue }
        if let found = focused(in: window, f, &budget) { return found }
      }
    }
    return nil
  }

  /// Depth first through what is visible, as the focus is (GTK 4 marks
  /// its widgets visible, not showing).
  static func focused(
    in object: UnsafeMutableRawPointer, _ f: Functions, _ budget: inout Int
  ) -> UnsafeMutableRawPointer? {
    budget -= 1
    guard budget > 0 else { return nil }
    if f.has(object, focused) {
      return f.ref(object)
    }
    for child in children(of: object, f) {
      defer { f.unref(child) }
      guard f.has(child, visible) else { continue }
      if let found = focused(in: child, f, &budget) { return found }
    }
    return nil
  }

  static func children(of object: UnsafeMutableRawPointer, _ f: Functions)
    -> [UnsafeMutableRawPointer]
  {
    let count = max(0, f.childCount(object, nil))
    return (0..<count).compactMap { f.child(object, $0, nil) }
  }

  /// An AtspiEvent starts `gchar *type; AtspiAccessible *source; gint
  /// detail1;` (atspi-event-listener.h, the same since 2.0): detail1 is 1
  /// when the source gained the focus. The event is the callback's to
  /// free (transfer full).
  static let onFocus: @convention(c) (UnsafeMutableRawPointer?) -> Void = { event in
    guard let event, let f = AccessibilityFocus.functions else { return }
    defer { f.boxedFree(f.eventType(), event) }
    let source = event.load(fromByteOffset: 8, as: UnsafeMutableRawPointer?.self)
    let gained = event.load(fromByteOffset: 16, as: Int32.self) == 1
    guard gained, let source else { return }
    report(source, f)
  }

  /// Says whether `source`, which has the focus, is an editable text
  /// object, and where.
  static func report(_ source: UnsafeMutableRawPointer, _ f: Functions) {
    var isEditable = false
    if let states = f.stateSet(source) {
      isEditable =
        f.contains(states, AccessibilityFocus.editable) != 0
        && f.contains(states, AccessibilityFocus.readOnly) == 0
      f.unref(states)
    }
    guard isEditable else { return say("other") }
    // Where the field is in its window, so a floating keyboard can move
    // off it (only components have extents: an entry always is one).
    if let rect = f.extents(source, 1, nil) {
      let v = (0..<4).map { rect.load(fromByteOffset: $0 * 4, as: Int32.self) }
      f.free(rect)
      say("editable \(v[0]) \(v[1]) \(v[2]) \(v[3])")
    } else {
      say("editable")
    }
  }

  /// One line to the keyboard, unbuffered.
  static func say(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count) }
  }
}
