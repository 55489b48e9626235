#!/usr/bin/env python3
"""Draw to find learns a hand: for each writer of
../shared/handwriting (CROHME 2013 ink by real writers; research use only:
measured with, nothing learned from it is kept), every symbol the writer drew
at least four times: the first three drawings are taught to the recognizer as
the keyboard teaches it when a candidate is tapped (`draw-learn = on`: lines
in drawings.txt under XDG_DATA_HOME), the rest are recognised before and
after. Writers named "Unknown" are no one hand and are left out. Prints a
Markdown section.

usage: bench/handwriting-learning.py [SCIMATH] [DIR]
"""
import collections, json, os, sys, tempfile
from handwriting_set import count, load, pct, recognise

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
scimath = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/release/scimath")
here = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, "..", "shared", "handwriting")
LEARNED, MINIMUM = 3, 4
lines, meta = load(here, "Draw to find learning a hand")

by_hand = collections.defaultdict(lambda: collections.defaultdict(list))
for (label, writer, *_), line in zip(meta, lines):
    if not writer.endswith(":Unknown"):
        by_hand[writer][label].append(line)


def template_line(label, line):
    strokes = json.loads(line)["strokes"]
    points = (" ".join(f"{x:g},{y:g}" for x, y in s) for s in strokes if s)
    return f"{label}\tuser\t{' ; '.join(points)}\n"


tally = {"before": [0, 0, 0], "after": [0, 0, 0]}
writers = symbols = 0
for writer, drawn in sorted(by_hand.items()):
    chosen = {label: ds for label, ds in drawn.items() if len(ds) >= MINIMUM}
    if not chosen:
        continue
    writers += 1
    symbols += len(chosen)
    tests = [(label, d) for label, ds in chosen.items() for d in ds[LEARNED:]]
    with tempfile.TemporaryDirectory() as home:
        os.makedirs(os.path.join(home, "scimath"))
        before = recognise(scimath, [d for _, d in tests], dict(os.environ, XDG_DATA_HOME=home))
        with open(os.path.join(home, "scimath", "drawings.txt"), "w", encoding="utf-8") as f:
            for label, ds in chosen.items():
                for d in ds[:LEARNED]:
                    f.write(template_line(label, d))
        after = recognise(scimath, [d for _, d in tests], dict(os.environ, XDG_DATA_HOME=home))
    for key, answers in (("before", before), ("after", after)):
        for (label, _), chars in zip(tests, answers):
            count(tally[key], label, chars)

print("## Draw to find learning a hand\n")
print(f"`bench/handwriting-learning.py` (part of `make bench`): {writers} writers of "
      "../shared/handwriting, each on every symbol they drew at least "
      f"{MINIMUM} times ({symbols} writer-symbols; no writer drew 10 symbols that often): "
      f"the first {LEARNED} drawings of each taught as a tapped candidate teaches them, the "
      f"other {tally['before'][0]} drawings recognised before and after.\n")
print("| | drawings | top-1 | top-5 |")
print("|---|---|---|---|")
for key in ("before", "after"):
    t = tally[key]
    print(f"| {key} learning | {t[0]} | {pct(t, 1)} | {pct(t, 2)} |")
print()
