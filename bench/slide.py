#!/usr/bin/env python3
"""Slide to type: strokes drawn by a seeded random hand through the words
of a phrase set, through `scimath replay` (phone, light).

The hand: for each letter of the word (a letter repeated in a row is one
stop), a point scattered around its key's centre (2-D Gaussian, SD 0.15 of
a cell); the stroke runs through those points, its corners cut (each
inner point pulled toward the middle of its neighbours by a random share,
0.2 to 0.5 of the way, at most 0.4 of a cell: inside its key), at a
finger's pace: slow at the ends and at each stop,
fast between (an eased pace per segment, about 5 keys a second), a move every 8 ms.

Counted for each word of two letters or more: typed first (the word the
stroke typed), or among the strip's words (typed first or offered), case
ignored. `--gestures FILE` also writes each stroke as a JSON line for
`scimath-bench slide FILE` (the decoder's time and the trail's repaint).

usage: bench/slide.py [--phrases FILE] [--mode TAG] [--limit N] [--gestures FILE]
Prints a Markdown section for BENCHMARKS.md."""
import argparse, json, math, os, random, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import words

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCIMATH = os.environ.get("SCIMATH", os.path.join(ROOT, ".build/release/scimath"))
SD = 0.15
PUNCTUATION = ".,;:!?\"'()[]«»„“”‘’¿¡-"
STEP_MS = 8


def layout():
    return words.layout("phone")


def stroke(word, centres, cell, rng):
    """The points a finger passes through, every STEP_MS; an accented
    letter at its base's key, as a finger draws it."""
    stops = []
    for ch in word:
        ch = words.key_of(ch, centres)
        if ch is None:
            return None
        if stops and stops[-1][0] == ch:
            continue
        c = centres[ch]
        stops.append((ch, (rng.gauss(c[0], SD * cell[0]), max(0.5, rng.gauss(c[1], SD * cell[1])))))
    pts = [p for _, p in stops]
    # Corners cut: an inner stop pulled toward its neighbours' middle, by
    # a random share of the way but never past the edge of its key (0.4
    # of a cell): a finger turns early, inside the key it aims at.
    cut = [pts[0]]
    for i in range(1, len(pts) - 1):
        mid = ((pts[i - 1][0] + pts[i + 1][0]) / 2, (pts[i - 1][1] + pts[i + 1][1]) / 2)
        dx, dy = mid[0] - pts[i][0], mid[1] - pts[i][1]
        d = math.hypot(dx, dy)
        pull = min(rng.uniform(0.2, 0.5) * d, 0.4 * cell[0])
        cut.append((pts[i][0] + dx / d * pull, pts[i][1] + dy / d * pull) if d > 0 else pts[i])
    if len(pts) > 1:
        cut.append(pts[-1])
    out = [cut[0]]
    for a, b in zip(cut, cut[1:]):
        length = math.hypot(b[0] - a[0], b[1] - a[1])
        # About 5 keys a second between stops, eased at both ends.
        ms = max(40.0, 1000 * length / (5 * cell[0]))
        n = max(1, int(ms / STEP_MS))
        for s in range(1, n + 1):
            t = s / n
            e = 0.5 - 0.5 * math.cos(math.pi * t)
            out.append((a[0] + (b[0] - a[0]) * e, a[1] + (b[1] - a[1]) * e))
    if len(out) == 1:
        out.append(out[0])
    return out


class Replay(words.Replay):
    """bench/words.py's replay (phone), with strokes."""

    def __init__(self):
        super().__init__("phone", [])

    def slide(self, points):
        self.t += 300
        self.send({"t": self.t, "down": list(points[0])})
        for p in points[1:-1]:
            self.t += STEP_MS
            self.send({"t": self.t, "move": list(p)})
        self.t += STEP_MS
        return self.send({"t": self.t, "up": list(points[-1])})


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--phrases", default=os.path.join(ROOT, "bench/phrases/mackenzie-soukoreff.txt"))
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--gestures", default=None)
    ap.add_argument("--mode", default=None, help="an input mode (de, el …): its layout and words")
    ap.add_argument("--misses", action="store_true", help="list the words not typed first")
    args = ap.parse_args()
    if args.mode:
        words.MODE[:] = ["--mode", args.mode]
    phrases = [l.strip().lower() for l in open(args.phrases, encoding="utf-8") if l.strip()]
    if args.limit:
        phrases = phrases[:args.limit]
    centres, cell = layout()
    # The words a stroke can type: its language's list.
    tag = args.mode or "en"
    with open(os.path.join(ROOT, "Assets/words/%s.words" % tag), encoding="utf-8") as f:
        known = {line.split(" ")[0].lower() for line in f}
    in_list = first_in_list = 0
    rng = random.Random(args.seed)
    first = offered = total = 0
    gestures = open(args.gestures, "w") if args.gestures else None
    for start in range(0, len(phrases), 25):
        replay = Replay()
        for phrase in phrases[start:start + 25]:
            previous = None
            for token in phrase.split():
                # Words only: a stroke draws letters, not digits or punctuation.
                word = token.strip(PUNCTUATION)
                if not word.isalpha():
                    continue
                points = stroke(word, centres, cell, rng)
                if points is None:
                    continue
                if gestures:
                    gestures.write(json.dumps({"word": word, "previous": previous,
                                               "points": points}) + "\n")
                previous = word
                answer = replay.slide(points)
                if len(word) < 2:
                    continue
                got = answer["text"].split(" ")[-1].split("\n")[-1].lower()
                slots = [s["text"].lower() for s in answer.get("strip", [])
                         if s.get("kind") == "word"]
                total += 1
                first += got == word
                in_list += word in known
                first_in_list += word in known and got == word
                if args.misses and got != word:
                    print("miss %s -> %s %s" % (word, got, slots), file=sys.stderr)
                offered += got == word or word in slots
            # A new line between phrases: no space before the next stroke.
            replay.t += 200
            ret = centres["return"]
            replay.send({"t": replay.t, "down": list(ret)})
            replay.t += 60
            replay.send({"t": replay.t, "up": list(ret)})
        replay.close()
    if gestures:
        gestures.close()
    name = os.path.basename(args.phrases)
    print("## Slide to type: strokes through `scimath replay` (%s, phone%s, %d phrases)\n" %
          (name, ", " + args.mode if args.mode else "", len(phrases)))
    print("A seeded hand (seed %d): each letter's stop scattered around its key's centre (SD %.2f"
          " of a cell), corners cut by 0.2–0.5 of the way to the neighbours' middle (at most 0.4 of a cell), an eased"
          " pace of about 5 keys a second, a move every %d ms. Words of two letters or more.\n"
          % (args.seed, SD, STEP_MS))
    print("| measure | result | target |")
    print("|---|---|---|")
    print("| the word typed first | %.1f %% (%d of %d) | ≥ 94 %% |" % (100 * first / total, first, total))
    print("| among the strip's words (typed or offered) | %.1f %% (%d of %d) | ≥ 98 %% |" %
          (100 * offered / total, offered, total))
    print("| words in the language's list (all a stroke can type) | %.1f %% (%d of %d) | — |" %
          (100 * in_list / total, in_list, total))
    print("| of those, the word typed first | %.1f %% (%d of %d) | — |" %
          (100 * first_in_list / max(in_list, 1), first_in_list, in_list))
    print("")


if __name__ == "__main__":
    main()
