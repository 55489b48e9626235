#!/usr/bin/env python3
"""Typing benchmark: `scimath type` against `xdotool type` (default 12 ms
delay, and 0) on Tests/Fixtures/corpus.txt, in one Xvfb + openbox session,
into a UTF-8 xterm and a GTK 4 text view, then into a GTK 3 view stopped
for 300 ms at random moments, and with both cores busy. Prints a Markdown
section for BENCHMARKS.md.

For each run: characters per second (first keystroke to last byte at the
client), characters lost or wrong (by sequence alignment), keymap changes
(MappingNotify events a client saw), window-manager CPU spent re-grabbing
keys (until it is idle again), and whether `xmodmap -pke` is unchanged."""
import difflib, os, subprocess, sys, time

from session import ROOT, SCIMATH, spawn, wait_for, cpu_seconds, settle, start_session, end_all

CORPUS = open(os.path.join(ROOT, "Tests/Fixtures/corpus.txt"), encoding="utf-8").read()


def main():
    env, wm = start_session("scimath-bench-")
    tmp = env["HOME"]
    keymap = lambda: subprocess.run(["xmodmap", "-pke"], env=env, capture_output=True).stdout
    before = keymap()
    rows = []
    scimath = [SCIMATH, "type", "--stats", "-"]
    xdo12 = ["xdotool", "type", "--delay", "12", "--file", "-"]
    xdo0 = ["xdotool", "type", "--delay", "0", "--file", "-"]
    cases = [("xterm", "scimath type", scimath, False), ("xterm", "xdotool --delay 12 (default)", xdo12, False),
             ("xterm", "xdotool --delay 0", xdo0, False),
             ("GTK 4 view", "scimath type", scimath, False),
             ("GTK 4 view", "xdotool --delay 12 (default)", xdo12, False),
             ("GTK 4 view", "xdotool --delay 0", xdo0, False),
             ("GTK 3 view stopped 300 ms at random", "scimath type", scimath, False),
             ("GTK 3 view stopped 300 ms at random", "xdotool --delay 12 (default)", xdo12, False),
             ("xterm, both cores busy", "scimath type", scimath, True),
             ("GTK 3 view, both cores busy", "scimath type", scimath, True)]
    for client, name, cmd, busy in cases:
        settle(wm.pid)
        out = os.path.join(tmp, f"recv-{len(rows)}.txt")
        ready = out + ".ready"
        title = f"bench-{len(rows)}"
        if client.startswith("xterm"):
            target = spawn(["xterm", "-u8", "-T", title, "-e", "/bin/sh", "-c",
                            f"stty -icanon -echo; : > {ready}; exec cat > {out}"], env=env)
            wait_for(lambda: os.path.exists(ready))
            win = subprocess.run(["xdotool", "search", "--sync", "--name", title], env=env,
                                 capture_output=True, text=True).stdout.split()[0]
            wait_for(lambda: subprocess.run(["xdotool", "windowactivate", win], env=env).returncode == 0
                     and subprocess.run(["xdotool", "getwindowfocus"], env=env, capture_output=True,
                                        text=True).stdout.strip() == win)
        else:
            version = "4" if "GTK 4" in client else "3"
            extra = ["--stop-ms", "300", "--seed", str(len(rows))] if "stopped" in client else []
            target = spawn(["/usr/bin/python3", os.path.join(ROOT, "Tests/Fixtures/textview.py"), version,
                            out, ready] + extra, env=dict(env, GTK_IM_MODULE="gtk-im-context-simple"))
            wait_for(lambda: os.path.exists(ready), timeout=30)
        load = [spawn(["/usr/bin/python3", "-c", "while True: pass"]) for _ in range(2)] if busy else []
        xev = spawn([os.path.join(ROOT, ".build/release/scimath-bench"), "watch-keymap"], env=env,
                    stdout=open(out + ".xev", "w"))
        wait_for(lambda: os.path.exists(out + ".xev") and os.path.getsize(out + ".xev") > 0)
        wm_cpu = cpu_seconds(wm.pid)
        t0 = time.time()
        tool = subprocess.Popen(cmd, env=env, stdin=subprocess.PIPE, stderr=subprocess.PIPE)
        tool.stdin.write(CORPUS.encode())
        tool.stdin.close()
        size, last_change = 0, t0
        while (tool.poll() is None or time.time() - last_change < 2) and time.time() - t0 < 300:
            s = os.path.getsize(out) if os.path.exists(out) else 0
            if s != size:
                size, last_change = s, time.time()
            time.sleep(0.002)
        stats = tool.stderr.read().decode(errors="replace").strip()
        if tool.returncode != 0:
            print(f"bench: {name} exited {tool.returncode}", file=sys.stderr)
        for p in load:
            p.kill()
            p.wait()
        elapsed = max(last_change - t0, 1e-6)
        got = open(out, encoding="utf-8", errors="replace").read()
        matched = sum(b.size for b in difflib.SequenceMatcher(None, got, CORPUS, autojunk=False)
                      .get_matching_blocks())
        wrong = max(len(got), len(CORPUS)) - matched
        settle(wm.pid)
        wm_used = cpu_seconds(wm.pid) - wm_cpu
        xev.kill()
        xev.wait()
        lines = open(out + ".xev", errors="replace").read().splitlines()
        events = sum(1 for l in lines if l.startswith("XkbEvent"))
        same = keymap() == before
        if not same:  # put it back for the next run
            subprocess.run(["setxkbmap", "-layout", "us"], env=env)
            before = keymap()
        rows.append((client, name, len(CORPUS) / elapsed, elapsed, wrong, events, wm_used, same, stats))
        target.kill()
        target.wait()
    non_ascii = sum(1 for c in CORPUS if ord(c) > 127)
    print("## Typing (`scimath type` against `xdotool type`)\n")
    print(f"Corpus: Tests/Fixtures/corpus.txt, {len(CORPUS)} characters, {non_ascii} non-ASCII "
          f"({len(set(c for c in CORPUS if ord(c) > 127))} distinct), under Xvfb 1366×768 and "
          "openbox, all in the same run. Into a UTF-8 xterm, a GTK 4 and a GTK 3 text view "
          "(Tests/Fixtures/textview.py); \"stopped\" views are stopped (SIGSTOP) for 300 ms at random "
          "moments; \"both cores busy\" runs two busy loops alongside.\n")
    print("| client | tool | chars/s | × xdotool default | time | lost or wrong | keymap changes seen | openbox CPU | keymap after |")
    print("|---|---|---|---|---|---|---|---|---|")
    base = {}
    for client, name, cps, el, wrong, ev, cpu, same, _ in rows:
        if "default" in name:
            base[client] = cps
    for client, name, cps, el, wrong, ev, cpu, same, _ in rows:
        ratio = f"{cps / base[client]:.1f}" if client in base else "–"
        print(f"| {client} | {name} | {cps:,.0f} | {ratio} | {el:.2f} s | {wrong} | {ev} | {cpu:.2f} s | "
              f"{'unchanged' if same else 'changed'} |")
    print("\nHow scimath made each reuse of a borrowed keycode safe (`scimath type --stats`):\n")
    for client, name, *_, stats in rows:
        if name == "scimath type":
            print(f"- {client}: {stats.replace('scimath: ', '')}")
    print("\nTarget: at least 5 × xdotool at its default delay, with 0 wrong characters.")
    print("\"Keymap changes seen\" counts XkbMapNotify events at one client: the server sends one per")
    print("keyboard device, four per change here. scimath maps the missing characters a pool-full")
    print("of spare keycodes at a time, two characters a keycode (its two shift levels), and remaps")
    print("a keycode only when the client has answered a")
    print("_NET_WM_PING sent after its last key (GTK, Qt, Firefox, Chromium) or, for clients that do")
    print("not list the ping (xterm), once it has read its socket and 50 ms after that; xdotool remaps per character.")
    print("openbox CPU is the window manager's time re-grabbing its key bindings after the changes.\n")


if __name__ == "__main__":
    try:
        main()
    finally:
        end_all()
