// Pango, linked into the render tests only: its layouts are what every
// label the renderer shapes by itself must measure and draw like.
#ifndef SCIMATH_CPANGO_SHIM_H
#define SCIMATH_CPANGO_SHIM_H
#include <pango/pangocairo.h>
#endif
