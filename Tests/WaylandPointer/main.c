// scimath-wayland-pointer: a pointer for tests under a wlroots compositor
// (headless sway has no input devices): a zwlr_virtual_pointer_v1 on the
// first seat, and a keyboard that never types, as a laptop's, so that the
// seat has one (GTK takes its windows as focused only from a keyboard's
// focus), driven by lines on standard input:
//   move X Y     the pointer to (X, Y) in the output's pixels
//   press        the left button down
//   release      the left button up
// Each line is answered with "ok" once the compositor has handled it (a
// round trip), so a test knows the event is in before it looks.
// Usage: scimath-wayland-pointer WIDTH HEIGHT (the output's size).
#define _GNU_SOURCE
#include <linux/input-event-codes.h>
#include <sys/mman.h>
#include <unistd.h>
#include <xkbcommon/xkbcommon.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wayland-client.h>

#include "virtual-keyboard-unstable-v1-client-protocol.h"
#include "wlr-virtual-pointer-unstable-v1-client-protocol.h"

static struct wl_seat *seat;
static struct zwlr_virtual_pointer_manager_v1 *manager;
static struct zwp_virtual_keyboard_manager_v1 *keyboards;

static void global(void *data, struct wl_registry *registry, uint32_t name,
                   const char *interface, uint32_t version) {
  (void)data;
  (void)version;
  if (strcmp(interface, wl_seat_interface.name) == 0 && !seat) {
    seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
  } else if (strcmp(interface, zwlr_virtual_pointer_manager_v1_interface.name) == 0) {
    manager = wl_registry_bind(registry, name, &zwlr_virtual_pointer_manager_v1_interface, 1);
  } else if (strcmp(interface, zwp_virtual_keyboard_manager_v1_interface.name) == 0) {
    keyboards = wl_registry_bind(registry, name, &zwp_virtual_keyboard_manager_v1_interface, 1);
  }
}

static void global_remove(void *data, struct wl_registry *registry, uint32_t name) {
  (void)data;
  (void)registry;
  (void)name;
}

static const struct wl_registry_listener registry_listener = {global, global_remove};

static uint32_t now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (uint32_t)(t.tv_sec * 1000 + t.tv_nsec / 1000000);
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: scimath-wayland-pointer WIDTH HEIGHT\n");
    return 2;
  }
  uint32_t width = (uint32_t)strtoul(argv[1], NULL, 10);
  uint32_t height = (uint32_t)strtoul(argv[2], NULL, 10);
  struct wl_display *display = wl_display_connect(NULL);
  if (!display) {
    fprintf(stderr, "scimath-wayland-pointer: no Wayland display (WAYLAND_DISPLAY)\n");
    return 1;
  }
  struct wl_registry *registry = wl_display_get_registry(display);
  wl_registry_add_listener(registry, &registry_listener, NULL);
  wl_display_roundtrip(display);
  if (!seat || !manager) {
    fprintf(stderr, "scimath-wayland-pointer: the compositor has no %s\n",
            seat ? "zwlr_virtual_pointer_manager_v1" : "seat");
    return 1;
  }
  struct zwlr_virtual_pointer_v1 *pointer =
      zwlr_virtual_pointer_manager_v1_create_virtual_pointer(manager, seat);
  if (keyboards) {
    // The default layout's keymap (us), as a hardware keyboard brings.
    struct xkb_context *context = xkb_context_new(XKB_CONTEXT_NO_FLAGS);
    struct xkb_keymap *keymap = context ? xkb_keymap_new_from_names(context, NULL, 0) : NULL;
    char *text = keymap ? xkb_keymap_get_as_string(keymap, XKB_KEYMAP_FORMAT_TEXT_V1) : NULL;
    int fd = memfd_create("keymap", MFD_CLOEXEC);
    if (text && fd >= 0 && write(fd, text, strlen(text) + 1) == (ssize_t)(strlen(text) + 1)) {
      struct zwp_virtual_keyboard_v1 *keyboard =
          zwp_virtual_keyboard_manager_v1_create_virtual_keyboard(keyboards, seat);
      zwp_virtual_keyboard_v1_keymap(keyboard, WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1, fd,
                                     (uint32_t)(strlen(text) + 1));
    }
    if (fd >= 0) close(fd);
    free(text);
  }
  wl_display_roundtrip(display);
  printf("ready\n");
  fflush(stdout);
  char line[128];
  while (fgets(line, sizeof line, stdin)) {
    unsigned x, y;
    if (sscanf(line, "move %u %u", &x, &y) == 2) {
      zwlr_virtual_pointer_v1_motion_absolute(pointer, now_ms(), x, y, width, height);
    } else if (strncmp(line, "press", 5) == 0) {
      zwlr_virtual_pointer_v1_button(pointer, now_ms(), BTN_LEFT, WL_POINTER_BUTTON_STATE_PRESSED);
    } else if (strncmp(line, "release", 7) == 0) {
      zwlr_virtual_pointer_v1_button(pointer, now_ms(), BTN_LEFT, WL_POINTER_BUTTON_STATE_RELEASED);
    } else {
      fprintf(stderr, "scimath-wayland-pointer: not understood: %s", line);
      return 2;
    }
    zwlr_virtual_pointer_v1_frame(pointer);
    if (wl_display_roundtrip(display) < 0) {
      fprintf(stderr, "scimath-wayland-pointer: the compositor went away\n");
      return 1;
    }
    printf("ok\n");
    fflush(stdout);
  }
  zwlr_virtual_pointer_v1_destroy(pointer);
  wl_display_roundtrip(display);
  wl_display_disconnect(display);
  return 0;
}
