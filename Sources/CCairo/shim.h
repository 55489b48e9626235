// Cairo, with its FreeType font faces made from fontconfig patterns, for
// the renderer; and fontconfig, to load the renderer's own configuration
// and choose the fonts of each label. Pango is not linked: it is loaded
// when a label needs a layout (PangoLayouts.swift).
#ifndef SCIMATH_CCAIRO_SHIM_H
#define SCIMATH_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-ft.h>
#include <fontconfig/fontconfig.h>
#endif
