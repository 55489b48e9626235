#!/usr/bin/env python3
"""Writes bench/phrases/office-TAG.txt, held-out sentences for the
languages whose translated package descriptions are too few
(make-ddtp.py: Turkish 20, Greek 1, Norwegian Bokmål 3): LibreOffice's
help in the language (Debian 12's libreoffice-help-TAG, MPL 2.0) or, for
Norwegian Bokmål, which has no help, the messages of LibreOffice's own
windows (libreoffice-l10n-nb, MPL 2.0: its dialogs, tips and the
descriptions of Calc's functions), cut and kept by make-manpages.py's
rule (six to twelve words spelt in the language's letters, lowercased,
those left in English dropped), 100 a language drawn with a fixed seed.
Nothing of them is tuned on, shipped or committed (tools/make-pairs.py
reads no LibreOffice text); made where the benchmark runs.
usage: bench/phrases/make-office.py [TAG ...]   (tr el nb without one)
"""
import gettext, glob, html.parser, os, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import importlib.util
spec = importlib.util.spec_from_file_location("manpages", os.path.join(HERE, "make-manpages.py"))
manpages = importlib.util.module_from_spec(spec)
spec.loader.exec_module(manpages)

TAGS = ["tr", "el", "nb"]
# Languages with no LibreOffice help: its windows' messages instead.
MESSAGES = {"nb"}
# The page's furniture (its header, side bars, debug footer) and code are
# not the help's text.
SKIPPED = {"header", "aside", "footer", "script", "style", "pre", "code"}
BLOCK = {"p", "h1", "h2", "h3", "h4", "li", "td", "div"}


class Paragraphs(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.skipped = 0
        self.text = []
        self.paragraphs = []

    def handle_starttag(self, tag, attrs):
        if tag in SKIPPED:
            self.skipped += 1
        if tag in BLOCK:
            self.end()

    def handle_endtag(self, tag):
        if tag in SKIPPED and self.skipped:
            self.skipped -= 1
        if tag in BLOCK:
            self.end()

    def handle_data(self, data):
        if not self.skipped:
            self.text.append(data)

    def end(self):
        text = " ".join("".join(self.text).split())
        if text:
            self.paragraphs.append(text)
        self.text = []


def help_paragraphs(tag, tmp):
    package = "libreoffice-help-" + tag
    subprocess.run(["apt-get", "download", "-q", package], cwd=tmp, check=True,
                   stdout=subprocess.DEVNULL)
    deb = glob.glob(os.path.join(tmp, package + "_*.deb"))[0]
    subprocess.run(["dpkg-deb", "-x", deb, os.path.join(tmp, tag)], check=True)
    out = []
    for page in sorted(glob.glob(os.path.join(tmp, tag, "usr/share/libreoffice/help", tag,
                                              "text/**/*.html"), recursive=True)):
        p = Paragraphs()
        with open(page, encoding="utf-8") as f:
            p.feed(f.read())
        p.end()
        out += p.paragraphs
    return out


def unpacked(package, tmp):
    subprocess.run(["apt-get", "download", "-q", package], cwd=tmp, check=True,
                   stdout=subprocess.DEVNULL)
    deb = glob.glob(os.path.join(tmp, package + "_*.deb"))[0]
    subprocess.run(["dpkg-deb", "-x", deb, os.path.join(tmp, package)], check=True)
    return os.path.join(tmp, package)


def message_paragraphs(tag, tmp):
    """The translated messages of LibreOffice's windows, markup taken out."""
    root = unpacked("libreoffice-l10n-" + tag, tmp)
    out = []
    for path in sorted(glob.glob(os.path.join(
            root, "usr/lib/libreoffice/program/resource", tag, "LC_MESSAGES/*.mo"))):
        with open(path, "rb") as f:
            catalog = gettext.GNUTranslations(f)._catalog
        for key, text in sorted(catalog.items(), key=lambda kv: str(kv[0])):
            if key and isinstance(text, str):
                p = Paragraphs()
                p.feed(text.replace("~", ""))
                p.end()
                out += p.paragraphs
    return out


def main():
    tags = sys.argv[1:] or TAGS
    english_shares = manpages.shares("en")
    with tempfile.TemporaryDirectory() as tmp:
        for tag in tags:
            ours = manpages.letters(tag)
            found = set()
            source = message_paragraphs if tag in MESSAGES else help_paragraphs
            for paragraph in source(tag, tmp):
                manpages.sentences_in(paragraph, ours, found)
            own_shares = manpages.shares(tag)
            kept = [s for s in found if not manpages.english(s, english_shares, own_shares)]
            manpages.write_drawn(os.path.join(HERE, "office-%s.txt" % tag), kept, 100)
            print(tag, len(found), "sentences")


if __name__ == "__main__":
    main()
