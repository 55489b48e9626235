#!/usr/bin/env python3
"""Live keyboard benchmark: scimath's start, flash, typing latency, memory
and idle wake-ups (scimath-bench live), and the start time and memory of
onboard, xvkbd and matchbox-keyboard, in one Xvfb + openbox session.
Prints a Markdown section for BENCHMARKS.md."""
import os, shutil, statistics, subprocess, sys, time

from session import BENCH, SCIMATH, start_session, end_all


def main():
    # onboard needs a session bus.
    env, _ = start_session("scimath-live-", bus=True)
    print("## Live keyboard\n")
    print("Xvfb 1366×768 with openbox; `scimath run --float --form pad` (768 × 256 px: the pad shows the flash, the phone covers"
          " the key with its balloon), light theme; taps are XTest button events on the key g, typed into a"
          " focused window of the bench's own.\n")
    print("| measure | scimath | target |")
    print("|---|---|---|")
    res = subprocess.run([BENCH, "live", SCIMATH], env=env, capture_output=True, text=True, timeout=600)
    sys.stdout.write(res.stdout)
    if res.returncode != 0:
        print(f"\nscimath-bench live failed: {res.stderr.strip()}")
    print("\nStart time and memory side by side, same session (median of 5 starts; RSS 1.5 s after the first frame):\n")
    print("| keyboard | start → first painted frame | RSS | × scimath start |")
    print("|---|---|---|---|")
    peers = [("scimath", [SCIMATH, "run", "--float", "--form", "phone"])]
    for name, cmd in (("onboard", ["onboard"]), ("xvkbd", ["xvkbd"]), ("matchbox-keyboard", ["matchbox-keyboard"])):
        path = shutil.which(cmd[0])
        if path:
            peers.append((name, [path] + cmd[1:]))
        else:
            print(f"| {name} | not installed | | |")
    base = None
    for name, cmd in peers:
        times, rss = [], []
        for _ in range(5):
            o = subprocess.run([BENCH, "first-frame"] + cmd, env=env, capture_output=True, text=True, timeout=60)
            parts = o.stdout.split()
            if len(parts) == 3 and parts[0] != "nan":
                times.append(float(parts[0]))
                rss.append(float(parts[2]))
            if len(parts) == 3 and parts[1].isdigit():  # first-frame ends it; make sure
                try:
                    os.kill(int(parts[1]), 9)
                except ProcessLookupError:
                    pass
            time.sleep(0.5)
        if not times:
            print(f"| {name} | no window painted in 20 s | | |")
            continue
        t = statistics.median(times)
        base = base or t
        print(f"| {name} | {t:.0f} ms (range {min(times):.0f}–{max(times):.0f}) | {statistics.median(rss):.1f} MB | {t / base:.1f} |")
    print()


if __name__ == "__main__":
    try:
        main()
    finally:
        end_all()
