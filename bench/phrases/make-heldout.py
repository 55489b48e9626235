#!/usr/bin/env python3
"""Writes bench/phrases/heldout-prose.txt: real prose the decoder was
neither built nor tuned on, for `bench/words.py`: the GNU GPL version 3
from its preamble on (Debian's /usr/share/common-licenses/GPL-3; verbatim
copies are allowed), cut at sentence ends into phrases of three to eight
words, lowercased, without the sentences that hold digits, brackets,
quotations or contractions (none of which the letter layer types)."""
import os, re

HERE = os.path.dirname(os.path.abspath(__file__))
text = open("/usr/share/common-licenses/GPL-3", encoding="utf-8").read()
body = text[text.index("Preamble") + len("Preamble"):]
phrases = []
for sentence in re.split(r"[.;:!?]\s+", body):
    sentence = re.sub(r'"[^"]*"', " ", sentence)
    if re.search(r"[0-9()/<>@]", sentence):
        continue
    words = [w for w in re.findall(r"[A-Za-z]+(?:'[a-z]+)?", sentence) if "'" not in w]
    for i in range(0, len(words), 8):
        chunk = words[i:i + 8]
        if len(chunk) >= 3:
            phrases.append(" ".join(chunk).lower())
with open(os.path.join(HERE, "heldout-prose.txt"), "w", encoding="utf-8") as f:
    f.write("\n".join(phrases[:400]) + "\n")
