// Cairo and Pango (through PangoCairo) for the renderer, and fontconfig to
// load the renderer's own font configuration.
#ifndef SCIMATH_CCAIRO_SHIM_H
#define SCIMATH_CCAIRO_SHIM_H
#include <cairo.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
#endif
