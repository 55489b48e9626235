#!/usr/bin/env python3
"""Word benchmark: noisy taps through `scimath replay`, as a new user's
fingers land. Each letter and space is tapped at a point drawn around its
key's visible centre from a 2-D Gaussian, SD a share of a letter cell's
width and height (seeded), every phrase ended by a return.

- word error rate (word-level edit distance, case ignored) with the
  keyboard as it ships (autocorrect on) and plain (autocorrect and
  suggestions off), at SD 0.1, 0.2, 0.25 and 0.3 of a cell;
- keystrokes saved at SD 0.2 by tapping a suggestion as soon as the strip
  offers the word (the tap on the slot counts, its space is free; a slot
  tap that put no word in is taken back and tapped again, as a user who
  looks does): the share of the characters and spaces not tapped.

usage: bench/words.py [--phrases FILE] [--form phone|pad] [--limit N] [--sd 0.2,...]
Prints a Markdown section for BENCHMARKS.md. The phrases are data the
model never learned from (tools/make-words.py reads none of them)."""
import argparse, json, os, random, subprocess, sys, unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# WORDS_SHOW=1: each phrase typed wrong, on standard error.
SHOW = os.environ.get("WORDS_SHOW") == "1"
SCIMATH = os.environ.get("SCIMATH", os.path.join(ROOT, ".build/release/scimath"))
BATCH = 25


# Keys that change the keyboard under the finger (another mode or layer):
# a user sees it and goes back, so a tap that would land on one is taken
# as a letter left out; on the globe, only when the keyboard changed the
# language (`Replay.globe`).
CHANGES_KEYBOARD = {"globe", "123"}
# The most input modes the globe may have to cycle through to come back.
MOST_MODES = 40
CELLS = []
# The strip's height (its buttons are as wide), from the layout.
STRIP = [44.0]


# Letters no key shows and Unicode does not decompose: the key they are
# on long press of (as tools/make-layouts.py puts them).
BASE = {"ł": "l", "ø": "o", "æ": "a", "œ": "o", "ß": "s", "đ": "d", "ı": "i", "ъ": "ь",
        "ґ": "г", "ё": "е", "ї": "і", "й": "и", "ʼ": "ь"}
MODE = []


def key_of(ch, centres):
    """The key a finger taps for a letter: its own, else (an accent left
    for the keyboard to put in, as people type) its base letter's."""
    if ch in centres:
        return ch
    base = BASE.get(ch) or unicodedata.normalize("NFD", ch)[0]
    return base if base in centres else None


def layout(form):
    out = subprocess.run([SCIMATH, "layout", "--form", form, "--json"] + MODE, check=True,
                         capture_output=True, text=True).stdout
    data = json.loads(out)
    keys = data["keys"]
    STRIP[0] = float(data.get("stripPoints", 44))
    centres = {}
    cell = None
    CELLS[:] = [(k["id"], k["cell"]) for k in keys]
    for k in keys:
        f = k["frame"]
        name = k.get("output") or k["id"]
        centres[name] = (f["x"] + f["width"] / 2, f["y"] + f["height"] / 2)
        if k.get("row") == 0 and cell is None and k.get("output"):
            cell = (k["cell"]["width"], k["cell"]["height"])
    return centres, cell


class Replay:
    def __init__(self, form, settings):
        args = [SCIMATH, "replay", "--form", form] + MODE
        # A user of another language has English on the globe too: a tap
        # that changed the language is undone by the globe (`globe`).
        if MODE:
            args += ["--setting", "languages=%s, en" % MODE[1]]
        for s in settings:
            args += ["--setting", s]
        self.p = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                  bufsize=1)
        self.t = 0

    def send(self, line):
        self.p.stdin.write(json.dumps(line) + "\n")
        self.p.stdin.flush()
        answer = json.loads(self.p.stdout.readline())
        if "error" in answer:
            raise SystemExit("replay: %s" % answer["error"])
        return answer

    def press(self, x, y):
        self.t += 150
        self.send({"t": self.t, "down": [x, y]})
        self.t += 60
        return self.send({"t": self.t, "up": [x, y]})

    def tap(self, x, y):
        for name, c in CELLS:
            if name in CHANGES_KEYBOARD and c["x"] <= x < c["x"] + c["width"] and \
                    c["y"] <= y < c["y"] + c["height"]:
                if name == "globe":
                    return self.globe(x, y, c)
                self.t += 210
                return self.send({"t": self.t})
        return self.press(x, y)

    def globe(self, x, y, cell):
        """A tap on the globe's cell: the keyboard may read it as the
        letter above (its top edge, while typing); where it changes the
        language instead, the user sees it and taps the globe until the
        language is back, the letter left out."""
        mode = self.send({"t": self.t}).get("mode")
        answer = self.press(x, y)
        middle = (cell["x"] + cell["width"] / 2, cell["y"] + cell["height"] / 2)
        for _ in range(MOST_MODES):
            if answer.get("mode") == mode:
                break
            answer = self.press(*middle)
        return answer

    def close(self):
        self.p.stdin.close()
        self.p.wait()


def noisy(rng, centre, cell, sd):
    # Every tap scattered alike, and nothing moved: a tap above the keys
    # lands on the strip, one below the letters on the space bar.
    return (rng.gauss(centre[0], sd * cell[0]), rng.gauss(centre[1], sd * cell[1]))


def take_slot(replay, rng, aim, centres, cell, sd, before, word, tries=3):
    """Taps the slot offering `word` as a user does who looks: when the
    tap did not put the word in (it typed a letter, or took another slot),
    BackSpace until the text is as it was, and tap again; a letter typed
    with the word still offered, the slot again. Returns whether
    the word went in and the taps it took."""
    taps = 0
    for _ in range(tries):
        text = replay.tap(*noisy(rng, aim, cell, sd))["text"]
        taps += 1
        if text.lower().endswith(word + " ") and len(text) > len(before):
            return True, taps
        # The word still offered where it was (the keyboard keeps a slot a
        # near miss passed over): tapped again, the stray letter with it.
        answer = replay.send({"t": replay.t})
        slot = next((s for s in answer["strip"] if s.get("kind") == "word"
                     and s["text"].lower() == word), None)
        if slot and text.startswith(before) and len(text) == len(before) + 1:
            f = slot["frame"]
            aim = (f["x"] + f["width"] / 2, f["y"] + f["height"] / 2)
            continue
        for _ in range(6):
            if text == before:
                break
            text = replay.tap(*noisy(rng, centres["backspace"], cell, sd))["text"]
            taps += 1
        if text != before:
            # What the taps did could not be taken back: go on from here.
            return False, taps
        answer = replay.send({"t": replay.t})
        slot = next((s for s in answer["strip"] if s.get("kind") == "word"
                     and s["text"].lower() == word), None)
        if not slot:
            return False, taps
        f = slot["frame"]
        aim = (f["x"] + f["width"] / 2, f["y"] + f["height"] / 2)
    # Given up: a stray letter the last try left goes too.
    for _ in range(2):
        if text == before:
            break
        text = replay.tap(*noisy(rng, centres["backspace"], cell, sd))["text"]
        taps += 1
    return False, taps


def edit_distance(a, b):
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (x != y))
    return row[-1]


def type_phrases(phrases, form, sd, seed, settings, suggest=False):
    """Types the phrases; returns (words wrong, words, keys tapped, keys a
    plain keyboard needs)."""
    centres, cell = layout(form)
    rng = random.Random(seed)
    wrong = total = tapped = needed = 0
    for start in range(0, len(phrases), BATCH):
        replay = Replay(form, settings)
        text = ""
        for phrase in phrases[start:start + BATCH]:
            before = len(text)
            words = phrase.lower().split()
            for wi, word in enumerate(words):
                last = wi == len(words) - 1
                needed += len(word) + 1
                done = False
                for ci, ch in enumerate(word):
                    if suggest:
                        answer = replay.send({"t": replay.t})
                        slot = next((s for s in answer["strip"] if s.get("kind") == "word"
                                     and s["text"].lower() == word), None)
                        if slot:
                            # Aimed at the slot's middle, scattered as a key's tap.
                            f = slot["frame"]
                            aim = (f["x"] + f["width"] / 2, f["y"] + f["height"] / 2)
                            taken, taps = take_slot(replay, rng, aim, centres, cell, sd, answer["text"], word)
                            tapped += taps
                            if taken:
                                done = True
                                break
                    key = key_of(ch, centres)
                    if key is None:
                        continue
                    replay.tap(*noisy(rng, centres[key], cell, sd))
                    tapped += 1
                if not done:
                    key = "return" if last else "space"
                    replay.tap(*noisy(rng, centres[key], cell, sd))
                    tapped += 1
                elif last:
                    # The phrase still ends with return, counted as the
                    # return `needed` counts (the slot's space it takes back).
                    replay.tap(*noisy(rng, centres["return"], cell, sd))
                    tapped += 1
            # A search, the pad or a symbol's info opened by a stray tap: the
            # user sees it by the sentence's end and closes it with its ✕
            # (the strip's first button); what it swallowed stays lost.
            if replay.send({"t": replay.t}).get("stripMode") in ("searching", "drawing", "info"):
                replay.tap(*noisy(rng, (STRIP[0] / 2, -STRIP[0] / 2), cell, sd))
            # What this phrase typed (a stray tap on return or backspace
            # stays in it, as it would for the user). A return inside it is
            # a word wrong of its own: the application acted on it (a
            # message sent half written), though the words read alike.
            text = replay.send({"t": replay.t})["text"]
            got = text[before:].lower().rstrip("\n").replace("\n", " \u23ce ").split()
            want = phrase.lower().split()
            wrong += edit_distance(want, got)
            total += len(want)
            if SHOW and want != got:
                print("want: %s\n got: %s" % (" ".join(want), " ".join(got)), file=sys.stderr)
        replay.close()
    return wrong, total, tapped, needed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--phrases", default=os.path.join(ROOT, "bench/phrases/mackenzie-soukoreff.txt"))
    ap.add_argument("--form", default="phone")
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--sd", default="0.1,0.2,0.25,0.3")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--no-saving", action="store_true")
    ap.add_argument("--no-plain", action="store_true")
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--mode", default=None, help="an input mode (de, ru …): its layout and words")
    args = ap.parse_args()
    if args.mode:
        MODE[:] = ["--mode", args.mode]
    phrases = [l.strip() for l in open(args.phrases, encoding="utf-8") if l.strip()]
    phrases = phrases[args.start:]
    if args.limit:
        phrases = phrases[:args.limit]
    name = os.path.basename(args.phrases)
    print("## Words: noisy taps through `scimath replay` (%s, %s%s, %d phrases)\n" %
          (name, args.form, ", " + args.mode if args.mode else "", len(phrases)))
    print("Every tap (letters, spaces, the return after each phrase, a suggestion's slot)"
          " at a point drawn around its target's visible centre (2-D Gaussian, SD a share of"
          " a letter cell's width and height, seed %d), nothing moved: a miss above the keys"
          " lands on the strip, below the letters on the space bar; a search or the pad a stray tap"
          " opened is closed with its ✕ at the phrase's end (a user sees it). Words wrong: word-level"
          " edit distance, case"
          " ignored. Plain: autocorrect, suggestions, auto-capitalize and period-shortcut off."
          " docs/words.md says what the taps model.\n" % args.seed)
    print("| tap SD (share of a cell) | plain: words wrong | autocorrect: words wrong |")
    print("|---|---|---|")
    plain = ["autocorrect=off", "suggestions=off", "period-shortcut=off", "auto-capitalize=off"]
    for sd in [float(s) for s in args.sd.split(",")]:
        aw, at, _, _ = type_phrases(phrases, args.form, sd, args.seed, [])
        if args.no_plain:
            cell = "not measured"
        else:
            pw, pt = type_phrases(phrases, args.form, sd, args.seed, plain)[:2]
            cell = "%.1f %% (%d of %d)" % (100 * pw / pt, pw, pt)
        print("| %.2f | %s | %.1f %% (%d of %d) |" %
              (sd, cell, 100 * aw / at, aw, at), flush=True)
    if not args.no_saving:
        wrong, total, tapped, needed = type_phrases(phrases, args.form, 0.2, args.seed, [],
                                                    suggest=True)
        print("\nKeystrokes saved by tapping a suggestion as soon as the strip offers the word"
              " (three slots: the likeliest words; mid-word, the letters as typed and the"
              " correction when a break would change them and the word is likelier ending than"
              " going on; a slot tap that did not put the word in is taken"
              " back with BackSpace and tapped again, every tap counted),"
              " SD 0.2: %.1f %% (%d taps for %d characters and spaces; target ≥ 45 %%; %d of %d"
              " words wrong in that run)" %
              (100 * (needed - tapped) / needed, tapped, needed, wrong, total))
    print("")


if __name__ == "__main__":
    main()
