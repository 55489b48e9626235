#!/usr/bin/env python3
"""Draw to find on real handwriting: ../shared/handwriting (CROHME 2013 ink
by real writers; research use only: measured with, nothing learned from it).
Feeds every drawing to `scimath recognize --top 5 -` and prints a Markdown
section: top-1/top-5 overall and for each of the 26 classes, and the time a
drawing takes. Lookalikes that no drawing can tell apart count as one, as
the set's own score.py counts them.

usage: bench/handwriting.py [SCIMATH] [DIR]
"""
import collections, os, sys, tempfile, time
from handwriting_set import count, load, pct, recognise

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
scimath = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/release/scimath")
here = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, "..", "shared", "handwriting")
lines, meta = load(here, "Draw to find on real handwriting")
labels = [row[0] for row in meta]
# An empty data folder: drawings this machine's user has taught the
# keyboard would otherwise be matched too.
with tempfile.TemporaryDirectory() as home:
    start = time.perf_counter()
    answers = recognise(scimath, lines, dict(os.environ, XDG_DATA_HOME=home))
    ms = (time.perf_counter() - start) * 1000 / len(lines)

per = collections.defaultdict(lambda: [0, 0, 0])
for label, chars in zip(labels, answers):
    for key in ("all", label):
        count(per[key], label, chars)

print("## Draw to find on real handwriting\n")
print(f"`bench/handwriting.py` (part of `make bench`): {len(lines)} symbols of 26 classes drawn "
      "with a pen by real writers (../shared/handwriting, CROHME 2013; measured with, nothing "
      f"learned from it), each recognised by `scimath recognize` in one process: {ms:.2f} ms a "
      "drawing, loading included.\n")
print("| class | drawings | top-1 | top-5 |")
print("|---|---|---|---|")
print(f"| all | {per['all'][0]} | {pct(per['all'], 1)} | {pct(per['all'], 2)} |")
for label in sorted((k for k in per if k != "all"), key=lambda k: -per[k][0]):
    print(f"| {label} | {per[label][0]} | {pct(per[label], 1)} | {pct(per[label], 2)} |")
print()
