#!/usr/bin/env python3
"""Words in every language: noisy taps (SD 0.2 of a cell, seeds 1 to 3) of the
first 100 phrases of bench/phrases/manpages-TAG.txt (development) and of
bench/phrases/ddtp-TAG.txt (held out: Debian's translated package
descriptions, made by make-ddtp.py where the benchmark runs) through
`scimath replay --mode TAG`, as bench/words.py types English: a letter no
key shows is tapped on its base letter's key (an accent left for the
keyboard). Prints a Markdown section for BENCHMARKS.md.

With autocorrect each set is typed with three seeds and the mean given
beside each seed's count: a hundred sentences hold 750 to 950 words, and
at 5 % a seed's count alone swings by about 6 words either way (Czech's
held-out 47, 59 and 65 of 921 at seeds 1, 2, 3)."""
import os, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import words

HERE = os.path.dirname(os.path.abspath(__file__))
LANGUAGES = ["de", "fr", "es", "it", "pt", "nl", "sv", "da", "nb", "fi", "pl", "cs", "tr", "ru",
             "uk", "el"]
SEEDS = [1, 2, 3]
PLAIN = ["autocorrect=off", "suggestions=off", "period-shortcut=off", "auto-capitalize=off"]
# Fewer held-out sentences than this: no figure (Debian translated few).
HELD_OUT_LEAST = 50
# Where Debian translated too few package descriptions, LibreOffice's help
# or, for Norwegian Bokmål, its windows' messages (bench/phrases/make-office.py).
OFFICE = ["tr", "el", "nb"]


def phrases(name):
    with open(os.path.join(HERE, "phrases", name), encoding="utf-8") as f:
        return [l.strip() for l in f if l.strip()][:100]


def seeded(phrases):
    """Words wrong with autocorrect at each seed: "4.2 % (37 / 40 / 35 of 890)"."""
    counts = []
    for seed in SEEDS:
        wrong, total, _, _ = words.type_phrases(phrases, "phone", 0.2, seed, [])
        counts.append(wrong)
    return "%.1f %% (%s of %d)" % (100 * sum(counts) / len(counts) / total,
                                   " / ".join(map(str, counts)), total)


def main():
    if not os.path.exists(os.path.join(HERE, "phrases", "ddtp-de.txt")):
        subprocess.run([sys.executable, os.path.join(HERE, "phrases", "make-ddtp.py")], check=True,
                       stdout=subprocess.DEVNULL)
    if not all(os.path.exists(os.path.join(HERE, "phrases", "office-%s.txt" % t)) for t in OFFICE):
        subprocess.run([sys.executable, os.path.join(HERE, "phrases", "make-office.py")] + OFFICE,
                       check=True, stdout=subprocess.DEVNULL)
    print("## Words in every language (phone, SD 0.2)\n")
    print("Development: the first 100 phrases of each bench/phrases/manpages-TAG.txt (translated"
          " manual pages and messages, bench/phrases/README.md). Held out: 100 sentences of Debian"
          " 12's translated package descriptions (bench/phrases/make-ddtp.py; none tuned on;"
          " fewer than %d sentences: no figure), for Turkish and Greek (20 and 1 of them) 100 of"
          " LibreOffice's help, for Norwegian Bokmål (3) 100 of LibreOffice's messages"
          " (make-office.py; marked ‡). Tapped as the English phrases are; plain with seed 1,"
          " autocorrect with seeds 1, 2 and 3: their mean, then each seed's count. A"
          " letter no key shows (é, ą, ά) tapped on the key it is the long press of. Plain keys"
          " type no accent so left out; autocorrect puts it in. Words wrong: word edit distance,"
          " case ignored.\n" % HELD_OUT_LEAST)
    print("| language | words in its list | plain: words wrong | autocorrect: words wrong |"
          " held out, autocorrect | target |")
    print("|---|---|---|---|---|---|")
    for tag in LANGUAGES:
        words.MODE[:] = ["--mode", tag]
        dev = phrases("manpages-%s.txt" % tag)
        held = phrases("ddtp-%s.txt" % tag)
        office = tag in OFFICE and len(held) < HELD_OUT_LEAST
        if office:
            held = phrases("office-%s.txt" % tag)
        with open(os.path.join(HERE, "..", "Assets", "words", tag + ".words"), encoding="utf-8") as f:
            size = sum(1 for _ in f)
        pw, pt, _, _ = words.type_phrases(dev, "phone", 0.2, 1, PLAIN)
        a = seeded(dev)
        if len(held) >= HELD_OUT_LEAST:
            h = seeded(held) + (" ‡" if office else "")
        else:
            h = "— (%d sentences)" % len(held)
        print("| %s | %d | %.1f %% (%d of %d) | %s | %s | ≤ 5 %% |" %
              (tag, size, 100 * pw / pt, pw, pt, a, h), flush=True)
    print("")


if __name__ == "__main__":
    main()
