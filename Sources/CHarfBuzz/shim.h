// HarfBuzz shapes each label as Pango would; GLib's Unicode tables (which
// HarfBuzz links anyway) give the scripts and character types Pango
// itemises by, so that a label splits where Pango would split it.
#ifndef SCIMATH_CHARFBUZZ_SHIM_H
#define SCIMATH_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>
#include <glib.h>
#endif
