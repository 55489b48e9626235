// libwayland-client and xkbcommon for Swift: the Wayland platform's
// connection, and the keymap its virtual keyboard uploads.
#ifndef SCIMATH_CWAYLANDCLIENT_SHIM_H
#define SCIMATH_CWAYLANDCLIENT_SHIM_H
#include <wayland-client.h>
#include <xkbcommon/xkbcommon.h>
#endif
