#!/usr/bin/python3
"""Writes Assets/words/en.words and Assets/words/en.pairs, the English
language model of the touch decoder (docs/words.md), from pinned sources:

- wordfreq 3.1.1 (PyPI; code Apache-2.0, data CC BY-SA 4.0, Robyn Speer;
  built from Wikipedia, subtitles, news, books, web text and Reddit), its
  large_en table: how often each word is used;
- Debian's wamerican and wbritish 2020.12.07-2, and their -huge lists
  (SCOWL, Kevin Atkinson, a permissive licence): which of those tokens are English words, so that
  fragments of tokenizing ("s", "ll", "doesn") are not words here, and
  which contractions to keep with their apostrophe (don't, I'm, you're;
  the 's ones named below), as wordfreq counts them;
- symspellpy 6.10.1 (PyPI, MIT; SymSpell by Wolf Garbe), its
  frequency_bigramdictionary_en_243_342.txt and
  frequency_dictionary_en_82_765.txt, built from the Google Books Ngram
  data (CC BY 3.0): how often one word follows another.

en.words: one word a line, `WORD COUNT`, sorted by the word's bytes (so a
prefix's words are one range); COUNT is uses per billion words, at least 1.
en.pairs: `FIRST SECOND PPM`, the line numbers (from 0) of two words of
en.words and how likely SECOND is after FIRST in millionths, sorted.

The other languages (the built-in modes of Assets/layouts/modes.txt):
TAG.words from wordfreq 3.1.1's large_TAG table (small_TAG where wordfreq
has no large one: da, el, tr), kept to words spelt in the language's own
letters (CLDR 41's main exemplar characters, Debian's unicode-cldr-core,
Unicode licence); one-letter words only when used more than once in ten
thousand words ("a", "y", "в"). Their pairs: tools/make-pairs.py, run
after this one (pairs name words by their line). wordfreq folds ß to ss
and ς to σ: German words get their ß back where Debian's wngerman
20161207 (igerman98, GPL 2 or later; asked which spelling a word has,
nothing of it copied) spells them so, Greek words their final ς.

usage: tools/make-words.py [--words N] [--language TAG]   (default 80000,
150000 for the other languages; all languages). It ends by writing each
list's TAG.letters (tools/make-letters.py).
It installs the packages it lacks (apt-get, pip).
"""
import argparse, glob, gzip, os, re, shutil, subprocess, sys, sysconfig, tempfile, unicodedata, zipfile

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


# Contractions are words people type ("dont", "im" tapped without the
# apostrophe, which the decoder puts in). wamerican and wbritish list those
# of not, will, are, have, am and would; the 's ones are among their
# possessives, which are not kept (a decoder cannot tell "dog's" from
# "dogs"), so the ones that are contractions are named here.
CONTRACTION = re.compile(r"[a-z]+'(t|ll|re|ve|m|d)\Z")
S_CONTRACTIONS = {"it's", "he's", "she's", "that's", "there's", "what's", "let's", "here's",
                  "who's", "where's", "how's"}

# Vulgar words and slurs: kept in the list, so that typed as they are
# written they stay, but as rare as its rarest word and after no word,
# so that no correction, completion or stroke offers one for a word meant
# otherwise ("a duck quacks" read as the far commoner vulgar word).
# Chosen by the project, as the keyboards of phones do; words with an
# innocent sense people type (ass, bitch, cock, damn, hell, piss,
# retarded: "retarded potentials") are not here; dick is, though a name.
UNOFFERED = {"asshole", "assholes", "bullshit", "cunt", "cunts", "dick", "dickhead", "dicks",
             "fag", "faggot", "faggots", "fags", "fuck", "fucked", "fucker", "fuckers",
             "fuckin", "fucking", "fucks", "motherfucker", "motherfuckers", "motherfucking",
             "nigga", "nigger", "niggers", "retard", "retards", "shit", "shits", "shitty",
             "slut", "sluts", "twat", "wanker", "whore", "whores"}


def system_contractions():
    found = set(S_CONTRACTIONS)
    for p in ["/usr/share/dict/american-english", "/usr/share/dict/british-english"]:
        for line in open(p, encoding="utf-8"):
            w = line.strip().lower()
            if CONTRACTION.match(w):
                found.add(w)
    return found


# Which tokens are words: SCOWL's common lists (wamerican and wbritish,
# its size 50) whole, and from its huge lists (size 80) the words of four
# letters or more. The common lists lack words people write every day
# about their computers and their work ("installer", "reboot", "codecs",
# "lookups"): typed exactly, they were corrected into listed words
# ("installed"). The huge lists' shorter entries are mostly abbreviations
# and fragments ("abl", "adm", "ae"), which as words would keep a typo of
# a common short word as typed. Chosen on the development prose of
# docs/words.md.
COMMON_LISTS = ["/usr/share/dict/american-english", "/usr/share/dict/british-english"]
HUGE_LISTS = ["/usr/share/dict/american-english-huge", "/usr/share/dict/british-english-huge"]
HUGE_LETTERS = 4
# SCOWL's acronyms and mixed-case words that people write small in
# messages: without them a tapped "btw" became "bye" and "wifi" "work".
WRITTEN_SMALL = {"OK", "BTW", "FYI", "ASAP", "IMO", "WiFi"}
# Chat words no SCOWL list has, which people type as they are: a tapped
# "lol" became "oil". The tool's own choice, not copied from a list;
# wordfreq counts them like any word.
CHAT_WORDS = {"lol", "omg", "idk", "tbh", "thx"}


def system_words():
    if not all(os.path.exists(p) for p in COMMON_LISTS + HUGE_LISTS):
        subprocess.run(["apt-get", "install", "-y", "-q", "wamerican", "wbritish",
                        "wamerican-huge", "wbritish-huge"], check=True)
    words = set()
    for paths, shortest in [(COMMON_LISTS, 1), (HUGE_LISTS, HUGE_LETTERS)]:
        for p in paths:
            for line in open(p, encoding="utf-8"):
                w = line.strip()
                # Words and names (Saturn), not acronyms (UN, IT): those
                # would make "un" and "it" two words the decoder could choose.
                # But those people write small in messages (WRITTEN_SMALL).
                if len(w) >= shortest and not w.endswith("'s") and \
                        (w.islower() or w[1:].islower() or len(w) == 1 or w in WRITTEN_SMALL):
                    words.add(w.lower())
    return words | CHAT_WORDS


def frequencies(zf, table="wordfreq/data/large_en.msgpack.gz"):
    try:
        import msgpack
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "msgpack"], check=True)
        import msgpack
    # wordfreq's cBpack: a header, then lists of words, list i used
    # 10^(-i/100) times a word.
    data = msgpack.loads(gzip.decompress(zf.read(table)), raw=False)
    freq = {}
    for i, bucket in enumerate(data[1:]):
        for w in bucket:
            freq.setdefault(w, 10 ** (-i / 100))
    return freq


def cldr_letters(tag):
    path = "/usr/share/unicode/cldr/common/main/%s.xml" % {"nb": "no"}.get(tag, tag)
    if not os.path.exists(path):
        subprocess.run(["apt-get", "install", "-y", "-q", "unicode-cldr-core"], check=True)
    text = open(path, encoding="utf-8").read()
    main = re.search(r"<exemplarCharacters>\[(.*?)\]</exemplarCharacters>", text).group(1)
    return set(c for c in main if c.isalpha())


def german_spellings():
    """Debian's wngerman 20161207 (igerman98, Björn Jacke, GPL 2 or
    later), lowercased: asked only which of "ss" and "ß" a word is spelt
    with, since wordfreq folds every ß to ss."""
    path = "/usr/share/dict/ngerman"
    if not os.path.exists(path):
        subprocess.run(["apt-get", "install", "-y", "-q", "wngerman"], check=True)
    return set(line.strip().lower() for line in open(path, encoding="utf-8"))


def unfolded(tag, freq):
    """wordfreq's words casefolded back where the folding lost a letter:
    German ß (from ss, where the dictionary spells the word with ß), Greek
    final ς (from σ at a word's end)."""
    if tag == "de":
        known = german_spellings()
        out = {}
        for w, f in freq.items():
            if "ss" in w and w not in known:
                parts = w.split("ss")
                for i in range(1, len(parts)):
                    v = "ss".join(parts[:i]) + "ß" + "ss".join(parts[i:])
                    if v in known:
                        w = v
                        break
            out[w] = out.get(w, 0) + f
        return out
    if tag == "el":
        out = {}
        for w, f in freq.items():
            w = w[:-1] + "ς" if w.endswith("σ") else w
            out[w] = out.get(w, 0) + f
        return out
    return freq


# Each language's dictionary of valid forms, from Debian: a word list
# (package, path) or a Hunspell dictionary (package, name), expanded with
# Hunspell's unmunch. Asked per word which forms are right (an accented
# form over its web spelling, German nouns' capital); the lists of GROW
# are also copied from. Turkish's tr_TR numbers its flags, which unmunch
# reads as letters: it is expanded here (`expanded`). Finnish has none.
DICTIONARIES = {
    "de": ("wngerman", "/usr/share/dict/ngerman"),
    "fr": ("wfrench", "/usr/share/dict/french"),
    "es": ("wspanish", "/usr/share/dict/spanish"),
    "it": ("witalian", "/usr/share/dict/italian"),
    "pt": ("wportuguese", "/usr/share/dict/portuguese"),
    "nl": ("wdutch", "/usr/share/dict/dutch"),
    "sv": ("wswedish", "/usr/share/dict/swedish"),
    "da": ("wdanish", "/usr/share/dict/danish"),
    "nb": ("wnorwegian", "/usr/share/dict/bokmaal"),
    "pl": ("wpolish", "/usr/share/dict/polish"),
    "uk": ("wukrainian", "/usr/share/dict/ukrainian"),
    "cs": ("hunspell-cs", "cs_CZ"),
    "ru": ("hunspell-ru", "ru_RU"),
    "el": ("hunspell-el", "el_GR"),
    "tr": ("hunspell-tr", "tr_TR"),
}
# Languages grown with their dictionary's forms, up to this many words:
# Danish, Greek and Turkish, whose wordfreq tables are small, and the inflected
# languages whose text their 150,000 commonest words left short (measured
# on their manual pages and checked on Debian's descriptions: docs/
# languages.md). Only a dictionary whose licence lets its forms join
# wordfreq's CC BY-SA 4.0 data under the GPL, version 3 or later
# (wdanish, wspanish, wnorwegian GPL-2+; witalian GPL-3+; el_GR under
# LGPL-2.1; ru_RU's BSD-style terms; tr_TR MPL-2.0, which allows the
# GPL as a secondary licence): not Czech's cs_CZ, which is GPL-2 only
# (Czech keeps more counted words instead: KEEP). Turkish's forms go by
# the count of the dictionary line's word they were made from (dosyasından
# as dosya): its 60,000 counted words left most forms out.
GROW = {"da": 150000, "el": 150000, "ru": 220000, "es": 220000, "it": 220000, "nb": 180000,
        "tr": 220000}
# Languages that keep more of wordfreq's counted words than the 150,000
# commonest: Czech, Finnish and Polish, whose text the 150,000 left short of
# forms. Words wrong at SD 0.2 on their manual pages / held-out
# descriptions, 150,000 -> 300,000: cs 65 / 63 -> 58 / 49, fi 50 / 52 ->
# 47 / 47; Polish, grown to 300,000 with wpolish's forms before, 47 / 68 ->
# 41 / 67. Counted words beat a dictionary's forms weighed below them
# (Czech's 150,000 with 250,000 of cs_CZ's forms: 65 / 64). 400,000 gained
# a little more (cs 55 / 45, fi 43 / 46) but took a Czech list 70-90 ms to
# read (25 at 150,000, 50 at 300,000) and a tap's whole step 6.5-7 ms p99.
KEEP = {"cs": 300000, "fi": 300000, "pl": 300000}


def dictionary(tag):
    """The dictionary's forms, as spelt (capitals kept), or None."""
    if tag not in DICTIONARIES:
        return None
    package, where = DICTIONARIES[tag]
    if where.startswith("/"):
        if not os.path.exists(where):
            subprocess.run(["apt-get", "install", "-y", "-q", package], check=True)
        raw = open(where, "rb").read()
        # Most are UTF-8; wswedish and wnorwegian are still Latin-1.
        try:
            lines = raw.decode("utf-8").split("\n")
        except UnicodeDecodeError:
            lines = raw.decode("latin-1").split("\n")
    else:
        dic = "/usr/share/hunspell/%s.dic" % where
        if not os.path.exists(dic) or not shutil.which("unmunch"):
            subprocess.run(["apt-get", "install", "-y", "-q", package, "hunspell-tools"],
                           check=True)
        aff = dic[:-4] + ".aff"
        encoding = re.search(r"^SET (\S+)", open(aff, "rb").read().decode("latin-1"), re.M)
        encoding = encoding.group(1).lower().replace("iso8859", "iso-8859") if encoding else "utf-8"
        text = open(aff, "rb").read().decode(encoding, errors="replace")
        if re.search(r"^FLAG num\b", text, re.M):
            lines = expanded(open(dic, "rb").read().decode(encoding, errors="replace"), text, dic)
        else:
            out = subprocess.run(["unmunch", dic, aff], check=True, capture_output=True).stdout
            lines = out.decode(encoding, errors="replace").split("\n")
    return set(w.strip() for w in lines if w.strip())


# Each form of an expanded dictionary (`expanded`) and the word of the
# dictionary's line it was made from: its stem, for GROW's order.
ROOTS = {}


def expanded(dic, aff, name):
    """A Hunspell dictionary's words with every affix its flags allow, for
    dictionaries whose flags are numbers (FLAG num), which unmunch reads
    as letters: tr_TR. Prefixes, suffixes, their strip and condition and
    cross products are applied; an affix that carries flags of its own (a
    second suffix) is an error, since nothing here needs it."""
    rules = {}
    lines = aff.split("\n")
    i = 0
    while i < len(lines):
        head = lines[i].split()
        i += 1
        if len(head) == 4 and head[0] in ("PFX", "SFX") and head[3].isdigit():
            kind, flag, cross, n = head[0], head[1], head[2] == "Y", int(head[3])
            entries = []
            for line in lines[i:i + n]:
                f = line.split()
                if len(f) < 4 or f[:2] != [kind, flag]:
                    sys.exit("%s: line %r is not one of %s %s's %d rules" % (name, line, kind, flag, n))
                strip, add, condition = f[2], f[3], f[4] if len(f) > 4 else "."
                if "/" in add:
                    sys.exit("%s: %s %s adds flags (%s): not read here" % (name, kind, flag, add))
                strip = "" if strip == "0" else strip
                add = "" if add == "0" else add
                pattern = ("^" + condition) if kind == "PFX" else (condition + "$")
                entries.append((strip, add, re.compile(pattern)))
            i += n
            rules[flag] = (kind, cross, entries)

    def apply(word, kind, entries):
        for strip, add, condition in entries:
            if not condition.search(word):
                continue
            if kind == "SFX" and word.endswith(strip):
                yield word[:len(word) - len(strip)] + add
            elif kind == "PFX" and word.startswith(strip):
                yield add + word[len(strip):]

    out = []
    for line in dic.split("\n")[1:]:
        word, _, flags = line.strip().partition("/")
        if not word:
            continue
        start = len(out)
        out.append(word)
        named = [rules[f] for f in flags.split(",") if f in rules] if flags else []
        suffixed = []
        for kind, cross, entries in named:
            if kind == "SFX":
                forms = list(apply(word, kind, entries))
                out += forms
                suffixed += [w for w in forms if cross]
        for kind, cross, entries in named:
            if kind == "PFX":
                out += apply(word, kind, entries)
                if cross:
                    for w in suffixed:
                        out += apply(w, kind, entries)
        for w in out[start:]:
            ROOTS.setdefault(w, word)
    return out


def turkish_lower(word):
    """Turkish lower case: I is the capital of ı, İ of i."""
    return word.replace("I", "ı").replace("İ", "i").lower()


def folded(word):
    """A word without its accents, as web text often spells it: marks
    taken off, and the letters with a stroke made plain (ł → l)."""
    plain = "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))
    return plain.translate(str.maketrans("łøđı", "lodi"))


def with_dictionary(tag, freq, letters):
    """wordfreq's words put right by the dictionary: a spelling without
    accents the dictionary lacks gives its uses to the accented form it
    has, when that is the commoner (zrodlo → źródło); a word the
    dictionary has only with a capital gets it (German nouns: haus →
    Haus); GROW's languages gain the dictionary's other forms, weighed
    below every counted word."""
    forms = dictionary(tag)
    if forms is None:
        return freq
    if tag == "tr":
        # The model's capital mark is Unicode's default casing (I ↔ i),
        # which would write "Istanbul" for İstanbul: Turkish words keep no
        # capital.
        forms = set(turkish_lower(w) for w in forms)
    lower = set(w.lower() for w in forms)
    capital_only = set(w.lower() for w in forms if w[:1].isupper() and w[1:] == w[1:].lower()
                       and w.lower() not in forms)
    accented = {}
    for w in freq:
        if w in lower and folded(w) != w:
            accented.setdefault(folded(w), []).append(w)
    out = {}
    for w, f in freq.items():
        # Only a spelling rarer than its accented form: a foreign word the
        # language's text uses more ("the" in French, beside thé) stays.
        best = max(accented.get(w, []), key=lambda v: freq[v], default=None)
        if w not in lower and best and freq[best] > f:
            w = best
        out[w] = out.get(w, 0) + f
    if tag in GROW:
        # A form never counted is rarer than every counted word kept; the
        # forms of common words' stems (their inflections) come first.
        counted = sorted((f for w, f in out.items() if all(c in letters for c in w)),
                         reverse=True)[:150000]
        floor = counted[-1]
        stems = {}
        for w, f in out.items():
            for n in range(3, len(w) + 1):
                stems[w[:n]] = max(stems.get(w[:n], 0), f)
        room = GROW[tag] - len(counted)
        new = [w for w in lower if w not in out and len(w) > 1 and all(c in letters for c in w)]
        # A form made from a dictionary line is as common as its line's
        # word (dosyasından: dosya), where that is counted.
        lower_case = turkish_lower if tag == "tr" else str.lower
        roots = {lower_case(w): lower_case(r) for w, r in ROOTS.items()}
        stem = lambda w: max(stems.get(w[:max(3, len(w) - 3)], 0), out.get(roots.get(w), 0))
        new.sort(key=lambda w: (-stem(w), w))
        for w in new[:max(0, room)]:
            out[w] = floor * min(1.0, 0.5 + stem(w) * 1e3)
    return {(w.capitalize() if w in capital_only else w): f for w, f in out.items()}


# French and Italian elide a word before a vowel into the next: l'homme,
# c'est, qu'il, l'anno, c'è. wordfreq keeps some elisions whole (jusqu'à,
# dell'anno, all'interno: those are counted and kept as they are) and
# splits the commonest, counting their first part alone ("l", "qu"). Each
# part is also counted as its elisions with the 20,000 commonest
# words that begin with a vowel or h, each as common as its part times the
# word's share among them (P(l') P(homme | a vowel word)).
ELIDED = {"fr": ["l", "d", "j", "n", "s", "m", "t", "c", "qu"], "it": ["l", "c", "d"]}


def with_elisions(tag, freq):
    if tag not in ELIDED:
        return freq
    vowels = set("aeiouyhàâäéèêëîïôöùûüœæ")
    # Names (l'Italia) would need a capital inside a word: not made.
    starts = sorted((w for w in freq if w[:1] in vowels and "'" not in w),
                    key=lambda w: -freq[w])[:20000]
    total = sum(freq[w] for w in starts)
    out = dict(freq)
    for part in ELIDED[tag]:
        # A single letter stays a word too: technical text uses it alone
        # ("the c option"); "qu" never stands alone.
        share = out.pop(part, 0) if len(part) > 1 else out.get(part, 0)
        for w in starts:
            elided = part + "'" + w
            out[elided] = out.get(elided, 0) + share * freq[w] / total
    # The web spelling without the apostrophe (cest, lhomme), when the
    # dictionary lacks it and it is rarer, is the elision.
    valid = set(w.lower() for w in dictionary(tag) or [])
    for w in [w for w in out if "'" in w]:
        plain = w.replace("'", "")
        if plain in out and plain not in valid and out[plain] < out[w]:
            out[w] += out.pop(plain)
    return out


def other_language(tag, count, zf):
    count = max(count, KEEP.get(tag, 0), GROW.get(tag, 0))
    names = zf.namelist()
    table = "wordfreq/data/large_%s.msgpack.gz" % tag
    if table not in names:
        table = "wordfreq/data/small_%s.msgpack.gz" % tag
    letters = cldr_letters(tag)
    freq = with_dictionary(tag, unfolded(tag, frequencies(zf, table)), letters)
    freq = with_elisions(tag, freq)
    # An apostrophe only inside a word, and only where the language elides.
    inner = letters | ({"'"} if tag in ELIDED else set())
    chosen = [w for w in freq if w and w[0] != "'" and w[-1] != "'"
              and all(c in inner for c in w.lower())
              and (len(w) > 1 or freq[w] > 1e-4)]
    chosen.sort(key=lambda w: -freq[w])
    if tag in ELIDED:
        # Elisions come on top of the count, as common as the rarest word
        # kept: they are the same words, elided, not others.
        plain = [w for w in chosen if "'" not in w][:count]
        floor = freq[plain[-1]]
        chosen = plain + [w for w in chosen if "'" in w and freq[w] >= floor]
    else:
        chosen = chosen[:count]
    # Sorted as the model reads them: by the bytes of the word as typed,
    # lower case (a capital is a mark on the word, not a letter).
    chosen = sorted(chosen, key=lambda w: w.lower().encode("utf-8"))
    with open(os.path.join(ROOT, "Assets/words/%s.words" % tag), "w", encoding="utf-8") as f:
        for w in chosen:
            f.write("%s %d\n" % (w, max(1, round(freq[w] * 1e9))))


def languages():
    tags = []
    for line in open(os.path.join(ROOT, "Assets/layouts/modes.txt"), encoding="utf-8"):
        m = re.search(r"\blanguage=(\w+)", line)
        if line.startswith("mode ") and m:
            tags.append(m.group(1))
    return tags


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--words", type=int, default=None)
    ap.add_argument("--language", default=None)
    args = ap.parse_args()
    tags = [args.language] if args.language else languages()
    with tempfile.TemporaryDirectory() as tmp:
        zf = wheel(WORDFREQ, tmp)
        for tag in tags:
            if tag != "en":
                other_language(tag, args.words or 150000, zf)
        if "en" in tags:
            english(args, zf, tmp)
    # Each list's letters as the keyboard maps them (tools/make-letters.py).
    subprocess.run([sys.executable, os.path.join(ROOT, "tools/make-letters.py")] + tags, check=True)


def english(args, zf, tmp):
    args.words = args.words or 80000
    known = system_words()
    freq = frequencies(zf)
    sym = wheel(SYMSPELL, tmp)
    uni_text = sym.read("symspellpy/frequency_dictionary_en_82_765.txt").decode()
    bi_text = sym.read("symspellpy/frequency_bigramdictionary_en_243_342.txt").decode()
    uni = {}
    for line in uni_text.splitlines():
        w, c = line.split()
        uni[w] = int(c)
    letters = re.compile(r"[a-z]+\Z")
    contractions = system_contractions()
    chosen = [w for w in freq
              if (letters.match(w) and (len(w) > 1 or w in ONE_LETTER) and w in known)
              or w in contractions]
    chosen.sort(key=lambda w: -freq[w])
    chosen = sorted(chosen[:args.words])
    ids = {w: i for i, w in enumerate(chosen)}
    out = os.path.join(ROOT, "Assets/words")
    os.makedirs(out, exist_ok=True)
    counts = {w: max(1, round(freq[w] * 1e9)) for w in chosen}
    rarest = min(counts.values())
    with open(os.path.join(out, "en.words"), "w", encoding="utf-8") as f:
        for w in chosen:
            f.write("%s %d\n" % (w, rarest if w in UNOFFERED else counts[w]))
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
                if chosen[b] in UNOFFERED:
                    continue
                ppm = round(after[b] * scale * 1e6)
                if ppm >= 1:
                    f.write("%d %d %d\n" % (a, b, ppm))


if __name__ == "__main__":
    main()
