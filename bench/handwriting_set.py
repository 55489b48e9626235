"""../shared/handwriting (CROHME 2013 ink by real writers; research use only:
measured with, nothing learned from it) as the handwriting benchmarks read
it: the drawings' JSON lines, their labels and writers, and the lookalikes
that no drawing can tell apart (counted as one, as the set's own score.py
counts them)."""
import gzip, os, sys

LOOKALIKE = ["ℏħ", "⊥⟂", "∑Σ", "Δ∆△", "⊙☉", "∏Π", "µμ", "ΩΩ", "·⋅", "°∘", "∈ϵ", "∅⌀", "∧Λ", "∂ð",
             "‖∥", "…⋯", "φϕ"]
canon = {c: g[0] for g in LOOKALIKE for c in g}


def load(here, title):
    """The drawings and (label, writer, ...) rows of the set in `here`; when
    it is missing, prints a section saying the benchmark was skipped and
    exits."""
    if not os.path.exists(os.path.join(here, "drawings.jsonl.gz")):
        print(f"## {title}\n\nSkipped: no handwriting set at {here}.\n")
        sys.exit(0)
    with gzip.open(os.path.join(here, "drawings.jsonl.gz"), "rt", encoding="utf-8") as f:
        lines = f.read().splitlines()
    with open(os.path.join(here, "labels.tsv"), encoding="utf-8") as f:
        meta = [l.split("\t") for l in f.read().splitlines()]
    if len(meta) != len(lines):
        sys.exit(f"handwriting: {len(lines)} drawings but {len(meta)} labels")
    return lines, meta
