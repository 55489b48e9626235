#!/usr/bin/env python3
"""Words in every language: noisy taps (SD 0.2 of a cell, seed 1) of the
first 100 phrases of bench/phrases/manpages-TAG.txt through `scimath
replay --mode TAG`, as bench/words.py types English: a letter no key shows
is tapped on its base letter's key (an accent left for the keyboard).
Prints a Markdown section for BENCHMARKS.md."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import words

HERE = os.path.dirname(os.path.abspath(__file__))
LANGUAGES = ["de", "fr", "es", "it", "pt", "nl", "sv", "da", "nb", "fi", "pl", "cs", "tr", "ru",
             "uk", "el"]
PLAIN = ["autocorrect=off", "suggestions=off", "period-shortcut=off", "auto-capitalize=off"]


def main():
    print("## Words in every language (manual pages, phone, SD 0.2)\n")
    print("The first 100 phrases of each bench/phrases/manpages-TAG.txt (translated manual pages and"
          " messages, bench/phrases/README.md), tapped as the English phrases are (seed 1); a letter"
          " no key shows (é, ą, ά) tapped on the key it is the long press of. Plain keys type no"
          " accent so left out; autocorrect puts it in. Words wrong: word edit distance, case"
          " ignored.\n")
    print("| language | words in its list | plain: words wrong | autocorrect: words wrong | target |")
    print("|---|---|---|---|---|")
    for tag in LANGUAGES:
        words.MODE[:] = ["--mode", tag]
        with open(os.path.join(HERE, "phrases", "manpages-%s.txt" % tag), encoding="utf-8") as f:
            phrases = [l.strip() for l in f if l.strip()][:100]
        with open(os.path.join(HERE, "..", "Assets", "words", tag + ".words"), encoding="utf-8") as f:
            size = sum(1 for _ in f)
        pw, pt, _, _ = words.type_phrases(phrases, "phone", 0.2, 1, PLAIN)
        aw, at, _, _ = words.type_phrases(phrases, "phone", 0.2, 1, [])
        print("| %s | %d | %.1f %% (%d of %d) | %.1f %% (%d of %d) | ≤ 5 %% |" %
              (tag, size, 100 * pw / pt, pw, pt, 100 * aw / at, aw, at), flush=True)
    print("")


if __name__ == "__main__":
    main()
