#!/usr/bin/python3
"""Writes Assets/symbols.tsv, the symbols `scimath find` and the strip
search, from pinned sources (docs/symbol-search.md says why each):

- Unicode 15.0.0 (Debian unicode-data 15.0.0-1): UnicodeData.txt (names,
  categories), NameAliases.txt and NamesList.txt's informal aliases
  ("= asymptotic to");
- CLDR 41 annotations (Debian unicode-cldr-core 41-0.1, annotations/en.xml):
  the everyday name ("em dash", "check mark") and keywords ("euro", "cubed");
- unicode-math-table.tex (LPPL 1.3c; Debian texlive-latex-recommended
  2022.20230122-3): unicode-math's commands, the classic ones it lists
  beside them ("/ne /neq") and its descriptions' words;
- unicodeit 0.7.5 (PyPI, MIT; its table is built from the LaTeX packages'
  own symbol lists): classic LaTeX names (\\alpha, \\circ, \\mathbb{R},
  \\checkmark, \\texteuro) for each character;
- the LaTeX kernel's inputenc tables (base/*.dfu; LPPL 1.3c; Debian
  texlive-latex-base 2022.20230122-3): text commands (\\textdegree, \\S);
- Assets/symbol-words.txt: the project's own words and classic names
  people use (nabla → del, \\R, "not equal"), hand-written;
- Assets/symbol-commonness.txt: the hand-checked commonness tiers, each
  with its reason; and the keyboard's own layouts and alternates, whose
  characters are the commonest of all (tier 0).

usage: tools/make-symbols.py > Assets/symbols.tsv
It installs or downloads the pinned sources it lacks (apt-get, pip).
"""
import ast, glob, os, re, subprocess, sys, tarfile, tempfile
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UNICODE = "/usr/share/unicode"
PINNED_TEXLIVE = "texlive-latex-recommended=2022.20230122-3"
TABLE_IN_DEB = "usr/share/texlive/texmf-dist/tex/latex/unicode-math/unicode-math-table.tex"
PINNED_LATEX_BASE = "texlive-latex-base=2022.20230122-3"
DFU_IN_DEB = "usr/share/texlive/texmf-dist/tex/latex/base"
PINNED_CLDR = "unicode-cldr-core=41-0.1"
CLDR_IN_DEB = "usr/share/unicode/cldr/common/annotations/en.xml"
PINNED_UNICODEIT = "unicodeit==0.7.5"

# The blocks people type from beyond ASCII, and which of their characters
# count: "all", "symbols" (general categories S, P and No: no letters,
# spaces or format characters) or "known" (only those some source names:
# unicode-math, CLDR's annotations or our own words).
BLOCKS = [
    (0x00A0, 0x00FF, "symbols"),  # Latin-1 Supplement: © ® ° ± ² ½ £ ¥ …
    (0x0370, 0x03FF, "known"),  # Greek and Coptic: the letters named below
    (0x2000, 0x206F, "symbols"),  # General Punctuation: — – ‰ ′ † • …
    (0x2070, 0x209F, "all"),  # Superscripts and Subscripts
    (0x20A0, 0x20CF, "all"),  # Currency Symbols: € ₹ ₿ …
    (0x2100, 0x214F, "all"),  # Letterlike Symbols: ℝ ℏ ℓ ™ …
    (0x2150, 0x218F, "all"),  # Number Forms: ⅓ Ⅻ …
    (0x2190, 0x21FF, "all"),  # Arrows
    (0x2200, 0x22FF, "all"),  # Mathematical Operators
    (0x2300, 0x23FF, "known"),  # Miscellaneous Technical: ⌈ ⌘ ⏎ …
    (0x25A0, 0x25FF, "all"),  # Geometric Shapes
    (0x2600, 0x26FF, "all"),  # Miscellaneous Symbols: ★ ♂ ♀ ♯ ♭ ☉ …
    (0x2700, 0x27BF, "all"),  # Dingbats: ✓ ✗ ✔ ✘ ❤ …
    (0x27C0, 0x27EF, "all"),  # Miscellaneous Mathematical Symbols-A
    (0x27F0, 0x27FF, "all"),  # Supplemental Arrows-A
    (0x2900, 0x297F, "all"),  # Supplemental Arrows-B
    (0x2980, 0x29FF, "all"),  # Miscellaneous Mathematical Symbols-B
    (0x2A00, 0x2AFF, "all"),  # Supplemental Mathematical Operators
    (0x2B00, 0x2BFF, "known"),  # Miscellaneous Symbols and Arrows
    (0x1D400, 0x1D7FF, "all"),  # Mathematical Alphanumeric Symbols
]
GREEK_LETTERS = re.compile(r"GREEK (SMALL|CAPITAL) LETTER [A-Z]+$|GREEK .*SYMBOL$")
# LaTeX styles whose `\style{X}` form is the name people write.
STYLES = ["mathbb", "mathcal", "mathscr", "mathfrak", "mathbf", "mathit", "mathsf", "mathtt"]
# unicode-math's own spelling of styles and shapes (\mupalpha, \BbbR,
# \mdlgwhtcircle): right, but not what a LaTeX user writes first.
INTERNAL = re.compile(
    r"^\\(mup|mit|mbf|msans|mtt|mscr|mfrak|Bbb|mbb|up[a-z]|[a-z]+up$)"
    r"|(wht|blk|vysm|mdlg|mdsm|lg|sm)(circle|square|diamond|lozenge|triangle|star)")


def fetch():
    """Paths of the pinned sources, fetched into a temporary folder."""
    if not os.path.exists(f"{UNICODE}/UnicodeData.txt"):
        subprocess.run(["apt-get", "install", "-y", "-qq", "unicode-data"], check=True)
    tmp = tempfile.mkdtemp(prefix="make-symbols-")
    for pin in (PINNED_TEXLIVE, PINNED_LATEX_BASE, PINNED_CLDR):
        subprocess.run(["apt-get", "download", "-qq", pin], cwd=tmp, check=True)
    for deb in glob.glob(os.path.join(tmp, "*.deb")):
        subprocess.run(["dpkg-deb", "-x", deb, os.path.join(tmp, "x")], check=True)
    subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--no-binary",
                    ":all:", "-d", tmp, PINNED_UNICODEIT], check=True)
    sdist = glob.glob(os.path.join(tmp, "unicodeit-*.tar.gz"))[0]
    with tarfile.open(sdist) as t:
        member = next(m for m in t.getmembers() if m.name.endswith("unicodeit/data.py"))
        data = t.extractfile(member).read().decode("utf-8")
    x = os.path.join(tmp, "x")
    return (os.path.join(x, TABLE_IN_DEB), os.path.join(x, CLDR_IN_DEB), data,
            os.path.join(x, DFU_IN_DEB))


def unicode_data():
    """code point → (name, general category)."""
    out = {}
    for line in open(f"{UNICODE}/UnicodeData.txt", encoding="utf-8"):
        f = line.split(";")
        if len(f) > 2 and not f[1].startswith("<"):
            out[int(f[0], 16)] = (f[1], f[2])
    return out


def aliases():
    """code point → informal and formal aliases, lower case."""
    out = {}
    for line in open(f"{UNICODE}/NameAliases.txt", encoding="utf-8"):
        f = line.split("#")[0].strip().split(";")
        if len(f) == 3 and f[2] in ("correction", "alternate"):
            out.setdefault(int(f[0], 16), []).append(f[1].lower())
    cp = None
    for line in open(f"{UNICODE}/NamesList.txt", encoding="utf-8"):
        if re.match(r"^[0-9A-F]{4,6}\t", line):
            cp = int(line.split("\t")[0], 16)
        elif cp is not None and line.startswith("\t= "):
            for alias in line[3:].strip().split(","):
                alias = re.sub(r"\(.*?\)|\*.*", "", alias).strip().lower()
                if alias and not alias.startswith("x "):
                    out.setdefault(cp, []).append(alias)
    return out


def cldr(path):
    """code point → (everyday name, keywords) for single characters."""
    out = {}
    for a in ET.parse(path).getroot().iter("annotation"):
        cp = a.get("cp", "")
        if len(cp) != 1 or not a.text:
            continue
        name, keywords = out.setdefault(ord(cp), ([], []))
        if a.get("type") == "tts":
            name.append(a.text.strip().lower())
        else:
            keywords.extend(k.strip().lower() for k in a.text.split("|") if k.strip())
    return out


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
        for c in ["\\" + command] + ["\\" + c for c in classic]:
            if c not in commands:
                commands.append(c)
        descr += [w for w in words if w not in descr]
    return out


def unicodeit(data):
    """code point → LaTeX names: `\\name`, or `\\style{X}` for a letter."""
    tree = ast.parse(data)
    pairs = next(ast.literal_eval(n.value) for n in tree.body if isinstance(n, ast.Assign)
                 and getattr(n.targets[0], "id", "") == "REPLACEMENTS")
    out = {}
    for command, char in pairs:
        if len(char) != 1:
            continue
        style = re.match(r"^\\(\w+)\{(\w)\}$", command)
        if re.match(r"^\\[A-Za-z]+$", command) or (style and style.group(1) in STYLES + ["mathds"]):
            out.setdefault(ord(char), []).append(command)
    return out


def latex_text_commands(folder):
    """code point → the LaTeX kernel's text commands for it (\\textdegree,
    \\textsection), from its inputenc tables (base/*.dfu)."""
    out = {}
    pattern = re.compile(r"\\DeclareUnicodeCharacter\{([0-9A-F]+)\}\{(\\[A-Za-z]+)\}")
    for path in sorted(glob.glob(os.path.join(folder, "*.dfu"))):
        for m in pattern.finditer(open(path, encoding="utf-8").read()):
            commands = out.setdefault(int(m.group(1), 16), [])
            if m.group(2) not in commands:
                commands.append(m.group(2))
    return out


def own_list(path, parse):
    out = {}
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        char, _, rest = line.partition(" ")
        if len(char) != 1:
            raise SystemExit(f"{path}:{n}: one character first")
        out[ord(char)] = parse(out.get(ord(char)), rest, f"{path}:{n}")
    return out


def words_line(old, rest, where):
    """symbol-words.txt: `CHAR word, word phrase, \\command …`."""
    return (old or []) + [w.strip() for w in rest.split(",") if w.strip()]


def tier_line(old, rest, where):
    """symbol-commonness.txt: `CHAR TIER reason`."""
    tier, _, reason = rest.partition(" ")
    if tier not in ("0", "1", "2", "3", "4") or not reason.strip():
        raise SystemExit(f"{where}: CHAR, a tier from 0 to 4, then the reason")
    return int(tier)


def keyboard_characters():
    """Every character a key or a long-press of the keyboard types."""
    chars = set()
    files = glob.glob(os.path.join(ROOT, "Assets/layouts/*/*.layout"))
    for path in files + [os.path.join(ROOT, "Assets/alternates.txt")]:
        for line in open(path, encoding="utf-8"):
            parts = line.split()
            if parts and parts[0] in ("row", "alt"):
                for body in parts[1:]:
                    body = body.split("@")[0] if len(body) > 1 else body
                    chars.update(c for c in body if ord(c) > 0x7F)
    return chars


STYLE_OF = {"DOUBLE-STRUCK": ["mathbb"], "SCRIPT": ["mathscr", "mathcal"],
            "FRAKTUR": ["mathfrak"], "BLACK-LETTER": ["mathfrak"], "BOLD": ["mathbf"],
            "ITALIC": ["mathit"], "SANS-SERIF": ["mathsf"], "MONOSPACE": ["mathtt"]}
NUMBERS = ["ZERO", "ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE"]


def styled(name):
    r"""`\mathbb{R}` for DOUBLE-STRUCK CAPITAL R, `\\mathscr{L}` and
    `\mathcal{L}` for SCRIPT CAPITAL L, and the words people say for the
    style: what LaTeX users write for a styled letter."""
    m = re.match(r"^(?:MATHEMATICAL )?(DOUBLE-STRUCK|SCRIPT|FRAKTUR|BLACK-LETTER|BOLD|ITALIC|"
                 r"SANS-SERIF|MONOSPACE) (CAPITAL|SMALL|DIGIT) ([A-Z]+)$", name)
    if not m:
        return [], []
    style, case, letter = m.groups()
    if case == "DIGIT":
        if letter not in NUMBERS:
            return [], []
        letter = str(NUMBERS.index(letter))
    elif len(letter) != 1:
        return [], []
    else:
        letter = letter if case == "CAPITAL" else letter.lower()
    commands = [f"\\{s}{{{letter}}}" for s in STYLE_OF[style]
                if not (s == "mathcal" and case != "CAPITAL")]
    words = {"DOUBLE-STRUCK": ["blackboard bold", "open face"], "FRAKTUR": ["gothic"],
             "BLACK-LETTER": ["fraktur", "gothic"], "SCRIPT": ["calligraphic"]}.get(style, [])
    return commands, words


def spoken(name):
    """The name as people say it: SUPERSCRIPT THREE is also "superscript 3",
    LONG RIGHTWARDS ARROW "long right arrow"."""
    said = [str(NUMBERS.index(w)) if w in NUMBERS else re.sub(r"^(LEFT|RIGHT|UP|DOWN)WARDS$",
            r"\1", w) for w in name.split()]
    return [" ".join(said).lower()] if said != name.split() else []


def ordered_latex(commands, preferred):
    """The standard name first: the project's own choice, then `\\style{X}`,
    then classic names (shortest first: \\to before \\rightarrow), then
    unicode-math's own spelling and other packages' forms."""
    def rank(c):
        if c in preferred:
            return (0, preferred.index(c))
        style = re.match(r"^\\(\w+)\{", c)
        if style:
            return (1 if style.group(1) in STYLES else 3, STYLES.index(style.group(1))
                    if style.group(1) in STYLES else 0, len(c))
        return (3 if INTERNAL.search(c) else 2, len(c))
    return sorted(dict.fromkeys(commands), key=rank)


def main():
    table, cldr_path, unicodeit_data, dfu = fetch()
    text_commands = latex_text_commands(dfu)
    names = unicode_data()
    alias = aliases()
    everyday = cldr(cldr_path)
    math = unicode_math(table)
    classic = unicodeit(unicodeit_data)
    own = own_list(os.path.join(ROOT, "Assets/symbol-words.txt"), words_line)
    tiers = own_list(os.path.join(ROOT, "Assets/symbol-commonness.txt"), tier_line)
    keys = keyboard_characters()

    chosen = []
    for start, end, policy in BLOCKS:
        for cp in range(start, end + 1):
            if cp not in names:
                continue
            name, category = names[cp]
            known = cp in math or cp in everyday or cp in own or cp in classic
            if policy == "symbols" and not (category[0] in "SP" or category == "No" or known):
                continue
            if policy == "known" and not (known or GREEK_LETTERS.match(name)):
                continue
            chosen.append(cp)

    # A LaTeX name belongs to one character: the one the most trusted source
    # gives it (ours, unicode-math, the kernel, the styles, then unicodeit,
    # which also has \square for ■ where amssymb's is □).
    own_commands = {cp: [w for w in own.get(cp, []) if w.startswith("\\")] for cp in chosen}
    sources = [own_commands, {cp: math[cp][0] for cp in math}, text_commands,
               {cp: styled(names[cp][0])[0] for cp in chosen}, classic]
    owner = {}
    for source in sources:
        for cp in chosen:
            for c in source.get(cp, []):
                owner.setdefault(c, cp)

    rows = []
    for cp in chosen:
        name, category = names[cp]
        commands, descr = math.get(cp, ([], []))
        extra = own.get(cp, [])
        preferred = own_commands[cp]
        style_commands, style_words = styled(name)
        candidates = (style_commands + classic.get(cp, []) + text_commands.get(cp, [])
                      + commands)
        latex = [c for c in ordered_latex(preferred + candidates, preferred) if owner[c] == cp]
        tts, keywords = everyday.get(cp, ([], []))
        words = [w for w in extra if not w.startswith("\\")] + tts + alias.get(cp, [])
        words += style_words + spoken(name)
        words = [w for w in dict.fromkeys(words) if w != name.lower() and ";" not in w]
        # Keywords say what a symbol is about ("square" for √): searched,
        # but not names that the whole query should equal.
        descr = [w for w in descr if w.lower() not in name.lower().split()]
        keywords = [k for k in dict.fromkeys(keywords + ([" ".join(descr)] if descr else []))
                    if k not in words and ";" not in k]
        if chr(cp) in keys:
            tier = 1
        elif 0x1D400 <= cp <= 0x1D7FF:
            tier = 4
        elif cp in everyday or cp in own or (latex and not INTERNAL.search(latex[0])):
            tier = 2
        else:
            tier = 3
        tier = tiers.get(cp, tier)
        rows.append((chr(cp), f"U+{cp:04X}", name, " ".join(latex), "; ".join(words),
                     "; ".join(keywords), str(tier)))
    print("# Generated by tools/make-symbols.py from Unicode 15.0.0 (UnicodeData, NameAliases,")
    print("# NamesList), CLDR 41 annotations (en), unicode-math-table.tex (TeX Live 2022),")
    print("# unicodeit 0.7.5, Assets/symbol-words.txt, Assets/symbol-commonness.txt and the")
    print("# keyboard's layouts. Do not edit: edit those and run it again.")
    print("# char\tcode point\tUnicode name\tLaTeX names, standard first\tnames people use\t"
          "keywords\tcommonness (0 commonest … 4 rarest)")
    for row in rows:
        print("\t".join(row))


main()
