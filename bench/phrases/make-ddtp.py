#!/usr/bin/env python3
"""Writes bench/phrases/ddtp-TAG.txt, the held-out sentences of each
language but English: Debian 12's translated package descriptions (the
Debian Description Translation Project's Translation-TAG files, which
`apt-get update -o Acquire::Languages=...` fetches), cut and kept by
make-manpages.py's rule (six to twelve words spelt in the language's
letters, lowercased), 100 a language drawn with a fixed seed. Nothing of
them is tuned on, shipped or committed: made where the benchmark runs, so
they follow Debian's translations of the day. European Portuguese here
(the development set is Brazilian). Greek, Norwegian and Turkish have few
translated descriptions: what there is.
With --development it writes ddtp-dev-TAG.txt instead: sentences 100 to
299 of the same draw, never the held-out first 100, for development on
text of the held-out sets' kind (not committed either).

usage: bench/phrases/make-ddtp.py [--development]
"""
import glob, os, random, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import importlib.util
spec = importlib.util.spec_from_file_location("manpages", os.path.join(HERE, "make-manpages.py"))
manpages = importlib.util.module_from_spec(spec)
spec.loader.exec_module(manpages)

TAGS = ["de", "fr", "es", "it", "pt", "nl", "sv", "da", "nb", "fi", "pl", "cs", "tr", "ru", "uk",
        "el"]
LISTS = "/var/lib/apt/lists"


def translations(tag):
    paths = glob.glob(os.path.join(LISTS, "*_i18n_Translation-%s.lz4" % tag))
    if not paths:
        subprocess.run(["apt-get", "update", "-q", "-o", "Acquire::Languages=" + ",".join(TAGS)],
                       check=True, stdout=subprocess.DEVNULL)
        paths = glob.glob(os.path.join(LISTS, "*_i18n_Translation-%s.lz4" % tag))
    text = ""
    for path in paths:
        text += subprocess.run(["/usr/lib/apt/apt-helper", "cat-file", path], check=True,
                               capture_output=True).stdout.decode("utf-8", "replace")
    return text


def descriptions(text, tag):
    """Each description's body, its paragraphs joined."""
    out, body = [], None
    for line in text.splitlines():
        if line.startswith("Description-%s:" % tag):
            body = []
        elif body is not None and line.startswith(" "):
            if line.strip() != ".":
                body.append(line.strip())
        elif body is not None:
            out.append(" ".join(body))
            body = None
    return out


def main():
    development = "--development" in sys.argv[1:]
    for tag in TAGS:
        ours = manpages.letters(tag)
        found = set()
        for body in descriptions(translations(tag), tag):
            manpages.sentences_in(body, ours, found)
        if development:
            # The draw write_drawn makes, past its first 100.
            chosen = sorted(found)
            random.Random(1).shuffle(chosen)
            with open(os.path.join(HERE, "ddtp-dev-%s.txt" % tag), "w", encoding="utf-8") as f:
                f.write("\n".join(chosen[100:300]) + "\n")
        else:
            manpages.write_drawn(os.path.join(HERE, "ddtp-%s.txt" % tag), found, 100)
        print(tag, len(found), "sentences")


if __name__ == "__main__":
    main()
