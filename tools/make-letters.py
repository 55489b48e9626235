#!/usr/bin/python3
"""Writes Assets/words/TAG.letters from Assets/words/TAG.words, for every
language with a word list (or those named): each word's letters as one
byte each, one word after another, nothing between them.

A letter's byte is its place in the list's alphabet: every letter its
words use, a first capital taken as its small letter, in Unicode order
(so the bytes sort as the words do). The keyboard maps this file and
reads a word's letters where they lie, so that a language not shown
holds none of its pages (docs/words.md, "Memory"); reading the list, it
makes the same bytes from TAG.words and refuses a file that differs.
tools/make-words.py runs it for the lists it writes; run it by hand
after editing a list.

usage: tools/make-letters.py [TAG ...]
"""
import glob, os, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORDS = os.path.join(ROOT, "Assets/words")


def letters(path):
    words = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            word, _, count = line.rstrip("\n").partition(" ")
            if not word or not count.isdigit():
                sys.exit("%s:%d: not WORD COUNT" % (path, n))
            # Only a first letter may be a capital: kept as its small one.
            if word[0].isupper():
                word = word[0].lower() + word[1:]
            words.append(word)
    alphabet = sorted(set("".join(words)))
    if len(alphabet) > 255:
        sys.exit("%s: more than 255 letters" % path)
    number = {c: i for i, c in enumerate(alphabet)}
    return bytes(number[c] for w in words for c in w)


def main():
    tags = sys.argv[1:] or sorted(
        os.path.basename(p)[: -len(".words")] for p in glob.glob(os.path.join(WORDS, "*.words")))
    for tag in tags:
        out = letters(os.path.join(WORDS, tag + ".words"))
        with open(os.path.join(WORDS, tag + ".letters"), "wb") as f:
            f.write(out)
        print("%s.letters: %d bytes" % (tag, len(out)))


if __name__ == "__main__":
    main()
