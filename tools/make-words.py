#!/usr/bin/python3
"""Writes Assets/words/en.words and Assets/words/en.pairs, the English
language model of the touch decoder (docs/words.md), from pinned sources:

- wordfreq 3.1.1 (PyPI; code Apache-2.0, data CC BY-SA 4.0, Robyn Speer;
  built from Wikipedia, subtitles, news, books, web text and Reddit), its
  large_en table: how often each word is used;
- Debian's wamerican and wbritish 2020.12.07-2 (SCOWL, Kevin Atkinson,
  a permissive licence): which of those tokens are English words, so that
  fragments of tokenizing ("s", "ll", "doesn") are not words here;
- symspellpy 6.10.1 (PyPI, MIT; SymSpell by Wolf Garbe), its
  frequency_bigramdictionary_en_243_342.txt and
  frequency_dictionary_en_82_765.txt, built from the Google Books Ngram
  data (CC BY 3.0): how often one word follows another.

en.words: one word a line, `WORD COUNT`, sorted by the word's bytes (so a
prefix's words are one range); COUNT is uses per billion words, at least 1.
en.pairs: `FIRST SECOND PPM`, the line numbers (from 0) of two words of
en.words and how likely SECOND is after FIRST in millionths, sorted.

usage: tools/make-words.py [--words N]   (default 60000)
It installs the packages it lacks (apt-get, pip).
"""
import argparse, glob, gzip, os, re, subprocess, sys, sysconfig, tempfile, zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORDFREQ = "wordfreq==3.1.1"
SYMSPELL = "symspellpy==6.10.1"
# Single letters are tokens more often than words; these two are words.
ONE_LETTER = {"a", "i"}


def wheel(spec, tmp):
    subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "-d", tmp, spec],
                   check=True)
    name = spec.split("==")[0]
    path = glob.glob(os.path.join(tmp, name + "-*.whl"))[0]
    return zipfile.ZipFile(path)


def system_words():
    paths = ["/usr/share/dict/american-english", "/usr/share/dict/british-english"]
    if not all(os.path.exists(p) for p in paths):
        subprocess.run(["apt-get", "install", "-y", "-q", "wamerican", "wbritish"], check=True)
    words = set()
    for p in paths:
        for line in open(p, encoding="utf-8"):
            w = line.strip()
            # Words and names (Saturn), not acronyms (UN, IT): those would
            # make "un" and "it" two words the decoder could choose.
            if w and not w.endswith("'s") and (w.islower() or w[1:].islower() or len(w) == 1):
                words.add(w.lower())
    return words


def frequencies(zf):
    try:
        import msgpack
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "msgpack"], check=True)
        import msgpack
    # wordfreq's cBpack: a header, then lists of words, list i used
    # 10^(-i/100) times a word.
    data = msgpack.loads(gzip.decompress(zf.read("wordfreq/data/large_en.msgpack.gz")),
                         raw=False)
    freq = {}
    for i, bucket in enumerate(data[1:]):
        for w in bucket:
            freq.setdefault(w, 10 ** (-i / 100))
    return freq


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--words", type=int, default=60000)
    args = ap.parse_args()
    known = system_words()
    with tempfile.TemporaryDirectory() as tmp:
        freq = frequencies(wheel(WORDFREQ, tmp))
        sym = wheel(SYMSPELL, tmp)
        uni_text = sym.read("symspellpy/frequency_dictionary_en_82_765.txt").decode()
        bi_text = sym.read("symspellpy/frequency_bigramdictionary_en_243_342.txt").decode()
    uni = {}
    for line in uni_text.splitlines():
        w, c = line.split()
        uni[w] = int(c)
    letters = re.compile(r"[a-z]+\Z")
    chosen = [w for w in freq
              if letters.match(w) and (len(w) > 1 or w in ONE_LETTER) and w in known]
    chosen.sort(key=lambda w: -freq[w])
    chosen = sorted(chosen[:args.words])
    ids = {w: i for i, w in enumerate(chosen)}
    out = os.path.join(ROOT, "Assets/words")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "en.words"), "w", encoding="utf-8") as f:
        for w in chosen:
            f.write("%s %d\n" % (w, max(1, round(freq[w] * 1e9))))
    pairs = {}
    for line in bi_text.splitlines():
        a, b, c = line.split()
        if a in ids and b in ids and a in uni:
            pairs.setdefault(ids[a], {})[ids[b]] = int(c) / uni[a]
    with open(os.path.join(out, "en.pairs"), "w", encoding="utf-8") as f:
        for a in sorted(pairs):
            after = pairs[a]
            # The two lists were cut from the data apart: a pair can be
            # counted more often than its first word. Scaled so that the
            # words after one word are never likelier than certain.
            total = sum(after.values())
            scale = 1 / total if total > 1 else 1
            for b in sorted(after):
                ppm = round(after[b] * scale * 1e6)
                if ppm >= 1:
                    f.write("%d %d %d\n" % (a, b, ppm))


if __name__ == "__main__":
    main()
