// Cairo and Pango (through PangoCairo) for the renderer.
#ifndef SCIMATH_CCAIRO_SHIM_H
#define SCIMATH_CCAIRO_SHIM_H
#include <cairo.h>
#include <pango/pangocairo.h>
#endif
