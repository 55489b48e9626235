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
    return read(here)


def read(here):
    """The drawings and label rows of a set in this format (also
    handwriting-extra's); exits with a message when the two disagree."""
    with gzip.open(os.path.join(here, "drawings.jsonl.gz"), "rt", encoding="utf-8") as f:
        lines = f.read().splitlines()
    with open(os.path.join(here, "labels.tsv"), encoding="utf-8") as f:
        meta = [l.split("\t") for l in f.read().splitlines()]
    if len(meta) != len(lines):
        sys.exit(f"handwriting: {len(lines)} drawings but {len(meta)} labels")
    return lines, meta


def recognise(scimath, drawings, env=None):
    """Each drawing's first five answers from one `scimath recognize`, the
    lookalikes made one; exits when recognize fails."""
    import json, subprocess
    p = subprocess.run([scimath, "recognize", "--top", "5", "-"], input="\n".join(drawings) + "\n",
                       capture_output=True, text=True, env=env)
    answers = p.stdout.splitlines()
    if p.returncode != 0 or len(answers) != len(drawings):
        sys.exit(f"handwriting: recognize exit {p.returncode}, {len(answers)} answers: "
                 f"{p.stderr[:200]}")
    return [[canon.get(a["char"], a["char"]) for a in json.loads(x)] for x in answers]


def count(tally, label, chars):
    """Adds one drawing of `label` answered `chars` to [drawings, top-1, top-5]."""
    want = canon.get(label, label)
    tally[0] += 1
    tally[1] += chars[:1] == [want]
    tally[2] += want in chars[:5]


def pct(tally, i):
    return f"{100.0 * tally[i] / max(1, tally[0]):.1f} %"
