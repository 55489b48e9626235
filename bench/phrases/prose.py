"""Prose cut into the benchmark's phrases, as make-heldout.py and
make-history.py make them."""
import re


def cut(text):
    """Phrases of three to eight words, lowercased, cut at sentence ends,
    without the sentences that hold digits, brackets or quotations, nor
    words with an apostrophe (none of which the letter layer types)."""
    phrases = []
    for sentence in re.split(r"[.;:!?]\s+", text):
        sentence = re.sub(r'"[^"]*"', " ", sentence)
        if re.search(r"[0-9()/<>@\[\]]", sentence):
            continue
        words = [w for w in re.findall(r"[A-Za-z]+(?:'[a-z]+)?", sentence) if "'" not in w]
        for i in range(0, len(words), 8):
            chunk = words[i:i + 8]
            if len(chunk) >= 3:
                phrases.append(" ".join(chunk).lower())
    return phrases
