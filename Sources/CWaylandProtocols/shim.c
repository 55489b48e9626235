#define _GNU_SOURCE
#include <sys/mman.h>
#include "CWaylandProtocols.h"

const struct wl_interface *scm_wl_compositor_interface(void) { return &wl_compositor_interface; }
const struct wl_interface *scm_wl_shm_interface(void) { return &wl_shm_interface; }
const struct wl_interface *scm_wl_seat_interface(void) { return &wl_seat_interface; }
const struct wl_interface *scm_wl_output_interface(void) { return &wl_output_interface; }
const struct wl_interface *scm_layer_shell_interface(void) { return &zwlr_layer_shell_v1_interface; }
const struct wl_interface *scm_input_method_manager_interface(void) {
  return &zwp_input_method_manager_v2_interface;
}
const struct wl_interface *scm_virtual_keyboard_manager_interface(void) {
  return &zwp_virtual_keyboard_manager_v1_interface;
}

const struct wl_interface *scm_kwin_input_method_interface(void) {
  return &zwp_input_method_v1_interface;
}

const struct wl_interface *scm_kwin_input_panel_interface(void) {
  return &zwp_input_panel_v1_interface;
}

int scm_memfd(const char *name) { return memfd_create(name, MFD_CLOEXEC | MFD_ALLOW_SEALING); }
