#!/usr/bin/env python3
"""Typing benchmark: `scimath type` against `xdotool type` (default 12 ms
delay, and 0) on Tests/Fixtures/corpus.txt, in one Xvfb + openbox session,
into a UTF-8 xterm. Prints a Markdown section for BENCHMARKS.md.

For each run: characters per second (first keystroke to last byte at the
client), characters lost or wrong (by sequence alignment), keymap changes
(MappingNotify events a client saw), window-manager CPU spent re-grabbing
keys (until it is idle again), and whether `xmodmap -pke` is unchanged."""
import difflib, os, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = open(os.path.join(ROOT, "Tests/Fixtures/corpus.txt"), encoding="utf-8").read()
SCIMATH = os.path.join(ROOT, ".build/release/scimath")
started = []


def spawn(args, **kw):
    p = subprocess.Popen(args, stdout=kw.pop("stdout", subprocess.DEVNULL),
                         stderr=subprocess.DEVNULL, **kw)
    started.append(p)
    return p


def wait_for(cond, timeout=15):
    end = time.time() + timeout
    while time.time() < end:
        if cond():
            return True
        time.sleep(0.02)
    raise SystemExit("bench: timed out")


def cpu_seconds(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def settle(pid, quiet=0.02, timeout=120):
    """Waits until the process uses under `quiet` CPU seconds per second."""
    end = time.time() + timeout
    last = cpu_seconds(pid)
    while time.time() < end:
        time.sleep(1)
        now = cpu_seconds(pid)
        if now - last < quiet:
            return
        last = now


def main():
    tmp = tempfile.mkdtemp(prefix="scimath-bench-")
    r, w = os.pipe()
    spawn(["Xvfb", "-displayfd", str(w), "-screen", "0", "1366x768x24", "-nolisten", "tcp"],
          pass_fds=(w,))
    os.close(w)
    display = ":" + os.read(r, 16).decode().strip()
    env = dict(os.environ, DISPLAY=display, LC_ALL="C.UTF-8", XDG_RUNTIME_DIR=tmp)
    wm = spawn(["openbox"], env=env)
    wait_for(lambda: b"window id" in subprocess.run(
        ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], env=env, capture_output=True).stdout)
    keymap = lambda: subprocess.run(["xmodmap", "-pke"], env=env, capture_output=True).stdout
    before = keymap()
    rows = []
    runs = [("scimath type", [SCIMATH, "type", "-"]),
            ("xdotool type --delay 12 (default)", ["xdotool", "type", "--delay", "12", "--file", "-"]),
            ("xdotool type --delay 0", ["xdotool", "type", "--delay", "0", "--file", "-"])]
    for name, cmd in runs:
        settle(wm.pid)
        out = os.path.join(tmp, f"recv-{len(rows)}.txt")
        ready = out + ".ready"
        title = f"bench-{len(rows)}"
        term = spawn(["xterm", "-u8", "-T", title, "-e", "/bin/sh", "-c",
                      f"stty -icanon -echo; : > {ready}; exec cat > {out}"], env=env)
        wait_for(lambda: os.path.exists(ready))
        win = subprocess.run(["xdotool", "search", "--sync", "--name", title], env=env,
                             capture_output=True, text=True).stdout.split()[0]
        wait_for(lambda: subprocess.run(["xdotool", "windowactivate", win], env=env).returncode == 0
                 and subprocess.run(["xdotool", "getwindowfocus"], env=env, capture_output=True,
                                    text=True).stdout.strip() == win)
        xev = spawn([os.path.join(ROOT, ".build/release/scimath-bench"), "watch-keymap"], env=env,
                    stdout=open(out + ".xev", "w"))
        wait_for(lambda: os.path.exists(out + ".xev") and os.path.getsize(out + ".xev") > 0)
        wm_cpu = cpu_seconds(wm.pid)
        t0 = time.time()
        tool = subprocess.Popen(cmd, env=env, stdin=subprocess.PIPE, stderr=subprocess.DEVNULL)
        tool.stdin.write(CORPUS.encode())
        tool.stdin.close()
        size, last_change = 0, t0
        while (tool.poll() is None or time.time() - last_change < 1.5) and time.time() - t0 < 300:
            s = os.path.getsize(out)
            if s != size:
                size, last_change = s, time.time()
            time.sleep(0.002)
        if tool.returncode != 0:
            print(f"bench: {name} exited {tool.returncode}", file=sys.stderr)
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
        rows.append((name, len(CORPUS) / elapsed, elapsed, wrong, events, wm_used, same))
        term.kill()
        term.wait()
    base = rows[1][1]
    non_ascii = sum(1 for c in CORPUS if ord(c) > 127)
    print("## Typing (`scimath type` against `xdotool type`)\n")
    print(f"Corpus: Tests/Fixtures/corpus.txt, {len(CORPUS)} characters, {non_ascii} non-ASCII "
          f"({len(set(c for c in CORPUS if ord(c) > 127))} distinct), into a UTF-8 xterm under "
          "Xvfb 1366×768 and openbox, all in the same run.\n")
    print("| tool | chars/s | × xdotool default | time | lost or wrong | keymap changes seen | openbox CPU | keymap after |")
    print("|---|---|---|---|---|---|---|---|")
    for name, cps, el, wrong, ev, cpu, same in rows:
        print(f"| {name} | {cps:,.0f} | {cps / base:.1f} | {el:.2f} s | {wrong} | {ev} | {cpu:.2f} s | "
              f"{'unchanged' if same else 'changed'} |")
    print("\nTarget: at least 5 × xdotool at its default delay, with 0 wrong characters.")
    print("\"Keymap changes seen\" counts XkbMapNotify events at one client: the server sends one per")
    print("keyboard device, four per change here (measured: one borrowed character, mapped then restored,")
    print("gives 8). scimath maps the missing characters a pool-full of up to 17 keycodes at a time —")
    print("on this corpus 34 changes for 511 distinct characters, plus one to restore — and paces the")
    print("reuse of a keycode by 50 ms so clients have read the previous key event; xdotool remaps per")
    print("character.")
    print("openbox CPU is the window manager's time re-grabbing its key bindings after the changes.\n")


try:
    main()
finally:
    for p in reversed(started):
        if p.poll() is None:
            p.kill()
            p.wait()
