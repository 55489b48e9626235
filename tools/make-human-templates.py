#!/usr/bin/python3
"""Writes Assets/draw-human.txt: drawings of symbols by people, from the one
source here whose licence lets them ship.

    tools/make-human-templates.py [HANDWRITING_EXTRA]
        (default: ../shared/handwriting-extra beside the checkout)

The source is detypify-data (GitHub QuarticCat/detypify-data, commit
67ed8d18ef81e7d6ded9b773b309cb6bd78aae7a, dataset/<typst-name>.txt):
drawings made by visitors of detypify's "contribute" page in a browser
canvas, MIT licence (c) 2024 QuarticCat. handwriting-extra's convert.py
resolves their Typst names to characters; its other part (MathWriting) and
../shared/handwriting are non-commercial and are not used. Only drawings
of symbols the templates know (Assets/draw-templates.txt) are kept, each
scaled into the templates' 0-1000 box (aspect kept), in the same format.

The drawing model learns from them as from the font templates, three times
as often (tools/train-draw-model.py); the matcher does not use them.
"""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "bench"))
from handwriting_set import read  # noqa: E402  (the benchmarks' reader of this format)

SOURCE = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "..", "shared", "handwriting-extra")

LICENCE = """# MIT License
#
# Copyright (c) 2024 QuarticCat
#
# Permission is hereby granted, free of charge, to any person obtaining a copy
# of this software and associated documentation files (the "Software"), to deal
# in the Software without restriction, including without limitation the rights
# to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
# copies of the Software, and to permit persons to whom the Software is
# furnished to do so, subject to the following conditions:
#
# The above copyright notice and this permission notice shall be included in all
# copies or substantial portions of the Software.
#
# THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
# IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
# FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
# AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
# LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
# OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
# SOFTWARE.
"""


def known_symbols():
    with open(os.path.join(ROOT, "Assets", "draw-templates.txt"), encoding="utf-8") as file:
        return {line.split("\t")[0] for line in file if line.strip() and not line.startswith("#")}


def scaled(strokes):
    points = [p for stroke in strokes for p in stroke]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    extent = max(max(xs) - min(xs), max(ys) - min(ys)) or 1
    return [[(round((x - min(xs)) / extent * 1000), round((y - min(ys)) / extent * 1000)) for x, y in stroke]
            for stroke in strokes]


def main():
    drawings, labels = read(SOURCE)
    known = known_symbols()
    lines = []
    for drawing, (char, sample, *_) in zip(drawings, labels):
        if not sample.startswith("detypify:") or char not in known:
            continue
        strokes = [s for s in json.loads(drawing)["strokes"] if s]
        if not strokes:
            continue
        text = " ; ".join(" ".join(f"{x},{y}" for x, y in stroke) for stroke in scaled(strokes))
        lines.append(f"{char}\tdetypify\t{text}\n")
    path = os.path.join(ROOT, "Assets", "draw-human.txt")
    with open(path, "w", encoding="utf-8") as out:
        out.write("# Made by tools/make-human-templates.py: drawings by visitors of detypify's\n"
                  "# contribute page (GitHub QuarticCat/detypify-data, commit\n"
                  "# 67ed8d18ef81e7d6ded9b773b309cb6bd78aae7a), scaled into a 0-1000 box.\n"
                  "# CHAR<TAB>SOURCE<TAB>x,y x,y ... ; x,y ... as draw-templates.txt. Their licence:\n#\n")
        out.write(LICENCE)
        out.writelines(lines)
    print(f"wrote {path}: {len(lines)} drawings of {len({l.split(chr(9))[0] for l in lines})} symbols")


if __name__ == "__main__":
    main()
