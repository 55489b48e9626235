// scimath-wayland-pointer: a pointer for tests under a Wayland compositor
// with no input devices (headless sway, kwin_wayland --virtual), driven by
// lines on standard input:
//   move X Y        the pointer to (X, Y) in the output's pixels
//   press           the left button down
//   release         the left button up
//   touch-down X Y  a finger down at (X, Y) (KWin only)
//   touch-move X Y  the finger to (X, Y)
//   touch-up        the finger up
//   pace MS         stamp the pointer's events MS ms apart from the next
//                   one on, as a hand moving steadily would (0: as sent)
// Each line is answered with "ok" once the compositor has handled it (a
// round trip), so a test knows the event is in before it looks.
//
// On wlroots it is a zwlr_virtual_pointer_v1 on the first seat, with a
// keyboard that never types, as a laptop's, so that the seat has one (GTK
// takes its windows as focused only from a keyboard's focus). On KWin it
// is org_kde_kwin_fake_input, which KWin grants to a program whose desktop
// file asks for it (X-KDE-Wayland-Interfaces).
// Usage: scimath-wayland-pointer WIDTH HEIGHT (the output's size).
#define _GNU_SOURCE
#include <linux/input-event-codes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>
#include <wayland-client.h>
#include <xkbcommon/xkbcommon.h>

#include "kde-fake-input-client-protocol.h"
#include "virtual-keyboard-unstable-v1-client-protocol.h"
#include "wlr-virtual-pointer-unstable-v1-client-protocol.h"

static struct wl_seat *seat;
static struct zwlr_virtual_pointer_manager_v1 *manager;
static struct zwp_virtual_keyboard_manager_v1 *keyboards;
static struct org_kde_kwin_fake_input *fake;

static void global(void *data, struct wl_registry *registry, uint32_t name,
                   const char *interface, uint32_t version) {
  (void)data;
  if (strcmp(interface, wl_seat_interface.name) == 0 && !seat) {
    seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
  } else if (strcmp(interface, zwlr_virtual_pointer_manager_v1_interface.name) == 0) {
    manager = wl_registry_bind(registry, name, &zwlr_virtual_pointer_manager_v1_interface, 1);
  } else if (strcmp(interface, zwp_virtual_keyboard_manager_v1_interface.name) == 0) {
    keyboards = wl_registry_bind(registry, name, &zwp_virtual_keyboard_manager_v1_interface, 1);
  } else if (strcmp(interface, org_kde_kwin_fake_input_interface.name) == 0 && version >= 3) {
    fake = wl_registry_bind(registry, name, &org_kde_kwin_fake_input_interface, 3);
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

// A stroke's pace is read from its events' stamps, and a test machine
// stalls for tens of milliseconds now and then: stamped as sent, a stall
// mid-stroke reads as the finger resting there. Paced, each event is
// stamped `pace` ms after the one before; one that is early waits for its
// stamp (never stamped in the future), one that is late keeps its stamp.
static uint32_t pace = 0;
static uint32_t next_stamp = 0;
static int paced_started = 0;

static uint32_t stamp(void) {
  if (pace == 0) return now_ms();
  uint32_t now = now_ms();
  if (!paced_started) {
    paced_started = 1;
    next_stamp = now;
  }
  int32_t early = (int32_t)(next_stamp - now);
  if (early > 0) usleep((useconds_t)early * 1000);
  uint32_t given = next_stamp;
  next_stamp += pace;
  return given;
}

// The default layout's keymap (us), as a hardware keyboard brings.
static void add_keyboard(void) {
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
  struct zwlr_virtual_pointer_v1 *pointer = NULL;
  if (seat && manager) {
    pointer = zwlr_virtual_pointer_manager_v1_create_virtual_pointer(manager, seat);
    if (keyboards) add_keyboard();
  } else if (fake) {
    org_kde_kwin_fake_input_authenticate(fake, "scimath tests", "clicks on the keyboard");
  } else {
    fprintf(stderr,
            "scimath-wayland-pointer: the compositor offers neither "
            "zwlr_virtual_pointer_manager_v1 nor org_kde_kwin_fake_input\n");
    return 1;
  }
  wl_display_roundtrip(display);
  printf("ready\n");
  fflush(stdout);
  char line[128];
  while (fgets(line, sizeof line, stdin)) {
    unsigned x, y;
    uint32_t state = 0;
    int button = -1;
    if (strncmp(line, "press", 5) == 0) {
      button = 1;
      state = WL_POINTER_BUTTON_STATE_PRESSED;
    } else if (strncmp(line, "release", 7) == 0) {
      button = 1;
      state = WL_POINTER_BUTTON_STATE_RELEASED;
    }
    unsigned ms;
    if (sscanf(line, "pace %u", &ms) == 1) {
      pace = ms;
      paced_started = 0;
    } else if (sscanf(line, "move %u %u", &x, &y) == 2) {
      if (pointer) {
        zwlr_virtual_pointer_v1_motion_absolute(pointer, stamp(), x, y, width, height);
      } else {
        org_kde_kwin_fake_input_pointer_motion_absolute(fake, wl_fixed_from_int((int)x),
                                                        wl_fixed_from_int((int)y));
      }
    } else if (button == 1) {
      if (pointer) {
        zwlr_virtual_pointer_v1_button(pointer, stamp(), BTN_LEFT, state);
      } else {
        org_kde_kwin_fake_input_button(fake, BTN_LEFT, state);
      }
    } else if (fake && sscanf(line, "touch-down %u %u", &x, &y) == 2) {
      org_kde_kwin_fake_input_touch_down(fake, 0, wl_fixed_from_int((int)x),
                                         wl_fixed_from_int((int)y));
      org_kde_kwin_fake_input_touch_frame(fake);
    } else if (fake && sscanf(line, "touch-move %u %u", &x, &y) == 2) {
      org_kde_kwin_fake_input_touch_motion(fake, 0, wl_fixed_from_int((int)x),
                                           wl_fixed_from_int((int)y));
      org_kde_kwin_fake_input_touch_frame(fake);
    } else if (fake && strncmp(line, "touch-up", 8) == 0) {
      org_kde_kwin_fake_input_touch_up(fake, 0);
      org_kde_kwin_fake_input_touch_frame(fake);
    } else {
      fprintf(stderr, "scimath-wayland-pointer: not understood: %s", line);
      return 2;
    }
    if (pointer) zwlr_virtual_pointer_v1_frame(pointer);
    if (wl_display_roundtrip(display) < 0) {
      fprintf(stderr, "scimath-wayland-pointer: the compositor went away\n");
      return 1;
    }
    printf("ok\n");
    fflush(stdout);
  }
  if (pointer) zwlr_virtual_pointer_v1_destroy(pointer);
  wl_display_roundtrip(display);
  wl_display_disconnect(display);
  return 0;
}
