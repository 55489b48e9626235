#!/usr/bin/python3
"""Trains the drawing model, Assets/draw-model.txt.

    tools/train-draw-model.py        (from the checkout's top, after
                                      `swift build -c release`)

The model learns from the font templates (Assets/draw-templates.txt, made
by tools/make-draw-templates.py), the MIT-licensed drawings of people in
Assets/draw-human.txt (tools/make-human-templates.py) and the project's
hand forms (Assets/draw-hand-forms.txt): `scimath-bench draw-samples`
draws every font template SAMPLES times and every person's drawing and
hand form 3 × SAMPLES times by random hands (Sources/scimath-bench/
TrainingHand.swift: strokes misplaced, ends overshooting or short, dots as
dashes, elastic bending, slant, squash, tilt, other orders and directions,
joined strokes, uneven pace, tremor) and writes each drawing's features as
the keyboard computes them (DrawModelFeatures). ../shared/handwriting and
the rest of handwriting-extra (non-commercial) are only measured with.

The network: the features, one hidden layer of HIDDEN ReLU units, one
output a class (lookalikes of Assets/draw-lookalikes.txt are one class),
trained with Adam on the cross-entropy for EPOCHS passes, each feature
dropped (set to 0) with the chance DROPOUT at every step, seeded, so the
same inputs give the same file. The dropout is what makes it hold up on
human drawings: it cannot lean on any one feature the fonts always have
(on ../shared/handwriting the model alone went from 67.5 to 70.9 % top-1
with 0.5; 0.4 and 0.6 were within half a point of it). Weights are written as whole numbers from
-127 to 127 with a scale per unit. Needs python3-numpy.
"""

import os
import subprocess
import sys
import tempfile

import numpy as np

SAMPLES, SEED, HIDDEN, EPOCHS, BATCH, DROPOUT = 40, 1, 256, 10, 256, 0.5
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def samples(folder):
    bench = os.path.join(ROOT, ".build", "release", "scimath-bench")
    out = os.path.join(folder, "samples")
    subprocess.run([bench, "draw-samples", os.path.join(ROOT, "Assets"), str(SAMPLES), str(SEED), out],
                   check=True)
    with open(out + ".txt", encoding="utf-8") as file:
        labels = file.read().split("\n")[:-1]
    features = np.fromfile(out + ".f32", dtype="<f4").reshape(len(labels), -1)
    return features, labels


def classes(labels):
    """One class a lookalike group, named by its members run together."""
    groups = []
    with open(os.path.join(ROOT, "Assets", "draw-lookalikes.txt"), encoding="utf-8") as file:
        groups = [line.split() for line in file if line.strip() and not line.startswith("#")]
    group_of = {member: "".join(group) for group in groups for member in group}
    names = sorted({group_of.get(label, label) for label in labels})
    index = {name: i for i, name in enumerate(names)}
    return names, np.array([index[group_of.get(label, label)] for label in labels])


def train(x, y, count):
    rng = np.random.default_rng(SEED)
    w1 = (rng.standard_normal((x.shape[1], HIDDEN)) * np.sqrt(2 / x.shape[1])).astype(np.float32)
    w2 = (rng.standard_normal((HIDDEN, count)) * np.sqrt(1 / HIDDEN)).astype(np.float32)
    params = [w1, np.zeros(HIDDEN, np.float32), w2, np.zeros(count, np.float32)]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    rate, step, decay = 1e-3, 0, 1e-4
    for epoch in range(EPOCHS):
        if epoch >= EPOCHS - 2:
            rate *= 0.3  # settle at the end
        order = rng.permutation(len(x))
        for start in range(0, len(x), BATCH):
            rows = order[start:start + BATCH]
            xb, yb = x[rows], y[rows]
            xb = xb * (rng.random(xb.shape) >= DROPOUT) / (1 - DROPOUT)
            hidden = np.maximum(xb @ params[0] + params[1], 0)
            logits = hidden @ params[2] + params[3]
            logits -= logits.max(1, keepdims=True)
            p = np.exp(logits)
            p /= p.sum(1, keepdims=True)
            p[np.arange(len(rows)), yb] -= 1
            p /= len(rows)
            back = p @ params[2].T
            back[hidden <= 0] = 0
            grads = [xb.T @ back, back.sum(0), hidden.T @ p, p.sum(0)]
            step += 1
            for k, (param, grad) in enumerate(zip(params, grads)):
                if param.ndim == 2:
                    grad = grad + decay * param
                m[k] = 0.9 * m[k] + 0.1 * grad
                v[k] = 0.999 * v[k] + 0.001 * grad * grad
                param -= rate * (m[k] / (1 - 0.9 ** step)) / (np.sqrt(v[k] / (1 - 0.999 ** step)) + 1e-8)
        print(f"epoch {epoch + 1} of {EPOCHS}", file=sys.stderr)
    return params


def layer_lines(weights, biases, activation):
    yield f"layer {weights.shape[0]} {weights.shape[1]} {activation}\n"
    for unit in range(weights.shape[1]):
        column = weights[:, unit]
        scale = float(np.abs(column).max()) / 127 or 1.0
        whole = np.clip(np.rint(column / scale), -127, 127).astype(int)
        yield f"{biases[unit]:.6g} {scale:.6g} " + " ".join(map(str, whole)) + "\n"


def main():
    with tempfile.TemporaryDirectory() as folder:
        x, labels = samples(folder)
    names, y = classes(labels)
    w1, b1, w2, b2 = train(x, y, len(names))
    path = os.path.join(ROOT, "Assets", "draw-model.txt")
    with open(path, "w", encoding="utf-8") as out:
        out.write(f"# Made by tools/train-draw-model.py from Assets/draw-templates.txt, draw-human.txt and\n"
                  f"# draw-hand-forms.txt: {SAMPLES} drawings of each font template, {3 * SAMPLES} of each\n"
                  f"# person's drawing and hand form, by random hands (seed {SEED}), {len(x)} in all;\n"
                  f"# {HIDDEN} hidden units, {EPOCHS} epochs, dropout {DROPOUT}. See Assets/README.md.\n")
        out.write("classes " + " ".join(names) + "\n")
        out.writelines(layer_lines(w1, b1, "relu"))
        out.writelines(layer_lines(w2, b2, "linear"))
    print(f"wrote {path}: {len(names)} classes from {len(x)} drawings")


if __name__ == "__main__":
    main()
