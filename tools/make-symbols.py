#!/usr/bin/python3
"""Writes Assets/symbols.tsv, the symbols `scimath find` searches, from two
pinned sources (see Assets/README.md):

- UnicodeData.txt of Unicode 15.0.0, from Debian's unicode-data package
  (15.0.0-1): every character's name;
- unicode-math-table.tex of unicode-math (LPPL 1.3c), from Debian 12's
  texlive-latex-recommended (2022.20230122-3): LaTeX commands, the classic
  ones it lists beside them ("/ne /neq"), and its descriptions' words;

plus Assets/symbol-words.txt, the project's own list of words people use
(nabla → del, hbar, "not equal", reals …) and classic LaTeX names.

usage: tools/make-symbols.py [UNICODE_DATA] [UNICODE_MATH_TABLE] > Assets/symbols.tsv
Without arguments it installs unicode-data if missing and unpacks the
texlive deb into a temporary folder with apt-get download.
"""
import os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The blocks a scientist reaches for (issue 13), as code point ranges.
BLOCKS = [
    (0x00A0, 0x00FF, "Latin-1 (math only)"),
    (0x0370, 0x03FF, "Greek and Coptic"),
    (0x2000, 0x206F, "General Punctuation (math only)"),
    (0x2070, 0x209F, "Superscripts and Subscripts"),
    (0x2100, 0x214F, "Letterlike Symbols"),
    (0x2150, 0x218F, "Number Forms"),
    (0x2190, 0x21FF, "Arrows"),
    (0x2200, 0x22FF, "Mathematical Operators"),
    (0x2300, 0x23FF, "Miscellaneous Technical (math only)"),
    (0x25A0, 0x25FF, "Geometric Shapes (math only)"),
    (0x27C0, 0x27EF, "Miscellaneous Mathematical Symbols-A"),
    (0x27F0, 0x27FF, "Supplemental Arrows-A"),
    (0x2900, 0x297F, "Supplemental Arrows-B"),
    (0x2980, 0x29FF, "Miscellaneous Mathematical Symbols-B"),
    (0x2A00, 0x2AFF, "Supplemental Mathematical Operators"),
    (0x1D400, 0x1D7FF, "Mathematical Alphanumeric Symbols"),
]
# Blocks of which only the characters unicode-math lists (or these) count.
MATH_ONLY = {0x00A0: set(map(ord, "¬°±²³µ·¹¼½¾×÷")), 0x2000: set(map(ord, "′″‴‵‖†‡•…‰‱‼⁄⁗")),
             0x2300: set(), 0x25A0: set()}
PINNED_DEB = "texlive-latex-recommended=2022.20230122-3"
TABLE_IN_DEB = "usr/share/texlive/texmf-dist/tex/latex/unicode-math/unicode-math-table.tex"


def sources():
    if len(sys.argv) == 3:
        return sys.argv[1], sys.argv[2]
    data = "/usr/share/unicode/UnicodeData.txt"
    if not os.path.exists(data):
        subprocess.run(["apt-get", "install", "-y", "-qq", "unicode-data"], check=True)
    tmp = tempfile.mkdtemp(prefix="make-symbols-")
    subprocess.run(["apt-get", "download", PINNED_DEB], cwd=tmp, check=True)
    deb = next(f for f in os.listdir(tmp) if f.endswith(".deb"))
    subprocess.run(["dpkg-deb", "-x", os.path.join(tmp, deb), os.path.join(tmp, "x")], check=True)
    return data, os.path.join(tmp, "x", TABLE_IN_DEB)


def unicode_names(path):
    names = {}
    for line in open(path, encoding="utf-8"):
        fields = line.split(";")
        if len(fields) > 2 and not fields[1].startswith("<"):
            names[int(fields[0], 16)] = fields[1]
    return names


def unicode_math(path):
    """code point → (commands, description words)."""
    out = {}
    pattern = re.compile(r'\\UnicodeMathSymbol\{"([0-9A-F]+)\}\{\\(\w+)\s*\}\{\\\w+\}\{(.*)\}%')
    for line in open(path, encoding="utf-8"):
        m = pattern.match(line.strip())
        if not m:
            continue
        cp, command, description = int(m.group(1), 16), m.group(2), m.group(3)
        # "/ne /neq" names classic commands; "/bbb r" only marks a style.
        classic = [c for c in re.findall(r"/(\w+)", description) if c not in ("bbb", "scr", "frak")]
        words = [w for w in re.sub(r"/\w+|\b[a-z]:|[(),;]", " ", description).split() if w != "-"]
        commands, descr = out.setdefault(cp, ([], []))
        for c in [command] + classic:
            if c not in commands:
                commands.append(c)
        descr += [w for w in words if w not in descr]
    return out


def own_words(path):
    """Assets/symbol-words.txt: `CHAR word, word phrase, \\command …`."""
    out = {}
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        char, _, rest = line.partition(" ")
        if len(char) != 1:
            raise SystemExit(f"{path}:{n}: one character first, then words")
        out.setdefault(ord(char), []).extend(w.strip() for w in rest.split(",") if w.strip())
    return out


def main():
    data, table = sources()
    names = unicode_names(data)
    math = unicode_math(table)
    words = own_words(os.path.join(ROOT, "Assets/symbol-words.txt"))
    rows = []
    for start, end, _ in BLOCKS:
        only = MATH_ONLY.get(start)
        for cp in range(start, end + 1):
            if cp not in names:
                continue
            if only is not None and cp not in only and cp not in math and cp not in words:
                continue
            commands, descr = math.get(cp, ([], []))
            extra = words.get(cp, [])
            latex = commands + [w.lstrip("\\") for w in extra if w.startswith("\\")]
            latex = list(dict.fromkeys(latex))
            aliases = [w for w in extra if not w.startswith("\\")]
            descr = [w for w in descr if w.lower() not in names[cp].lower().split()]
            rows.append((chr(cp), f"U+{cp:04X}", names[cp], " ".join("\\" + c for c in latex),
                         "; ".join(aliases + ([" ".join(descr)] if descr else []))))
    print("# Generated by tools/make-symbols.py from Unicode 15.0.0 UnicodeData.txt, unicode-math's")
    print("# unicode-math-table.tex (LPPL 1.3c; TeX Live 2022, Debian texlive-latex-recommended")
    print("# 2022.20230122-3) and Assets/symbol-words.txt. Do not edit: edit those and run it again.")
    print("# char\tcode point\tUnicode name\tLaTeX commands\twords people use")
    for row in rows:
        print("\t".join(row))


main()
