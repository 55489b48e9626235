#!/usr/bin/env python3
"""Real strokes on the live keyboard: strokes from the How We Swipe
development file (../shared/swipes; measured with, nothing kept), mapped
onto the phone's letters as bench/slide_real.py maps them, dragged with
XTest (xdotool: the button held, a move at each of the stroke's points,
at its own pace) on `scimath run --float --form phone` in an Xvfb + openbox
session, into an xterm and then a GTK 3 view.

The strokes taken are the first N whose word `scimath replay` types for
the stroke alone (the decoder's own figure is slide_real.py's): what is
measured here is that the live keyboard, its window, XTest and the
clients add nothing and lose nothing. Each client must receive the words
exactly, each after a return, as the replay typed it.

usage: bench/slide_live.py [--strokes FILE] [--count N]
Prints a Markdown section for BENCHMARKS.md."""
import argparse, gzip, json, os, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import slide_real
from session import ROOT, SCIMATH, spawn, wait_for, start_session, end_all


def xdo(env, *args):
    return subprocess.run(["xdotool", *map(str, args)], env=env, capture_output=True, text=True,
                          timeout=60).stdout


def chosen_strokes(path, count, fitted):
    """The first `count` strokes the replay types right, mapped."""
    replay = slide_real.Replay()
    centres, _ = slide_real.words.layout("phone")
    found = []
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            if not line.strip():
                continue
            s = json.loads(line)
            word = s["word"].lower()
            points = fitted(s["points"])
            if len(points) < 2:
                continue
            replay.newline(centres["return"])
            got = replay.stroke(points)["text"].split("\n")[-1].strip()
            if got == word:
                found.append((word, points))
                if len(found) == count:
                    break
    replay.close()
    return found


def drag(env, origin, top, points):
    """One stroke: a move to its first point, the button down, a move at
    each later point at its time, the button up."""
    ox, oy = origin
    args = ["mousemove", ox + round(points[0][0]), oy + top + round(points[0][1]), "mousedown", "1"]
    last = points[0][2]
    for x, y, ms in points[1:]:
        if ms > last:
            args += ["sleep", "%.3f" % ((ms - last) / 1000)]
            last = ms
        args += ["mousemove", ox + round(x), oy + top + round(y)]
    args += ["sleep", "0.02", "mouseup", "1", "sleep", "0.15"]
    xdo(env, *args)


def type_into(env, client, strokes):
    tmp = env["HOME"]
    out = os.path.join(tmp, "recv-%s.txt" % client)
    ready = out + ".ready"
    if client == "xterm":
        target = spawn(["xterm", "-u8", "-T", "slide-live", "-e", "/bin/sh", "-c",
                        "stty -icanon -echo; : > %s; exec cat > %s" % (ready, out)], env=env)
        wait_for(lambda: os.path.exists(ready))
        win = xdo(env, "search", "--sync", "--name", "slide-live").split()[0]
        wait_for(lambda: subprocess.run(["xdotool", "windowactivate", win], env=env).returncode == 0
                 and xdo(env, "getwindowfocus").strip() == win)
    else:
        target = spawn(["/usr/bin/python3", os.path.join(ROOT, "Tests/Fixtures/textview.py"), "3",
                        out, ready], env=dict(env, GTK_IM_MODULE="gtk-im-context-simple"))
        wait_for(lambda: os.path.exists(ready), timeout=30)
    keyboard = spawn([SCIMATH, "run", "--float", "--form", "phone"], env=env)
    wait_for(lambda: xdo(env, "search", "--class", "SciMath").strip() != "", timeout=30,
             what="the keyboard's window")
    win = xdo(env, "search", "--class", "SciMath").split()[0]
    time.sleep(1)
    # xwininfo, not xdotool getwindowgeometry: under openbox the latter
    # moves the position by a frame the keyboard's window does not have.
    info = subprocess.run(["xwininfo", "-id", win], env=env, capture_output=True,
                          text=True).stdout
    field = lambda name: int(next(l.split(":")[1] for l in info.splitlines()
                                  if l.strip().startswith(name)))
    layout = json.loads(subprocess.run([SCIMATH, "layout", "--form", "phone", "--json"],
                                       capture_output=True, text=True, check=True).stdout)
    origin = (field("Absolute upper-left X"), field("Absolute upper-left Y"))
    top = field("Height") - int(layout["height"])
    ret = next(k["frame"] for k in layout["keys"] if k["id"] == "return")
    rx, ry = origin[0] + round(ret["x"] + ret["width"] / 2), origin[1] + top + round(ret["y"] + ret["height"] / 2)
    for _, points in strokes:
        # Alone, as the replay typed it: a return first (no word before).
        xdo(env, "mousemove", rx, ry, "click", "1", "sleep", "0.15")
        drag(env, origin, top, points)
    want = "".join("\n" + w for w, _ in strokes)
    deadline = time.time() + 15
    got = ""
    while time.time() < deadline:
        got = open(out, encoding="utf-8").read() if os.path.exists(out) else ""
        if len(got) >= len(want):
            break
        time.sleep(0.1)
    keyboard.kill()
    target.kill()
    lines = got.split("\n")
    right = sum(1 for w, _ in strokes if w in lines)
    return got == want, right, got


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--strokes", default=slide_real.DEFAULT)
    ap.add_argument("--count", type=int, default=20)
    args = ap.parse_args()
    print("## Real strokes on the live keyboard (How We Swipe, XTest)\n")
    if not os.path.exists(args.strokes):
        print("Not measured: %s is not here.\n" % args.strokes)
        return
    fitted = slide_real.fitter()
    strokes = chosen_strokes(args.strokes, args.count, fitted)
    print("The first %d strokes of the development file that `scimath replay` types right alone,"
          " dragged at their own pace with XTest (xdotool) on `scimath run --float --form phone`"
          " (Xvfb, openbox), each after a tap on return (alone, as the replay typed it); each client"
          " must receive the words exactly (bench/slide_live.py).\n" % len(strokes))
    print("| client | received exactly | words right |")
    print("|---|---|---|")
    for client in ["xterm", "GTK 3 view"]:
        env, _ = start_session("scimath-slide-live-")
        try:
            exact, right, got = type_into(env, client, strokes)
        finally:
            end_all()
        print("| %s | %s | %d of %d |" % (client, "yes" if exact else "no", right, len(strokes)))
        if not exact:
            print("bench: %s received %r" % (client, got), file=sys.stderr)
    print("")


if __name__ == "__main__":
    main()
