#!/usr/bin/env python3
"""Slide to type on real people's strokes: the "How We Swipe" development
strokes (Leiva, Kim, Cui, Bi and Oulasvirta, MobileHCI 2021;
../shared/swipes/README.md), each replayed through `scimath replay` onto
the phone layout at its own pace, alone (a return before it: no word
before, no space typed first).

The strokes are in key units of a QWERTY letter grid; x and y are fitted
separately by least squares from the grid's 26 letter centres onto the
layout's own. The study's keyboard had nothing below the letters: a point
below the letter rows is moved up onto the bottom row's middle line, as
the study's finger would have been on its own keyboard, so that the space
bar's trackpad does not take it.

The data carries no licence: it is measured with here and nothing of it
is kept in the tree. Counted for each stroke: typed first (the word the
stroke typed) or on the strip (typed or offered), case ignored, over all
words and over the words in the language's list. The study's prompts
carry no apostrophe (its Enron sentences' "I'm" is the prompt "im", 58
times in the file; "dont", "whats", "ill"), so a word matches its prompt
when the two are the same without apostrophes, and a prompt is listed
when a listed word is it without them.

In a row (--in-a-row): each person's strokes slid one after another into
one line, as a person types a sentence (a space goes in first and the
word before is the context): a third of the study's prompts are Enron
sentences, drawn word by word in order, the rest random words, which
follow each other here as they came. A word typed wrong is put right
from the strip where it is offered there (a tap on its slot), as a user
would, and left as it is where it is not.

usage: bench/slide_real.py [--strokes FILE] [--limit N] [--misses] [--in-a-row]
Prints a Markdown section for BENCHMARKS.md."""
import argparse, gzip, json, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import words

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT = os.path.join(os.path.dirname(ROOT), "shared/swipes/how-we-swipe-dev.jsonl.gz")
ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
TUNED = 1500
OFFSETS = [0.0, 0.5, 1.5]


def grid_centre(letter):
    for r, row in enumerate(ROWS):
        if letter in row:
            return (OFFSETS[r] + row.index(letter) + 0.5, r + 0.5)
    return None


def bare(word):
    """A word as the study's prompts spell it: lower case, no apostrophe."""
    return word.lower().replace("'", "").replace("’", "")


def fit(pairs):
    """Least squares a + b·u over (u, v) pairs."""
    n = len(pairs)
    su = sum(u for u, _ in pairs)
    sv = sum(v for _, v in pairs)
    suu = sum(u * u for u, _ in pairs)
    suv = sum(u * v for u, v in pairs)
    b = (n * suv - su * sv) / (n * suu - su * su)
    return ((sv - b * su) / n, b)


def fitter():
    """The grid's points onto the phone's letters: x and y fitted apart by
    least squares from the 26 letter centres, a point below the letters
    moved up onto the bottom row's middle line."""
    centres, _ = words.layout("phone")
    xs = [(grid_centre(c)[0], centres[c][0]) for c in "abcdefghijklmnopqrstuvwxyz"]
    ys = [(grid_centre(c)[1], centres[c][1]) for c in "abcdefghijklmnopqrstuvwxyz"]
    (ax, bx), (ay, by) = fit(xs), fit(ys)
    bottom = max(centres[c][1] for c in "zxcvbnm")

    def mapped(points):
        return [(ax + bx * u, min(ay + by * v, bottom), ms) for u, v, ms in points]
    mapped.x, mapped.y = (ax, bx), (ay, by)
    return mapped


class Replay(words.Replay):
    def __init__(self):
        super().__init__("phone", [])

    def stroke(self, points):
        self.t += 300
        t0 = self.t
        self.send({"t": t0, "down": list(points[0][:2])})
        for x, y, ms in points[1:-1]:
            self.t = max(self.t, t0 + int(ms))
            self.send({"t": self.t, "move": [x, y]})
        x, y, ms = points[-1]
        self.t = max(self.t, t0 + int(ms))
        return self.send({"t": self.t, "up": [x, y]})

    def newline(self, ret):
        self.t += 200
        self.send({"t": self.t, "down": list(ret)})
        self.t += 60
        self.send({"t": self.t, "up": list(ret)})


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--strokes", default=DEFAULT)
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--misses", action="store_true", help="list the words not typed first")
    ap.add_argument("--in-a-row", action="store_true",
                    help="each person's strokes slid one after another into one line")
    args = ap.parse_args()
    if not os.path.exists(args.strokes):
        print("## Slide to type on real strokes\n\nNot measured: %s is not here.\n" % args.strokes)
        return
    centres, _ = words.layout("phone")
    fitted = fitter()
    (ax, bx), (ay, by) = fitted.x, fitted.y
    with open(os.path.join(ROOT, "Assets/words/en.words"), encoding="utf-8") as f:
        known = {bare(line.split(" ")[0]) for line in f}
    strokes = []
    with gzip.open(args.strokes, "rt", encoding="utf-8") as f:
        for line in f:
            if line.strip():
                strokes.append(json.loads(line))
    if args.limit:
        strokes = strokes[:args.limit]
    total = first = offered = 0
    listed = listed_first = listed_offered = 0
    # The decoder's constants were tuned on the first TUNED strokes; the
    # people who drew none of them are the check.
    tuned_users = {s["user"] for s in strokes[:TUNED]}
    held = held_first = held_offered = 0
    replay = None
    since = 0
    for i, s in enumerate(strokes):
        person = i == 0 or s["user"] != strokes[i - 1]["user"]
        # A fresh keyboard every 200 strokes or so (in a row: at a person's
        # first stroke after that), as the replay's text grows.
        if replay is None or (since >= 200 and (person or not args.in_a_row)):
            if replay:
                replay.close()
            replay = Replay()
            since = 0
        since += 1
        word = bare(s["word"])
        points = fitted(s["points"])
        if len(points) < 2:
            points = points * 2
        if person or not args.in_a_row:
            replay.newline(centres["return"])
        answer = replay.stroke(points)
        line = answer["text"].split("\n")[-1].split()
        got = bare(line[-1]) if line else ""
        strip = [w for w in answer.get("strip", []) if w.get("kind") == "word"]
        slots = [bare(w["text"]) for w in strip]
        if args.in_a_row and got != word:
            slot = next((w for w in strip if bare(w["text"]) == word), None)
            if slot:
                f = slot["frame"]
                replay.t += 300
                replay.send({"t": replay.t, "down": [f["x"] + f["width"] / 2, f["y"] + f["height"] / 2]})
                replay.t += 60
                replay.send({"t": replay.t, "up": [f["x"] + f["width"] / 2, f["y"] + f["height"] / 2]})
        ok_first = got == word
        ok_strip = ok_first or word in slots
        total += 1
        first += ok_first
        offered += ok_strip
        if word in known:
            listed += 1
            listed_first += ok_first
            listed_offered += ok_strip
            if s["user"] not in tuned_users:
                held += 1
                held_first += ok_first
                held_offered += ok_strip
        if args.misses and not ok_first:
            print("miss %d %s -> %s %s" % (i, word, got, slots), file=sys.stderr)
    if replay:
        replay.close()
    def row(label, typed, of, offered, *more):
        """A table row: typed first and on the strip, as shares of `of`."""
        return "| %s | %.1f %% (%d of %d) | %.1f %% (%d) |%s" % (
            label, 100 * typed / max(of, 1), typed, of, 100 * offered / max(of, 1), offered,
            "".join(" %s |" % m for m in more))

    if args.in_a_row:
        print("## Slide to type on real strokes in a row (How We Swipe, development set, phone)\n")
        print("The same strokes, each person's slid one after another into one line (the word"
              " before is the context; a word typed wrong put right from the strip where it is"
              " offered): `bench/slide_real.py --in-a-row`.\n")
        print("| words | typed first | on the strip (typed or offered) |")
        print("|---|---|---|")
        print(row("in the English list", listed_first, listed, listed_offered))
        print(row("all", first, total, offered) + "\n")
        return
    print("## Slide to type on real strokes (How We Swipe, development set, phone)\n")
    print("%d strokes by real people (../shared/swipes: Leiva et al., MobileHCI 2021; measured with,"
          " nothing kept), each replayed alone at its own pace through `scimath replay`, the grid"
          " fitted onto the phone's letters (x: %.1f + %.1f·u pt, y: %.1f + %.1f·v pt), points below"
          " the letters moved up to the bottom row, a word and its prompt compared without case or"
          " apostrophes, as the study's prompts have none (bench/slide_real.py).\n" %
          (total, ax, bx, ay, by))
    print("| words | typed first | on the strip (typed or offered) | target |")
    print("|---|---|---|---|")
    print(row("in the English list", listed_first, listed, listed_offered, "≥ 90 % / ≥ 97 %"))
    print(row("all", first, total, offered, "—"))
    print(row("listed, drawn by people not among the first %d strokes (the decoder was tuned on"
              " those)" % TUNED, held_first, held, held_offered, "—"))
    print("")


if __name__ == "__main__":
    main()
