#!/usr/bin/env python3
"""Writes bench/phrases/manpages-TAG.txt for each language of the keyboard
but English: real sentences of that language, for `bench/words.py --mode
TAG`, from the translated manual pages of Debian's manpages-l10n 4.18.1
(manpages-de, -fr, -es, -it, -pt-br, -nl, -sv, -da, -nb, -fi, -pl, -cs,
-ru, -uk, -el; GPL 3 or later) and manpages-tr 2.0.6 (GPL 2): the text
lines of the pages (every section), cut at sentence ends, kept when every
word is spelt in the language's letters (CLDR's main exemplars: no
commands, paths or numbers), six to twelve words, lowercased; 200 a
language, drawn with a fixed seed. The word lists (tools/make-words.py)
are built from wordfreq, which reads no manual pages. Portuguese is
measured on Brazilian text: Debian has no European Portuguese pages of
this age. Finnish, Czech and Greek have too few translated pages (under
30 sentences): theirs are topped up with the translated messages of
coreutils, bash, grep, findutils, diffutils, apt, glib and GTK 3
(/usr/share/locale/TAG/LC_MESSAGES/*.mo, GPL or LGPL), kept by the same
rule. A partly translated page keeps its untranslated paragraphs in
English; a sentence is left out as English when seven words in ten are
ten times commoner in English than in the language (by the shares of
Assets/words/en.words and TAG.words), so that a language's figure is on
its own sentences (the Danish set was 22 % English).

usage: bench/phrases/make-manpages.py   (installs the manpages-* it lacks)
"""
import gettext, glob, gzip, os, random, re, subprocess, unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGES = {"de": "de", "fr": "fr", "es": "es", "it": "it", "pt": "pt_BR", "nl": "nl",
            "sv": "sv", "da": "da", "nb": "nb", "fi": "fi", "pl": "pl", "cs": "cs",
            "tr": "tr", "ru": "ru", "uk": "uk", "el": "el"}


def letters(tag):
    path = "/usr/share/unicode/cldr/common/main/%s.xml" % {"nb": "no"}.get(tag, tag)
    text = open(path, encoding="utf-8").read()
    main = re.search(r"<exemplarCharacters>\[(.*?)\]</exemplarCharacters>", text).group(1)
    return set(c for c in main if c.isalpha())


# groff's names for accented letters: \(:u is ü, \('e is é, \(ss is ß.
MARKS = {":": "\u0308", "'": "\u0301", "`": "\u0300", "^": "\u0302", "~": "\u0303",
         ",": "\u0327", "v": "\u030c", "o": "\u030a"}
NAMED = {"ss": "ß", "ae": "æ", "AE": "Æ", "o/": "ø", "O/": "Ø", "oe": "œ", "-D": "Đ", "Sd": "ð",
         "/l": "ł", "/L": "Ł"}


def letter(name):
    if name in NAMED:
        return NAMED[name]
    if len(name) == 2 and name[0] in MARKS and name[1].isalpha():
        return unicodedata.normalize("NFC", name[1] + MARKS[name[0]])
    return " "


def text_lines(page):
    try:
        raw = gzip.open(page, "rt", encoding="utf-8").read()
    except (UnicodeDecodeError, OSError):
        return []
    out = []
    for line in raw.splitlines():
        if line.startswith((".", "'", "\\\"")):
            continue
        line = re.sub(r"\\\((..)|\\\[(..)\]", lambda m: letter(m.group(1) or m.group(2)), line)
        line = re.sub(r"\\f[BIRP]|\\f\(..|\\\[[^\]]*\]|\\[-&e ]|\\\*\(?..?", " ", line)
        out.append(line)
    return out


CATALOGS = ["coreutils", "bash", "grep", "findutils", "diffutils", "apt", "glib20", "gtk30"]


def messages(tag):
    """The translated messages of a few programs every Debian has."""
    out = []
    for name in CATALOGS:
        path = "/usr/share/locale/%s/LC_MESSAGES/%s.mo" % (tag, name)
        if os.path.exists(path):
            with open(path, "rb") as f:
                catalog = gettext.GNUTranslations(f)._catalog
            out += [v for k, v in catalog.items() if k and isinstance(v, str)]
    return out


def sentences_in(text, ours, found):
    for sentence in re.split(r"(?<=[.!?])\s+", text):
        sentence = sentence.strip().rstrip(".!?")
        if re.search(r"[0-9/<>@=_\\\[\]{}|%]", sentence):
            continue
        words = [w.strip(",;:()\"'«»„“”‚‘’") for w in sentence.lower().split()]
        if 6 <= len(words) <= 12 and all(w and all(c in ours for c in w) for w in words):
            found.add(" ".join(words))


def write_drawn(path, sentences, count):
    """`count` of `sentences` drawn with the sets' fixed seed, one a line."""
    chosen = sorted(sentences)
    random.Random(1).shuffle(chosen)
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(chosen[:count]) + "\n")


def shares(tag):
    counts = {}
    with open(os.path.join(HERE, "..", "..", "Assets", "words", tag + ".words"),
              encoding="utf-8") as f:
        for line in f:
            parts = line.split()
            if len(parts) >= 2:
                word = parts[0].lower()
                counts[word] = max(counts.get(word, 0), int(parts[1]))
    total = sum(counts.values())
    return {w: c / total for w, c in counts.items()}


def english(sentence, english_shares, own_shares):
    words = sentence.split()
    n = sum(english_shares.get(w, 0) > 10 * own_shares.get(w, 0) for w in words)
    return n * 10 >= len(words) * 7


def main():
    english_shares = shares("en")
    for tag, folder in PACKAGES.items():
        package = "manpages-" + folder.lower().replace("_", "-")
        pages = sorted(glob.glob("/usr/share/man/%s/man*/*.gz" % folder))
        if not pages:
            subprocess.run(["apt-get", "install", "-y", "-q", package], check=True,
                           stdout=subprocess.DEVNULL)
            pages = sorted(glob.glob("/usr/share/man/%s/man*/*.gz" % folder))
        ours = letters(tag)
        sentences = set()
        for page in pages:
            sentences_in(" ".join(text_lines(page)), ours, sentences)
        if len(sentences) < 30:
            for message in messages(tag):
                sentences_in(message.replace("\n", " "), ours, sentences)
        chosen = sorted(sentences)
        random.Random(1).shuffle(chosen)
        own_shares = shares(tag)
        chosen = [s for s in chosen if not english(s, english_shares, own_shares)]
        with open(os.path.join(HERE, "manpages-%s.txt" % tag), "w", encoding="utf-8") as f:
            f.write("\n".join(chosen[:200]) + "\n")
        print(tag, len(pages), "pages,", len(sentences), "sentences")


if __name__ == "__main__":
    main()
