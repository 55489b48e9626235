#!/usr/bin/env python3
"""Writes bench/phrases/history-en.txt (not committed): English development
prose with the names and program names real writing has, for `bench/words.py
--phrases`: Debian's "A Brief History of Debian" and its constitution
(debian-history 2.28, GPL 2 or later; installed if missing), in that order,
cut as make-heldout.py cuts the held-out prose (at sentence ends, into
phrases of three to eight words, lowercased, without the sentences that hold
digits, brackets or quotations); the first 400 phrases. Constants chosen on
it are named in docs/words.md."""
import gzip, os, re, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import prose

HERE = os.path.dirname(os.path.abspath(__file__))
DOC = "/usr/share/doc/debian-history"
if not os.path.exists(DOC + "/docs/project-history.en.txt.gz"):
    subprocess.run(["apt-get", "install", "-y", "-q", "debian-history"], check=True)
text = gzip.open(DOC + "/docs/project-history.en.txt.gz", "rt", encoding="utf-8").read()
text += gzip.open(DOC + "/constitution.txt.gz", "rt", encoding="utf-8").read()
phrases = prose.cut(re.sub(r"\s+", " ", text))
with open(os.path.join(HERE, "history-en.txt"), "w", encoding="utf-8") as f:
    f.write("\n".join(phrases[:400]) + "\n")
