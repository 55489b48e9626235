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

static inline int scm_connection_number(Display *d) { return ConnectionNumber(d); }
static inline int scm_default_screen(Display *d) { return DefaultScreen(d); }
static inline Window scm_root_window(Display *d) { return DefaultRootWindow(d); }
static inline int scm_xi_mask_len(int event) { return XIMaskLen(event); }
static inline void scm_xi_set_mask(unsigned char *mask, int event) { XISetMask(mask, event); }
#endif
