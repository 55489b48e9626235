#!/usr/bin/env python3
"""What suggestions could save with English's model and exact taps.

Each word of the phrases is taken from the strip as soon as it is among
the three likeliest words that begin with the letters typed so far,
weighed as WordModel weighs them after the word before (0.6 of the pair's
share plus 0.4 of the word's own; the pairs' floor and the keyboard's
decoder left out). Every tap counted as bench/words.py counts them: the
letters, the slot, and the return after a phrase's last word even when a
slot put it in (its space does not end the phrase). The ceiling for
bench/words.py's keystrokes saved with this model and three slots.

    python3 bench/saving_oracle.py [PHRASES]
"""
import collections
import math
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAIR_WEIGHT = 0.6
SLOTS = 3


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        ROOT, "bench/phrases/mackenzie-soukoreff.txt")
    rows = [line.split() for line in open(os.path.join(ROOT, "Assets/words/en.words"),
                                          encoding="utf-8")]
    words = [r[0].lower() for r in rows]
    counts = [int(r[1]) for r in rows]
    total = sum(counts)
    own = [c / total for c in counts]
    index = {}
    for i, w in enumerate(words):
        index.setdefault(w, i)
    pairs = collections.defaultdict(dict)
    for line in open(os.path.join(ROOT, "Assets/words/en.pairs"), encoding="utf-8"):
        a, b, ppm = line.split()
        pairs[int(a)][int(b)] = int(ppm) / 1e6
    by_prefix = collections.defaultdict(list)
    for i, w in enumerate(words):
        for k in range(1, len(w) + 1):
            by_prefix[w[:k]].append(i)
    commonest = sorted(range(len(words)), key=lambda i: -own[i])[:300]

    def likelihood(i, previous):
        if previous is None:
            return own[i]
        return PAIR_WEIGHT * pairs[previous].get(i, 0) + (1 - PAIR_WEIGHT) * own[i]

    phrases = [line.lower().split() for line in open(path, encoding="utf-8") if line.strip()]
    needed = taps = slot_returns = 0
    taken_at = collections.Counter()
    for phrase in phrases:
        previous = None
        for n, word in enumerate(phrase):
            needed += len(word) + 1
            i = index.get(word)
            taken = None
            for k in range(len(word)) if i is not None else []:
                if k == 0:
                    shown = set(commonest) | set(pairs[previous]) if previous is not None \
                        else commonest
                else:
                    shown = by_prefix[word[:k]]
                best = sorted(shown, key=lambda j: -likelihood(j, previous))[:SLOTS]
                if i in best:
                    taken = k
                    break
            if taken is None:
                taps += len(word) + 1
                taken_at["never"] += 1
            else:
                taps += taken + 1
                taken_at[taken] += 1
                if n == len(phrase) - 1:
                    taps += 1
                    slot_returns += 1
            previous = i
    print("%s: %d taps of %d characters and spaces, %.1f %% saved (%d returns after a slot;"
          " %.1f %% without them)" % (
              os.path.basename(path), taps, needed, 100 * (1 - taps / needed), slot_returns,
              100 * (1 - (taps - slot_returns) / needed)))
    print("taken after letters:", ", ".join(
        "%s: %d" % (k, v) for k, v in sorted(taken_at.items(), key=lambda kv: (kv[0] == "never", str(kv[0]).zfill(3)))))


if __name__ == "__main__":
    main()
