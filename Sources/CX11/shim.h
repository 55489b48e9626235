// Xlib, XKB, XTest and XInput 2 for Swift. Function-like macros do not
// import into Swift, so the few the project needs are wrapped here as
// static inline functions with an `scm_` prefix.
#ifndef SCIMATH_CX11_SHIM_H
#define SCIMATH_CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/XKBlib.h>
#include <X11/keysym.h>
#include <X11/extensions/XTest.h>
#include <X11/extensions/shape.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/Xrandr.h>
#include <X11/extensions/XRes.h>
#include <xkbcommon/xkbcommon.h>
#include <string.h>

#include <signal.h>
#include <sys/prctl.h>
/// The calling process gets SIGTERM when its parent dies (a helper
/// process must not outlive the keyboard).
static inline int scm_die_with_parent(void) { return prctl(PR_SET_PDEATHSIG, SIGTERM); }
static inline int scm_connection_number(Display *d) { return ConnectionNumber(d); }
static inline int scm_default_screen(Display *d) { return DefaultScreen(d); }
static inline Window scm_root_window(Display *d) { return DefaultRootWindow(d); }
static inline int scm_xi_mask_len(int event) { return XIMaskLen(event); }
static inline void scm_xi_set_mask(unsigned char *mask, int event) { XISetMask(mask, event); }

static inline void scm_destroy_image(XImage *image) { XDestroyImage(image); }
static inline unsigned long scm_get_pixel(XImage *image, int x, int y) {
  return XGetPixel(image, x, y);
}

// XKB client map accessors (macros in XKBstr.h).
static inline int scm_key_num_groups(XkbDescPtr x, int kc) { return XkbKeyNumGroups(x, kc); }
static inline int scm_key_group_width(XkbDescPtr x, int kc, int g) {
  return XkbKeyGroupWidth(x, kc, g);
}
static inline KeySym scm_key_sym(XkbDescPtr x, int kc, int level, int g) {
  return XkbKeySymEntry(x, kc, level, g);
}
static inline unsigned int scm_key_type_mask(XkbDescPtr x, int kc, int g) {
  return XkbKeyKeyType(x, kc, g)->mods.mask;
}
// The level of group g that modifiers `mods` select, as the server does it.
static inline int scm_key_level(XkbDescPtr x, int kc, int g, unsigned int mods) {
  XkbKeyTypePtr t = XkbKeyKeyType(x, kc, g);
  unsigned int m = mods & t->mods.mask;
  for (int i = 0; i < t->map_count; i++) {
    if (t->map[i].active && t->map[i].mods.mask == m) return t->map[i].level;
  }
  return 0;
}
// Event type codes that are macros or computed from the XKB event base.
static inline int scm_xkb_event_code(XEvent *e) { return ((XkbAnyEvent *)e)->xkb_type; }
static inline int scm_xkb_state_group(XEvent *e) { return ((XkbStateNotifyEvent *)e)->group; }
static inline int scm_xkb_state_changed(XEvent *e) { return ((XkbStateNotifyEvent *)e)->changed; }

// Sets n keys in one XkbSetMap request (one keymap change for clients):
// kcs[i] gets one group of type ALPHABETIC with level 1 lv1[i] and level 2
// lv2[i] (Shift or Lock selects level 2, Shift+Lock level 1, and the type
// consumes Lock, so clients do not change the case of either), or no
// groups at all when lv1[i] is NoSymbol. Keys between the lowest and
// highest keycode are sent as they are. Returns 1 when the request was
// sent; whether the server took it shows only in the keymap read after.
//
// The ALPHABETIC type goes in the request too, as the server has it: some
// servers (Xwayland 22.1.9, Debian 12's) check a request's key symbols
// against the widths of the types it carries, and with none they take
// every width as 0 and refuse the whole request with BadValue.
static inline int scm_set_key_levels(Display *d, int n, const int *kcs, const KeySym *lv1,
                                     const KeySym *lv2) {
  if (n <= 0) return 1;
  XkbDescPtr xkb = XkbGetMap(d, XkbKeyTypesMask | XkbKeySymsMask, XkbUseCoreKbd);
  if (!xkb) return 0;
  XkbMapChangesRec changes;
  memset(&changes, 0, sizeof changes);
  int ok = 1, lo = xkb->max_key_code, hi = xkb->min_key_code;
  for (int i = 0; i < n && ok; i++) {
    int kc = kcs[i];
    int types[XkbNumKbdGroups] = {XkbAlphabeticIndex, 0, 0, 0};
    int groups = lv1[i] == NoSymbol ? 0 : 1;
    ok = XkbChangeTypesOfKey(xkb, kc, groups, XkbGroup1Mask, types, &changes) == Success;
    if (ok && groups) {
      KeySym *s = XkbResizeKeySyms(xkb, kc, 2);
      if (s) { s[0] = lv1[i]; s[1] = lv2[i]; } else { ok = 0; }
    }
    if (kc < lo) lo = kc;
    if (kc > hi) hi = kc;
  }
  if (ok) {
    changes.changed |= XkbKeyTypesMask | XkbKeySymsMask;
    changes.first_type = XkbAlphabeticIndex;
    changes.num_types = 1;
    changes.first_key_sym = lo;
    changes.num_key_syms = hi - lo + 1;
    ok = XkbChangeMap(d, xkb, &changes);
  }
  XkbFreeKeyboard(xkb, 0, True);
  return ok;
}
// The same with both levels the same keysym (or all empty).
static inline int scm_set_key_symbols(Display *d, int n, const int *kcs, const KeySym *syms) {
  return scm_set_key_levels(d, n, kcs, syms, syms);
}
#endif
