// The Wayland protocols the keyboard speaks beyond the core one, as
// wayland-scanner generated them (tools/make-wayland-protocols.sh), and
// the few things Swift cannot do with them itself.
#ifndef SCIMATH_CWAYLANDPROTOCOLS_H
#define SCIMATH_CWAYLANDPROTOCOLS_H
#include <wayland-client.h>
#include "xdg-shell-client-protocol.h"
#include "wlr-layer-shell-unstable-v1-client-protocol.h"
#include "input-method-unstable-v2-client-protocol.h"
#include "virtual-keyboard-unstable-v1-client-protocol.h"
#include "input-method-unstable-v1-client-protocol.h"

// The interfaces' addresses. libwayland keeps the pointer it is given, and
// Swift would hand it the address of a temporary copy of the constant.
const struct wl_interface *scm_wl_compositor_interface(void);
const struct wl_interface *scm_wl_shm_interface(void);
const struct wl_interface *scm_wl_seat_interface(void);
const struct wl_interface *scm_wl_output_interface(void);
const struct wl_interface *scm_layer_shell_interface(void);
const struct wl_interface *scm_input_method_manager_interface(void);
const struct wl_interface *scm_virtual_keyboard_manager_interface(void);
const struct wl_interface *scm_kwin_input_method_interface(void);
const struct wl_interface *scm_kwin_input_panel_interface(void);

/// An anonymous file for shared memory (pixels, the keymap): glibc
/// declares memfd_create only with _GNU_SOURCE. -1 on failure.
int scm_memfd(const char *name);

#endif
