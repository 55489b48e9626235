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
#include <X11/extensions/XInput2.h>
#include <xkbcommon/xkbcommon.h>
#include <string.h>

static inline int scm_connection_number(Display *d) { return ConnectionNumber(d); }
static inline int scm_default_screen(Display *d) { return DefaultScreen(d); }
static inline Window scm_root_window(Display *d) { return DefaultRootWindow(d); }
static inline int scm_xi_mask_len(int event) { return XIMaskLen(event); }
static inline void scm_xi_set_mask(unsigned char *mask, int event) { XISetMask(mask, event); }

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

// Maps keycode kc to `sym` as one group of type ALPHABETIC whose two
// levels are both `sym`: neither Shift nor Lock changes the symbol, and
// because the type consumes Lock, clients do not upper-case it either.
// One XkbSetMap request. Returns 1 on success.
static inline int scm_map_key_to_symbol(Display *d, int kc, KeySym sym) {
  XkbDescPtr xkb = XkbGetMap(d, XkbKeyTypesMask | XkbKeySymsMask, XkbUseCoreKbd);
  if (!xkb) return 0;
  XkbMapChangesRec changes;
  memset(&changes, 0, sizeof changes);
  int types[XkbNumKbdGroups] = {XkbAlphabeticIndex, 0, 0, 0};
  int ok = XkbChangeTypesOfKey(xkb, kc, 1, XkbGroup1Mask, types, &changes) == Success;
  KeySym *syms = ok ? XkbResizeKeySyms(xkb, kc, 2) : NULL;
  if (syms) {
    syms[0] = sym;
    syms[1] = sym;
    changes.changed |= XkbKeySymsMask;
    changes.first_key_sym = kc;
    changes.num_key_syms = 1;
    ok = XkbChangeMap(d, xkb, &changes);
  } else {
    ok = 0;
  }
  XkbFreeKeyboard(xkb, 0, True);
  return ok;
}
#endif
