#!/usr/bin/env python3
"""Live keyboard benchmark: scimath's start, flash, typing latency, memory
and idle wake-ups (scimath-bench live), and the start time and memory of
onboard, xvkbd and matchbox-keyboard, in one Xvfb + openbox session.
Prints a Markdown section for BENCHMARKS.md.

  bench/live.py [NAME=BIN ...]          the whole section; other builds of
                                        scimath named are measured beside
                                        this one in the same session
  bench/live.py --starts NAME=BIN ...   the start table only, with other
                                        builds of scimath beside this one
                                        (how docs/startup.md measures a
                                        change: the build before it, named)
"""
import os, shutil, statistics, subprocess, sys, time

from session import BENCH, SCIMATH, start_session, end_all

# The shared machine's noise is wide (one keyboard's starts spread over
# 20 ms), so each median needs more than a handful.
STARTS = 25


def main():
    args = sys.argv[1:]
    starts_only = bool(args) and args[0] == "--starts"
    others = [a.split("=", 1) for a in (args[1:] if starts_only else args)]
    if any(len(o) != 2 or not os.access(o[1], os.X_OK) for o in others):
        sys.exit("usage: live.py [--starts] [NAME=BINARY ...]")
    # onboard needs a session bus.
    env, _ = start_session("scimath-live-", bus=True)
    if starts_only:
        start_table(env, others)
        return
    print("## Live keyboard\n")
    print("Xvfb 1366×768 with openbox; `scimath run --float --form pad` (768 × 256 px: the pad shows the flash, the phone covers"
          " the key with its balloon), light theme; taps are XTest button events on the key g, typed into a"
          " focused window of the bench's own.\n")
    print("| measure | scimath | target |")
    print("|---|---|---|")
    for name, binary in [("", SCIMATH)] + others:
        if name:
            print(f"\nThe same, scimath {name} ({binary}):\n")
            print("| measure | scimath | target |")
            print("|---|---|---|")
        bench(env, "live", binary)
    print("\n### Languages\n")
    print("The same session; `languages = en, de, fr` in a settings folder of the bench's own; XTest taps on the"
          " globe and on g (a letter of all three).\n")
    print("| measure | scimath | target |")
    print("|---|---|---|")
    bench(env, "languages", SCIMATH)
    start_table(env, others)


def bench(env, command, binary):
    """Prints what `scimath-bench COMMAND BINARY` prints, or why it failed."""
    res = subprocess.run([BENCH, command, binary], env=env, capture_output=True, text=True, timeout=600)
    sys.stdout.write(res.stdout)
    if res.returncode != 0:
        print(f"\nscimath-bench {command} failed: {res.stderr.strip()}")


def start_table(env, others):
    print(f"\nStart time and memory side by side, same session ({STARTS} starts of each, taken in turn so that"
          " a slow moment of the shared machine falls on every keyboard alike; median and quartiles; RSS and"
          " PSS 1.5 s after the first frame):\n")
    print("| keyboard | start → first painted frame | RSS | PSS | × fastest peer's start |")
    print("|---|---|---|---|---|")
    peers = [("scimath (phone)", [SCIMATH, "run", "--float", "--form", "phone"]),
             ("scimath (pad)", [SCIMATH, "run", "--float", "--form", "pad"])]
    for name, binary in others:
        peers += [(f"scimath {name} (phone)", [binary, "run", "--float", "--form", "phone"]),
                  (f"scimath {name} (pad)", [binary, "run", "--float", "--form", "pad"])]
    for name, cmd in (("onboard", ["onboard"]), ("xvkbd", ["xvkbd"]), ("matchbox-keyboard", ["matchbox-keyboard"])):
        path = shutil.which(cmd[0])
        if path:
            peers.append((name, [path] + cmd[1:]))
        else:
            print(f"| {name} | not installed | | | |")
    samples = {name: ([], [], []) for name, _ in peers}
    for _ in range(STARTS):
        for name, cmd in peers:
            times, rss, pss = samples[name]
            o = subprocess.run([BENCH, "first-frame"] + cmd, env=env, capture_output=True, text=True, timeout=60)
            parts = o.stdout.split()
            if len(parts) == 4 and parts[0] != "nan":
                times.append(float(parts[0]))
                rss.append(float(parts[2]))
                pss.append(float(parts[3]))
            if len(parts) == 4 and parts[1].isdigit():  # first-frame ends it; make sure
                try:
                    os.kill(int(parts[1]), 9)
                except ProcessLookupError:
                    pass
            time.sleep(0.5)
    rows = [(name, statistics.median(samples[name][0]) if samples[name][0] else None, samples[name])
            for name, _ in peers]
    peer_times = [t for name, t, _ in rows if t is not None and not name.startswith("scimath")]
    fastest = min(peer_times) if peer_times else None
    for name, t, data in rows:
        if t is None:
            print(f"| {name} | no window painted in 20 s | | | |")
            continue
        times, rss, pss = data
        ratio = f"{t / fastest:.2f}" if fastest else "–"
        q1, _, q3 = statistics.quantiles(times, n=4) if len(times) > 1 else (t, t, t)
        print(f"| {name} | {t:.1f} ms (quartiles {q1:.0f}–{q3:.0f}, range {min(times):.0f}–{max(times):.0f})"
              f" | {statistics.median(rss):.1f} MB"
              f" | {statistics.median(pss):.1f} MB | {ratio} |")
    print()


if __name__ == "__main__":
    try:
        main()
    finally:
        end_all()
