#!/usr/bin/python3
"""Writes the drawing recognizer's templates and its held-out test drawings.

    tools/make-draw-templates.py     (from the checkout's top)

Assets/draw-templates.txt: the centre lines of every symbol of
shared/reference/draw-symbols.txt (and each symbol of the sci layer) in
the fonts of TEMPLATE_FONTS: DejaVu Sans and DejaVu Serif
(fonts-dejavu-core), FreeSerif and FreeSans (fonts-freefont-ttf), Nimbus
Sans, P052 and C059 (fonts-urw-base35), the TeX Gyre Termes, Pagella,
Bonum and Schola Math fonts (fonts-texgyre-math), Latin Modern Math
(fonts-lmodern), Asana Math (fonts-oflb-asana-math) and Noto Sans Math
(fonts-noto-core). Not TeX Gyre DejaVu Math nor STIX Math: they draw as
two of the held-out fonts do.

bench/draw-heldout.txt: the same symbols' centre lines in fonts the
templates were not made from: STIXGeneral (fonts-stix), DejaVu Math TeX
Gyre (fonts-dejavu-extra) and
OpenSymbol (fonts-opensymbol), for `make bench` to distort as hands do
and recognize.

A line: CHAR, a tab, SOURCE, a tab, the strokes: points `x,y` in a
0-1000 box (y down) joined by spaces, strokes joined by ` ; `.
Needs python3-gi, python3-gi-cairo, python3-numpy and the fonts.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from glyph_strokes import glyph_strokes  # noqa: E402

# Not Standard Symbols PS: its Latin-1 range (U+0080-U+00FF), the only
# symbols of the list it gave, holds the Adobe Symbol encoding's glyphs, so
# µ came out as ∝, × as a dot, ÷ as a bar, Å as ⊕ and ¬ as ←.
TEMPLATE_FONTS = [
    "DejaVu Sans", "FreeSerif", "FreeSans", "DejaVu Serif", "Nimbus Sans", "P052", "C059",
    "TeX Gyre Termes Math", "TeX Gyre Pagella Math", "TeX Gyre Bonum Math", "TeX Gyre Schola Math",
    "Latin Modern Math", "Asana Math", "Noto Sans Math",
]
HELDOUT_FONTS = ["STIXGeneral", "DejaVu Math TeX Gyre", "OpenSymbol"]


def symbols():
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "..", "..", "shared", "reference", "draw-symbols.txt")
    if not os.path.exists(path):
        path = os.path.join(here, "..", "bench", "draw-symbols.txt")
    with open(path, encoding="utf-8") as file:
        return [line.strip() for line in file if line.strip() and not line.startswith("#")]


def line(char, source, strokes):
    text = " ; ".join(" ".join(f"{x},{y}" for x, y in stroke) for stroke in strokes)
    return f"{char}\t{source}\t{text}\n"


def write(path, header, fonts, chars):
    missing = []
    with open(path, "w", encoding="utf-8") as out:
        out.write(header)
        for char in chars:
            found = 0
            for family in fonts:
                strokes = glyph_strokes(char, family)
                if strokes is not None:
                    out.write(line(char, family, strokes))
                    found += 1
            if found == 0:
                missing.append(char)
    return missing


def main():
    chars = symbols()
    missing = write(
        "Assets/draw-templates.txt",
        "# Made by tools/make-draw-templates.py: centre lines of glyphs in "
        + ", ".join(TEMPLATE_FONTS)
        + ".\n# CHAR<TAB>SOURCE<TAB>x,y x,y … ; x,y … (a 0-1000 box, y down). See Assets/README.md.\n",
        TEMPLATE_FONTS,
        chars,
    )
    if missing:
        sys.exit("no template font has " + " ".join(missing))
    write(
        "bench/draw-heldout.txt",
        "# Made by tools/make-draw-templates.py: centre lines of glyphs in "
        + ", ".join(HELDOUT_FONTS)
        + ", fonts the templates were not made from.\n",
        HELDOUT_FONTS,
        chars,
    )


if __name__ == "__main__":
    main()
