#!/usr/bin/python3
"""Writes the letter layouts of the languages (Assets/layouts/FORM/TAG.layout,
their 123 and #+= layers where they differ, Assets/languages/TAG.alternates),
the list of input modes (Assets/layouts/modes.txt) and the test fixture of
CLDR's exemplar characters (Tests/Fixtures/cldr-exemplars.txt), from:

- xkeyboard-config (Debian's xkb-data, MIT licence): where each language's
  own keyboard has its letters, the keys <AD01>-<AD12>, <AC01>-<AC11> and
  <AB01>-<AB10> of the layout's default variant, level 1 of group 1;
- X11's keysymdef.h (Debian's x11proto-dev, MIT licence): keysym names to
  characters;
- CLDR 41 (Debian's unicode-cldr-core, Unicode licence): each language's
  main exemplar characters, quotation marks and its name in itself.

The rules (docs/languages.md):
- A row keeps the letters xkb has on it, left to right, except the ones a
  language's entry moves to long press (`moved`): stock iOS keeps Italian,
  French and Czech to the English rows and puts è ù ú ů on long press.
- Letters of the language that no key shows go on long press of their base
  letter (the first character of their canonical decomposition, or `BASE`
  below for letters Unicode does not decompose, like ł and ъ); the
  language's own letters come first in the popup, in CLDR's order, then the
  rest of the English popup (Assets/alternates.txt).
- The phone keeps one pitch a row: 39 pt for ten letters, 390/N for more;
  shorter rows are centred; row 3's shift and backspace take what the
  letters leave (at most 50 pt, the rest a gap). The pad's pitch is 69.5
  pt for ten letters, 695/N for more.
- 123 layer: `$` becomes the language's currency sign when it is one
  character (€ ₽ ₴ ₺), `"` its opening quotation mark, with its closing one
  and the other pair first on long press; Spanish adds ¿ and ¡ to the
  phone's punctuation row and the pad's.

usage: tools/make-layouts.py   (installs xkb-data, x11proto-dev and
unicode-cldr-core when missing)
"""
import os, re, subprocess, unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
XKB = "/usr/share/X11/xkb/symbols"
KEYSYMDEF = "/usr/include/X11/keysymdef.h"
CLDR = "/usr/share/unicode/cldr/common/main"

# tag: English name (an alias), xkb layout, xkb layouts that mean this
# language (for following the server's keyboard), letters moved to long
# press, currency sign (None: a word like "kr", so the key keeps "$").
LANGUAGES = [
    ("de", "german", "de", ["de", "at", "ch"], "", "€"),
    ("fr", "french", "fr", ["fr", "be"], "ù", "€"),
    ("es", "spanish", "es", ["es", "latam"], "", "€"),
    ("it", "italian", "it", ["it"], "èòàù", "€"),
    ("pt", "portuguese", "pt", ["pt", "br"], "", "€"),
    ("nl", "dutch", "nl", ["nl"], "", "€"),
    ("sv", "swedish", "se", ["se"], "", None),
    ("da", "danish", "dk", ["dk"], "", None),
    ("nb", "norwegian,no", "no", ["no"], "", None),
    ("fi", "finnish", "fi", ["fi"], "", "€"),
    ("pl", "polish", "pl", ["pl"], "", None),
    ("cs", "czech", "cz", ["cz"], "úů", None),
    ("tr", "turkish", "tr", ["tr"], "", "₺"),
    ("ru", "russian", "ru", ["ru"], "ъ", "₽"),
    ("uk", "ukrainian", "ua", ["ua"], "", "₴"),
]
# Built-in modes written by hand, first in the globe's order.
HAND = [
    "mode en abc.layout language=en aliases=english xkb=us,gb,au,ie,nz,za,in",
    "mode el greek.layout language=el aliases=greek xkb=gr",
]
# Letters Unicode does not decompose, and the key they are found under.
BASE = {"ł": "l", "ø": "o", "æ": "a", "œ": "o", "ß": "s", "đ": "d", "ı": "i",
        "ъ": "ь", "ґ": "г", "ё": "е", "ї": "і", "й": "и",
        # Ukrainian's apostrophe is a letter (U+02BC) that parts sounds as
        # Russian's ъ does: under the soft sign.
        "ʼ": "ь"}
# SpecialCasing.txt's language rule for Turkish: i's capital is İ.
UPPER = {"tr": {"i": "İ"}}
SIDE_KEYS = {"phone": 50.0}


def ensure(path, package):
    if not os.path.exists(path):
        subprocess.run(["apt-get", "install", "-y", "-q", package], check=True)


def keysyms():
    table = {}
    pattern = re.compile(r"#define XK_(\w+)\s+0x([0-9a-fA-F]+)\s*/\*[ (]U\+([0-9A-F]+)")
    for line in open(KEYSYMDEF, encoding="utf-8"):
        m = pattern.match(line)
        if m:
            table.setdefault(m.group(1), chr(int(m.group(3), 16)))
    return table


def keysym_char(name, table):
    if re.fullmatch(r"U[0-9A-Fa-f]{4,6}", name):
        return chr(int(name[1:], 16))
    if re.fullmatch(r"0x100[0-9A-Fa-f]{4,5}", name):
        return chr(int(name[5:], 16))
    if len(name) == 1:
        return name
    return table.get(name)


def xkb_keys(layout, section=None, seen=None):
    """Level 1 of group 1 of each key of an xkb symbols section, includes
    followed in order (later definitions win)."""
    text = open(os.path.join(XKB, layout), encoding="utf-8").read()
    text = re.sub(r"//[^\n]*", "", text)
    sections = re.findall(r'((?:default\s+)?)(?:[\w ]*?)xkb_symbols\s+"([^"]+)"\s*\{(.*?)\n\};',
                          text, re.S)
    chosen = None
    for default, name, body in sections:
        if (section is None and default.strip()) or name == section:
            chosen = body
            break
    if chosen is None:
        chosen = sections[0][2]
    keys = {}
    for m in re.finditer(r'include\s+"([^"]+)"|key\s*<(\w+)>\s*\{(.*?)\}\s*;', chosen, re.S):
        if m.group(1):
            for part in m.group(1).split("+"):
                inc = re.fullmatch(r"(\w+)(?:\((\w+)\))?", part.strip())
                if inc and os.path.exists(os.path.join(XKB, inc.group(1))):
                    keys.update(xkb_keys(inc.group(1), inc.group(2)))
        else:
            body = re.sub(r'type\[\w+\]\s*=\s*"[^"]*"\s*,?|symbols\[\w+\]\s*=', "", m.group(3))
            levels = re.search(r"\[([^\]]*)\]", body)
            if levels:
                keys[m.group(2)] = levels.group(1).split(",")[0].strip()
    return keys


def cldr(tag):
    # CLDR 41 keeps Norwegian Bokmål's data in its parent, no.xml.
    text = open(os.path.join(CLDR, {"nb": "no"}.get(tag, tag) + ".xml"), encoding="utf-8").read()
    main = re.search(r"<exemplarCharacters>\[(.*?)\]</exemplarCharacters>", text).group(1)
    items = []
    for m in re.finditer(r"\{([^}]*)\}|(\\u[0-9a-fA-F]{4})|(\S)", main):
        if m.group(1):
            items.append(re.sub(r"\\u([0-9a-fA-F]{4})", lambda u: chr(int(u.group(1), 16)),
                                m.group(1)))
        elif m.group(2):
            items.append(chr(int(m.group(2)[2:], 16)))
        else:
            items.append(m.group(3))
    # Ranges (a-z) do not occur in these languages' main sets.
    assert "-" not in items, tag
    def one(name):
        m = re.search(r"<%s>([^<]*)</%s>" % (name, name), text)
        return m.group(1) if m else None
    own = re.search(r'<language type="%s">([^<]*)</language>' % tag, text).group(1)
    return {"letters": items, "name": own[0].upper() + own[1:],
            "quotes": [one("quotationStart"), one("quotationEnd"),
                       one("alternateQuotationStart"), one("alternateQuotationEnd")]}


def base_of(ch):
    if ch in BASE:
        return BASE[ch]
    return unicodedata.normalize("NFD", ch)[0]


def width(w, cell):
    return "" if abs(w - cell) < 0.005 else "@%s" % ("%.2f" % w).rstrip("0").rstrip(".")


def phone_layout(rows, header):
    n1 = max(len(rows[0]), len(rows[1]), 10)
    p = 390 / n1
    out = list(header)
    out.append("row " + " ".join(c + width(p, 39) for c in rows[0]))
    indent = (390 - len(rows[1]) * p) / 2
    r2 = [c + width(p, 39) for c in rows[1]]
    if indent > 0.005:
        r2 = ["gap@%s" % fmt(indent)] + r2 + ["gap@%s" % fmt(indent)]
    out.append("row " + " ".join(r2))
    p3 = p
    sides = (390 - len(rows[2]) * p3) / 2
    if sides < 40:
        p3 = (390 - 80) / len(rows[2])
        sides = 40
    shift = min(SIDE_KEYS["phone"], sides)
    gap = sides - shift
    r3 = [c + width(p3, 39) for c in rows[2]]
    if gap > 0.005:
        r3 = ["gap@%s" % fmt(gap)] + r3 + ["gap@%s" % fmt(gap)]
    out.append("row shift@%s %s backspace@%s" % (fmt(shift), " ".join(r3), fmt(shift)))
    out.append("row 123@48.3 globe@49 space@* return@97.3")
    return out


def pad_hints(layer_lines):
    """The grey hints of the pad's letter rows: the characters of its 123
    layer's first three rows, in order (iPadOS shows over each letter the
    key a swipe down on it types, the 123 layer's key in its place)."""
    rows = [l.split()[1:] for l in layer_lines if l.startswith("row ")][:3]
    # A key is BODY@WIDTH, but the @ key is itself.
    bodies = [[k if k.startswith("@") else k.partition("@")[0] for k in row] for row in rows]
    return [[b for b in row if len(b) == 1] for row in bodies]


def pad_layout(rows, header, hints):
    n = max(len(rows[0]), len(rows[1]), 10)
    p = 695 / n if n > 10 else 69.5
    scale = p / 69.5
    def hint_row(i, count, extra=0):
        h = (hints[i] + ["none"] * count)[:count] + ["none"] * extra
        return "hints " + " ".join(h)
    out = list(header)
    out.append("label 123 .?123")
    out.append("row " + " ".join(c + width(p, 69.5) for c in rows[0]) + " backspace@*")
    out.append(hint_row(0, len(rows[0])))
    # A row 2 as long as row 1 starts flush, or return would be too narrow.
    indent = "gap@%s " % fmt(23 * scale) if len(rows[1]) < len(rows[0]) else ""
    out.append("row " + indent + " ".join(c + width(p, 69.5) for c in rows[1]) + " return@*")
    out.append(hint_row(1, len(rows[1])))
    # Row 3's left shift takes the rest; at least 50 pt of it.
    right = 88 * scale
    p3 = min(p, (768 - right - 50) / (len(rows[2]) + 2))
    out.append("row shift@* " + " ".join(c + width(p3, 69.5) for c in rows[2])
               + " ,!%s .?%s shift@%s" % (width(p3, 69.5), width(p3, 69.5), fmt(right)))
    out.append(hint_row(2, len(rows[2]), 2))
    out.append("row 123@68 globe@68 mic@68 space@* 123@102 dismiss@102")
    return out


def fmt(x):
    return ("%.2f" % x).rstrip("0").rstrip(".")


def substitute(path, tag, info, currency):
    """The English 123 or #+= layer with the language's marks, or None when
    it would be the same."""
    text = open(path, encoding="utf-8").read()
    lines = []
    start = info["quotes"][0]
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        if line.startswith("row "):
            keys = line.split()[1:]
            new = []
            for k in keys:
                body, _, w = k.partition("@") if not k.startswith("@") else (k, "", "")
                if body == "$" and currency:
                    body = currency
                elif body == "€" and currency == "€":
                    body = "$"
                elif body == '"' and start and start != '"':
                    body = start
                new.append(body + ("@" + w if w else ""))
            if tag == "es" and "?" in [k.split("@")[0] for k in keys] and "!" in [
                    k.split("@")[0] for k in keys]:
                new = spanish_marks(new)
            lines.append("row " + " ".join(new))
        else:
            lines.append(line)
    return lines


def spanish_marks(keys):
    """¿ before ? and ¡ before !: the phone's row of five punctuation keys
    becomes seven of the same total width."""
    bodies = [k.split("@")[0] for k in keys]
    widths = [k.split("@")[1] if "@" in k[1:] else None for k in keys]
    marks = [i for i, b in enumerate(bodies) if b in ".,?!'"]
    if len(marks) == 5 and all(widths[i] for i in marks):
        total = sum(float(widths[i]) for i in marks)
        w = fmt(total / 7)
        out = []
        for b, wd in zip(bodies, widths):
            if b in ".,?!'":
                if b == "?":
                    out.append("¿@" + w)
                if b == "!":
                    out.append("¡@" + w)
                out.append(b + "@" + w)
            else:
                out.append(b + ("@" + wd if wd else ""))
        return out
    # The pad: single ! and ? keys (the #+= layer's) get theirs beside
    # them; the row's plain keys narrow to leave the `*` key 50 pt.
    pairs = []
    for b, wd in zip(bodies, widths):
        if b in "!?" and not wd:
            pairs.append(({"!": "¡", "?": "¿"}[b], None))
        pairs.append((b, wd))
    fixed = sum(float(wd) for b, wd in pairs if wd and wd != "*")
    bare = [b for b, wd in pairs if not wd]
    p = min(69.5, (768 - fixed - 50) / len(bare))
    return [b + ("@" + wd if wd else width(p, 69.5)) for b, wd in pairs]


def english_alternates():
    lists = {}
    for line in open(os.path.join(ROOT, "Assets/alternates.txt"), encoding="utf-8"):
        words = line.split()
        if words and words[0] == "alt":
            lists[words[1]] = words[1:]
    return lists


# The space bar's label in each language, as iOS's keyboards of that
# language show it (the project's own list; English and Greek are in
# their hand-made layouts).
SPACE = {
    "de": "Leerzeichen", "fr": "espace", "es": "espacio", "it": "spazio", "pt": "espaço",
    "nl": "spatie", "sv": "blanksteg", "da": "mellemrum", "nb": "mellomrom",
    "fi": "välilyönti", "pl": "spacja", "cs": "mezerník", "tr": "boşluk", "ru": "Пробел",
    "uk": "пробіл",
}


def main():
    ensure(XKB + "/de", "xkb-data")
    ensure(KEYSYMDEF, "x11proto-dev")
    ensure(CLDR + "/de.xml", "unicode-cldr-core")
    table = keysyms()
    english = english_alternates()
    modes = list(HAND)
    fixture = ["# CLDR 41's main exemplar characters (common/main/TAG.xml), lower case, then",
               "# their capitals (Unicode's mapping; Turkish i -> İ by SpecialCasing.txt).",
               "# Written by tools/make-layouts.py; the tests check every layout against it."]
    os.makedirs(os.path.join(ROOT, "Assets/languages"), exist_ok=True)
    for tag in ["en", "el"]:
        info = cldr(tag)
        fixture.append(exemplar_line(tag, info["letters"]))
    for tag, alias, layout, xkb, moved, currency in LANGUAGES:
        info = cldr(tag)
        keys = xkb_keys(layout)
        def letters(prefix, count):
            row = []
            for i in range(1, count + 1):
                ch = keysym_char(keys.get("%s%02d" % (prefix, i), ""), table)
                # A letter of the language's, or of a-z (Turkish keeps q w x):
                # not Portuguese's º, a sign that xkb puts among them.
                ours = ch is not None and (ch in info["letters"] or "a" <= ch <= "z")
                if ch and len(ch) == 1 and ch.isalpha() and ours and ch not in moved:
                    row.append(ch)
            return row
        rows = [letters("AD", 12), letters("AC", 11), letters("AB", 10)]
        on_keys = set(c for r in rows for c in r)
        header = ["# %s letters (%s), from xkeyboard-config's `%s` layout; written by"
                  % (info["name"], tag, layout), "# tools/make-layouts.py.",
                  "name " + info["name"], "label space " + SPACE[tag]]
        write("Assets/layouts/phone/%s.layout" % tag, phone_layout(rows, header))
        pad_123 = os.path.join(ROOT, "Assets/layouts/pad/123.layout")
        hints = pad_hints(substitute(pad_123, tag, info, currency))
        write("Assets/layouts/pad/%s.layout" % tag, pad_layout(rows, header, hints))
        extra = ""
        for form in ["phone", "pad"]:
            for layer in ["123", "symbols"]:
                src = os.path.join(ROOT, "Assets/layouts/%s/%s.layout" % (form, layer))
                lines = substitute(src, tag, info, currency)
                english_rows = [l for l in open(src, encoding="utf-8").read().splitlines()
                                if not l.startswith("#")]
                if lines != english_rows:
                    name = "%s-%s.layout" % (layer, tag)
                    write("Assets/layouts/%s/%s" % (form, name),
                          ["# The %s layer of %s (%s): the English one with its currency and"
                           % (layer, info["name"], tag),
                           "# quotation marks; written by tools/make-layouts.py."] + lines)
                    if form == "phone":
                        extra += " %s=%s" % (layer, name)
        alt = alternates_lines(tag, info, on_keys, english)
        write("Assets/languages/%s.alternates" % tag,
              ["# %s (%s): its letters first on long press, then the English list; its" % (
                  info["name"], tag), "# quotation marks. Written by tools/make-layouts.py."]
              + alt)
        modes.append("mode %s %s.layout language=%s aliases=%s xkb=%s alternates=%s.alternates%s"
                     % (tag, tag, tag, alias, ",".join(xkb), tag, extra))
        fixture.append(exemplar_line(tag, info["letters"]))
    write("Assets/layouts/modes.txt", [
        "# The input modes of the ABC layer: `mode ID FILE OPTION=VALUE...`, FILE",
        "# being a letter layout in each form's folder. Options: language (the",
        "# word list's tag), aliases (other names for --mode and settings), xkb",
        "# (xkeyboard-config layouts that mean this language), alternates",
        "# (Assets/languages/FILE, over alternates.txt), 123 and symbols (those",
        "# layers' files). Modes of the user's own follow, from",
        "# $XDG_CONFIG_HOME/scimath/layouts/FORM/ID.layout. Written by",
        "# tools/make-layouts.py."] + modes)
    write("Tests/Fixtures/cldr-exemplars.txt", fixture)


def exemplar_line(tag, letters):
    upper = []
    for item in letters:
        capital = "".join(UPPER.get(tag, {}).get(c, c.upper()) for c in item)
        # ß, ΐ and ΰ have no one-character capital in Unicode's mapping.
        if len(capital) == len(item):
            upper.append(capital)
    return "%s %s | %s" % (tag, " ".join(letters), " ".join(upper))


def alternates_lines(tag, info, on_keys, english):
    by_base = {}
    for item in info["letters"]:
        if len(item) != 1 or item in on_keys or not item.isalpha() or item != item.lower():
            continue
        by_base.setdefault(base_of(item), []).append(item)
    # A letter of several that the keys cannot spell (Dutch íj́, CLDR's
    # {íj\u0301}): after the single letters of its first letter's key.
    # One they can (Dutch ij) is typed as it is spelt.
    for item in info["letters"]:
        if len(item) > 1 and item == item.lower() and any(c not in on_keys for c in item):
            by_base.setdefault(base_of(item[0]), []).append(item)
    out = []
    for base, own in sorted(by_base.items()):
        if base not in on_keys:
            raise SystemExit("%s: %s has no key to sit under" % (tag, " ".join(own)))
        rest = [c for c in english.get(base, [base])[1:] if c not in own]
        out.append("alt %s %s" % (base, " ".join(own + rest)))
    q = [c for c in info["quotes"] if c]
    start = q[0] if q else '"'
    if start != '"':
        others = [c for c in dict.fromkeys(q[1:] + english['"']) if c != start]
        out.append("alt %s %s" % (start, " ".join(others)))
    for lower, upper in UPPER.get(tag, {}).items():
        out.append("upper %s %s" % (lower, upper))
    return out


def write(rel, lines):
    path = os.path.join(ROOT, rel)
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
