#!/usr/bin/env python3
"""Writes bench/phrases/heldout-prose.txt: real prose the decoder was
neither built nor tuned on, for `bench/words.py`: the GNU GPL version 3
from its preamble on (Debian's /usr/share/common-licenses/GPL-3; verbatim
copies are allowed), cut at sentence ends into phrases of three to eight
words, lowercased, without the sentences that hold digits, brackets,
quotations or contractions (none of which the letter layer types)."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import prose

HERE = os.path.dirname(os.path.abspath(__file__))
text = open("/usr/share/common-licenses/GPL-3", encoding="utf-8").read()
body = text[text.index("Preamble") + len("Preamble"):]
phrases = prose.cut(body)
with open(os.path.join(HERE, "heldout-prose.txt"), "w", encoding="utf-8") as f:
    f.write("\n".join(phrases[:400]) + "\n")
