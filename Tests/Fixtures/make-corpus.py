#!/usr/bin/env python3
"""Writes Tests/Fixtures/corpus.txt: 2,000 characters for the typing tests
and benchmark. It holds every character of every SciMath layer and every
long-press alternate (both cases where the upper case is one character),
the Greek alphabet with tonos and dialytika, superscripts and subscripts,
mixed with ASCII prose, spaces, tabs and newlines, in a fixed pseudo-random
order. TypingCorpusTests checks it still covers the Assets."""
import os, random, unicodedata

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
assets = os.path.join(root, "Assets")
required = []

def add(ch):
    if len(ch) == 1 and ch not in required and ch not in "\n\t":
        required.append(ch)

for form in ("phone", "pad"):
    for layer in ("abc", "123", "symbols", "sci"):
        for line in open(os.path.join(assets, "layouts", form, layer + ".layout"), encoding="utf-8"):
            words = line.split()
            if not words or words[0] not in ("row", "hints"):
                continue
            for tok in words[1:]:
                body = tok.rsplit("@", 1)[0] if "@" in tok[1:] else tok
                if len(body) in (1, 2) and body not in ("gap",):
                    for ch in body:
                        add(ch)
                        add(ch.upper())
for line in open(os.path.join(assets, "alternates.txt"), encoding="utf-8"):
    words = line.split()
    if words and words[0] in ("alt", "upper"):
        for ch in words[1:]:
            add(ch)
            add(ch.upper())
greek = "αβγδεζηθικλμνξοπρσςτυφχψω" + "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ" + "άέήίόύώϊϋΐΰΆΈΉΊΌΎΏ"
for ch in greek:
    add(ch)
for ch in "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎":
    add(ch)
required = [c for c in required if unicodedata.category(c)[0] != "C" and c not in "gap"]

rng = random.Random(20261122)
words = ("the quick brown fox jumps over lazy dogs while integrating "
         "a field over space and time with an error below one part").split()
chars = list(required)
rng.shuffle(chars)
out, col = [], 0
pool = chars[:]
while len(out) < 2000:
    r = rng.random()
    if pool and r < 0.62:
        piece = pool.pop()
    elif r < 0.85:
        piece = rng.choice(words) + " "
    elif r < 0.9:
        piece = "\t"
    else:
        piece = rng.choice(required)
    for ch in piece:
        out.append(ch)
        col += 1
    if col > 60:
        out.append("\n")
        col = 0
assert not pool, "corpus too short for the required characters"
text = "".join(out[:1999]) + "\n"
open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus.txt"), "w", encoding="utf-8").write(text)
print(len(text), "characters,", len(required), "required,", sum(1 for c in text if ord(c) > 127), "non-ASCII")
