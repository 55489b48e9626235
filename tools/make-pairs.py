#!/usr/bin/python3
"""Writes Assets/words/TAG.pairs for the languages other than English: how
likely one word is after another (docs/words.md), counted in the free
manuals and help Debian ships translated (GPL 2 or later, or CC BY-SA 3.0):

- debian-handbook 11.20220922 (The Debian Administrator's Handbook,
  Raphaël Hertzog and Roland Mas; GPL-2+ or CC-BY-SA-3.0): de es fr it
  pt(-BR) nl sv da nb pl cs tr ru el;
- debian-reference-TAG 2.100 (Osamu Aoki; GPL-2+): de es fr it pt;
- aptitude-doc-TAG 0.8.13-5 (the aptitude manual; GPL-2+): cs es fi fr
  it nl ru;
- debian-history 2.28 (A Brief History of Debian; GPL-2+): de es fr it
  pt ru;
- gnome-user-docs 43.0-2 (the GNOME desktop's help, Mallard pages;
  CC BY-SA 3.0, adapted under 4.0): cs da de el es fi fr it nl pl pt(-BR)
  ru sv uk.

Only running text is read: program listings, commands, keys and file
names (HTML's pre, code, kbd, samp, tt; Mallard's code, cmd, file,
input, output, screen, key, keyseq and the like) break a run of words,
and so does every mark that is not a letter or an apostrophe, since the
keyboard reads the word before only across a space. Paragraphs left in
English by a partial translation are dropped (the handbook's and the
help's English paragraphs verbatim; any with English function words among
them), and so is any paragraph that
shares a run of six words with a sentence the benchmarks measure with
(bench/phrases): the pairs are never learned from what they are judged on.

TAG.pairs: `FIRST SECOND PPM` as en.pairs (the line numbers of two words
of TAG.words, sorted; PPM in millionths). The texts are small (a few
thousand to 250,000 pairs of listed words a language against English's
billions), so each share is discounted: a pair counted c times after a
word counted n times with d different words after it is (c - 0.7) /
(n + d) (absolute discounting with Witten and Bell's weight), and a word
seen fewer than 5 times before another has no pairs. Norwegian has only
the handbook, Turkish next to nothing (its handbook and help are mostly
untranslated).

TAG.endings: how the word before changes the odds of the next word's last
letter, for the pairs no list has ("z naszą": after "z" an ending in ą is
likelier than after most words, whatever the noun; "pełną wersją"). The
word before is known by itself when it is one of the ENDING_WORDS commonest
in the text, else by its last two letters; a line `BEFORE LETTER LIFT`
(BEFORE a word, or `-` and the last two letters) gives ln P(letter | before)
/ P(letter) in hundredths, estimated as (c + A p) / (n + A) / p with A =
ENDING_PRIOR and kept within ENDING_REACH either way (a letter never seen
after a word in a small text is not therefore impossible), for every kind
of word before seen ENDING_LEAST times or more; lifts under 0.05 left out.
Letters the words do not use are left out.

TAG.beginnings: the same, of the next word's first letter, after the
commonest words alone, and only those that tell BEGINNING_TELLS nats or
more of it (Polish and Czech "ze" before s, z, w; "że" before anything).

usage: tools/make-pairs.py [--language TAG]   (after tools/make-words.py)
It downloads the packages with apt-get (nothing is installed).
"""
import argparse, collections, glob, html.parser, math, os, re, subprocess, sys, tempfile, unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HANDBOOK = "debian-handbook=11.20220922"
HANDBOOK_TAGS = {"de": "de-DE", "fr": "fr-FR", "es": "es-ES", "it": "it-IT", "pt": "pt-BR",
                 "nl": "nl-NL", "sv": "sv-SE", "da": "da-DK", "nb": "nb-NO", "pl": "pl-PL",
                 "cs": "cs-CZ", "tr": "tr-TR", "ru": "ru-RU", "el": "el-GR"}
REFERENCE = ("debian-reference-%s=2.100", {"de", "es", "fr", "it", "pt"})
APTITUDE = ("aptitude-doc-%s=0.8.13-5", {"cs", "es", "fi", "fr", "it", "nl", "ru"})
HISTORY = "debian-history=2.28"
HISTORY_TAGS = {"de", "es", "fr", "it", "pt", "ru"}
HELP = "gnome-user-docs=43.0-2"
HELP_TAGS = {"cs": "cs", "da": "da", "de": "de", "el": "el", "es": "es", "fi": "fi", "fr": "fr",
             "it": "it", "nl": "nl", "pl": "pl", "pt": "pt_BR", "ru": "ru", "sv": "sv", "uk": "uk"}
DISCOUNT = 0.7
LEAST_FIRST = 5
ENDING_WORDS = 150
ENDING_PRIOR = 10
ENDING_LEAST = 20
ENDING_REACH = 2
# How much a word must tell of the next word's first letter (the
# Kullback–Leibler divergence of the letters after it from all, in nats)
# for TAG.beginnings to weigh it: "ze" and "we" tell much, a noun little,
# and what a noun seems to tell in a small text is mostly chance.
BEGINNING_TELLS = 0.8
# Words of English that are no word of these languages: two of them, and
# one word in twelve, make a paragraph English.
ENGLISH = {"the", "and", "which", "with", "this", "that", "you", "from", "are", "should"}
# Literal text breaks a run of words; the rest of its paragraph goes on.
# HTML's tags, then Mallard's (the GNOME help's .page files).
LITERAL = {"pre", "code", "script", "style", "kbd", "samp", "tt",
           "cmd", "file", "input", "output", "screen", "var", "sys", "key", "keyseq", "media",
           "info", "credit", "license", "email", "years", "name"}
BLOCK = {"p", "div", "li", "td", "th", "h1", "h2", "h3", "h4", "h5", "title", "dt", "dd", "br",
         "tr", "table", "ul", "ol",
         "item", "desc", "note", "section", "page", "list", "terms", "steps", "subtitle", "figure",
         "links", "tree", "synopsis", "comment", "example", "quote"}
BREAK = "\x00"
WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)*")


class Paragraphs(html.parser.HTMLParser):
    """An HTML page's paragraphs as text, literal text replaced by a break."""

    def __init__(self):
        super().__init__()
        self.literal = 0
        self.paragraphs = []
        self.text = []

    def handle_starttag(self, tag, attrs):
        if tag in LITERAL:
            self.literal += 1
        if tag in BLOCK:
            self.end()

    def handle_endtag(self, tag):
        if tag in LITERAL and self.literal:
            self.literal -= 1
        if tag in BLOCK:
            self.end()

    def handle_data(self, data):
        self.text.append(data if self.literal == 0 else " %s " % BREAK)

    def end(self):
        text = " ".join("".join(self.text).split())
        if text:
            self.paragraphs.append(text)
        self.text = []


def paragraphs(path):
    p = Paragraphs()
    with open(path, encoding="utf-8") as f:
        p.feed(f.read())
    p.end()
    return p.paragraphs


def download(specs, tmp):
    """Each package unpacked into tmp/NAME."""
    subprocess.run(["apt-get", "download", "-q"] + specs, cwd=tmp, check=True,
                   stdout=subprocess.DEVNULL)
    for spec in specs:
        name = spec.split("=")[0]
        deb = glob.glob(os.path.join(tmp, name + "_*.deb"))[0]
        subprocess.run(["dpkg-deb", "-x", deb, os.path.join(tmp, name)], check=True)


def pages(tag, tmp):
    """The HTML pages of each manual in language `tag`, by source."""
    out = []
    if tag in HANDBOOK_TAGS:
        out += sorted(glob.glob(os.path.join(
            tmp, "debian-handbook/usr/share/doc/debian-handbook/html", HANDBOOK_TAGS[tag], "*.html")))
    if tag in REFERENCE[1]:
        out += sorted(glob.glob(os.path.join(
            tmp, "debian-reference-%s/usr/share/debian-reference/*.%s.html" % (tag, tag))))
    if tag in APTITUDE[1]:
        out += sorted(glob.glob(os.path.join(
            tmp, "aptitude-doc-%s/usr/share/doc/aptitude/html/%s/*.html" % (tag, tag))))
    if tag in HISTORY_TAGS:
        out += sorted(glob.glob(os.path.join(
            tmp, "debian-history/usr/share/doc/debian-history/docs/*.%s.html" % tag)))
    if tag in HELP_TAGS:
        out += sorted(glob.glob(os.path.join(
            tmp, "gnome-user-docs/usr/share/help", HELP_TAGS[tag], "*/*.page")))
    return out


def runs(text):
    """The words of a text, lower case, in runs that only spaces join."""
    text = unicodedata.normalize("NFC", text.replace("\u2019", "'"))
    for piece in text.split(BREAK):
        run = []
        for token in piece.split():
            token = token.lower()
            word = token.lstrip("«(\"„“")
            if word != token:
                # An opening mark: the word after it follows no word.
                if len(run) > 1:
                    yield run
                run = []
            if WORD.fullmatch(word):
                run.append(word)
                continue
            core = re.match(r"(%s)[,.;:!?)»\"“”]+\Z" % WORD.pattern, word)
            if core:
                run.append(core.group(1))
            if len(run) > 1:
                yield run
            run = []
        if len(run) > 1:
            yield run


def measured_runs():
    """Every run of six words of the sentences the benchmarks measure with."""
    grams = set()
    for path in glob.glob(os.path.join(ROOT, "bench/phrases/*.txt")):
        with open(path, encoding="utf-8") as f:
            for line in f:
                words = WORD.findall(line.lower())
                grams.update(tuple(words[i:i + 6]) for i in range(len(words) - 5))
    return grams


def is_english(paragraph):
    words = re.findall(r"[a-z]+", paragraph.lower())
    n = sum(w in ENGLISH for w in words)
    return n >= 2 and n * 12 >= len(words)


def write_pairs(tag, texts):
    with open(os.path.join(ROOT, "Assets/words", tag + ".words"), encoding="utf-8") as f:
        ids = {}
        for i, line in enumerate(f):
            ids.setdefault(line.split(" ")[0].lower(), i)
    before = collections.Counter()
    pairs = collections.Counter()
    for text in texts:
        for run in runs(text):
            for a, b in zip(run, run[1:]):
                if a in ids and b in ids:
                    before[ids[a]] += 1
                    pairs[(ids[a], ids[b])] += 1
    kinds = collections.Counter(a for a, _ in pairs)
    lines = []
    for (a, b), c in sorted(pairs.items()):
        n = before[a]
        if n < LEAST_FIRST:
            continue
        ppm = round((c - DISCOUNT) / (n + kinds[a]) * 1e6)
        if ppm >= 1:
            lines.append("%d %d %d\n" % (a, b, ppm))
    path = os.path.join(ROOT, "Assets/words", tag + ".pairs")
    if lines:
        with open(path, "w", encoding="utf-8") as f:
            f.writelines(lines)
    elif os.path.exists(path):
        os.remove(path)
    print("%s: %d pairs of listed words counted, %d lines" % (tag, sum(before.values()), len(lines)),
          file=sys.stderr)


def letter_lifts(tag, runs, kind, before_class, letter_of, tells=0.0):
    """Writes Assets/words/TAG.KIND: how a word before changes the odds of
    one letter of the word after it (`letter_of`), for each class of word
    before (`before_class`, given the commonest words; None: not weighed)
    seen ENDING_LEAST times or more and telling `tells` nats or more of
    that letter (the Kullback-Leibler divergence of its letters from all)."""
    with open(os.path.join(ROOT, "Assets/words", tag + ".words"), encoding="utf-8") as f:
        listed = {line.split(" ")[0].lower() for line in f}
    letters = set("".join(listed))
    freq = collections.Counter(w for run in runs for w in run if w in listed)
    top = {w for w, _ in freq.most_common(ENDING_WORDS)}
    seen = collections.Counter()
    before = collections.Counter()
    after = collections.Counter()
    for run in runs:
        for a, b in zip(run, run[1:]):
            c = before_class(a, top)
            if c is not None and letter_of(b) in letters:
                seen[(c, letter_of(b))] += 1
                before[c] += 1
                after[letter_of(b)] += 1
    total = sum(after.values())
    lines = []
    kept = 0
    for c in sorted(before):
        if before[c] < ENDING_LEAST or any(ch not in letters for ch in c.lstrip("-")):
            continue
        shares = {e: (seen[(c, e)] + ENDING_PRIOR * after[e] / total) / (before[c] + ENDING_PRIOR)
                  for e in after}
        if sum(q * math.log(q * total / after[e]) for e, q in shares.items()) < tells:
            continue
        kept += 1
        for e in sorted(after):
            lift = math.log(shares[e] * total / after[e])
            lift = round(100 * max(-ENDING_REACH, min(ENDING_REACH, lift)))
            if abs(lift) >= 5:
                lines.append("%s %s %d\n" % (c, e, lift))
    with open(os.path.join(ROOT, "Assets/words", tag + "." + kind), "w", encoding="utf-8") as f:
        f.writelines(lines)
    print("%s: %d kinds of word before, %d lines of %s" % (tag, kept, len(lines), kind),
          file=sys.stderr)


def write_endings(tag, runs):
    """TAG.endings: the next word's last letter, after one of the commonest
    words or, for any other, its last two letters."""
    letter_lifts(tag, runs, "endings", lambda a, top: a if a in top else "-" + a[-2:],
                 lambda b: b[-1])


def write_beginnings(tag, runs):
    """TAG.beginnings: the next word's first letter, after the commonest
    words that tell much of it (a word's last letters say nothing of how
    the next begins; a word does: Polish and Czech "ze" comes before s, z,
    w and m, "że" before anything)."""
    letter_lifts(tag, runs, "beginnings", lambda a, top: a if a in top else None,
                 lambda b: b[0], tells=BEGINNING_TELLS)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--language", default=None)
    args = ap.parse_args()
    tags = [args.language] if args.language else sorted(
        set(HANDBOOK_TAGS) | REFERENCE[1] | APTITUDE[1] | HISTORY_TAGS | set(HELP_TAGS))
    measured = measured_runs()
    with tempfile.TemporaryDirectory() as tmp:
        specs = [HANDBOOK, HISTORY, HELP]
        specs += [REFERENCE[0] % t for t in sorted(REFERENCE[1]) if t in tags]
        specs += [APTITUDE[0] % t for t in sorted(APTITUDE[1]) if t in tags]
        download(specs, tmp)
        # The English originals: a paragraph left untranslated is one of them.
        english = set()
        for page in glob.glob(os.path.join(
                tmp, "debian-handbook/usr/share/doc/debian-handbook/html/en-US/*.html")) + glob.glob(
                os.path.join(tmp, "gnome-user-docs/usr/share/help/C/*/*.page")):
            english.update(paragraphs(page))
        for tag in tags:
            texts = []
            for page in pages(tag, tmp):
                for p in paragraphs(page):
                    words = tuple(WORD.findall(p.lower()))
                    if p in english or is_english(p) or any(
                            words[i:i + 6] in measured for i in range(len(words) - 5)):
                        continue
                    texts.append(p)
            write_pairs(tag, texts)
            write_endings(tag, [run for text in texts for run in runs(text)])
            write_beginnings(tag, [run for text in texts for run in runs(text)])


if __name__ == "__main__":
    main()
